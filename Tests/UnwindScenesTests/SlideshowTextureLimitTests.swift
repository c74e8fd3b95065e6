import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes

/// A board whose GPU takes small textures (2048 on a Pi 3): the show prepares its slides
/// within the renderer's limit, with Ken Burns and pairs too, and never uploads beyond it.
@Suite struct SlideshowTextureLimitTests {
    @Test func slidesStayWithinAForcedTextureLimit() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SlideshowTestSupport.photo(dir + "/a.png", Color(200, 0, 0))
        try SlideshowTestSupport.photo(dir + "/b.png", Color(0, 0, 200))
        var config = SlideshowTestSupport.config(interval: 1)
        config.motion = .kenburns
        let scene = SlideshowScene(roots: [dir], config: config)
        let limit = Size(width: 96, height: 96)
        var largest = Size(width: 0, height: 0)
        var info = ""
        try Headless.withRenderer(Size(width: 320, height: 180)) { renderer in
            renderer.limitTextures(to: limit)
            try Runner(headless: renderer).runHeadless(scene, fps: 30, maxFrames: 30 * 4)
            largest = renderer.textures.largestUploaded
            info = "\(renderer.info)"
        }
        #expect(largest.width > 0 && largest.width <= limit.width && largest.height <= limit.height, "largest texture \(largest), \(info)")
        #expect(scene.report.shown.count >= 2, "the show went on: \(scene.report.shown.count)")
    }
}
