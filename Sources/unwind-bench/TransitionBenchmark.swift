import Foundation
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindTime
import UnwindTransitions

/// Frame cost of the tile transitions in the software renderer, split into the ECS side
/// (ticks + building the draw list) and SDL submission, at 1080p and 4K and as tiles shrink;
/// then every transition of the slideshow's default cycle (`DefaultCycleBenchmark`).
///
/// Prints wall-clock frame times (median, p95) and, beside them, the render thread's CPU
/// time per frame, which stays meaningful when other processes share the cores.
///
/// Each case plays the whole transition at 60 fps (frame k at t = k/fps, as `unwind render`
/// does) several times on the bundled photos chelsea.png → coffee.png framed to the size.
enum TransitionBenchmark {
    private static let repetitions = 3
    private static let fps = 60

    static func run() throws {
        guard let photos = AssetLocator.photosDirectory() else {
            print("transitions: Assets/photos not found; run from the repository root or set UNWIND_ASSETS")
            return
        }
        let from = photos.appendingPathComponent("chelsea.png").path
        let to = photos.appendingPathComponent("coffee.png").path
        for size in [Size(width: 1920, height: 1080), Size(width: 3840, height: 2160)] {
            try Headless.withRenderer(size) { renderer in
                let layers = try upload(from: from, to: to, size: size, renderer: renderer)
                try baseline(renderer: renderer, layer: layers.to, size: size)
                for transition in [BlocksTransition(seed: 1) as any Transition, SpiralTransition()] {
                    try measure(transition, edge: TileGrid.defaultEdge, renderer: renderer, layers: layers, size: size)
                }
            }
        }
        let hd = Size(width: 1920, height: 1080)
        try Headless.withRenderer(hd) { renderer in
            let layers = try upload(from: from, to: to, size: hd, renderer: renderer)
            for edge: Float in [100, 50, 20, 10] {
                try measure(BlocksTransition(tileEdge: edge, seed: 1), edge: edge, renderer: renderer, layers: layers, size: hd)
            }
        }
        try DefaultCycleBenchmark.run()
    }

    private static func upload(from: String, to: String, size: Size, renderer: Renderer) throws -> (from: ImageLayer, to: ImageLayer) {
        let bounds = size.rect
        let a = try renderer.textures.upload(FramedImage.load(path: from, size: size, fit: .fit))
        let b = try renderer.textures.upload(FramedImage.load(path: to, size: size, fit: .fit))
        return (ImageLayer(texture: a, source: bounds, destination: bounds), ImageLayer(texture: b, source: bounds, destination: bounds))
    }

    /// The floor: clearing and drawing the new image alone, what every frame pays anyway.
    private static func baseline(renderer: Renderer, layer: ImageLayer, size: Size) throws {
        let samples = BenchStats.sampleMilliseconds(runs: 60) {
            var list = DrawList()
            list.append(layer.quad())
            renderer.submit(list)
            renderer.present()
        }
        print("transitions.baseline_one_image size=\(size) \(BenchStats.summary(samples))")
    }

    private static func measure(_ transition: any Transition, edge: Float, renderer: Renderer, layers: (from: ImageLayer, to: ImageLayer), size: Size) throws {
        let bounds = size.rect
        var total: [Double] = [], cpu: [Double] = [], systems: [Double] = [], submit: [Double] = [], starts: [Double] = []
        var peakQuads = 0, frames = 0
        // Repetition 0 warms caches and is not counted.
        for repetition in 0...repetitions {
            let run = TransitionFrames.play(transition, from: layers.from, to: layers.to, bounds: bounds, renderer: renderer, fps: fps)
            guard run.leftover == 0 else { throw BenchFailure("\(transition.name) left \(run.leftover) entities") }
            frames = run.frames.count
            peakQuads = max(peakQuads, run.frames.map(\.commands).max() ?? 0)
            guard repetition > 0 else { continue }
            starts.append(run.start)
            systems += run.frames.map(\.systems)
            submit += run.frames.map(\.submit)
            total += run.frames.map(\.total)
            cpu += run.frames.map(\.cpu)
        }
        let grid = TileGrid(bounds: bounds, edge: edge)
        print(
            "transitions.\(transition.name) size=\(size) edge=\(Int(edge)) tiles=\(grid.count) frames=\(frames)x\(repetitions) peak_quads=\(peakQuads) "
                + "frame: \(BenchStats.summary(total)) | cpu: median_ms=\(fmt(BenchStats.quantile(cpu, 0.5))) p95_ms=\(fmt(BenchStats.quantile(cpu, 0.95))) | systems: median_ms=\(fmt(BenchStats.quantile(systems, 0.5))) p95_ms=\(fmt(BenchStats.quantile(systems, 0.95))) "
                + "| submit: median_ms=\(fmt(BenchStats.quantile(submit, 0.5))) p95_ms=\(fmt(BenchStats.quantile(submit, 0.95))) | start_ms=\(fmt(BenchStats.quantile(starts, 0.5)))"
        )
    }

    private static func fmt(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    struct BenchFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
