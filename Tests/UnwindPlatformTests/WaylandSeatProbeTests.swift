import Testing
import UnwindPlatform

/// When the seat check asks a compositor at all, and what an unreachable one answers.
/// (`SeatlessWaylandTests` runs it against weston's headless backend, with no seat.)
@Suite struct WaylandSeatProbeTests {
    @Test func onlyWhenSDLWouldPickWayland() {
        #expect(WaylandSeatProbe.askForSDL(environment: [:]) == .notWayland)
        #expect(WaylandSeatProbe.askForSDL(environment: ["WAYLAND_DISPLAY": "wayland-0", "SDL_VIDEODRIVER": "x11"]) == .notWayland)
        #expect(WaylandSeatProbe.askForSDL(environment: ["WAYLAND_DISPLAY": "", "DISPLAY": ":0"]) == .notWayland)
    }

    @Test func aDisplayNobodyServesIsUnreachable() {
        let answer = WaylandSeatProbe.askForSDL(environment: ["WAYLAND_DISPLAY": "/nonexistent/unwind-wayland-test"])
        guard case .unreachable(let why) = answer else {
            Issue.record("expected unreachable, got \(answer)")
            return
        }
        #expect(why.contains("cannot connect to the Wayland display /nonexistent/unwind-wayland-test"), "\(why)")
    }
}
