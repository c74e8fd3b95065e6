import Foundation

/// Wayland compositors that offer wlr-output-power-management-unstable-v1 (cage, labwc,
/// sway, wayfire): the outputs are put to sleep through the `wlopm` tool, which speaks that
/// protocol. Only under a Wayland session (`WAYLAND_DISPLAY` set).
public enum WaylandPower {
    /// The candidate for `display-power = "wayland"`.
    public static func candidate(environment: [String: String] = ProcessInfo.processInfo.environment) -> DisplayPowerCandidate {
        DisplayPowerCandidate(name: "wayland") {
            guard let display = environment["WAYLAND_DISPLAY"], !display.isEmpty else { return .failure(DisplayPowerError("not in a Wayland session")) }
            guard let tool = ToolLookup.find("wlopm", path: environment["PATH"]) else {
                return .failure(DisplayPowerError("wlopm is not installed (it speaks wlr-output-power-management)"))
            }
            // wlopm with no arguments lists the outputs and their power; it fails when the
            // compositor lacks the protocol.
            if let problem = CommandPower.run("\(tool) >/dev/null", timeout: 5) {
                return .failure(DisplayPowerError("the compositor does not answer wlopm (\(problem))"))
            }
            return .success(CommandPower(off: "\(tool) --off '*'", on: "\(tool) --on '*'", name: "wayland", detail: "wlopm on \(display)"))
        }
    }
}
