import Foundation
import Testing
import UnwindInput

@testable import UnwindRemote

/// Hide, favourite and "recently shown" over HTTP, and over the real server with its token.
@Suite struct RemoteAPICurateTests {
    let inbox = RemoteInbox()
    let board = StatusBoard(RemoteStatus(current: "/p/a.jpg"))

    func api() -> RemoteAPI { RemoteAPI(inbox: inbox, board: board) }

    func post(_ path: String, _ body: String = "") -> RemoteResponse {
        api().respond(to: RemoteRequest(method: "POST", path: path, body: Data(body.utf8)))
    }

    @Test func hideAndFavoriteBecomeCommands() {
        #expect(post("/api/photo/current/hide").status == 202)
        #expect(inbox.drain() == [.hideCurrent])
        #expect(post("/api/photo/current/favorite").status == 202)
        #expect(post("/api/photo/current/favorite", #"{"favorite": false}"#).status == 202)
        #expect(inbox.drain() == [.favoriteCurrent(true), .favoriteCurrent(false)])
        let bad = post("/api/photo/current/favorite", #"{"favorite": "yes"}"#)
        #expect(bad.status == 400)
        #expect(inbox.drain().isEmpty)
        #expect(api().respond(to: RemoteRequest(method: "GET", path: "/api/photo/current/hide")).status == 405)
    }

    @Test func recentlyShownKeepsTheLast50_newestFirst_andOnlyThoseComeAgain() throws {
        for i in 0..<60 {
            board.publish(RemoteStatus(current: "/p/\(i).jpg"))
            board.publish(RemoteStatus(current: "/p/\(i).jpg", uptime: Double(i)))
        }
        board.publish(RemoteStatus(current: "/p/55.jpg"))
        let answer = api().respond(to: RemoteRequest(method: "GET", path: "/api/recent"))
        let photos = try JSONDecoder().decode([String: [String]].self, from: answer.body)["photos"] ?? []
        #expect(photos.count == 50)
        #expect(photos.first == "/p/55.jpg" && photos.dropFirst().first == "/p/59.jpg", "newest first, each once: \(photos.prefix(3))")
        #expect(!photos.contains("/p/9.jpg"))
        #expect(post("/api/photo/show", #"{"path": "/p/20.jpg"}"#).status == 202)
        #expect(inbox.drain() == [.showPhoto(path: "/p/20.jpg", now: true)])
        let foreign = post("/api/photo/show", #"{"path": "/etc/shadow"}"#)
        #expect(foreign.status == 404, "a path the frame did not show is refused")
        #expect(post("/api/photo/show", #"{"path": "/p/9.jpg"}"#).status == 404, "older than the last 50")
        #expect(inbox.drain().isEmpty)
    }

    @Test func overTheServerWithItsToken() async throws {
        try await RemoteHTTPServerTests.withServer { port, inbox, _ in
            let denied = try await TestHTTP.request(port: port, "POST", "/api/photo/current/hide")
            #expect(denied.status == 401)
            let hide = try await TestHTTP.request(port: port, "POST", "/api/photo/current/hide", headers: RemoteHTTPServerTests.auth)
            #expect(hide.status == 202)
            #expect((try await offPool { inbox.waitAndDrain(timeout: 1) }) == [.hideCurrent])
            let favorite = try await TestHTTP.request(port: port, "POST", "/api/photo/current/favorite", headers: RemoteHTTPServerTests.auth)
            #expect(favorite.status == 202)
            #expect((try await offPool { inbox.waitAndDrain(timeout: 1) }) == [.favoriteCurrent(true)])
        }
    }
}
