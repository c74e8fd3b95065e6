import Foundation
import Testing
import UnwindTestSupport

/// A real window under Xvfb (installed by scripts/setup.sh): the windowed slideshow opens on
/// X11, draws, and SIGTERM ends it cleanly within a second, with a report that says so.
@Suite(.serialized, .enabled(if: XvfbServer.isAvailable, "needs Xvfb (apt-get install xvfb)"))
struct WindowedRunTests {
    @Test func slideshowOpensAWindowAndStopsOnSIGTERM() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-windowed-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: report) }
        let process = Process()
        process.executableURL = UnwindProcess.executable
        process.arguments = ["slideshow", "--windowed", "--verbose", "--size", "320x240", "--report", report.path]
        process.currentDirectoryURL = UnwindProcess.repositoryRoot
        process.environment = server.environment
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 2)
        #expect(process.isRunning, "the windowed show keeps running until asked to stop")
        let sent = Date()
        process.terminate()
        UnwindProcess.waitForExit(process, seconds: 5)
        let took = Date().timeIntervalSince(sent)
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            UnwindProcess.waitForExit(process, seconds: 5)
        }
        let log = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(took < 1, "SIGTERM must end the run within a second, took \(took) s")
        #expect(process.terminationStatus == 0, "clean exit expected, status \(process.terminationStatus); log: \(log)")
        #expect(log.contains("video driver: x11"), "SDL should use X11 under Xvfb; log: \(log)")
        // The soak reads the report of a windowed run it stopped: it must name the signal.
        let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        #expect(written["stoppedBy"] as? String == "SIGTERM", "report: \(written)")
    }

    /// Windowed `unwind breathe` takes --replay, --report and --capture as the windowed show
    /// does (issue 22): a headless autopilot recording replayed in a real X11 window reaches
    /// the same state changes at the same ticks, and the captures are real frames.
    @Test func breatheReplaysARecordingInAWindowWithReportAndCaptures() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-breathe-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = folder.appendingPathComponent("session.jsonl").path
        let headless = folder.appendingPathComponent("headless.json").path, windowed = folder.appendingPathComponent("windowed.json").path
        let short = ["--hold-duration", "2", "--inhale-trace-duration", "1.5", "--exhale-trace-duration", "1.5", "--sound", "off"]
        let made = try UnwindProcess.run(["breathe", "--headless", "--autopilot", "--size", "320x240", "--record", recording, "--report", headless] + short)
        #expect(made.status == 0, "stderr: \(made.stderr)")
        let captures = folder.appendingPathComponent("frames").path
        let run = try UnwindProcess.run(
            ["breathe", "--replay", recording, "--report", windowed, "--capture", captures, "--every", "30"] + short, environment: server.environment)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        struct Report: Decodable {
            struct Change: Decodable, Equatable {
                let tick: Int
                let to: String
            }
            let stateChanges: [Change]
            let finalState: String
            let frames: Int
        }
        let a = try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: headless)))
        let b = try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: windowed)))
        #expect(b.finalState == "completed" && b.stateChanges == a.stateChanges, "window \(b.stateChanges) vs headless \(a.stateChanges)")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: captures).filter { $0.hasSuffix(".png") }
        #expect(pngs.count >= 3 && b.frames >= 30 * (pngs.count - 1), "\(pngs.count) captures of \(b.frames) frames")
    }
}
