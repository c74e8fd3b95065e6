import Foundation
import Testing

/// `unwind breathe` end to end: autopilot recording, headless replay with a report, errors.
@Suite struct BreatheCommandTests {
    static let short = ["--hold-duration", "2", "--inhale-trace-duration", "1.5", "--exhale-trace-duration", "1.5"]

    private func temp(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("unwind-breathe-\(UUID().uuidString)-\(name)").path
    }

    @Test func autopilotRecordingReplaysToTheSameReport() throws {
        let recording = temp("session.jsonl"), first = temp("a.json"), second = temp("b.json")
        defer { for p in [recording, first, second] { try? FileManager.default.removeItem(atPath: p) } }
        let made = try UnwindProcess.run(["breathe", "--headless", "--autopilot", "--size", "200x150", "--record", recording, "--report", first] + Self.short)
        #expect(made.status == 0, "stderr: \(made.stderr)")
        #expect(made.stdout.contains("final completed"), "stdout: \(made.stdout)")
        let replayed = try UnwindProcess.run(["breathe", "--headless", "--replay", recording, "--report", second] + Self.short)
        #expect(replayed.status == 0, "stderr: \(replayed.stderr)")

        struct Report: Decodable {
            struct Change: Decodable, Equatable {
                let tick: Int
                let seconds: Double
                let from: String
                let to: String
            }
            let stateChanges: [Change]
            let heldSeconds: Double
            let finalState: String
            let framesHash: String
            let frameHashes: [String]
            let size: String
        }
        let a = try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: first)))
        let b = try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: second)))
        #expect(a.finalState == "completed")
        #expect(a.stateChanges.map(\.to) == ["inhale", "hold", "exhale", "completed"], "changes: \(a.stateChanges)")
        #expect(abs(a.heldSeconds - 2) < 1e-9, "held \(a.heldSeconds)")
        #expect(a.size == "200x150")
        #expect(a.stateChanges == b.stateChanges, "replay changes differ")
        #expect(a.framesHash == b.framesHash && a.frameHashes == b.frameHashes, "replay frames differ")
    }

    @Test func badConfigValuesAreOneClearLine() throws {
        let cases: [([String], String)] = [
            (["--hold-duration=-3"], "holdDuration must be greater than 0"),
            (["--rotations", "0"], "rotations must be at least 0.5"),
            (["--hold-cycle-up", "0", "--hold-cycle-pause", "0", "--hold-cycle-down", "0"], "holdCycleDuration must be at least 1 second"),
            (["--haptic-beat-interval", "1e-300"], "hapticBeatInterval must be at least 0.05 and at most 60, got 1e-300"),
            (["--line-width", "1e6"], "lineWidth must be greater than 0 and at most 1000, got 1000000"),
            (["--spacing", "2147483648"], "spacing must be at least 1 and at most 1000, got 2147483648"),
            (["--head-size", "nan"], "headSize must be greater than 0 and at most 1000, got nan"),
            (["--points-per-rotation", "3"], "pointsPerRotation must be at least 8"),
        ]
        for (arguments, message) in cases {
            let result = try UnwindProcess.run(["breathe", "--headless", "--autopilot"] + arguments)
            #expect(result.status == 1, "\(arguments): status \(result.status)")
            #expect(result.stderr.contains(message), "\(arguments): stderr \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        }
    }

    @Test func badFilesNameTheirLine() throws {
        let config = temp("breathe.toml"), recording = temp("bad.jsonl")
        defer { for p in [config, recording] { try? FileManager.default.removeItem(atPath: p) } }
        try "[breathe]\nholdDuration = 30\nspin = 2\n".write(toFile: config, atomically: true, encoding: .utf8)
        let badConfig = try UnwindProcess.run(["breathe", "--headless", "--autopilot", "--config", config])
        #expect(badConfig.status == 1)
        #expect(badConfig.stderr.contains("\(config):3: key 'breathe.spin': unknown setting"), "stderr: \(badConfig.stderr)")

        try "{\"format\":\"something else\"}\n".write(toFile: recording, atomically: true, encoding: .utf8)
        let badRecording = try UnwindProcess.run(["breathe", "--headless", "--replay", recording])
        #expect(badRecording.status == 1)
        #expect(badRecording.stderr.contains("\(recording):1: not an unwind input recording"), "stderr: \(badRecording.stderr)")

        let mappings = try UnwindProcess.run([
            "breathe", "--headless", "--autopilot", "--hold-duration", "1", "--controller-db", "/nonexistent/gamecontrollerdb.txt",
        ])
        #expect(mappings.status == 1)
        #expect(mappings.stderr.contains("/nonexistent/gamecontrollerdb.txt"), "stderr: \(mappings.stderr)")

        let missing = try UnwindProcess.run(["breathe", "--headless", "--replay", "/nonexistent/session.jsonl"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("/nonexistent/session.jsonl"), "stderr: \(missing.stderr)")
    }

    @Test func patternAndCyclesSetTheHold() throws {
        let report = temp("pattern.json")
        defer { try? FileManager.default.removeItem(atPath: report) }
        let result = try UnwindProcess.run([
            "breathe", "--headless", "--autopilot", "--size", "160x120", "--pattern", "1-0.5-1", "--cycles", "2", "--inhale-trace-duration", "1",
            "--exhale-trace-duration", "1", "--report", report,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        struct Report: Decodable { let heldSeconds: Double; let cycles: Int }
        let r = try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: report)))
        #expect(abs(r.heldSeconds - 5) < 1e-9, "2 cycles of 2.5 s, held \(r.heldSeconds)")
        #expect(r.cycles == 2)
        let bad = try UnwindProcess.run(["breathe", "--headless", "--autopilot", "--pattern", "4-x-8"])
        #expect(bad.status != 0 && bad.stderr.contains("--pattern"), "stderr: \(bad.stderr)")
    }

    @Test func namedPatternsAndTheSecondHold() throws {
        struct Report: Decodable { let heldSeconds: Double; let cycles: Int }
        let cases: [([String], Double)] = [
            (["--pattern", "box", "--cycles", "1"], 16),
            (["--pattern", "coherent", "--cycles", "2"], 22),
            (["--pattern", "4-7-8", "--cycles", "1"], 19),
            (["--pattern", "1-1-1-1", "--cycles", "2"], 8),
            (["--pattern", "1-1-1", "--hold-cycle-rest", "2", "--cycles", "1"], 5),
        ]
        for (arguments, held) in cases {
            let report = temp("pattern.json")
            defer { try? FileManager.default.removeItem(atPath: report) }
            let result = try UnwindProcess.run(
                [
                    "breathe", "--headless", "--autopilot", "--size", "160x120", "--inhale-trace-duration", "1", "--exhale-trace-duration", "1", "--report",
                    report,
                ] + arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let r = try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: report)))
            #expect(abs(r.heldSeconds - held) < 1e-9, "\(arguments): held \(r.heldSeconds), want \(held)")
        }
        let bad = try UnwindProcess.run(["breathe", "--headless", "--autopilot", "--hold-cycle-rest=-1"])
        #expect(bad.status == 1 && bad.stderr.contains("holdCycleRestDuration must be at least 0"), "stderr: \(bad.stderr)")
    }

    @Test func soundOptionsAreCheckedAndAudioOutWritesTheCues() throws {
        for (arguments, message) in [
            (["--volume", "1.5"], "--volume must be 0...1"), (["--sound", "loud"], "--sound"), (["--no-history", "--history-file", "x"], "exclude each other"),
        ] {
            let result = try UnwindProcess.run(["breathe", "--headless", "--autopilot"] + arguments)
            #expect(result.status != 0 && result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        let audio = temp("cues.raw")
        defer { try? FileManager.default.removeItem(atPath: audio) }
        let result = try UnwindProcess.run(["breathe", "--headless", "--autopilot", "--size", "160x120", "--audio-out", audio] + Self.short)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        // The traces have no cue of their own (issue 22): the 2 s hold's breath in, and done.
        #expect(result.stdout.contains("wrote 2 sound cues to \(audio)"), "the 2 s hold's in, done: \(result.stdout)")
        let data = try Data(contentsOf: URL(fileURLWithPath: audio))
        let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        #expect(samples.count > 48_000 * 5, "at least the session's 5 s: \(samples.count) samples")
        let peak = samples.map(abs).max() ?? 0
        // Each tone peaks at 0.15 at the default volume 0.6; two may overlap for a moment.
        #expect(peak > 0.1 && peak <= 0.3, "soft cues: peak \(peak)")
        let silent = try UnwindProcess.run(
            ["breathe", "--headless", "--autopilot", "--size", "160x120", "--sound", "off", "--audio-out", audio + ".off"] + Self.short)
        #expect(silent.status == 0 && !FileManager.default.fileExists(atPath: audio + ".off"), "--sound off writes nothing")
    }

    @Test func controllerMappingsFileIsAccepted() throws {
        let db = temp("gamecontrollerdb.txt")
        defer { try? FileManager.default.removeItem(atPath: db) }
        let mapping =
            "03000000de280000ff11000001000000,Test Pad,a:b0,b:b1,back:b6,dpdown:h0.4,dpleft:h0.8,dpright:h0.2,dpup:h0.1,leftx:a0,lefty:a1,start:b7,x:b2,y:b3,platform:Linux,"
        try "# SDL_GameControllerDB\n\(mapping)\n".write(toFile: db, atomically: true, encoding: .utf8)
        let result = try UnwindProcess.run([
            "breathe", "--headless", "--autopilot", "--size", "120x90", "--hold-duration", "1", "--inhale-trace-duration", "1", "--exhale-trace-duration", "1",
            "--controller-db", db,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
    }

    @Test func headlessNeedsSomethingToReplay() throws {
        let result = try UnwindProcess.run(["breathe", "--headless"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--replay FILE or --autopilot"), "stderr: \(result.stderr)")
    }

    @Test func languageChangesTheDrawnText() throws {
        // The same autopilot session in German and in English must draw different frames
        // (the guidance text) with the same state changes.
        let de = temp("de.json"), en = temp("en.json")
        defer { for p in [de, en] { try? FileManager.default.removeItem(atPath: p) } }
        let a = try UnwindProcess.run(
            ["breathe", "--headless", "--autopilot", "--size", "200x150", "--report", de] + Self.short,
            environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""])
        let b = try UnwindProcess.run(["breathe", "--headless", "--autopilot", "--size", "200x150", "--report", en, "--language", "en"] + Self.short)
        #expect(a.status == 0 && b.status == 0, "stderr: \(a.stderr) \(b.stderr)")
        struct Report: Decodable { let framesHash: String; let finalState: String }
        let ra = try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: de)))
        let rb = try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: en)))
        #expect(ra.finalState == rb.finalState)
        #expect(ra.framesHash != rb.framesHash, "German and English frames must differ")
    }

    @Test func homeMenuIsTheDefaultAndHelpStillWorks() throws {
        let help = try UnwindProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("home (default)") && help.stdout.contains("breathe"), "help: \(help.stdout)")
        let version = try UnwindProcess.run(["--version"])
        #expect(version.status == 0 && version.stdout.split(separator: ".").count == 3, "version: \(version.stdout)")
        let bare = try UnwindProcess.run([], timeout: 30)
        #expect(bare.status == 1, "no display: status \(bare.status)")
        #expect(bare.stderr.contains("no display found; the home menu needs one"), "stderr: \(bare.stderr)")
    }
}
