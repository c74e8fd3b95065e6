import Foundation
import Testing
import UnwindDraw
import UnwindPlatformTesting
import UnwindRuntime
import UnwindTestSupport

@testable import UnwindCLI

/// The home menu's Slideshow entry is `unwind slideshow` with the menu's config: the
/// household's settings (interval, overlays, kiosk lock, photos) reach the show.
@Suite struct HomeSlideshowTests {
    @Test func theMenusShowReadsTheConfigAsTheSlideshowCommandDoes() throws {
        let tree = try TemporaryTree()
        let photos = Repository.path("Assets/photos")
        let config = try tree.file(
            "unwind.toml",
            Array("paths = [\"\(photos)\"]\ninterval = 42\noverlay = [\"clock\", \"date\"]\nkiosk = true\n".utf8))
        let home = try Home.parse(["--config", config])
        #expect(home.slideshowArguments == ["--config", config, "--"], "\(home.slideshowArguments)")
        try Headless.withRenderer(Size(width: 160, height: 90)) { renderer in
            let runner = Runner(headless: renderer)
            let (show, remote, _) = try home.startSlideshow(on: runner)
            defer { show.detach(from: runner) }
            #expect(remote == nil, "no remote in this config")
            let settings = show.scene.config
            #expect(settings.interval == 42 && settings.overlay == [.clock, .date] && settings.kiosk, "\(settings)")
            #expect(runner.refusesCloseRequests, "the kiosk lock holds in the menu's show too")
        }
    }

    /// A WebDAV URL in the config's `paths` is a network folder in the menu's show too (it
    /// was read as a local folder that does not exist): the show plays the share from its
    /// cache, a real server on loopback.
    @Test(.enabled(if: TestWebDAVServer.present, "rclone is not installed"))
    func theMenusShowReadsANetworkFolderFromTheConfig() throws {
        let server = try TestWebDAVServer()
        let names = ["astronaut.png", "chelsea.png", "coffee.png"]
        for name in names {
            try FileManager.default.copyItem(atPath: Repository.path("Assets/photos/" + name), toPath: server.root.path + "/" + name)
        }
        let tree = try TemporaryTree()
        let password = try tree.file("password", Array((TestWebDAVServer.password + "\n").utf8))
        let config = try tree.file(
            "unwind.toml",
            Array("paths = [\"\(server.url)\"]\npassword-file = \"\(password)\"\ninterval = 1\nrescan-interval = 1\norder = \"name\"\n".utf8))
        setenv("XDG_CACHE_HOME", tree.path + "/cache", 1)
        let home = try Home.parse(["--config", config])
        try Headless.withRenderer(Size(width: 160, height: 90)) { renderer in
            let runner = Runner(headless: renderer)
            let (show, _, network) = try home.startSlideshow(on: runner)
            defer {
                show.detach(from: runner)
                network?.stop()
            }
            let feeds = network?.feeds ?? []
            #expect(feeds.count == 1 && network?.roots == [], "the URL is a network folder, not a local root: \(network?.roots ?? [])")
            #expect(feeds.allSatisfy { $0.waitForPasses(1, seconds: 60) }, "the share is downloaded")
            var onScreen: Set<String> = []
            try runner.runHeadless(
                show.scene, fps: 10, maxFrames: 80,
                onFrame: { _, _ in
                    if let path = show.scene.currentPath { onScreen.insert(path.description) }
                })
            let shown = Set(onScreen.map { ($0 as NSString).lastPathComponent })
            #expect(shown == Set(names), "every photo of the share came on screen: \(onScreen)")
            #expect(onScreen.allSatisfy { $0.hasPrefix(tree.path + "/cache/unwind/webdav/") }, "from the cache: \(onScreen)")
        }
    }

    @Test func photosGivenToTheMenuWinOverTheConfigsPaths() throws {
        let home = try Home.parse(["--photos", "/a b", "--photos=-odd"])
        #expect(home.slideshowArguments == ["--", "/a b", "-odd"], "\(home.slideshowArguments)")
    }

    @Test func aBadConfigIsOneLineNamingFileAndKey() throws {
        let tree = try TemporaryTree()
        let config = try tree.file("unwind.toml", Array("interval = 0\n".utf8))
        let home = try Home.parse(["--config", config])
        try Headless.withRenderer(Size(width: 160, height: 90)) { renderer in
            do {
                _ = try home.startSlideshow(on: Runner(headless: renderer))
                Issue.record("a bad config must not start a show")
            } catch {
                #expect("\(error)".contains("unwind.toml:1: key 'interval'"), "\(error)")
            }
        }
    }
}
