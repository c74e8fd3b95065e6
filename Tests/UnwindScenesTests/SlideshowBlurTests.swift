import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// The `blur` transition in the show really blurs: blurred copies are made with each photo
/// and released with it.
@Suite struct SlideshowBlurTests {
    /// Two identical photos split red | blue: a cross-fade between them changes nothing, so
    /// any purple near the edge mid-transition can only come from the blurred copies.
    @Test func blurIsNotInTheDefaultCycle() {
        let scene = SlideshowScene(roots: [], config: SlideshowTestSupport.config())
        #expect(!scene.report.transitions.contains("blur"))
        #expect(scene.transitionNames.contains("blocks") && !scene.transitionNames.contains("blur"), "default cycle: \(scene.transitionNames)")
    }

    @Test func blurTransitionSoftensEdgesAndReleasesItsCopies() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var split = PixelBuffer(width: 200, height: 100, fill: Color(255, 0, 0))
        for y in 0..<100 { for x in 100..<200 { split[x, y] = Color(0, 0, 255) } }
        try Headless.withSDL {
            for name in ["a.png", "b.png"] { try PNGWriter.write(split, to: dir + "/" + name) }
        }
        var config = SlideshowTestSupport.config(interval: 1)
        config.transitions = ["blur"]
        let scene = SlideshowScene(roots: [dir], config: config)
        var bluest = 0
        var betweenTransitions: PixelBuffer?
        var texturesDuringShow = 0
        try SlideshowTestSupport.run(scene, size: Size(width: 200, height: 100), frames: 75) { _, renderer in
            let frame = try renderer.readPixels()
            bluest = max(bluest, Int(frame[94, 50].b))
            if scene.report.transitions.count == 1, !scene.isTransitioning { betweenTransitions = frame }
            texturesDuringShow = max(texturesDuringShow, renderer.textures.liveCount)
        }
        #expect(scene.report.transitions.contains("blur"), "the show played blur: \(scene.report.transitions)")
        #expect(bluest > 40, "6 px left of the edge turns purple while blurred; most blue seen \(bluest)")
        #expect(betweenTransitions.map { $0[94, 50].distance(to: Color(255, 0, 0)) <= 2 } == true, "sharp again when the transition ends")
        #expect(texturesDuringShow > 2, "blurred copies are uploaded beside the photos: \(texturesDuringShow) textures")
        #expect(texturesDuringShow <= 2 * 4, "at most three levels per photo, two photos here: \(texturesDuringShow)")
    }
}
