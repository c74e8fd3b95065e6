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
            let (show, remote) = try home.startSlideshow(on: runner)
            defer { show.detach(from: runner) }
            #expect(remote == nil, "no remote in this config")
            let settings = show.scene.config
            #expect(settings.interval == 42 && settings.overlay == [.clock, .date] && settings.kiosk, "\(settings)")
            #expect(runner.refusesCloseRequests, "the kiosk lock holds in the menu's show too")
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
