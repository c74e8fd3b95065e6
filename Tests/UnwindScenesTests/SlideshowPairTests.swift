import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// Portrait pairs on screen: the two photos come from the right files, composed into one
/// texture, side by side with a thin gutter on one backdrop; landscape photos stay alone.
@Suite struct SlideshowPairTests {
    @Test(arguments: [FitMode.fit, .fill])
    func twoPortraitsShareTheScreen(fit: FitMode) throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SlideshowTestSupport.photo(dir + "/a.png", Color(255, 0, 0), size: Size(width: 40, height: 80))
        try SlideshowTestSupport.photo(dir + "/b.png", Color(0, 0, 255), size: Size(width: 40, height: 80))
        try SlideshowTestSupport.photo(dir + "/c.png", Color(0, 255, 0), size: Size(width: 80, height: 40))
        var config = SlideshowTestSupport.config(interval: 1, fit: fit)
        config.pair = .portrait
        config.transitions = ["blocks"]
        let scene = SlideshowScene(roots: [dir], config: config)
        var pairFrame: PixelBuffer?, landscapeFrame: PixelBuffer?, texturesAtPair = 0
        try SlideshowTestSupport.run(scene, size: Size(width: 160, height: 90), frames: 30 * 4) { _, renderer in
            guard !scene.isTransitioning, scene.fullyShownCount > 0 else { return }
            if scene.session.currentSlide?.isPair == true, pairFrame == nil {
                pairFrame = try renderer.readPixels()
                texturesAtPair = scene.photoTexturesAlive
            }
            if scene.session.currentSlide?.first.lastComponent.description == "c.png" { landscapeFrame = try renderer.readPixels() }
        }
        let pair = try #require(pairFrame)
        #expect(pair[40, 45] == Color(255, 0, 0), "\(fit): left half is a.png: \(pair[40, 45])")
        #expect(pair[120, 45] == Color(0, 0, 255), "\(fit): right half is b.png: \(pair[120, 45])")
        #expect(pair[80, 45] == Color(0, 0, 0), "\(fit): a black gutter between them: \(pair[80, 45])")
        #expect(texturesAtPair <= 3, "a pair is one texture")
        let landscape = try #require(landscapeFrame)
        #expect(landscape[80, 45] == Color(0, 255, 0), "the landscape photo is alone: \(landscape[80, 45])")
        #expect(scene.report.shown.prefix(3).map { $0.lastComponent.description } == ["a.png", "b.png", "c.png"])
    }
    @Test func aFittedPairIsOnePictureOnOneBackdrop() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SlideshowTestSupport.photo(dir + "/a.png", Color(255, 0, 0), size: Size(width: 40, height: 80))
        try SlideshowTestSupport.photo(dir + "/b.png", Color(0, 0, 255), size: Size(width: 40, height: 80))
        var config = SlideshowTestSupport.config(interval: 5, fit: .fit, background: .blur)
        config.pair = .portrait
        let scene = SlideshowScene(roots: [dir], config: config)
        let size = Size(width: 320, height: 180)
        var frame: PixelBuffer?
        try SlideshowTestSupport.run(scene, size: size, frames: 20) { _, renderer in
            if scene.session.currentSlide?.isPair == true, !scene.isTransitioning, scene.fullyShownCount > 0 { frame = try renderer.readPixels() }
        }
        let pixels = try #require(frame, "the pair was shown")
        let row = (0..<size.width).map { pixels[$0, 90] }
        let lastRed = try #require(row.lastIndex { $0 == Color(255, 0, 0) }), firstBlue = try #require(row.firstIndex { $0 == Color(0, 0, 255) })
        #expect(firstBlue - lastRed - 1 <= size.width / 100, "the photos are at most 1 % of the width apart: \(lastRed)...\(firstBlue)")
        let firstRed = try #require(row.firstIndex { $0 == Color(255, 0, 0) }), lastBlue = try #require(row.lastIndex { $0 == Color(0, 0, 255) })
        #expect(abs(firstRed - (size.width - 1 - lastBlue)) <= 2, "the pair is centred: \(firstRed) and \(size.width - 1 - lastBlue) from the edges")
        let leftBar = pixels[firstRed / 2, 90], rightBar = pixels[(lastBlue + size.width) / 2, 90]
        #expect(leftBar.r > leftBar.b && leftBar.r < 200, "the backdrop beside the red photo is a dimmed red: \(leftBar)")
        #expect(rightBar.b > rightBar.r && rightBar.b < 200, "beside the blue one a dimmed blue, one blurred picture of both: \(rightBar)")
    }
}
