import CXext
import Foundation
import UnwindDisplayPower

/// X11's DPMS (libXext's `DPMSForceLevel`): the X server puts its monitors to sleep and wakes
/// them; a touch or mouse movement wakes them too, server side. Its own connection to the
/// server named by `DISPLAY`, used only on the display-power switch's queue, so SDL's is
/// never shared between threads. Xvfb, Xwayland and Xorg's dummy driver offer no DPMS: the
/// probe says so and the chooser goes on.
public final class X11DPMSPower: DisplayPowerBackend, @unchecked Sendable {
    /// `dpms`.
    public let name = "dpms"
    /// `X11 DPMS on :0`.
    public let detail: String
    private let display: OpaquePointer

    /// Connects to `displayName` (`DISPLAY` when nil) and checks it offers DPMS.
    public static func open(displayName: String? = ProcessInfo.processInfo.environment["DISPLAY"]) -> Result<X11DPMSPower, DisplayPowerError> {
        guard let displayName, !displayName.isEmpty else { return .failure(DisplayPowerError("no X display (DISPLAY is not set)")) }
        guard let display = XOpenDisplay(displayName) else { return .failure(DisplayPowerError("cannot connect to the X server on \(displayName)")) }
        var event: Int32 = 0
        var error: Int32 = 0
        guard DPMSQueryExtension(display, &event, &error) != 0 else {
            XCloseDisplay(display)
            return .failure(DisplayPowerError("the X server on \(displayName) offers no DPMS extension"))
        }
        guard DPMSCapable(display) != 0 else {
            XCloseDisplay(display)
            return .failure(DisplayPowerError("the X server on \(displayName) says its monitor is not DPMS capable"))
        }
        return .success(X11DPMSPower(display: display, detail: "X11 DPMS on \(displayName)"))
    }

    /// The candidate for `display-power = "dpms"`: only where SDL draws through X11.
    public static func candidate(videoDriver: String) -> DisplayPowerCandidate {
        DisplayPowerCandidate(name: "dpms") {
            guard videoDriver == "x11" else { return .failure(DisplayPowerError("SDL is on its \(videoDriver) driver, not x11")) }
            return open().map { $0 }
        }
    }

    private init(display: OpaquePointer, detail: String) {
        self.display = display
        self.detail = detail
    }

    deinit {
        XCloseDisplay(display)
    }

    /// Forces the monitor on, or off (with DPMS enabled, or the server ignores the level).
    public func setPower(on: Bool) throws(DisplayPowerError) {
        if !on { DPMSEnable(display) }
        guard DPMSForceLevel(display, CARD16(on ? DPMSModeOn : DPMSModeOff)) != 0 else {
            throw DisplayPowerError("DPMSForceLevel was refused")
        }
        XSync(display, 0)
    }

    /// The monitor's power level as the server reports it: true when on.
    public var isOn: Bool {
        var level: CARD16 = 0
        var enabled: BOOL = 0
        guard DPMSInfo(display, &level, &enabled) != 0 else { return true }
        return enabled == 0 || level == CARD16(DPMSModeOn)
    }
}
