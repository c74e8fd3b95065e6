import Foundation
import UnwindConfig
import UnwindDraw
import UnwindInput
import UnwindMQTT
import UnwindPlatformTesting
import UnwindRemote
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow
import UnwindSync

#if canImport(Glibc)
import Glibc
#endif

/// The remote control in a running show: from a request (HTTP on a kept-alive connection, or
/// an MQTT message through a real mosquitto) to the frame that starts the transition, and the
/// show's frame time with and without 200 status requests a second (wrk, from another process).
///
/// The show is the real scene and runner on a 60 fps headless renderer paced to the wall
/// clock, with decodes on their thread as in a window; the servers are the real ones. So the
/// latency holds the wait for the next frame (0–16.7 ms), as a window's vsync would.
enum RemoteShowBenchmark {
    static func run() throws {
        guard let photos = AssetLocator.photosDirectory()?.path else {
            print("remote-show: bundled Assets/photos not found; run from the repository")
            return
        }
        try latency(photos: photos)
        try framesUnderLoad(photos: photos)
    }

    static func latency(photos: String) throws {
        var config = SlideshowConfig()
        config.interval = 86_400
        config.order = .name
        config.seed = 1
        config.transitions = ["crossfade"]
        config.speedy = true
        config.rescanInterval = 0
        let scene = SlideshowScene(roots: [photos], config: config)
        scene.waitsForDecodes = false
        let inbox = RemoteInbox()
        let board = StatusBoard()
        let server = try RemoteHTTPServer(listen: ListenAddress(host: "127.0.0.1", port: 0), api: RemoteAPI(inbox: inbox, board: board))
        let port = try server.startBlocking()
        defer { stop(server) }
        let broker = try BenchBroker()
        defer { broker.stop() }
        let bridge = try MQTTBridge(options: MQTTOptions(host: "127.0.0.1", port: broker.port, deviceID: "bench"), inbox: inbox, board: board)
        try bridge.start()
        defer { bridge.stop() }
        let sender = try MosquittoClient(MosquittoClient.Settings(host: "127.0.0.1", port: broker.port, clientID: "bench-sender"))
        try sender.start()
        defer { sender.stop() }

        let perKind = 40, warmup = 3
        // Instants (wall clock) at which the show put a new slide on screen, and requests went out.
        let changes = Locked<[ContinuousClock.Instant]>([])
        let sent = Locked<[ContinuousClock.Instant]>([])
        var seen = 0
        let client = Thread {
            Thread.sleep(forTimeInterval: 1.5)
            for _ in 0..<200 where !(bridge.isConnected && sender.isConnected) { Thread.sleep(forTimeInterval: 0.02) }
            guard let http = try? BenchHTTPClient(port: port) else { return }
            for i in 0..<(2 * (perKind + warmup)) {
                sent.withLock { $0.append(ContinuousClock.now) }
                if i < perKind + warmup {
                    _ = http.request("POST /api/next")
                } else {
                    sender.publish(bridge.topics.command("next"), "PRESS", qos: 0)
                }
                // The speedy crossfade is over and the next photo decoded long before this.
                Thread.sleep(forTimeInterval: 0.9 + Double.random(in: 0...0.1))
            }
        }
        scene.stopAfterPhotos = 1 + 2 * (perKind + warmup)
        try Headless.withRenderer(Size(width: 1280, height: 720)) { renderer in
            let runner = Runner(headless: renderer)
            runner.pacesHeadlessRuns = true
            runner.addInputSource(inbox)
            runner.afterFrame = { _ in
                if scene.photoChanges > seen {
                    seen = scene.photoChanges
                    if seen > 1 { changes.withLock { $0.append(ContinuousClock.now) } }
                }
            }
            client.start()
            try runner.runHeadless(scene, fps: 60, maxFrames: 60 * 200)
        }
        let requests = sent.value, starts = changes.value
        guard requests.count == starts.count, starts.count == 2 * (perKind + warmup) else {
            throw BenchFailure("\(requests.count) requests, \(starts.count) changes")
        }
        let latencies = zip(requests, starts).map { RemoteBenchmark.milliseconds(between: $0.0, and: $0.1) }
        let http = Array(latencies[warmup..<(perKind + warmup)])
        let mqtt = Array(latencies[(perKind + 2 * warmup)...])
        print("remote.show.http_next_to_transition fps=60 \(BenchStats.summary(http))")
        print("remote.show.mqtt_next_to_transition fps=60 qos0 \(BenchStats.summary(mqtt))")
    }

    /// Frame time of a show changing photos every 2 s at 1080p (software renderer), with and
    /// without wrk asking for the status 200 times a second, in alternating runs.
    static func framesUnderLoad(photos: String) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/wrk") else {
            print("remote.show.frames_under_load skipped: wrk is not installed")
            return
        }
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-bench-200rps-\(getpid()).lua")
        // One connection, 4 ms between requests plus about 1 ms to answer: about 200 a second.
        try "function delay()\n  return 4\nend\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        var results: [String: [Double]] = [:]
        var rates: [String] = []
        // Idle, 200 status requests a second, and under attack (200 slowloris connections and
        // two 256 KiB header floods, `RemoteHostileBenchmark.Attack`), alternating.
        for round in 0..<9 {
            let loaded = round % 3 == 1
            let attacked = round % 3 == 2
            let (scene, inbox, board, server, port) = try RemoteShowBenchmark.servedShow(photos)
            var wrk: Process?
            let output = Pipe()
            if loaded {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/wrk")
                process.arguments = ["-t1", "-c1", "-d16s", "-s", script.path, "http://127.0.0.1:\(port)/api/status"]
                process.standardOutput = output
                process.standardError = FileHandle.nullDevice
                try process.run()
                wrk = process
            }
            let attack = attacked ? RemoteHostileBenchmark.Attack(port: port) : nil
            var p95 = 0.0, median = 0.0
            try Headless.withRenderer(Size(width: 1920, height: 1080)) { renderer in
                let runner = Runner(headless: renderer)
                runner.pacesHeadlessRuns = true
                runner.addInputSource(inbox)
                let link = StatusPublisher(board: board, scene: scene)
                runner.afterFrame = { _ in link.publish() }
                try runner.runHeadless(scene, fps: 60, maxFrames: 60 * 15)
                p95 = runner.frameTimes.p95
                median = runner.frameTimes.median
            }
            if let wrk {
                wrk.waitUntilExit()
                let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                rates.append(text.split(separator: "\n").first { $0.hasPrefix("Requests/sec:") }.map(String.init) ?? "?")
            }
            attack?.stop()
            stop(server)
            results[attacked ? "attack" : loaded ? "load" : "idle", default: []].append(contentsOf: [median, p95])
        }
        func describe(_ values: [Double]) -> String {
            stride(from: 0, to: values.count, by: 2).map { String(format: "median_ms=%.2f p95_ms=%.2f", values[$0], values[$0 + 1]) }.joined(separator: " | ")
        }
        print("remote.show.frames_1080p idle: \(describe(results["idle"] ?? []))")
        print("remote.show.frames_1080p status_200rps: \(describe(results["load"] ?? [])) wrk: \(rates.joined(separator: ", "))")
        print("remote.show.frames_1080p under_attack: \(describe(results["attack"] ?? []))")
    }

    /// The bundled photos' show (2 s a photo, name order, seed 7, decodes not waited for) and
    /// an HTTP remote over it on a free loopback port, as every remote benchmark round starts.
    static func servedShow(
        _ photos: String
    ) throws -> (scene: SlideshowScene, inbox: RemoteInbox, board: StatusBoard, server: RemoteHTTPServer, port: UInt16) {
        var config = SlideshowConfig()
        config.interval = 2
        config.order = .name
        config.seed = 7
        config.rescanInterval = 0
        let scene = SlideshowScene(roots: [photos], config: config)
        scene.waitsForDecodes = false
        let inbox = RemoteInbox()
        let board = StatusBoard()
        let server = try RemoteHTTPServer(listen: ListenAddress(host: "127.0.0.1", port: 0), api: RemoteAPI(inbox: inbox, board: board), limits: limits())
        return (scene, inbox, board, server, try server.startBlocking())
    }

    /// The server's limits, with the cool-down of flooding addresses turned off when
    /// `UNWIND_REMOTE_COOLDOWN=off` (the same binary measures with and without it).
    static func limits() -> ConnectionLimits {
        ProcessInfo.processInfo.environment["UNWIND_REMOTE_COOLDOWN"] == "off" ? ConnectionLimits(refusalCooldown: nil) : ConnectionLimits()
    }

    /// `cooldown=on` or `cooldown=off`, for the benchmarks' output.
    static var cooldownSetup: String {
        limits().refusalCooldown == nil ? "cooldown=off" : "cooldown=on"
    }

    /// The status as the CLI's link publishes it, each frame (only when it changed).
    final class StatusPublisher {
        let board: StatusBoard
        let scene: SlideshowScene
        var last: RemoteStatus?
        init(board: StatusBoard, scene: SlideshowScene) {
            self.board = board
            self.scene = scene
        }
        func publish() {
            let status = scene.session.status
            let next = RemoteStatus(
                current: status.current?.first.description, next: status.next?.first.description, paused: status.isPaused,
                settings: status.settings, screenOn: status.isScreenOn,
                photosKnown: status.photosKnown, photosSkipped: status.photosSkipped)
            guard next != last else { return }
            board.publish(next)
            last = next
        }
    }

    static func stop(_ server: RemoteHTTPServer) {
        let stopped = DispatchSemaphore(value: 0)
        Task {
            await server.stop()
            stopped.signal()
        }
        stopped.wait()
    }
}

/// A mosquitto broker on a free loopback port for one benchmark section.
final class BenchBroker {
    let port: Int
    private let process = Process()
    private let folder: URL

    init() throws {
        guard let executable = ["/usr/sbin/mosquitto", "/usr/bin/mosquitto"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw BenchFailure("mosquitto is not installed")
        }
        port = Int.random(in: 30_000...40_000)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-bench-broker-\(port)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("mosquitto.conf")
        try "listener \(port) 127.0.0.1\nallow_anonymous true\npersistence false\n".write(to: config, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-c", config.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 0.5)
    }

    /// SIGKILL: Foundation's Process starts children with SIGTERM blocked.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }
}
