import Foundation
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindTime
import UnwindTransitions

/// Frame cost of the radial and composable transitions at 1920×1080 in the software
/// renderer: each plays whole at 60 fps (frame k at t = k/fps, as `unwind render` does),
/// three counted repetitions after a warm-up, on chelsea.png → coffee.png framed to the size.
enum RadialComposableBenchmark {
    private static let repetitions = 3
    private static let fps = 60

    static func run() throws {
        guard let photos = AssetLocator.photosDirectory() else {
            print("radial: Assets/photos not found; run from the repository root or set UNWIND_ASSETS")
            return
        }
        let size = Size(width: 1920, height: 1080)
        let specs = ["radial", "radial-unreveal", "opacity", "crossfade", "scale", "slide", "move-bottom", "zoom", "blur", "scale+opacity"]
        try Headless.withRenderer(size) { renderer in
            let bounds = size.rect
            let fromSurface = try FramedImage.load(path: photos.appendingPathComponent("chelsea.png").path, size: size, fit: .fit)
            let toSurface = try FramedImage.load(path: photos.appendingPathComponent("coffee.png").path, size: size, fit: .fit)
            let from = ImageLayer(texture: try renderer.textures.upload(fromSurface), source: bounds, destination: bounds)
            let to = ImageLayer(texture: try renderer.textures.upload(toSurface), source: bounds, destination: bounds)
            let soft = try TransitionCatalog.make("radial", options: TransitionOptions(softness: 24))
            var cases: [(label: String, transition: any Transition)] = try specs.map { ($0, try TransitionCatalog.make($0)) }
            cases.insert(("radial-soft24", soft), at: 2)
            for (label, transition) in cases {
                var fromLayer = from, toLayer = to
                var prepareMs = 0.0
                if let composable = transition as? ComposableTransition, composable.maxBlur > 0 {
                    let start = ContinuousClock.now
                    fromLayer = try BlurPyramid.prepare(from, surface: fromSurface, for: transition, textures: renderer.textures)
                    toLayer = try BlurPyramid.prepare(to, surface: toSurface, for: transition, textures: renderer.textures)
                    prepareMs = TransitionFrames.milliseconds(ContinuousClock.now - start)
                }
                try measure(label, transition, renderer: renderer, from: fromLayer, to: toLayer, bounds: bounds, prepareMs: prepareMs)
                for level in fromLayer.blurLevels + toLayer.blurLevels { renderer.textures.release(level.texture) }
            }
        }
    }

    private static func measure(
        _ label: String, _ transition: any Transition, renderer: Renderer, from: ImageLayer, to: ImageLayer, bounds: Rect, prepareMs: Double
    ) throws {
        var total: [Double] = [], systems: [Double] = []
        var frames = 0
        // Repetition 0 warms caches and is not counted.
        for repetition in 0...repetitions {
            let run = TransitionFrames.play(transition, from: from, to: to, bounds: bounds, renderer: renderer, fps: fps)
            frames = run.frames.count
            guard repetition > 0 else { continue }
            systems += run.frames.map(\.systems)
            total += run.frames.map(\.total)
        }
        let prepare = prepareMs > 0 ? String(format: " blur_levels_ms=%.1f", prepareMs) : ""
        print(
            "radial_composable.\(label) size=1920x1080 frames=\(frames)x\(repetitions) frame: \(BenchStats.summary(total)) "
                + String(format: "| systems: median_ms=%.3f p95_ms=%.3f", BenchStats.quantile(systems, 0.5), BenchStats.quantile(systems, 0.95)) + prepare)
    }

}
