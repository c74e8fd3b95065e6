import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// Ken Burns on screen: a known point of the photo moves along the path, and in `fill` no
/// frame ever shows black at the edges, transitions included.
@Suite struct SlideshowMotionTests {
    /// A 220×110 photo (exactly the 10 % larger frame of a 200×100 view, so one texel per
    /// photo pixel) with a white 4×4 marker at (150, 60).
    static func markedPhoto(_ path: String, background: Color) throws {
        var pixels = PixelBuffer(width: 220, height: 110, fill: background)
        for y in 60..<64 { for x in 150..<154 { pixels[x, y] = .white } }
        try Headless.withSDL { try PNGWriter.write(pixels, to: path) }
    }

    /// The top-left corner of the white marker in a frame, if visible.
    static func marker(in frame: PixelBuffer) -> (x: Int, y: Int)? {
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame[x, y] == .white { return (x, y) }
        }
        return nil
    }

    @Test func aKnownPointMovesAlongThePath() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.markedPhoto(dir + "/a.png", background: Color(40, 60, 90))
        var config = SlideshowTestSupport.config(interval: 8, fit: .fill)
        config.motion = .kenburns
        config.motionZoom = 0.1
        let scene = SlideshowScene(roots: [dir], config: config)
        // Panning on whole pixels keeps the marker's texels exact, so it can be found.
        scene.motionStyle = .pan
        var checked = 0, positions: Set<[Int]> = []
        try SlideshowTestSupport.run(scene, size: Size(width: 200, height: 100), frames: 30 * 8) { frame, renderer in
            guard frame % 10 == 0, let staged = scene.session.stagedSlots.first, let motion = staged.motion else { return }
            let window = motion.path.window(at: motion.elapsed)
            let expected = (x: 150 - Int(window.x), y: 60 - Int(window.y))
            let found = Self.marker(in: try renderer.readPixels())
            #expect(found?.x == expected.x && found?.y == expected.y, "frame \(frame): marker at \(String(describing: found)), path says \(expected)")
            if let found { positions.insert([found.x, found.y]) }
            checked += 1
        }
        #expect(checked >= 20)
        #expect(positions.count >= 5, "the marker moved: \(positions.count) places")
    }

    @Test(arguments: [MotionPath.Style.pan, .panZoom])
    func fillNeverShowsBlackAtTheEdgesEvenMidTransition(style: MotionPath.Style) throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (i, color) in [Color(200, 40, 40), Color(40, 200, 40), Color(40, 40, 200)].enumerated() {
            try SlideshowTestSupport.photo(dir + "/p\(i).png", color, size: Size(width: 90, height: 60))
        }
        var config = SlideshowTestSupport.config(interval: 0.6, fit: .fill)
        config.motion = .kenburns
        config.transitions = ["crossfade", "blocks", "radial", "slide"]
        let scene = SlideshowScene(roots: [dir], config: config)
        scene.motionStyle = style
        var darkest = 255, frames = 0, transitioning = 0
        try SlideshowTestSupport.run(scene, size: Size(width: 120, height: 60), frames: 30 * 8) { _, renderer in
            guard scene.fullyShownCount > 0 else { return }
            let frame = try renderer.readPixels()
            for y in [0, 1, 30, 58, 59] {
                for x in [0, 1, 60, 118, 119] {
                    let c = frame[x, y]
                    darkest = min(darkest, max(Int(c.r), Int(c.g), Int(c.b)))
                }
            }
            frames += 1
            if scene.isTransitioning { transitioning += 1 }
        }
        #expect(frames > 200 && transitioning > 20, "frames \(frames), mid-transition \(transitioning)")
        #expect(darkest >= 100, "every edge pixel of every frame is photo (or two photos blended), never black: darkest brightest-channel \(darkest)")
    }

    @Test func theSoftwareRendererZoomsUpTo1920By1200AndPansAbove() {
        #expect(SlideshowScene.motionStyle(softwareRenderer: false, size: Size(width: 3840, height: 2160)) == .panZoom)
        #expect(SlideshowScene.motionStyle(softwareRenderer: true, size: Size(width: 1920, height: 1080)) == .panZoom)
        #expect(SlideshowScene.motionStyle(softwareRenderer: true, size: Size(width: 1200, height: 1920)) == .panZoom, "a turned panel")
        #expect(SlideshowScene.motionStyle(softwareRenderer: true, size: Size(width: 2560, height: 1440)) == .pan)
        #expect(SlideshowScene.motionStyle(softwareRenderer: true, size: Size(width: 3840, height: 2160)) == .pan)
    }
}
