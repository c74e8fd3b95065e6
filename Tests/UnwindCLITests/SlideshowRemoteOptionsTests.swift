import Foundation
import Testing
import UnwindConfig
import UnwindRemote
import UnwindSlideshow

@testable import UnwindCLI

/// The remote-control flags: one clear line for each bad value, the refusal to listen on the
/// network without a token, and `RemoteServices` serving the API it was asked for.
@Suite struct SlideshowRemoteOptionsTests {
    @Test(arguments: [
        (["--listen", "0.0.0.0:8080"], "reachable from the network: give --token-file FILE"),
        (["--listen", "nowhere"], "--listen: 'nowhere' is not like"),
        (["--mqtt", "http://broker"], "--mqtt: 'http://broker' is not like"),
        (["--sync", "two words"], "--sync 'two words'"),
        (["--listen", "0.0.0.0:8080", "--token-file", "/nonexistent/token"], "--token-file /nonexistent/token: no such file"),
    ])
    func badRemoteFlagsAreOneClearLine(flags: [String], message: String) throws {
        let result = try UnwindProcess.run(["slideshow", "Assets/photos", "--headless", "--run-for", "1"] + flags)
        #expect(result.status != 0)
        // One line with the reason (ArgumentParser's usage hint may follow, as for every flag).
        #expect(result.stderr.split(separator: "\n").first?.contains(message) == true, "stderr: \(result.stderr)")
    }

    @Test func shortTokenFileIsRefused() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-token-\(UUID().uuidString)")
        try "short\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try UnwindProcess.run([
            "slideshow", "Assets/photos", "--headless", "--run-for", "1", "--listen", "0.0.0.0:8080", "--token-file", file.path,
        ])
        #expect(result.status != 0)
        #expect(result.stderr.contains("at least 16 characters"), "stderr: \(result.stderr)")
    }

    @Test func servicesServeTheStatusTheyWereGiven() async throws {
        let options = RemoteOptions(listen: ListenAddress(host: "127.0.0.1", port: 0))
        let services = try #require(try RemoteServices.start(options, initial: RemoteStatus(current: "/p/x.jpg")))
        defer { services.stop() }
        let port = try #require(services.httpPort)
        #expect(port > 0)
        #expect(try RemoteServices.start(RemoteOptions(), initial: RemoteStatus()) == nil, "nothing asked, nothing started")
        services.board.publish(RemoteStatus(current: "/p/y.jpg"))
        #expect(services.board.current.current == "/p/y.jpg")
        #expect(services.inbox.drain().isEmpty)
    }
}
