import Testing
import UnwindDisplayPower
import UnwindPlatform
import UnwindTestSupport

/// X11 DPMS against a real X server that lacks it: Xvfb offers no DPMS extension, so the
/// backend says so and the chooser goes on to the next.
@Suite(.enabled(if: XvfbServer.isAvailable, "Xvfb is not installed (apt-get install xvfb)"))
struct X11DPMSPowerTests {
    @Test func xvfbHasNoDPMSAndTheChooserFallsThrough() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        guard case .failure(let error) = X11DPMSPower.open(displayName: server.display) else {
            Issue.record("Xvfb offers no DPMS: the backend must not open")
            return
        }
        #expect(error.message == "the X server on \(server.display) offers no DPMS extension", "\(error.message)")
        let fallback = DisplayPowerCandidate(name: "command") { .failure(DisplayPowerError("not configured")) }
        let display = server.display
        let dpms = DisplayPowerCandidate(name: "dpms") { X11DPMSPower.open(displayName: display).map { $0 } }
        let choice = DisplayPowerChoice(wanted: "auto", candidates: [dpms, fallback])
        #expect(choice.backend == nil && choice.isWarning)
        #expect(choice.line.contains("dpms: the X server on \(server.display) offers no DPMS extension; command: not configured"), "\(choice.line)")
    }

    @Test func noDisplayIsAReason() {
        guard case .failure(let error) = X11DPMSPower.open(displayName: nil) else {
            Issue.record("no DISPLAY: must not open")
            return
        }
        #expect(error.message == "no X display (DISPLAY is not set)")
        #expect(X11DPMSPower.candidate(videoDriver: "kmsdrm").name == "dpms")
    }
}
