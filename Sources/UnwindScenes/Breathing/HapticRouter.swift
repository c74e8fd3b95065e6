import UnwindBreathing
import UnwindPlatform
import UnwindRuntime

/// Sends the session's haptic pulses to whatever can feel them: every connected
/// controller's rumble motors first, else an SDL haptic device, else nowhere.
public final class HapticRouter {
    private let device: HapticDevice?
    /// Pulses that reached a controller or a device.
    public private(set) var delivered = 0

    /// A router with an optional fallback device (see `HapticDevice.openFirst()`).
    public init(device: HapticDevice?) {
        self.device = device
    }

    func play(_ pulse: HapticPulse, _ context: SceneContext) {
        if context.rumble(low: pulse.low, high: pulse.high, seconds: pulse.seconds) {
            delivered += 1
        } else if let device, device.rumble(strength: max(pulse.low, pulse.high), seconds: pulse.seconds) {
            delivered += 1
        }
    }
}
