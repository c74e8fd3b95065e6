import Foundation
import Testing
import UnwindRemote
import UnwindSync

#if canImport(Glibc)
import Glibc
#endif

/// Issue 24's slowloris finding at full size: with 64–100 slow connections about a third of
/// page loads failed (FlyingFox served each connection on its own task). The event loop takes
/// any number of slow clients without locking out a real one, and past `maxConnections` it
/// closes the one that has waited longest for its own request. Nothing here is timed: the
/// slow clients get deadlines of ten minutes (with 120 s, a whole-suite run on a busy machine
/// once starved the test long enough for every slow client to expire), and each status
/// request waits as long as a busy machine needs; what must hold is that every one is
/// answered 200.
@Suite struct HTTPEventLoopTests {
    /// Opens `count` connections that each send the start of a request and nothing more.
    static func slowClients(_ port: UInt16, _ count: Int) async throws -> [TestSocket] {
        try await offPool {
            try (0..<count).map { _ in
                let socket = try TestSocket(port: port, timeout: 120)
                _ = socket.send("GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Drip: d")
                return socket
            }
        }
    }

    /// True when the server has closed `socket` (end of stream or reset waiting), without blocking.
    static func isClosedByServer(_ socket: TestSocket) -> Bool {
        var byte: UInt8 = 0
        let n = recv(socket.fd, &byte, 1, Int32(MSG_DONTWAIT | MSG_PEEK))
        return n == 0 || (n < 0 && errno == ECONNRESET)
    }

    @Test func twoHundredSlowConnectionsAndAHeaderFloodLeaveEveryStatusAnswered() async throws {
        let patient = ConnectionLimits(requestDeadline: 600, idleTimeout: 600)
        try await RemoteHTTPServerTests.withServer(limits: patient) { port, _, _ in
            let slow = try await Self.slowClients(port, 200)
            defer { slow.forEach { $0.close() } }
            // A client at another address sending 64 KiB header lines back to back, refused
            // (431) each time, and soon closed unread (its address cools down).
            let flooding = Locked(true)
            let floods = Locked(0)
            let flood = Thread {
                let line = "GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Huge: " + String(repeating: "h", count: 64 << 10)
                while flooding.value {
                    guard let socket = try? TestSocket(port: port, from: RefusalCooldownTests.attacker, timeout: 30) else { continue }
                    _ = socket.send(line)
                    _ = socket.readAll()
                    socket.close()
                    floods.withLock { $0 += 1 }
                }
            }
            flood.start()
            var statuses: [Int] = []
            for _ in 0..<30 {
                let response = try await TestHTTP.request(port: port, "GET", "/api/status", headers: RemoteHTTPServerTests.auth)
                statuses.append(response.status)
            }
            flooding.withLock { $0 = false }
            #expect(statuses.allSatisfy { $0 == 200 }, "every status answered while 200 clients dripped: \(statuses)")
            #expect(floods.value > 0, "the flood ran alongside")
        }
    }

    @Test func pastTheConnectionCapTheLongestWaitingSlowClientMakesRoom() async throws {
        let limits = ConnectionLimits(requestDeadline: 600, idleTimeout: 600, maxConnections: 40)
        try await RemoteHTTPServerTests.withServer(limits: limits) { port, _, _ in
            let slow = try await Self.slowClients(port, 60)
            defer { slow.forEach { $0.close() } }
            for _ in 0..<5 {
                let response = try await TestHTTP.request(port: port, "GET", "/api/status", headers: RemoteHTTPServerTests.auth)
                #expect(response.status == 200)
            }
            // Each connection past the 40th closed a slow client to make room: at least 20.
            let closed = slow.filter(Self.isClosedByServer).count
            #expect(closed >= 20 && closed < slow.count, "\(closed) of \(slow.count) slow clients closed")
        }
    }
}
