import CSDL2
import Logging

/// A force-feedback device opened through SDL's haptic API, for machines where feedback
/// comes from something other than a game controller's rumble motors. SDL's simple rumble
/// has one strength, so the caller maps its two-motor pulses onto strength and length.
public final class HapticDevice {
    private let handle: OpaquePointer
    /// The device's name as SDL reports it.
    public let name: String

    private init(handle: OpaquePointer, name: String) {
        self.handle = handle
        self.name = name
    }

    /// The first haptic device that supports simple rumble, or nil when there is none (the
    /// usual case on desktops); never an error, because haptics are optional.
    public static func openFirst() -> HapticDevice? {
        let count = SDL_NumHaptics()
        guard count > 0 else { return nil }
        for index in 0..<count {
            guard let handle = SDL_HapticOpen(index) else { continue }
            if SDL_HapticRumbleSupported(handle) == 1, SDL_HapticRumbleInit(handle) == 0 {
                let name = SDL_HapticName(index).map { String(cString: $0) } ?? "haptic device"
                Logger(label: "unwind.haptics").info("haptic device \(index): \(name)")
                return HapticDevice(handle: handle, name: name)
            }
            SDL_HapticClose(handle)
        }
        return nil
    }

    /// Plays a rumble of `strength` (0...1) for `seconds`; false if the device refused.
    @discardableResult
    public func rumble(strength: Float, seconds: Double) -> Bool {
        SDL_HapticRumblePlay(handle, min(max(strength, 0), 1), UInt32(max(0, seconds) * 1000)) == 0
    }

    deinit {
        SDL_HapticClose(handle)
    }
}
