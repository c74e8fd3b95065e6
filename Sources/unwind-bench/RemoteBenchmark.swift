import Foundation
import UnwindConfig
import UnwindInput
import UnwindMQTT
import UnwindRemote
import UnwindSlideshow

#if canImport(Glibc)
import Glibc
#endif

/// The remote control over loopback: request-to-inbox latency for HTTP and MQTT (a waiting
/// consumer stands in for the show, so a real show adds up to one frame), the server's CPU at
/// 200 status requests a second, its saturated throughput, and the cost of long header lines
/// (FlyingFox's header reader is quadratic in a line's length).
enum RemoteBenchmark {
    static func run() throws {
        let inbox = RemoteInbox()
        let board = StatusBoard(RemoteStatus(current: "/photos/a.jpg", next: "/photos/b.jpg", photosKnown: 1200))
        let server = try RemoteHTTPServer(listen: ListenAddress(host: "127.0.0.1", port: 0), api: RemoteAPI(inbox: inbox, board: board))
        let port = try server.startBlocking()

        // HTTP: POST /api/next on a kept-alive connection, then wait for it in the inbox.
        let client = try BenchHTTPClient(port: port)
        var http: [Double] = []
        for i in 0..<(50 + 500) {
            let start = ContinuousClock.now
            guard client.request("POST /api/next") == 202 else { throw BenchFailure("POST /api/next failed") }
            guard inbox.waitAndDrain(timeout: 2) == [.next] else { throw BenchFailure("next did not arrive") }
            if i >= 50 { http.append(milliseconds(since: start)) }
        }
        print("remote.http.next_to_inbox keepalive \(BenchStats.summary(http))")
        var fresh: [Double] = []
        for i in 0..<(20 + 300) {
            let start = ContinuousClock.now
            let once = try BenchHTTPClient(port: port)
            guard once.request("POST /api/next") == 202 else { throw BenchFailure("POST /api/next failed") }
            guard inbox.waitAndDrain(timeout: 2) == [.next] else { throw BenchFailure("next did not arrive") }
            if i >= 20 { fresh.append(milliseconds(since: start)) }
            once.close()
        }
        print("remote.http.next_to_inbox new_connection \(BenchStats.summary(fresh))")

        // CPU of the server process at 200 status requests a second for 10 s (the client
        // thread's own CPU is subtracted).
        let seconds = 10.0
        let rate = 200.0
        let processBefore = cpuSeconds(RUSAGE_SELF.rawValue)
        let wallStart = ContinuousClock.now
        // The load runs on this (main) thread, which is not one of Swift concurrency's.
        let threadBefore = cpuSeconds(rusageThread)
        let load = try BenchHTTPClient(port: port)
        var served = 0
        for n in 0..<Int(seconds * rate) {
            let due = wallStart + .milliseconds(Int(Double(n) * 1000 / rate))
            let wait = due - ContinuousClock.now
            if wait > .zero { Thread.sleep(forTimeInterval: Double(wait.components.seconds) + Double(wait.components.attoseconds) * 1e-18) }
            if load.request("GET /api/status") == 200 { served += 1 }
        }
        let clientCPU = cpuSeconds(rusageThread) - threadBefore
        let wall = milliseconds(since: wallStart) / 1000
        let serverCPU = cpuSeconds(RUSAGE_SELF.rawValue) - processBefore - clientCPU
        print(
            String(
                format: "remote.http.status_200rps served=%d wall_s=%.1f server_cpu_s=%.3f server_cpu_percent_of_one_core=%.1f client_cpu_s=%.3f",
                served, wall, serverCPU, 100 * serverCPU / wall, clientCPU))

        // Saturated throughput from a second process (wrk, 1 thread, 4 connections, 5 s).
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/wrk") {
            let wrk = Process()
            wrk.executableURL = URL(fileURLWithPath: "/usr/bin/wrk")
            wrk.arguments = ["-t1", "-c4", "-d5s", "http://127.0.0.1:\(port)/api/status"]
            let pipe = Pipe()
            wrk.standardOutput = pipe
            wrk.standardError = FileHandle.nullDevice
            try wrk.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            wrk.waitUntilExit()
            let perSecond =
                output.split(separator: "\n").first { $0.hasPrefix("Requests/sec:") }
                .map { $0.dropFirst("Requests/sec:".count).trimmingCharacters(in: .whitespaces) } ?? "?"
            let latency =
                output.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Latency") }
                .map { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init) ?? "?" } ?? "?"
            print("remote.http.status_saturated wrk_t1_c4_5s requests_per_s=\(perSecond) mean_latency=\(latency)")
        } else {
            print("remote.http.status_saturated skipped: wrk is not installed")
        }

        // Long header lines: time until the 431 answer.
        for kib in [4, 8, 16] {
            let start = ContinuousClock.now
            let socket = try BenchHTTPClient(port: port)
            _ = socket.request("GET /api/status", extraHeaders: "X-Long: " + String(repeating: "h", count: kib << 10) + "\r\n")
            socket.close()
            print(String(format: "remote.http.header_line kib=%d answer_ms=%.1f", kib, milliseconds(since: start)))
        }

        try mqtt(inbox: inbox, board: board)

        let stopped = DispatchSemaphore(value: 0)
        Task {
            await server.stop()
            stopped.signal()
        }
        stopped.wait()
    }

    /// MQTT: publish `next` to the frame's topic through a real mosquitto broker on loopback.
    static func mqtt(inbox: RemoteInbox, board: StatusBoard) throws {
        guard let executable = ["/usr/sbin/mosquitto", "/usr/bin/mosquitto"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print("remote.mqtt skipped: mosquitto is not installed")
            return
        }
        let port = Int.random(in: 30_000...40_000)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-bench-broker-\(port)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("mosquitto.conf")
        try "listener \(port) 127.0.0.1\nallow_anonymous true\npersistence false\n".write(to: config, atomically: true, encoding: .utf8)
        let broker = Process()
        broker.executableURL = URL(fileURLWithPath: executable)
        broker.arguments = ["-c", config.path]
        broker.standardOutput = FileHandle.nullDevice
        broker.standardError = FileHandle.nullDevice
        try broker.run()
        // SIGKILL: Foundation's Process starts children with SIGTERM blocked.
        defer { kill(broker.processIdentifier, SIGKILL) }
        Thread.sleep(forTimeInterval: 0.5)

        let bridge = try MQTTBridge(options: MQTTOptions(host: "127.0.0.1", port: port, deviceID: "bench"), inbox: inbox, board: board)
        try bridge.start()
        defer { bridge.stop() }
        let sender = try MosquittoClient(MosquittoClient.Settings(host: "127.0.0.1", port: port, clientID: "bench-sender"))
        try sender.start()
        defer { sender.stop() }
        for _ in 0..<200 where !(bridge.isConnected && sender.isConnected) { Thread.sleep(forTimeInterval: 0.02) }
        Thread.sleep(forTimeInterval: 0.3)
        var samples: [Double] = []
        for i in 0..<(50 + 500) {
            let start = ContinuousClock.now
            sender.publish(bridge.topics.command("next"), "PRESS", qos: 0)
            guard inbox.waitAndDrain(timeout: 2) == [.next] else { throw BenchFailure("MQTT next did not arrive") }
            if i >= 50 { samples.append(milliseconds(since: start)) }
        }
        print("remote.mqtt.next_to_inbox qos0 \(BenchStats.summary(samples))")
    }

    static func milliseconds(between start: ContinuousClock.Instant, and end: ContinuousClock.Instant) -> Double {
        let parts = (end - start).components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) * 1e-15
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let parts = (ContinuousClock.now - start).components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) * 1e-15
    }

    /// Linux's RUSAGE_THREAD (not exported to Swift without _GNU_SOURCE).
    static let rusageThread: Int32 = 1

    static func cpuSeconds(_ who: Int32) -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(who), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}

/// A kept-alive HTTP/1.1 connection that sends one request at a time and reads the answer by
/// its Content-Length: just enough client for the benchmark.
final class BenchHTTPClient {
    private(set) var fd: Int32
    let port: UInt16

    init(port: UInt16) throws {
        self.port = port
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var tv = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let ok = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard ok else { throw BenchFailure("cannot connect to 127.0.0.1:\(port)") }
    }

    /// Sends `METHOD PATH` and returns the status code (0 on failure).
    func request(_ line: String, extraHeaders: String = "") -> Int {
        let text = "\(line) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 0\r\n\(extraHeaders)\r\n"
        let sent = text.utf8CString.withUnsafeBufferPointer { buffer in
            send(fd, buffer.baseAddress, buffer.count - 1, Int32(MSG_NOSIGNAL))
        }
        guard sent > 0 else { return 0 }
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 16384)
        while true {
            if let end = data.firstRange(of: Array("\r\n\r\n".utf8)) {
                let head = String(decoding: data[..<end.lowerBound], as: UTF8.self)
                let length =
                    head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
                if data.count - end.upperBound >= length {
                    return Int(head.split(separator: " ").dropFirst().first ?? "0") ?? 0
                }
            }
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { return 0 }
            data.append(contentsOf: buffer[0..<n])
        }
    }

    /// Closes the socket once: `close()` and then `deinit` used to close the same number
    /// twice, and the second closed whatever file had reused it meanwhile (a photo the show
    /// was decoding: "skipped …: Bad file descriptor" in `unwind-bench show-attack`).
    func close() {
        guard fd >= 0 else { return }
        _ = Glibc.close(fd)
        fd = -1
    }

    deinit { close() }
}

struct BenchFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
