import Foundation
import Testing
import UnwindTestSupport

/// The network cache under load, end to end against `rclone serve webdav` on loopback: a
/// share larger than the cache is shown whole each round (evicted photos are downloaded again
/// at their turn), and a PNG is kept at display size like a JPEG.
@Suite(.enabled(if: TestWebDAVServer.present && ClipMaker.isAvailable, "rclone or ffmpeg is not installed"))
struct SlideshowNetworkCacheTests {
    /// Names of the photos `shown` lists, in order.
    static func shownNames(_ report: String) throws -> [String] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any] ?? [:]
        return (json["shown"] as? [String] ?? []).map { ($0 as NSString).lastPathComponent }
    }

    /// Six see-through PNGs of about 6 MB (a transparent photo is cached as it came: no
    /// display copy shrinks them) and a cache of 16 MB, the smallest `cache-max-mb`: two fit. Shown
    /// in name order for two rounds, every photo comes on screen in each round, and the
    /// cache never holds more than its limit.
    @Test func aShareLargerThanTheCacheIsShownWholeEachRound() throws {
        let server = try TestWebDAVServer()
        let home = try TemporaryTree()
        let made = home.path + "/noise.png"
        _ = try ClipMaker.run([
            "-f", "lavfi", "-i", "nullsrc=size=2400x1800,format=rgba,geq=r='random(1)*255':g='random(2)*255':b='random(3)*255':a=160",
            "-frames:v", "1", "-pix_fmt", "rgba", made,
        ])
        let bytes = (try FileManager.default.attributesOfItem(atPath: made)[.size] as? Int) ?? 0
        #expect(bytes * 3 > 16 << 20, "three do not fit the cache: \(bytes) bytes each")
        let names = (1...6).map { "p\($0).png" }
        for name in names { try FileManager.default.copyItem(atPath: made, toPath: server.root.path + "/" + name) }
        let config = home.path + "/unwind.toml"
        try "cache-max-mb = 16\n".write(toFile: config, atomically: true, encoding: .utf8)
        let report = home.path + "/report.json"
        let run = try BuiltProgram.run(
            "unwind",
            [
                "slideshow", server.url, "--config", config, "--password-file", try SlideshowNetworkFolderTests.passwordFile(home, TestWebDAVServer.password),
                "--headless", "--size", "160x90", "--interval", "1", "--order", "name", "--run-for", "40", "--report", report, "--index", "off",
            ], timeout: 300, environment: ["XDG_CACHE_HOME": home.path + "/cache"])
        #expect(run.status == 0, "\(run.stderr)")
        let shown = try Self.shownNames(report)
        #expect(shown.count >= 12, "two rounds: \(shown)")
        let rounds = [Array(shown.prefix(6)), Array(shown.dropFirst(6).prefix(6))]
        for (index, round) in rounds.enumerated() {
            #expect(round == names, "round \(index + 1) shows every photo: \(shown)")
        }
        let cached = (FileManager.default.enumerator(atPath: home.path + "/cache/unwind/webdav")?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".png")
        }
        #expect(cached.count * bytes <= 16 << 20 && cached.count < names.count, "the cache keeps its limit: \(cached)")
        #expect(!run.stderr.contains("not downloaded"), "\(run.stderr)")
    }

    /// A PNG downloaded from the share is kept as a JPEG at the size the frame needed (its
    /// name stays: the show reads content, not names), the server's file is untouched, and a
    /// second show with the server gone plays the copy.
    @Test func aPNGIsKeptAtDisplaySize() throws {
        let server = try TestWebDAVServer()
        let original = try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Assets/photos/coffee.png"))
        try original.write(to: URL(fileURLWithPath: server.root.path + "/coffee.png"))
        let home = try TemporaryTree()
        let environment = ["XDG_CACHE_HOME": home.path + "/cache"]
        let arguments = [
            "slideshow", server.url, "--password-file", try SlideshowNetworkFolderTests.passwordFile(home, TestWebDAVServer.password), "--headless",
            "--size", "160x90", "--interval", "1", "--run-for", "3", "--index", "off",
        ]
        let run = try BuiltProgram.run("unwind", arguments, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let cached = (FileManager.default.enumerator(atPath: home.path + "/cache/unwind/webdav")?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix("/files/coffee.png")
        }
        let file = try #require(cached.first.map { home.path + "/cache/unwind/webdav/" + $0 }, "the photo is in the cache")
        let copy = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(copy.starts(with: [0xFF, 0xD8]), "a JPEG now")
        #expect(copy.count < original.count / 4, "the display copy is small: \(copy.count) bytes of \(original.count)")
        let size = SlideshowNetworkFolderTests.jpegSize(copy)
        // 600×400 fitted into 160×90: 135×90.
        #expect(size.map { $0.width == 135 && $0.height == 90 } == true, "\(String(describing: size))")
        #expect(try Data(contentsOf: URL(fileURLWithPath: server.root.path + "/coffee.png")) == original, "the server's photo is untouched")

        server.stop()
        let report = home.path + "/report.json"
        let again = try BuiltProgram.run("unwind", arguments + ["--report", report], timeout: 60, environment: environment)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Self.shownNames(report).contains("coffee.png"), "the copy is shown with the server gone")
    }
}
