import Foundation
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// Photo folders made by the tests, and a headless slideshow run over them.
enum SlideshowTestSupport {
    static var fixtures: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
    }

    /// A fresh temporary folder; the caller removes it.
    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-slides-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Writes a solid-colour PNG photo.
    static func photo(_ path: String, _ color: Color, size: Size = Size(width: 64, height: 48)) throws {
        try Headless.withSDL {
            try PNGWriter.write(PixelBuffer(width: size.width, height: size.height, fill: color), to: path)
        }
    }

    /// A show config for tests: name order, black bars, no rescans unless asked.
    static func config(interval: Double = 1, fit: FitMode = .fit, background: SlideshowConfig.Background = .black) -> SlideshowConfig {
        var config = SlideshowConfig()
        config.order = .name
        config.seed = 1
        config.interval = interval
        config.fit = fit
        config.background = background
        config.speedy = true
        config.rescanInterval = 0
        // Tests of the rest of the show start on the first photo; ShowFadeInTests covers the fade.
        config.fadeIn = 0
        return config
    }

    /// Runs a show headless for `frames` frames at 30 fps; `each` sees every frame.
    static func run(
        _ scene: SlideshowScene, size: Size = Size(width: 64, height: 48), frames: Int,
        events: Bool = false, each: (Int, Renderer) throws -> Void = { _, _ in }
    ) throws {
        try Headless.withRenderer(size) { renderer in
            let runner = Runner(headless: renderer, events: events ? EventPump() : nil)
            try runner.runHeadless(scene, fps: 30, maxFrames: frames, onFrame: each)
        }
    }
}
