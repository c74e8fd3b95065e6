import Foundation
import Testing

/// `unwind slideshow` end to end: the headless run with report and captures, and the
/// one-line errors for empty folders and bad config files.
@Suite struct SlideshowCommandTests {
    static func temporary() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-show-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func headlessRunOnBundledPhotosWritesReportAndCaptures() throws {
        let out = try Self.temporary()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = out.appendingPathComponent("report.json").path
        let capture = out.appendingPathComponent("capture").path
        // 42 s ends on a still photo: the eleventh is fully shown at ≈ 40.1 s (3 s per photo
        // plus the lively cycle's transitions, opening with a cut) and the next change starts
        // at ≈ 43 s, so every photo shown has been captured.
        let result = try UnwindProcess.run([
            "slideshow", "Assets/photos", "--headless", "--size", "320x180", "--run-for", "42", "--interval", "3",
            "--order", "name", "--report", report, "--capture", capture, "--transitions", "lively", "--fade-in", "0",
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: report))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in ["shown", "skipped", "transitions", "frames", "texturesAliveAtEnd", "peakRSSBytes"] {
            #expect(json[key] != nil, "report has \(key): \(json.keys.sorted())")
        }
        let shown = json["shown"] as? [String] ?? []
        let names = shown.map { ($0 as NSString).lastPathComponent }
        #expect(names.starts(with: ["astronaut.png", "chelsea.png", "coffee.png", "hubble_deep_field.jpg", "rocket.jpg"]), "name order: \(names)")
        let frames = json["frames"] as? [String: Any] ?? [:]
        #expect(frames["count"] as? Int == 1261, "frames 0...1260 at 30 fps span exactly 42 s: \(frames)")
        #expect(json["showSeconds"] as? Double == 42, "show time is the ticks simulated: \(String(describing: json["showSeconds"]))")
        for key in ["p50", "p95", "max"] { #expect(frames[key] is Double, "frames.\(key): \(frames)") }
        #expect((json["texturesAliveAtEnd"] as? Int ?? 99) <= 3, "textures: \(String(describing: json["texturesAliveAtEnd"]))")
        #expect((json["peakRSSBytes"] as? Int ?? 0) > 1_000_000, "peak RSS: \(String(describing: json["peakRSSBytes"]))")
        #expect((json["transitions"] as? [String])?.count == shown.count - 1, "one transition per change")
        let captures = try FileManager.default.contentsOfDirectory(atPath: capture).sorted()
        #expect(captures.count == shown.count, "one capture per photo fully shown: \(captures.count) vs \(shown.count)")
        #expect(captures.first == "photo-00001.png", "numbered in order: \(captures.prefix(3))")
        #expect(result.stdout.contains("showed \(shown.count) photos"), "stdout: \(result.stdout)")
    }

    @Test func emptyFolderIsAClearErrorHeadless() throws {
        let dir = try Self.temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try UnwindProcess.run(["slideshow", dir.path, "--headless", "--run-for", "2"])
        #expect(result.status != 0, "an empty folder must fail a one-shot run")
        #expect(result.stderr.contains("nothing to show") && result.stderr.contains(dir.path), "stderr: \(result.stderr)")
        let missing = try UnwindProcess.run(["slideshow", dir.path + "/absent", "--headless", "--run-for", "2"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("absent (no such file or folder)"), "stderr: \(missing.stderr)")
    }

    @Test func badConfigNamesFileLineAndKey() throws {
        let dir = try Self.temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("unwind.toml")
        try Data("interval = 5\norder = \"name\"\nspeed = true\n".utf8).write(to: config)
        let result = try UnwindProcess.run(["slideshow", "Assets/photos", "--config", config.path, "--headless", "--run-for", "1"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("\(config.path):3: key 'speed': unknown key"), "stderr: \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count <= 2, "one clear line: \(result.stderr)")
    }

    @Test func configIsReadAndTheCommandLineWins() throws {
        let dir = try Self.temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("unwind.toml")
        try Data("paths = [\"\(UnwindProcess.repositoryRoot.path)/Assets/photos\"]\ninterval = 100\norder = \"name\"\n".utf8).write(to: config)
        let report = dir.appendingPathComponent("r.json").path
        let result = try UnwindProcess.run([
            "slideshow", "--config", config.path, "--interval", "2", "--headless", "--size", "160x90", "--run-for", "5", "--report", report,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
        let shown = (json?["shown"] as? [String] ?? []).map { ($0 as NSString).lastPathComponent }
        #expect(shown.starts(with: ["astronaut.png", "chelsea.png"]), "paths and order from the file, interval 2 from the flag: \(shown)")
    }

    @Test func helpDocumentsEveryOption() throws {
        let result = try UnwindProcess.run(["slideshow", "--help"])
        #expect(result.status == 0)
        for option in [
            "--config", "--interval", "--transitions", "--order", "--seed", "--fit", "--background", "--speedy", "--overlay",
            "--rescan-interval", "--max-megapixels", "--kiosk", "--quit-chord", "--windowed", "--size", "--headless",
            "--run-for", "--report", "--capture", "--state-dir", "--index", "--taken-after", "--taken-before", "--exclude",
            "--today", "--recent-days", "on-this-day", "--motion", "--motion-zoom", "--pair", "--capture-every",
            "--listen", "--token-file", "--mqtt", "--sync", "--sync-epoch", "--record", "--replay", "--frame-budget", "--rotate",
        ] {
            #expect(result.stdout.contains(option), "help mentions \(option)")
        }
    }

    @Test func allFilesBadIsAnErrorThatNamesThem() throws {
        let dir = try Self.temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("not an image".utf8).write(to: dir.appendingPathComponent("fake.jpg"))
        let result = try UnwindProcess.run(["slideshow", dir.path, "--headless", "--run-for", "3"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("fake.jpg"), "the skipped file is named: \(result.stderr)")
        #expect(result.stderr.contains("none of the 1 photo files could be shown"), "stderr: \(result.stderr)")
    }
}

extension SlideshowCommandTests {
    @Test func kenBurnsAndPairsRunHeadlessWithPeriodicCaptures() throws {
        let out = try Self.temporary()
        defer { try? FileManager.default.removeItem(at: out) }
        let capture = out.appendingPathComponent("frames").path
        let result = try UnwindProcess.run([
            "slideshow", "Assets/photos", "--headless", "--size", "320x180", "--run-for", "6", "--interval", "2",
            "--motion", "kenburns", "--pair", "portrait", "--capture", capture, "--capture-every", "1",
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let periodic = try FileManager.default.contentsOfDirectory(atPath: capture).filter { $0.hasPrefix("time-") }
        #expect(periodic.count == 7, "one frame per second of show time, 0 s to 6 s inclusive: \(periodic.sorted())")
    }

    @Test(arguments: [
        (["--motion", "wobble"], "--motion must be off, kenburns or kenburns-smart, got 'wobble'"),
        (["--motion-zoom", "0.9"], "--motion-zoom must be at least 0.02 and at most 0.5, got 0.9"),
        (["--pair", "landscape"], "--pair must be off or portrait, got 'landscape'"),
        (["--capture-every", "1"], "--capture-every needs --capture DIR"),
    ])
    func badMotionAndPairValuesAreOneLine(arguments: [String], message: String) throws {
        let result = try UnwindProcess.run(["slideshow", "Assets/photos", "--headless", "--run-for", "1"] + arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    }

    /// Values that trapped or ran forever are one line naming the flag.
    @Test(arguments: [
        (["--run-for", "1e308"], "--run-for must be greater than 0"), (["--run-for", "9223372036854775808"], "--run-for must be"),
        (["--interval", "inf"], "--interval must be at least 1"), (["--rescan-interval", "nan"], "--rescan-interval must be"),
        (["--max-megapixels", "1e9"], "--max-megapixels must be"),
    ])
    func extremeValuesAreOneLineNamingTheFlag(arguments: [String], message: String) throws {
        let result = try UnwindProcess.run(["slideshow", "Assets/photos", "--headless", "--size", "64x36"] + arguments)
        #expect(result.status == 1, "\(arguments): status \(result.status)")
        #expect(result.stderr.hasPrefix("Error: \(message)"), "\(arguments): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
    }

    @Test func aMissingFolderFromTheConfigNamesTheConfig() throws {
        let dir = try Self.temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("unwind.toml")
        try "paths = [\"/nonexistent/photos\"]\n".write(to: config, atomically: true, encoding: .utf8)
        let result = try UnwindProcess.run(["slideshow", "--config", config.path, "--headless", "--run-for", "1"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("/nonexistent/photos") && result.stderr.contains(config.path), "stderr: \(result.stderr)")
    }

    /// Deterministic: the signal goes out once the run has logged that SDL is up (signal
    /// handling is installed before anything else in `main`, so before that line), not
    /// after a sleep that a loaded machine can outrun.
    @Test func sigintEndsAHeadlessSoakAndWritesItsReport() throws {
        let out = try Self.temporary()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = out.appendingPathComponent("soak.json").path
        let run = try RunningUnwind(["slideshow", "Assets/photos", "--headless", "--size", "160x90", "--run-for", "100000", "--report", report, "-v"])
        #expect(run.waitForStderr(containing: "SDL video driver"), "the run starts: \(run.stderr)")
        let seconds = run.signalAndTimeExit(SIGINT)
        #expect(seconds < 1, "SIGINT ends the run within a second, took \(seconds) s")
        #expect(run.process.terminationReason == .exit && run.process.terminationStatus == 0, "a stopped soak exits 0: \(run.process.terminationStatus)")
        let data = try Data(contentsOf: URL(fileURLWithPath: report))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["stoppedBy"] as? String == "SIGINT", "the report says why it ended: \(json["stoppedBy"] ?? "nil")")
    }
}
