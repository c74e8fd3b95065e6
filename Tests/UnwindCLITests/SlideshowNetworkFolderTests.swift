import Foundation
import Testing
import UnwindTestSupport

/// `unwind slideshow http://…` end to end against a real WebDAV server (`rclone serve
/// webdav` on loopback): the show plays the share from its cache, a wrong password ends a
/// show with no other source within seconds naming the server, and the password never
/// shows in what the program prints.
@Suite(.enabled(if: TestWebDAVServer.present, "rclone is not installed (apt-get install rclone)"))
struct SlideshowNetworkFolderTests {
    static func passwordFile(_ folder: TemporaryTree, _ password: String) throws -> String {
        let path = folder.path + "/password"
        try (password + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aShareIsShownFromItsCache() throws {
        let server = try TestWebDAVServer()
        for name in ["astronaut.png", "chelsea.png", "coffee.png"] {
            try FileManager.default.copyItem(atPath: Repository.root + "/Assets/photos/" + name, toPath: server.root.path + "/" + name)
        }
        let home = try TemporaryTree()
        let report = home.path + "/report.json"
        let run = try BuiltProgram.run(
            "unwind",
            [
                "slideshow", server.url, "--password-file", try Self.passwordFile(home, TestWebDAVServer.password), "--headless", "--size", "160x90",
                "--interval", "1", "--order", "name", "--run-for", "10", "--report", report, "--index", "off",
            ], environment: ["XDG_CACHE_HOME": home.path + "/cache"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains(TestWebDAVServer.password), "the password is never printed")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any] ?? [:]
        let shown = (json["shown"] as? [String] ?? [])
        #expect(Set(shown.map { ($0 as NSString).lastPathComponent }) == ["astronaut.png", "chelsea.png", "coffee.png"], "\(shown)")
        #expect(shown.allSatisfy { $0.hasPrefix(home.path + "/cache/unwind/webdav/") }, "read from the cache: \(shown.first ?? "")")
    }

    @Test func aWrongPasswordEndsAShowWithNoOtherSource() throws {
        let server = try TestWebDAVServer()
        _ = try server.root.file("a.jpg")
        let home = try TemporaryTree()
        let started = Date()
        let run = try BuiltProgram.run(
            "unwind", ["slideshow", server.url, "--password-file", try Self.passwordFile(home, "not-the-password"), "--headless", "--run-for", "5"],
            timeout: 60, environment: ["XDG_CACHE_HOME": home.path + "/cache"])
        let seconds = Date().timeIntervalSince(started)
        #expect(run.status != 0)
        #expect(run.stderr.contains("127.0.0.1:\(server.port)") && run.stderr.contains("refused user 'frame'"), "\(run.stderr)")
        #expect(!run.stderr.contains("not-the-password"))
        #expect(seconds < 15, "within seconds: \(seconds)")
    }
}
