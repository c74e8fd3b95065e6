import Foundation
import Testing
import UnwindConfig
import UnwindSync

@testable import UnwindRemote

#if canImport(Glibc)
import Glibc
#endif

/// An address that keeps sending refused requests is turned away at `accept` for a while
/// (issue 24: refusing a header flood one by one cost the server most of a core). Time is the
/// tests' own: the record takes `now`, and the server takes a clock they move by hand, so
/// nothing waits on the wall clock and a busy machine changes nothing.
@Suite struct RefusalCooldownTests {
    /// The flooding client's address in the server tests (Linux routes all of 127/8 to lo).
    static let attacker = "127.0.0.2"
    static let policy = RefusalCooldown.Policy(threshold: 3, window: 10, shortest: 5, longest: 20, forgetAfter: 60)

    @Test func theThresholdWithinTheWindowStartsACooldownOfThatAddressOnly() {
        var record = RefusalCooldown(policy: Self.policy)
        #expect(record.refused("10.0.0.9", now: 100) == nil)
        #expect(record.refused("10.0.0.9", now: 101) == nil)
        #expect(!record.isCooling("10.0.0.9", now: 101))
        #expect(record.refused("10.0.0.9", now: 102) == 5, "the third refusal in 10 s starts the shortest cool-down")
        #expect(record.isCooling("10.0.0.9", now: 102))
        #expect(record.isCooling("10.0.0.9", now: 106.9))
        #expect(!record.isCooling("10.0.0.9", now: 107), "over 5 s later")
        #expect(!record.isCooling("10.0.0.8", now: 103), "another address is not cooled")
    }

    @Test func refusalsSpreadWiderThanTheWindowStartNothing() {
        var record = RefusalCooldown(policy: Self.policy)
        for second in stride(from: 0.0, to: 120, by: 6) {
            #expect(record.refused("10.0.0.9", now: second) == nil, "at \(second) s")
        }
        #expect(!record.isCooling("10.0.0.9", now: 120))
    }

    @Test func theCooldownDoublesWhileTheAbuseLastsAndIsForgottenAfterQuiet() {
        var record = RefusalCooldown(policy: Self.policy)
        var now = 0.0
        var lengths: [Double] = []
        for _ in 0..<4 {
            // Refused three times as soon as each cool-down ends.
            var started: Double?
            for _ in 0..<3 { started = record.refused("10.0.0.9", now: now) ?? started }
            lengths.append(started ?? 0)
            now += (started ?? 0) + 0.5
        }
        #expect(lengths == [5, 10, 20, 20], "doubling up to the longest")
        // Refusals during a cool-down (connections already open when it began) do not extend it.
        #expect(record.refused("10.0.0.9", now: now) == nil)
        // A minute without a refusal: the address starts over at the shortest.
        now += 61
        for _ in 0..<2 { _ = record.refused("10.0.0.9", now: now) }
        #expect(record.refused("10.0.0.9", now: now) == 5)
    }

    @Test func theRecordForgetsQuietAddressesWhenFull() {
        var policy = Self.policy
        policy.maxAddresses = 100
        var record = RefusalCooldown(policy: policy)
        for index in 0..<1000 { _ = record.refused("10.0.\(index / 256).\(index % 256)", now: Double(index)) }
        #expect(record.count <= 100, "\(record.count) addresses remembered")
    }

    /// The server with `policy` and a clock the test moves.
    static func withCooledServer(_ body: (UInt16, RemoteHTTPServer, Locked<Double>) async throws -> Void) async throws {
        let clock = Locked(1000.0)
        let limits = ConnectionLimits(requestDeadline: 600, idleTimeout: 600, refusalCooldown: policy)
        let server = try RemoteHTTPServer(
            listen: ListenAddress(host: "127.0.0.1", port: 0),
            api: RemoteAPI(inbox: RemoteInbox(), board: StatusBoard(), policy: RemoteAPI.Policy(token: try BearerToken(RemoteHTTPServerTests.token))),
            limits: limits, clock: { clock.value })
        let port = try await server.start()
        do {
            try await body(port, server, clock)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// A request with a 16 KiB header line from `source`: the status it got, 0 for none.
    static func oversized(_ port: UInt16, from source: String) async throws -> Int {
        try await offPool {
            let socket = try TestSocket(port: port, from: source, timeout: 120)
            defer { socket.close() }
            socket.send("GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Huge: " + String(repeating: "h", count: 16 << 10) + "\r\n\r\n")
            return (try? TestHTTP.parse(socket.readAll().data))?.status ?? 0
        }
    }

    /// A well-formed status request from `source`: what came back (empty when the server
    /// closed the connection without an answer) and whether the server closed it.
    static func status(_ port: UInt16, from source: String) async throws -> (data: Data, closed: Bool) {
        try await offPool {
            let socket = try TestSocket(port: port, from: source, timeout: 120)
            defer { socket.close() }
            socket.send("GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(RemoteHTTPServerTests.token)\r\nConnection: close\r\n\r\n")
            return socket.readAll()
        }
    }

    static func statusCode(_ answer: (data: Data, closed: Bool)) -> Int {
        (try? TestHTTP.parse(answer.data))?.status ?? 0
    }

    /// Sends a well-formed status request from `source` and returns once the server has turned
    /// the connection away (its count reaches `turnedAway`); the socket is held, unanswered.
    static func heldRequest(_ port: UInt16, from source: String, server: RemoteHTTPServer, turnedAway: Int) async throws -> TestSocket {
        try await offPool {
            let socket = try TestSocket(port: port, from: source, timeout: 120)
            socket.send("GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(RemoteHTTPServerTests.token)\r\n\r\n")
            // Waits for the server's loop, not for time: a busy machine only makes this longer.
            let started = Date()
            while server.connectionsTurnedAway < turnedAway, Date().timeIntervalSince(started) < 120 { Thread.sleep(forTimeInterval: 0.005) }
            return socket
        }
    }

    /// True when nothing has come back on `socket` and it is still open (without blocking).
    static func isUnanswered(_ socket: TestSocket) -> Bool {
        var byte: UInt8 = 0
        return recv(socket.fd, &byte, 1, Int32(MSG_DONTWAIT | MSG_PEEK)) < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
    }

    @Test func aFloodingAddressIsTurnedAwayUnreadWhileAnotherIsServedUntilTheCooldownEnds() async throws {
        try await Self.withCooledServer { port, server, clock in
            for attempt in 0..<3 {
                #expect(try await Self.oversized(port, from: Self.attacker) == 431, "refusal \(attempt + 1) is answered")
            }
            // Cooling down: even a well-formed request from that address is turned away at
            // accept and held, unread and unanswered.
            let first = try await Self.heldRequest(port, from: Self.attacker, server: server, turnedAway: 1)
            defer { first.close() }
            #expect(server.connectionsTurnedAway == 1)
            #expect(Self.isUnanswered(first), "no answer while cooling")
            // Another address is served all the while.
            #expect(Self.statusCode(try await Self.status(port, from: "127.0.0.1")) == 200)
            clock.withLock { $0 += 4.9 }
            let second = try await Self.heldRequest(port, from: Self.attacker, server: server, turnedAway: 2)
            defer { second.close() }
            #expect(server.connectionsTurnedAway == 2, "still cooling 4.9 s in")
            #expect(Self.isUnanswered(first) && Self.isUnanswered(second))
            // Past the 5 s: the held connections are closed without an answer, and the same
            // address is served again.
            clock.withLock { $0 += 0.2 }
            let ends = try await offPool { [first.readAll(), second.readAll()] }
            #expect(ends.allSatisfy { $0.closed && $0.data.isEmpty }, "closed unanswered: \(ends.map(\.data.count)) bytes")
            #expect(Self.statusCode(try await Self.status(port, from: Self.attacker)) == 200, "served once the cool-down ran out")
            #expect(server.connectionsTurnedAway == 2)
        }
    }

    @Test func requestsLeftUnfinishedPastTheirDeadlineCountAsRefused() async throws {
        try await Self.withCooledServer { port, server, clock in
            // Three slowloris clients: half a request each, then nothing.
            let slow = try await offPool {
                try (0..<3).map { _ in
                    let socket = try TestSocket(port: port, from: Self.attacker, timeout: 120)
                    socket.send("GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Drip: d")
                    return socket
                }
            }
            defer { slow.forEach { $0.close() } }
            // A connection is accepted before its client's next one is made: the served status
            // request shows the loop has taken all three, at the current time.
            #expect(Self.statusCode(try await Self.status(port, from: "127.0.0.1")) == 200)
            clock.withLock { $0 += 601 }
            let cut = try await offPool { slow.map { $0.readAll().closed } }
            #expect(cut == [true, true, true], "each dropped at its deadline")
            let after = try await Self.heldRequest(port, from: Self.attacker, server: server, turnedAway: 1)
            defer { after.close() }
            #expect(server.connectionsTurnedAway == 1, "the address is cooling down")
            #expect(Self.isUnanswered(after))
        }
    }

    /// Past 8 held connections from one address the rest are reset at once, so a flood
    /// cannot fill the server with held connections.
    @Test func pastEightHeldConnectionsTheRestAreResetAtOnce() async throws {
        try await Self.withCooledServer { port, server, _ in
            for _ in 0..<3 { _ = try await Self.oversized(port, from: Self.attacker) }
            var held: [TestSocket] = []
            defer { held.forEach { $0.close() } }
            for count in 1...8 { held.append(try await Self.heldRequest(port, from: Self.attacker, server: server, turnedAway: count)) }
            let ninth = try await Self.status(port, from: Self.attacker)
            #expect(ninth.closed && ninth.data.isEmpty, "reset unanswered, got \(ninth.data.count) bytes")
            #expect(server.connectionsTurnedAway == 9)
            #expect(held.allSatisfy(Self.isUnanswered))
        }
    }

    @Test func withTheCooldownOffEveryRequestIsRead() async throws {
        let limits = ConnectionLimits(requestDeadline: 600, idleTimeout: 600, refusalCooldown: nil)
        try await RemoteHTTPServerTests.withServer(limits: limits) { port, _, _ in
            for attempt in 0..<12 {
                let status = try await Self.oversized(port, from: Self.attacker)
                #expect(status == 431, "refusal \(attempt + 1)")
            }
            let served = try await Self.status(port, from: Self.attacker)
            #expect(Self.statusCode(served) == 200)
        }
    }

    @Test func anIPv6ClientIsCountedByItsSlash64AndAMappedOneByItsIPv4() {
        func storage6(_ text: String) -> sockaddr_storage {
            var storage = sockaddr_storage()
            withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { sa in
                    sa.pointee.sin6_family = sa_family_t(AF_INET6)
                    _ = inet_pton(AF_INET6, text, &sa.pointee.sin6_addr)
                }
            }
            return storage
        }
        #expect(EventLoop.origin(of: storage6("2001:db8:1:2:aaaa:bbbb:cccc:dddd")) == "2001:db8:1:2::/64")
        #expect(EventLoop.origin(of: storage6("2001:db8:1:2::1")) == EventLoop.origin(of: storage6("2001:db8:1:2:ffff::9")))
        #expect(EventLoop.origin(of: storage6("::ffff:192.168.1.20")) == "192.168.1.20")
    }
}
