import CWaylandClient
import Foundation
import UnwindDisplayPower

/// A wlroots compositor's outputs put to sleep and woken through
/// wlr-output-power-management-unstable-v1 (sway, labwc, wayfire; not cage 0.1.4), spoken
/// directly through libwayland-client, so no helper tool (`wlopm`, unpackaged in Debian 12)
/// is needed. Each switch is one short connection of its own to the compositor: it asks for
/// every output's power object, sets the mode, and waits for the compositor to report the
/// mode back (or refuse), so a failure is seen, not assumed away. The compositor keeps the
/// mode after the connection closes.
public final class WaylandOutputPower: DisplayPowerBackend, @unchecked Sendable {
    /// `wayland`.
    public let name = "wayland"
    /// `wlr-output-power-management on wayland-1 (2 outputs)`.
    public let detail: String
    private let display: String

    /// The compositor on `display`, when it offers the protocol and at least one output.
    public static func open(display: String) -> Result<WaylandOutputPower, DisplayPowerError> {
        do {
            let session = try OutputPowerSession(display: display)
            defer { session.close() }
            return .success(
                WaylandOutputPower(display: display, detail: "wlr-output-power-management on \(display) (\(session.outputCount) output(s))"))
        } catch {
            return .failure(error)
        }
    }

    /// The candidate for `display-power = "wayland"`: only in a Wayland session (SDL on
    /// Wayland, or on Xwayland with `WAYLAND_DISPLAY` set).
    public static func candidate(environment: [String: String] = ProcessInfo.processInfo.environment) -> DisplayPowerCandidate {
        DisplayPowerCandidate(name: "wayland") {
            guard let display = environment["WAYLAND_DISPLAY"], !display.isEmpty else { return .failure(DisplayPowerError("not in a Wayland session")) }
            return open(display: display).map { $0 }
        }
    }

    private init(display: String, detail: String) {
        self.display = display
        self.detail = detail
    }

    /// Sets every output's mode and waits until the compositor reports it.
    public func setPower(on: Bool) throws(DisplayPowerError) {
        let session = try OutputPowerSession(display: display)
        defer { session.close() }
        try session.setModes(on: on)
    }

    /// Whether each output is on, as the compositor reports it (for tests and `doctor`).
    public func outputsOn() throws(DisplayPowerError) -> [Bool] {
        let session = try OutputPowerSession(display: display)
        defer { session.close() }
        return try session.modes()
    }
}
