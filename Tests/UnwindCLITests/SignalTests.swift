import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindTestSupport

/// Every command ends within a second of SIGTERM, SIGINT or SIGHUP, headless ones writing
/// what they have: the soak's report, the replay's report, the frames rendered so far.
@Suite struct SignalTests {
    private func temp(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("unwind-signal-\(UUID().uuidString)-\(name)").path
    }

    private func report(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func sighupEndsAHeadlessShowLikeSIGTERM() throws {
        let path = temp("hup.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try RunningUnwind(["slideshow", "Assets/photos", "--headless", "--size", "96x54", "--run-for", "100000", "--report", path, "-v"])
        #expect(run.waitForStderr(containing: "SDL video driver"), "the run starts: \(run.stderr)")
        let seconds = run.signalAndTimeExit(SIGHUP)
        #expect(seconds < 1, "took \(seconds) s")
        #expect(
            run.process.terminationReason == .exit && run.process.terminationStatus == 0,
            "exit \(run.process.terminationStatus), reason \(run.process.terminationReason.rawValue)")
        #expect(try report(path)["stoppedBy"] as? String == "SIGHUP")
    }

    @Test func aSigtermSentTwiceAtOnceIsOneStopWithItsReport() throws {
        let path = temp("twice.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try RunningUnwind(["slideshow", "Assets/photos", "--headless", "--size", "96x54", "--run-for", "100000", "--report", path, "-v"])
        #expect(run.waitForStderr(containing: "SDL video driver"), "the run starts: \(run.stderr)")
        // As `timeout` does: to the process, then to its process group, a moment apart (each
        // its own delivery: a pending signal would merge with the second).
        kill(run.process.processIdentifier, SIGTERM)
        usleep(5_000)
        _ = run.signalAndTimeExit(SIGTERM)
        #expect(
            run.process.terminationReason == .exit && run.process.terminationStatus == 0,
            "exit \(run.process.terminationStatus), reason \(run.process.terminationReason.rawValue): \(run.stderr)")
        #expect(try report(path)["stoppedBy"] as? String == "SIGTERM")
    }

    @Test func sigtermEndsAShowWithTheRemoteOnWithExitZeroAndItsReport() throws {
        let path = temp("remote.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try RunningUnwind([
            "slideshow", "Assets/photos", "--headless", "--size", "96x54", "--run-for", "100000", "--listen", "127.0.0.1:0", "--report", path, "-v",
        ])
        #expect(run.waitForStderr(containing: "remote control on"), "the run starts: \(run.stderr)")
        _ = run.signalAndTimeExit(SIGTERM)
        // Before: the listener took up to a second to stop, the 0.7 s watchdog ended the
        // process with 143, and systemd marked every stop of the unit failed.
        #expect(
            run.process.terminationReason == .exit && run.process.terminationStatus == 0,
            "exit \(run.process.terminationStatus), reason \(run.process.terminationReason.rawValue): \(run.stderr)")
        #expect(!run.stderr.contains("still running"), "\(run.stderr)")
        #expect(try report(path)["stoppedBy"] as? String == "SIGTERM")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/convert"), "needs ImageMagick (apt-get install imagemagick)"))
    func sigtermDuringALargeDecodeEndsTheShowWithItsReport() throws {
        let tree = try TemporaryTree()
        // A 24-megapixel JPEG full of detail: its decode and preparation take seconds in a
        // debug build, so the signal arrives while the show waits for it.
        let big = tree.path + "/big.jpg"
        let convert = Process()
        convert.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        convert.arguments = ["-size", "6000x4000", "xc:gray", "+noise", "Random", "-quality", "90", big]
        try convert.run()
        convert.waitUntilExit()
        #expect(convert.terminationStatus == 0)
        let path = tree.path + "/report.json"
        let run = try RunningUnwind(["slideshow", big, "--headless", "--size", "96x54", "--run-for", "100000", "--report", path, "-v"])
        // The first decode starts right after SDL is up; a headless show used to wait it out.
        #expect(run.waitForStderr(containing: "SDL video driver"), "the run starts: \(run.stderr)")
        // Into the decode (it takes over a second here; the old code then waited it out,
        // and the 0.7 s watchdog ended the show with 143 and no report). A busy machine
        // only makes the decode longer, never the test wrong.
        Thread.sleep(forTimeInterval: 0.4)
        _ = run.signalAndTimeExit(SIGTERM)
        #expect(
            run.process.terminationReason == .exit && run.process.terminationStatus == 0,
            "exit \(run.process.terminationStatus): \(run.stderr)")
        #expect(try report(path)["stoppedBy"] as? String == "SIGTERM")
    }

    @Test func sigtermEndsAHeadlessReplayWithAPartialReport() throws {
        let recording = temp("long.jsonl"), path = temp("replay.json")
        defer { for p in [recording, path] { try? FileManager.default.removeItem(atPath: p) } }
        // An hour-long hold: far longer than the test waits.
        let made = try UnwindProcess.run(
            ["breathe", "--headless", "--autopilot", "--size", "64x48", "--hold-duration", "3600", "--record", recording, "--fps", "1"], timeout: 600)
        #expect(made.status == 0, "stderr: \(made.stderr)")
        let run = try RunningUnwind(["breathe", "--headless", "--replay", recording, "--hold-duration", "3600", "--report", path, "-v"])
        #expect(run.waitForStderr(containing: "SDL video driver"), "the replay starts: \(run.stderr)")
        let seconds = run.signalAndTimeExit(SIGTERM)
        #expect(seconds < 1, "took \(seconds) s")
        #expect(run.process.terminationStatus == 128 + SIGTERM, "an interrupted replay says so in its status: \(run.process.terminationStatus)")
        #expect(run.stderr.contains("replay stopped by SIGTERM"), "stderr: \(run.stderr)")
        let json = try report(path)
        #expect(
            json["stoppedBy"] as? String == "SIGTERM" && json["complete"] as? Bool == false,
            "report: \(json["stoppedBy"] ?? "nil") \(json["complete"] ?? "nil")")
    }

    @Test func sigtermEndsARenderKeepingTheFramesSoFar() throws {
        let out = temp("clip.y4m")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try RunningUnwind([
            "render", "--transition", "blocks", "--from", "Assets/photos/chelsea.png", "--to", "Assets/photos/coffee.png",
            "--size", "64x36", "--duration", "600", "--fps", "240", "--out", out, "-v",
        ])
        #expect(run.waitForStderr(containing: "SDL video driver"), "the render starts: \(run.stderr)")
        let seconds = run.signalAndTimeExit(SIGTERM)
        #expect(seconds < 1, "took \(seconds) s")
        #expect(run.process.terminationStatus == 128 + SIGTERM, "status \(run.process.terminationStatus)")
        #expect(run.stderr.contains("render stopped by SIGTERM"), "stderr: \(run.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(bytes.starts(with: Data("YUV4MPEG2".utf8)), "the stream so far is kept")
    }
}
