import Foundation
import Testing

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
}
