import Foundation
import Testing
import UnwindRandom

@testable import UnwindRemote

/// Malformed and hostile requests against the running server: it must not crash, must drop
/// slow clients, and must still answer a good request afterwards.
@Suite struct RemoteFuzzTests {
    static func stillAnswers(_ port: UInt16) async throws {
        let response = try await TestHTTP.request(port: port, "GET", "/api/status", headers: RemoteHTTPServerTests.auth)
        #expect(response.status == 200, "the server must still answer after the fuzzing")
    }

    /// Sends `bytes` on a new connection and returns what came back.
    static func exchange(_ port: UInt16, _ bytes: Data, timeout: Double = 3) async throws -> Data {
        try await offPool {
            let socket = try TestSocket(port: port, timeout: timeout)
            defer { socket.close() }
            socket.send(bytes)
            return socket.readAll().data
        }
    }

    /// Every case from the one address: its cool-down is turned off, or after the eighth
    /// refusal the rest would be closed unread and the parser not fuzzed at all.
    @Test func randomBytesBadMethodsAndBadJSON() async throws {
        let limits = ConnectionLimits(requestDeadline: 1, idleTimeout: 1, refusalCooldown: nil)
        try await RemoteHTTPServerTests.withServer(limits: limits) { port, inbox, _ in
            // The program's one seeded generator, so a failing case can be reproduced from its seed.
            var generator = SplitMix64(seed: 0x5EED)
            for _ in 0..<60 {
                let count = Int.random(in: 1...2048, using: &generator)
                let bytes = Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
                _ = try await Self.exchange(port, bytes)
            }
            let token = RemoteHTTPServerTests.token
            let hostile = [
                "BREW /api/next HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
                "GET\r\n\r\n",
                "GET /api/status HTTP/9.9\r\nHost: x\r\n\r\n",
                "POST /api/next HTTP/1.1\r\nContent-Length: -5\r\n\r\n",
                "POST /api/next HTTP/1.1\r\nContent-Length: 12\r\nTransfer-Encoding: chunked\r\n\r\n",
                "PATCH /api/settings HTTP/1.1\r\nAuthorization: Bearer \(token)\r\nContent-Length: 9\r\n\r\n{\"interv",
                "PATCH /api/settings HTTP/1.1\r\nAuthorization: Bearer \(token)\r\nContent-Length: 3\r\n\r\n{\"i",
                "PATCH /api/settings HTTP/1.1\r\nAuthorization: Bearer \(token)\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n",
                "GET /%00%ff/../../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
                "GET /api/status HTTP/1.1\r\n" + String(repeating: "X-A: b\r\n", count: 5000) + "\r\n",
            ]
            for text in hostile {
                let data = try await Self.exchange(port, Data(text.utf8))
                if let response = try? TestHTTP.parse(data) {
                    #expect(response.status >= 400, "\(text.prefix(40)) got \(response.status)")
                }
            }
            #expect(inbox.drain().isEmpty, "no malformed request may reach the show")
            try await Self.stillAnswers(port)
        }
    }

    /// 12 KiB, past the API's 8 KiB header limit. (FlyingFox 0.27.1 has no header cap of its
    /// own and its header-line reader is quadratic in the line's length: 32 KiB already costs
    /// it 15 s of CPU in a debug build. docs/kiosk.md says what that means on a LAN.)
    ///
    /// Nothing here is timed: on a busy machine (the whole suite on 2 cores) the server's
    /// 10 s request deadline cut the connection before the quadratic reader got through 12 KiB,
    /// and the test saw no answer. The deadline is raised for this server, the header is just
    /// past the limit (9 KiB), and the client waits up to two minutes.
    @Test func hugeHeaderIsRefused() async throws {
        let patient = ConnectionLimits(requestDeadline: 120, idleTimeout: 120)
        try await RemoteHTTPServerTests.withServer(limits: patient) { port, inbox, _ in
            let header =
                "POST /api/next HTTP/1.1\r\nAuthorization: Bearer \(RemoteHTTPServerTests.token)\r\nX-Huge: "
                + String(repeating: "h", count: 9 << 10) + "\r\nConnection: close\r\n\r\n"
            let data = try await Self.exchange(port, Data(header.utf8), timeout: 120)
            let response = try TestHTTP.parse(data)
            #expect(response.status == 431)
            #expect(inbox.drain().isEmpty)
            try await Self.stillAnswers(port)
        }
    }

    @Test func slowAndPartialRequestsAreDropped() async throws {
        try await RemoteHTTPServerTests.withServer(limits: ConnectionLimits(requestDeadline: 1, idleTimeout: 2)) { port, inbox, _ in
            // Half a request, then silence: closed by the server after the request deadline.
            let (closed, seconds) = try await offPool {
                // Generous read timeout: when the whole suite runs, other tests may hold Swift
                // concurrency's threads and delay the server's deadline timer.
                let socket = try TestSocket(port: port, timeout: 30)
                defer { socket.close() }
                socket.send("GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\n")
                let started = Date()
                return (socket.readAll().closed, Date().timeIntervalSince(started))
            }
            #expect(closed, "the server closes a connection that never finishes its request")
            #expect(seconds < 30, "cut at the 1 s deadline (loose bound: other tests share the machine)")

            // Slowloris: one byte every 200 ms keeps the connection busy but never finishes.
            let (cutOff, dripSeconds) = try await offPool {
                let socket = try TestSocket(port: port, timeout: 30)
                defer { socket.close() }
                let request = Array("GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Drip: " + String(repeating: "d", count: 100))
                let started = Date()
                for character in request {
                    if !socket.send(String(character)) { return (true, Date().timeIntervalSince(started)) }
                    Thread.sleep(forTimeInterval: 0.2)
                    if Date().timeIntervalSince(started) > 20 { break }
                }
                return (socket.readAll().closed, Date().timeIntervalSince(started))
            }
            #expect(cutOff, "a dripping client is dropped at its request deadline")
            #expect(dripSeconds < 50)

            // Many idle connections at once do not lock out a real client.
            let idle = try await offPool { try (0..<20).map { _ in try TestSocket(port: port, timeout: 3) } }
            try await Self.stillAnswers(port)
            idle.forEach { $0.close() }
            #expect(inbox.drain().isEmpty)
        }
    }
}
