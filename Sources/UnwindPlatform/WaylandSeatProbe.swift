import CSDL2
import CWaylandClient
import Foundation

/// Asks the Wayland compositor SDL would use whether it offers an input seat, before SDL
/// starts: SDL before 2.30 (Debian 12 ships 2.26) crashes inside `SDL_Init` against a
/// compositor with no `wl_seat` (weston's headless backend; libsdl-org/SDL#8898), so the
/// show says so, or uses Xwayland, instead of dying with a segmentation fault.
public enum WaylandSeatProbe {
    /// What the compositor offers.
    public enum Answer: Equatable, Sendable {
        /// No Wayland compositor to ask (`WAYLAND_DISPLAY` unset, or SDL is told another driver).
        case notWayland
        /// The compositor could not be reached.
        case unreachable(String)
        /// It offers a seat: SDL starts fine.
        case seat
        /// It offers no seat.
        case noSeat
    }

    /// Connects to `display` (a socket name or path), lists the globals, and disconnects.
    public static func ask(display: String) -> Answer {
        guard let connection = wl_display_connect(display) else {
            return .unreachable("cannot connect to the Wayland display \(display): \(String(cString: strerror(errno)))")
        }
        defer { wl_display_disconnect(connection) }
        guard let registry = wl_display_get_registry(connection) else { return .unreachable("no registry from \(display)") }
        defer { wl_registry_destroy(registry) }
        let found = SeatFlag()
        var listener = wl_registry_listener(
            global: { data, _, _, interface, _ in
                guard let data, let interface, String(cString: interface) == "wl_seat" else { return }
                Unmanaged<SeatFlag>.fromOpaque(data).takeUnretainedValue().seen = true
            },
            global_remove: { _, _, _ in })
        let context = Unmanaged.passUnretained(found).toOpaque()
        let added = withUnsafePointer(to: &listener) { wl_registry_add_listener(registry, $0, context) }
        guard added == 0, wl_display_roundtrip(connection) >= 0 else { return .unreachable("\(display) did not answer") }
        return found.seen ? .seat : .noSeat
    }

    /// The answer for this process's environment: only when SDL would pick Wayland
    /// (`WAYLAND_DISPLAY` set and `SDL_VIDEODRIVER` unset or `wayland`).
    public static func askForSDL(environment: [String: String] = ProcessInfo.processInfo.environment) -> Answer {
        guard let display = environment["WAYLAND_DISPLAY"], !display.isEmpty else { return .notWayland }
        if let driver = environment["SDL_VIDEODRIVER"], !driver.isEmpty, driver != "wayland" { return .notWayland }
        return ask(display: display)
    }

    /// True for SDL versions that crash without a seat (before 2.30).
    public static var sdlCrashesWithoutSeat: Bool {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return version.major == 2 && version.minor < 30
    }
}

/// Set by the registry callback when a `wl_seat` global is announced.
private final class SeatFlag {
    var seen = false
}
