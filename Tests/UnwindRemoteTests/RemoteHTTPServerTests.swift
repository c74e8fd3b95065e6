import Foundation
import Testing
import UnwindConfig
import UnwindInput

@testable import UnwindRemote

/// The real server on an ephemeral loopback port, spoken to over TCP.
@Suite struct RemoteHTTPServerTests {
    static let token = "test-token-0123456789"

    /// Starts a server with a token, runs `body`, stops it.
    static func withServer(
        limits: ConnectionLimits = ConnectionLimits(), configure: (inout RemoteAPI.Policy) -> Void = { _ in },
        clock: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime },
        _ body: (UInt16, RemoteInbox, StatusBoard) async throws -> Void
    ) async throws {
        let inbox = RemoteInbox()
        let board = StatusBoard(RemoteStatus(current: "/p/a.jpg"))
        var policy = RemoteAPI.Policy(token: try BearerToken(token))
        configure(&policy)
        let server = try RemoteHTTPServer(
            listen: ListenAddress(host: "127.0.0.1", port: 0), api: RemoteAPI(inbox: inbox, board: board, policy: policy), limits: limits, clock: clock)
        let port = try await server.start()
        #expect(port > 0)
        do {
            try await body(port, inbox, board)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    static var auth: [String: String] { ["Authorization": "Bearer \(token)"] }

    @Test func speaksHTTPOnLoopback() async throws {
        try await Self.withServer { port, inbox, board in
            let denied = try await TestHTTP.request(port: port, "GET", "/api/status")
            #expect(denied.status == 401)
            #expect(denied.errorMessage?.contains("token") == true)

            let status = try await TestHTTP.request(port: port, "GET", "/api/status", headers: Self.auth)
            #expect(status.status == 200)
            #expect(try JSONDecoder().decode(RemoteStatus.self, from: status.body).current == "/p/a.jpg")

            let next = try await TestHTTP.request(port: port, "POST", "/api/next", headers: Self.auth)
            #expect(next.status == 202)
            #expect((try await offPool { inbox.waitAndDrain(timeout: 1) }) == [.next])

            let bad = try await TestHTTP.request(port: port, "PATCH", "/api/settings", headers: Self.auth, body: #"{"interval": 0.5}"#)
            #expect(bad.status == 400)
            #expect(bad.headers["content-type"]?.hasPrefix("application/json") == true)
            #expect(bad.errorMessage?.contains("interval must be") == true)

            let good = try await TestHTTP.request(port: port, "PATCH", "/api/settings", headers: Self.auth, body: #"{"interval": 20}"#)
            #expect(good.status == 202)
            #expect((try await offPool { inbox.waitAndDrain(timeout: 1) }) == [.set(key: "interval", value: .number(20))])

            board.publish(thumbnail: Thumbnail(path: "/p/a.jpg", jpeg: Data([0xFF, 0xD8, 0xFF, 0xD9])))
            let photo = try await TestHTTP.request(port: port, "GET", "/api/photo/current", headers: Self.auth)
            #expect(photo.status == 200)
            #expect(photo.headers["content-type"] == "image/jpeg")
            #expect(photo.body == Data([0xFF, 0xD8, 0xFF, 0xD9]))

            let method = try await TestHTTP.request(port: port, "DELETE", "/api/next", headers: Self.auth)
            #expect(method.status == 405)
        }
    }

    @Test func rateLimitAnswers429OverTheWire() async throws {
        // A refill of one token per 1,000 s: however slow a loaded machine sends the eight, no
        // token comes back in between, so exactly the last three are refused.
        try await Self.withServer(configure: {
            $0.rateBurst = 5; $0.ratePerSecond = 0.001; $0.limitsLoopbackClients = true
        }) { port, _, _ in
            var statuses: [Int] = []
            for _ in 0..<8 { statuses.append(try await TestHTTP.request(port: port, "GET", "/api/status", headers: Self.auth).status) }
            #expect(statuses.prefix(5).allSatisfy { $0 == 200 }, "\(statuses)")
            #expect(statuses.suffix(3).allSatisfy { $0 == 429 }, "\(statuses)")
        }
    }

    @Test func closedConnectionsDoNotCountAgainstTheConnectionCap() async throws {
        try await Self.withServer(limits: ConnectionLimits(maxConnections: 4)) { port, _, _ in
            var statuses: [Int] = []
            for _ in 0..<40 { statuses.append(try await TestHTTP.request(port: port, "GET", "/api/status", headers: Self.auth).status) }
            #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses)")
        }
    }

    @Test func oversizedBodyIs413() async throws {
        try await Self.withServer { port, inbox, _ in
            let body = "{\"interval\": 10, \"pad\": \"" + String(repeating: "x", count: 40_000) + "\"}"
            let response = try await TestHTTP.request(port: port, "PATCH", "/api/settings", headers: Self.auth, body: body)
            #expect(response.status == 413)
            #expect(inbox.drain().isEmpty)
        }
    }

    @Test func refusesToBindTwice() async throws {
        try await Self.withServer { port, inbox, board in
            let second = try RemoteHTTPServer(listen: ListenAddress(host: "127.0.0.1", port: port), api: RemoteAPI(inbox: inbox, board: board))
            await #expect(throws: RemoteError.self) { try await second.start() }
        }
    }
}
