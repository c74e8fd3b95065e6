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

    /// The software renderer's frames reach the X server through X11's own image, not
    /// through SDL's OpenGL "texture framebuffer": without a GPU that framebuffer is Mesa's
    /// llvmpipe drawing every frame a second time (4–5× the frame time at 1080p). Its
    /// threads, named `llvmpipe-N`, must not appear in the process.
    @Test func softwareRendererPresentsWithoutOpenGL() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let process = Process()
        process.executableURL = UnwindProcess.executable
        process.arguments = ["slideshow", "--windowed", "--software-renderer", "--verbose", "--size", "320x240", "Assets/photos"]
        process.currentDirectoryURL = UnwindProcess.repositoryRoot
        process.environment = server.environment.filter { $0.key != "SDL_FRAMEBUFFER_ACCELERATION" }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            UnwindProcess.waitForExit(process, seconds: 5)
        }
        // Long enough for the first photo to be drawn and presented on a busy machine.
        var threads: [String] = []
        for _ in 0..<8 where process.isRunning {
            Thread.sleep(forTimeInterval: 0.5)
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/task")) ?? []
            threads = tasks.compactMap { try? String(contentsOfFile: "/proc/\(process.processIdentifier)/task/\($0)/comm", encoding: .utf8) }
            if threads.contains(where: { $0.hasPrefix("llvmpipe") }) { break }
        }
        #expect(process.isRunning, "the show keeps running")
        #expect(!threads.isEmpty, "the show's threads could be read")
        #expect(!threads.contains(where: { $0.hasPrefix("llvmpipe") }), "threads: \(threads.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })")
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
