import Foundation
import Testing
import UnwindConfig
import UnwindMQTT
import UnwindSlideshow
import UnwindTestSupport

/// The remote control joined to a running show, end to end: HTTP commands and settings
/// change what the show does (its report says so), the status and thumbnail follow it, an
/// MQTT command from a real broker advances it, a recording of remote commands replays to the
/// same frames, and two frames of a `--sync` group show the same photo at the same times.
@Suite struct SlideshowRemoteTests {
    /// A headless show with the HTTP API on a free loopback port (paced at wall-clock speed).
    final class RemoteShow {
        let show: RunningUnwind
        let port: Int
        let folder: TemporaryTree
        var report: String { folder.path + "/report.json" }

        /// The show's arguments besides `--listen` and `--report` (both builds of the test
        /// use them for the replay too).
        static func arguments(interval: Int) -> [String] {
            ["slideshow", "Assets/photos", "--headless", "--size", "160x90", "--interval", "\(interval)", "--order", "name", "--seed", "3"]
        }

        init(interval: Int = 30, runFor: Int = 40, _ extra: (String) -> [String] = { _ in [] }) throws {
            let folder = try TemporaryTree()
            self.folder = folder
            show = try RunningUnwind(
                Self.arguments(interval: interval) + ["--run-for", "\(runFor)", "--listen", "127.0.0.1:0", "--report", folder.path + "/report.json"]
                    + extra(folder.path))
            guard show.waitForStderr(containing: "remote control on http://127.0.0.1:", seconds: 60),
                let line = show.stderr.split(separator: "\n").first(where: { $0.contains("remote control on") }),
                let port = Int(line.split(separator: ":").last?.filter(\.isNumber) ?? "")
            else { throw HTTPFailure("no listening line: \(show.stderr)") }
            self.port = port
        }

        /// `(status, body)` of a request to the show.
        func request(_ method: String, _ path: String, json: String? = nil) throws -> (Int, Data) {
            let response = try LoopbackHTTP.request(port: port, method, path, json: json)
            return (response.status, response.body)
        }

        func status() throws -> [String: Any] {
            let (code, data) = try request("GET", "/api/status")
            guard code == 200, let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw HTTPFailure("GET /api/status: \(code)")
            }
            return json
        }

        /// Polls the status until `condition` holds (true) or `seconds` pass (false). 30 s by default: the wait ends as soon as it
        /// holds, and a full test run on a busy 2-core machine took over 5 s for one command
        /// to reach a show's screen (seen in `httpCommandsDriveTheRunningShow` and
        /// `uploadHideAndARestart`), which is the machine's load, not the show.
        func waitForStatus(seconds: Double = 30, _ condition: ([String: Any]) -> Bool) throws -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if condition(try status()) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return false
        }

        /// Ends the show (SIGTERM) and reads its report. The show may take a while to stop on
        /// a machine busy with other builds (a full run once took over 10 s and was killed
        /// before it wrote its report), so it gets a minute; how fast a show stops is
        /// `SignalTests`' concern, not this one's.
        func finish() throws -> [String: Any] {
            let seconds = show.signalAndTimeExit(SIGTERM, limit: 60)
            guard let data = FileManager.default.contents(atPath: report) else {
                throw HTTPFailure("no report after SIGTERM (\(Int(seconds)) s to exit); stderr: \(show.stderr.suffix(2000))")
            }
            return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        }
    }

    struct HTTPFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    static func name(_ path: Any?) -> String? { (path as? String).map { ($0 as NSString).lastPathComponent } }

    @Test func httpCommandsDriveTheRunningShow() throws {
        let remote = try RemoteShow()
        #expect(try remote.waitForStatus { Self.name($0["current"]) == "astronaut.png" }, "the first photo in name order")
        let (accepted, _) = try remote.request("POST", "/api/next")
        #expect(accepted == 202)
        #expect(try remote.waitForStatus { Self.name($0["current"]) == "chelsea.png" }, "next changed the photo: \(String(describing: try? remote.status()))")
        let (patched, _) = try remote.request("PATCH", "/api/settings", json: #"{"interval": 5}"#)
        #expect(patched == 202)
        #expect(try remote.waitForStatus { $0["interval"] as? Double == 5 }, "the interval is 5 s now")
        let (bad, body) = try remote.request("PATCH", "/api/settings", json: #"{"interval": 0.5}"#)
        #expect(bad == 400 && String(decoding: body, as: UTF8.self).contains("interval must be"), "\(bad): \(String(decoding: body, as: UTF8.self))")
        let (pictured, jpeg) = try remote.request("GET", "/api/photo/current")
        #expect(pictured == 200 && jpeg.starts(with: [0xFF, 0xD8]), "a JPEG of the photo on screen: \(pictured), \(jpeg.count) bytes")
        #expect(try remote.waitForStatus(seconds: 12) { Self.name($0["current"]) == "coffee.png" }, "5 s later the show moved on by itself")
        let (paused, _) = try remote.request("POST", "/api/pause")
        #expect(paused == 202)
        #expect(try remote.waitForStatus { $0["paused"] as? Bool == true })
        let report = try remote.finish()
        let shown = (report["shown"] as? [String] ?? []).compactMap { Self.name($0) }
        #expect(shown.starts(with: ["astronaut.png", "chelsea.png", "coffee.png"]), "the report shows the changes: \(shown)")
    }

    @Test(.enabled(if: TestBroker.present, "mosquitto is not installed (apt-get install mosquitto)"))
    func anMQTTCommandAdvancesTheShow() throws {
        let broker = try TestBroker()
        let remote = try RemoteShow { _ in ["--mqtt", "mqtt://127.0.0.1:\(broker.port)"] }
        #expect(try remote.waitForStatus { Self.name($0["current"]) == "astronaut.png" })
        let topics = try #require(MQTTOptions(url: "mqtt://127.0.0.1:\(broker.port)").map(MQTTTopics.init))
        let client = try MosquittoClient(MosquittoClient.Settings(host: "127.0.0.1", port: broker.port, clientID: "e2e-\(UUID().uuidString.prefix(8))"))
        try client.start()
        defer { client.stop() }
        let deadline = Date().addingTimeInterval(10)
        while !client.isConnected, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        // The show subscribes once it is connected: publish until it moves (at most a few
        // times; a full test run on a busy 2-core machine can take many seconds to connect).
        var moved = false
        for _ in 0..<90 where !moved {
            _ = client.publish(topics.command("next"), "")
            moved = try remote.waitForStatus(seconds: 0.5) { Self.name($0["current"]) == "chelsea.png" }
        }
        #expect(moved, "unwind/…/cmd/next advanced the show: \(String(describing: try? remote.status()))")
        let report = try remote.finish()
        #expect((report["shown"] as? [String] ?? []).compactMap { Self.name($0) }.starts(with: ["astronaut.png", "chelsea.png"]))
    }

    @Test func aRecordingOfRemoteCommandsReplaysToTheSameFrames() throws {
        let remote = try RemoteShow(interval: 3, runFor: 30) { folder in
            ["--record", folder + "/input.jsonl", "--capture", folder + "/live", "--capture-every", "0.25"]
        }
        #expect(try remote.waitForStatus { Self.name($0["current"]) == "astronaut.png" })
        for (method, path, json, pause) in [
            ("POST", "/api/next", nil, 0.6), ("POST", "/api/pause", nil, 0.8), ("POST", "/api/resume", nil, 0.1),
            ("PATCH", "/api/settings", #"{"transitions": ["blocks"]}"#, 0.1), ("POST", "/api/next", nil, 2.5),
        ] as [(String, String, String?, Double)] {
            #expect(try remote.request(method, path, json: json).0 == 202, "\(method) \(path)")
            Thread.sleep(forTimeInterval: pause)
        }
        let live = try remote.finish()
        let recording = try String(contentsOfFile: remote.folder.path + "/input.jsonl", encoding: .utf8)
        #expect(recording.components(separatedBy: "\"remote\"").count - 1 == 5, "five remote commands recorded: \(recording)")
        let seconds = try #require(live["showSeconds"] as? Double)
        let replayed = remote.folder.path + "/replayed"
        let result = try UnwindProcess.run(
            RemoteShow.arguments(interval: 3) + [
                "--run-for", "\(seconds)", "--replay", remote.folder.path + "/input.jsonl", "--capture", replayed, "--capture-every", "0.25",
                "--report", replayed + ".json",
            ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let again = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: replayed + ".json"))) as? [String: Any] ?? [:]
        #expect((live["shown"] as? [String]) == (again["shown"] as? [String]), "the same photos")
        #expect((live["transitions"] as? [String]) == (again["transitions"] as? [String]), "the same transitions: \(String(describing: again["transitions"]))")
        #expect((again["transitions"] as? [String])?.last == "blocks", "the remote's transition setting was replayed too")
        let frames = try FileManager.default.contentsOfDirectory(atPath: remote.folder.path + "/live").sorted()
        let common = Set(frames).intersection(try FileManager.default.contentsOfDirectory(atPath: replayed))
        #expect(common.count >= frames.count - 2 && common.count > 12, "\(common.count) of \(frames.count) frames in both")
        for name in common.sorted() {
            let a = try Data(contentsOf: URL(fileURLWithPath: remote.folder.path + "/live/" + name))
            let b = try Data(contentsOf: URL(fileURLWithPath: replayed + "/" + name))
            #expect(a == b, "frame \(name) is the same in the replay")
        }
    }

    /// Two headless frames of one group, started 17.5 s apart on their simulated clocks
    /// (`--sync-epoch`), show the same photo from the same moments on, with the same
    /// transitions drawn the same way.
    @Test func twoFramesOfASyncGroupShowTheSamePhotoAtTheSameTimes() throws {
        let folder = try TemporaryTree()
        func run(epoch: Double, runFor: Double, _ name: String) throws -> (changes: [(Double, String)], transitions: [String]) {
            let report = folder.path + "/\(name).json"
            let result = try UnwindProcess.run([
                "slideshow", "Assets/photos", "--headless", "--size", "96x54", "--run-for", "\(runFor)", "--interval", "4",
                "--sync", "house", "--sync-epoch", "\(epoch)", "--capture", folder.path + "/" + name, "--capture-every", "0.5",
                "--report", report,
            ])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any] ?? [:]
            let at = json["shownAt"] as? [Double] ?? [], shown = json["shown"] as? [String] ?? []
            return (zip(at, shown).map { (epoch + $0.0, $0.1) }, json["transitions"] as? [String] ?? [])
        }
        let a = try run(epoch: 1_700_000_000, runFor: 60, "a")
        let b = try run(epoch: 1_700_000_017.5, runFor: 42.5, "b")
        #expect(b.changes.count >= 10, "\(b.changes)")
        #expect(a.changes.last { $0.0 <= b.changes[0].0 }?.1 == b.changes[0].1, "the late frame starts on the group's photo")
        for change in b.changes.dropFirst() {
            let match = a.changes.first { abs($0.0 - change.0) < 0.01 }
            #expect(match?.1 == change.1, "at \(change.0): \(String(describing: match)) vs \(change)")
        }
        #expect(Array(a.transitions.suffix(b.transitions.count - 1)) == Array(b.transitions.dropFirst()), "the same transitions")
        // Frame for frame from the first change B made itself: the same pixels at the same wall time.
        for second in stride(from: 20.0, through: 42.0, by: 0.5) {
            let pa = folder.path + "/a/time-\(String(format: "%05d", Int((second + 17.5) * 2))).png"
            let pb = folder.path + "/b/time-\(String(format: "%05d", Int(second * 2))).png"
            #expect(FileManager.default.contentsEqual(atPath: pa, andPath: pb), "wall time +\(second + 17.5) s: \(pa) vs \(pb)")
        }
    }
}
