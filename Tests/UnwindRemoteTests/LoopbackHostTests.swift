import Testing

@testable import UnwindRemote

/// The DNS-rebinding check: only exact loopback literals, `localhost` and configured names.
@Suite struct LoopbackHostTests {
    @Test(arguments: [
        "127.0.0.1", "127.0.0.1:8080", "127.1.2.3:80", "localhost", "LOCALHOST:8080", "localhost.", "[::1]", "[::1]:8080",
        "[::ffff:127.0.0.1]:8080",
    ])
    func loopbackHostsPass(host: String) {
        #expect(LoopbackHost.isAllowed(host, names: []))
    }

    @Test(arguments: [
        "127.0.0.1.evil.example", "127.0.0.1.nip.io:8080", "127.evil.example", "127.0.0.1.", "localhost.evil.example", "evil.example:8080",
        "[::1", "[::1]x", "127.0.0.1:80x", "127.0.0.1:", "::1", "0x7f.0.0.1", "[::2]:8080", "128.0.0.1",
    ])
    func rebindingNamesAreRefused(host: String) {
        #expect(!LoopbackHost.isAllowed(host, names: []), "\(host)")
    }

    @Test func configuredNamesPass() {
        #expect(LoopbackHost.isAllowed("Frame.local:8080", names: ["frame.local"]))
        #expect(!LoopbackHost.isAllowed("frame.local.evil.example", names: ["frame.local"]))
    }

    @Test func aTokenlessServerRefusesARebindingHost() {
        let inbox = RemoteInbox()
        let api = RemoteAPI(inbox: inbox, board: StatusBoard(RemoteStatus()))
        for host in ["127.0.0.1.evil.example", "127.0.0.1.nip.io:8080"] {
            #expect(api.respond(to: RemoteRequest(method: "GET", path: "/api/status", headers: ["host": host])).status == 403, "\(host)")
            #expect(api.respond(to: RemoteRequest(method: "POST", path: "/api/screen/off", headers: ["host": host])).status == 403, "\(host)")
        }
        #expect(inbox.drain().isEmpty)
        #expect(api.respond(to: RemoteRequest(method: "GET", path: "/api/status", headers: ["host": "127.0.0.1:8080"])).status == 200)
    }
}
