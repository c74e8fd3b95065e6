import CSDL2
import Foundation
import UnwindInput

/// Sleeping on input while the screen is off.
extension EventPump {
    /// Waits up to `milliseconds` for input without spending the CPU, then drains the queue.
    ///
    /// SDL 2's `SDL_WaitEventTimeout` truly sleeps only where the video driver can wait on
    /// its connection (X11, Wayland); elsewhere (kmsdrm, the dummy driver) and whenever a
    /// joystick is open it polls every millisecond, a thousand wake-ups a second. There the
    /// pump sleeps `milliseconds` itself and then polls, so input waits at most that long.
    public func doze(milliseconds: Int32) -> [InputEvent] {
        if Self.waitsTruly(driver: SDL_GetCurrentVideoDriver().map { String(cString: $0) }, joysticks: SDL_NumJoysticks()) {
            return wait(milliseconds: milliseconds)
        }
        Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
        return poll()
    }

    /// True when `SDL_WaitEventTimeout` sleeps in the kernel for this driver with this many
    /// joysticks open (SDL 2.26's rule: a driver with `WaitEventTimeout`, nothing that needs polling).
    static func waitsTruly(driver: String?, joysticks: Int32) -> Bool {
        joysticks <= 0 && (driver == "x11" || driver == "wayland")
    }
}
