import Foundation
import Testing
import UnwindInput
import UnwindMedia
import UnwindSync

@testable import UnwindRemote

/// Routing, validation, auth and limits of the API, without sockets.
@Suite struct RemoteAPITests {
    let inbox = RemoteInbox()
    let board = StatusBoard(RemoteStatus(current: "/photos/a.jpg", next: "/photos/b.jpg"))

    func api(token: String? = nil, clock: @escaping @Sendable () -> Double = { 0 }, configure: (inout RemoteAPI.Policy) -> Void = { _ in }) throws -> RemoteAPI
    {
        var policy = RemoteAPI.Policy(token: try token.map { try BearerToken($0) })
        configure(&policy)
        return RemoteAPI(inbox: inbox, board: board, policy: policy, now: clock)
    }

    static let token = "0123456789abcdef-secret"

    @Test func eachCommandEndpointPostsItsCommand() throws {
        let api = try api()
        let cases: [(String, RemoteCommand)] = [
            ("/api/next", .next), ("/api/previous", .previous), ("/api/pause", .pause), ("/api/resume", .resume),
            ("/api/screen/on", .screenOn), ("/api/screen/off", .screenOff),
        ]
        for (path, command) in cases {
            let response = api.respond(to: RemoteRequest(method: "POST", path: path))
            #expect(response.status == 202, "\(path)")
            #expect(inbox.drain() == [command], "\(path)")
        }
    }

    @Test func statusIsTheBoardsJSON() throws {
        let response = try api().respond(to: RemoteRequest(method: "GET", path: "/api/status"))
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"]?.hasPrefix("application/json") == true)
        let status = try JSONDecoder().decode(RemoteStatus.self, from: response.body)
        #expect(status.current == "/photos/a.jpg")
        #expect(status.next == "/photos/b.jpg")
    }

    @Test func wrongMethodIs405WithAllow() throws {
        let response = try api().respond(to: RemoteRequest(method: "GET", path: "/api/next"))
        #expect(response.status == 405)
        #expect(response.headers["Allow"] == "POST")
        #expect(response.errorMessage?.contains("GET is not allowed") == true)
        #expect(inbox.drain().isEmpty)
    }

    @Test func unknownPathIs404JSON() throws {
        let response = try api().respond(to: RemoteRequest(method: "GET", path: "/etc/passwd"))
        #expect(response.status == 404)
        #expect(response.errorMessage?.contains("no such endpoint") == true)
    }

    @Test func settingsBecomeCommandsInOrder() throws {
        let body = Data(#"{"interval": 15, "transitions": ["blocks", "random"], "order": "name"}"#.utf8)
        let response = try api().respond(to: RemoteRequest(method: "PATCH", path: "/api/settings", body: body))
        #expect(response.status == 202)
        #expect(
            inbox.drain() == [
                .set(key: "interval", value: .number(15)), .set(key: "transitions", value: .names(["blocks", "random"])),
                .set(key: "order", value: .name("name")),
            ])
    }

    @Test(arguments: [
        (#"{"interval": 0.5}"#, "interval must be at least 1 and at most 86400, got 0.5"),
        (#"{"interval": 1e9}"#, "interval must be"),
        (#"{"interval": "ten"}"#, "interval must be a number"),
        (#"{"transitions": ["sparkles"]}"#, "unknown transition 'sparkles'"),
        (#"{"order": "random"}"#, "order must be one of"),
        (#"{"colour": "red"}"#, "unknown setting 'colour'"),
        (#"{}"#, "nothing to change"),
        (#"[1,2]"#, "must be a JSON object"),
        (#"{"interval": 15"#, "not valid JSON"),
    ])
    func badSettingsAre400AndReachNothing(body: String, message: String) throws {
        let response = try api().respond(to: RemoteRequest(method: "PATCH", path: "/api/settings", body: Data(body.utf8)))
        #expect(response.status == 400)
        #expect(response.errorMessage?.contains(message) == true, "got \(response.errorMessage ?? "no error")")
        #expect(inbox.drain().isEmpty)
    }

    @Test func tokenIsRequiredOnEveryRequestWhenSet() throws {
        let api = try api(token: Self.token)
        for (method, path) in [("GET", "/api/status"), ("POST", "/api/next"), ("GET", "/api/photo/current"), ("PATCH", "/api/settings")] {
            let response = api.respond(to: RemoteRequest(method: method, path: path))
            #expect(response.status == 401, "\(method) \(path)")
            #expect(response.headers["WWW-Authenticate"] == "Bearer")
        }
        let wrong = api.respond(to: RemoteRequest(method: "POST", path: "/api/next", headers: ["Authorization": "Bearer \(Self.token)x"]))
        #expect(wrong.status == 401)
        let right = api.respond(to: RemoteRequest(method: "POST", path: "/api/next", headers: ["Authorization": "Bearer \(Self.token)"]))
        #expect(right.status == 202)
        #expect(inbox.drain() == [.next])
    }

    @Test func pageTakesTheTokenOnceAndKeepsItInACookie() throws {
        let api = try api(token: Self.token)
        let form = api.respond(to: RemoteRequest(method: "GET", path: "/"))
        #expect(form.status == 401)
        #expect(String(decoding: form.body, as: UTF8.self).contains("name=\"token\""))
        let page = api.respond(to: RemoteRequest(method: "GET", path: "/", query: ["token": Self.token]))
        #expect(page.status == 200)
        #expect(page.headers["Set-Cookie"]?.hasPrefix("unwind_token=\(Self.token);") == true)
        #expect(page.headers["Set-Cookie"]?.contains("HttpOnly") == true)
        let withCookie = api.respond(to: RemoteRequest(method: "POST", path: "/api/pause", headers: ["Cookie": "a=b; unwind_token=\(Self.token)"]))
        #expect(withCookie.status == 202)
        // The query token opens only the page, never the API.
        let apiByQuery = api.respond(to: RemoteRequest(method: "POST", path: "/api/next", query: ["token": Self.token]))
        #expect(apiByQuery.status == 401)
    }

    @Test func tokenComparesWholeStrings() throws {
        let token = try BearerToken(Self.token)
        #expect(token.matches(Self.token))
        #expect(!token.matches(String(Self.token.dropLast())))
        #expect(!token.matches(Self.token + "0"))
        #expect(!token.matches(""))
        #expect(throws: RemoteError.self) { try BearerToken("short") }
        #expect(throws: RemoteError.self) { try BearerToken("with a space in it!!") }
    }

    @Test func foreignOriginAndRebindingHostAreRefused() throws {
        let api = try api()
        let csrf = api.respond(to: RemoteRequest(method: "POST", path: "/api/next", headers: ["Host": "127.0.0.1:8080", "Origin": "https://evil.example"]))
        #expect(csrf.status == 403)
        let sandboxed = api.respond(to: RemoteRequest(method: "POST", path: "/api/next", headers: ["Host": "127.0.0.1:8080", "Origin": "null"]))
        #expect(sandboxed.status == 403)
        let rebinding = api.respond(to: RemoteRequest(method: "POST", path: "/api/next", headers: ["Host": "evil.example:8080"]))
        #expect(rebinding.status == 403)
        let sameOrigin = api.respond(
            to: RemoteRequest(method: "POST", path: "/api/next", headers: ["Host": "127.0.0.1:8080", "Origin": "http://127.0.0.1:8080"]))
        #expect(sameOrigin.status == 202)
        #expect(inbox.drain() == [.next])
    }

    @Test func oversizedBodyAndHeadersAreRefused() throws {
        let api = try api()
        let big = api.respond(to: RemoteRequest(method: "PATCH", path: "/api/settings", headers: ["Content-Length": "100000"]))
        #expect(big.status == 413)
        let headers = api.respond(to: RemoteRequest(method: "GET", path: "/api/status", headers: ["X-Junk": String(repeating: "a", count: 9000)]))
        #expect(headers.status == 431)
    }

    @Test func rateLimitIsPerClientAndRefills() throws {
        let time = Locked(0.0)
        let api = try api(clock: { time.withLock { $0 } }) {
            $0.rateBurst = 3; $0.ratePerSecond = 1
        }
        let phone = RemoteRequest(method: "GET", path: "/api/status", client: "192.168.1.20")
        let other = RemoteRequest(method: "GET", path: "/api/status", client: "192.168.1.21")
        #expect((0..<3).map { _ in api.respond(to: phone).status } == [200, 200, 200])
        let limited = api.respond(to: phone)
        #expect(limited.status == 429)
        #expect(limited.headers["Retry-After"] == "1")
        #expect(api.respond(to: other).status == 200)
        time.withLock { $0 = 1.0 }
        #expect(api.respond(to: phone).status == 200)
        // Loopback is exempt unless asked.
        let local = RemoteRequest(method: "GET", path: "/api/status", client: "127.0.0.1")
        #expect((0..<10).allSatisfy { _ in api.respond(to: local).status == 200 })
    }

    @Test func thumbnailIsServedOnlyForTheCurrentPhoto() throws {
        let api = try api()
        #expect(api.respond(to: RemoteRequest(method: "GET", path: "/api/photo/current")).status == 404)
        board.publish(thumbnail: Thumbnail(path: "/photos/old.jpg", jpeg: Data([0xFF, 0xD8, 0xFF])))
        #expect(api.respond(to: RemoteRequest(method: "GET", path: "/api/photo/current")).status == 404)
        board.publish(thumbnail: Thumbnail(path: "/photos/a.jpg", jpeg: Data([0xFF, 0xD8, 0xFF])))
        let photo = api.respond(to: RemoteRequest(method: "GET", path: "/api/photo/current"))
        #expect(photo.status == 200)
        #expect(photo.headers["Content-Type"] == "image/jpeg")
        #expect(photo.body == Data([0xFF, 0xD8, 0xFF]))
    }

    @Test func fullInboxAnswers503() throws {
        let small = RemoteInbox(capacity: 1)
        let api = RemoteAPI(inbox: small, board: board)
        #expect(api.respond(to: RemoteRequest(method: "POST", path: "/api/next")).status == 202)
        #expect(api.respond(to: RemoteRequest(method: "POST", path: "/api/next")).status == 503)
        #expect(small.droppedCount == 1)
    }

    @Test func theSecondsTheCommandLineAcceptsTheRemoteAcceptsToo() throws {
        let response = try api().respond(to: RemoteRequest(method: "PATCH", path: "/api/settings", body: Data(#"{"interval": 1}"#.utf8)))
        #expect(response.status == 202, "--interval 1 is a valid show; the page can send it back")
        #expect(inbox.drain() == [.set(key: "interval", value: .number(1))])
    }

    @Test func pageOffersTheStylesAndEveryOrderByName() throws {
        let page = try api().respond(to: RemoteRequest(method: "GET", path: "/"))
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(page.status == 200)
        for style in ["calm", "lively", "blocks", "spiral", "radial", "random"] {
            #expect(html.contains("<option value=\"\(style)\""), "style \(style)")
        }
        for order in PlaylistOrder.allCases {
            #expect(html.contains("<option value=\"\(order.rawValue)\""), "order \(order.rawValue) is offered")
        }
        #expect(
            html.contains(#"const SETTINGS = [{"key":"interval","kind":"seconds","max":86400,"min":1},{"key":"order","kind":"choice"}], UPLOAD_LIMIT = 0"#),
            "the schema's fields and the interval's bounds; uploads off")
        #expect(html.contains(#"<input id="interval" type="number" inputmode="decimal" min="1" max="86400""#), "the number box from the schema")
        #expect(html.contains(#""screen":{"off":"/api/screen/off","on":"/api/screen/on"}"#), "the buttons post the schema's paths")
        #expect(!html.contains("src=\"http"), "no external assets")
        #expect(page.headers["Content-Security-Policy"]?.contains("default-src 'none'") == true)
    }
}
