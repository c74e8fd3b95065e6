import Foundation
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindTime
import UnwindTransitions

/// The slideshow's default cycle as a viewer gets it, at 1920×1080 on the software renderer:
/// frame cost of every transition in it (goal: p95 ≤ 8 ms), the cost of the radial mask's
/// anti-aliased edge (feathered and hard, side by side), and the "empty area" of each: the
/// largest share of a frame that shows neither photo.
///
/// Frame times play each transition whole at 60 fps (frame k at t = k/fps, as `unwind render`
/// does), three counted repetitions after a warm-up, on chelsea.png → coffee.png letterboxed
/// to the size. The empty area renders 30 frames spread over each transition between two
/// full-frame solid-colour photos on a black clear colour and reads every pixel back.
enum DefaultCycleBenchmark {
    private static let repetitions = 3
    private static let fps = 60
    private static let size = Size(width: 1920, height: 1080)
    private static let goalMilliseconds = 8.0
    private static let coverageFrames = 30

    static func run() throws {
        guard let photos = AssetLocator.photosDirectory() else {
            print("cycle: Assets/photos not found; run from the repository root or set UNWIND_ASSETS")
            return
        }
        try Headless.withRenderer(size) { renderer in
            let bounds = size.rect
            let from = try renderer.textures.upload(FramedImage.load(path: photos.appendingPathComponent("chelsea.png").path, size: size, fit: .fit))
            let to = try renderer.textures.upload(FramedImage.load(path: photos.appendingPathComponent("coffee.png").path, size: size, fit: .fit))
            let layers = (
                from: ImageLayer(texture: from, source: bounds, destination: bounds), to: ImageLayer(texture: to, source: bounds, destination: bounds)
            )
            for name in TransitionCatalog.defaultCycle {
                let transition = try TransitionCatalog.make(name, options: TransitionOptions(seed: 1))
                let stats = measure(transition, renderer: renderer, layers: layers)
                let wall = stats.wallP95 <= goalMilliseconds ? "met" : "missed", cpu = stats.cpuP95 <= goalMilliseconds ? "met" : "missed"
                print("cycle.\(name) size=\(size) \(stats.line) goal_p95<=\(Int(goalMilliseconds))ms: wall \(wall), cpu \(cpu)")
            }
            // Not in the cycle, for comparison: the zoom with two scaled layers.
            let settle = measure(try TransitionCatalog.make("zoom-through-settle"), renderer: renderer, layers: layers)
            print("extra.zoom-through-settle size=\(size) \(settle.line)")
            // The anti-aliased edge: the same reveal with and without its feather, interleaved
            // so both see the same machine load.
            let feathered = RadialMaskTransition(kind: .reveal)
            let hard = RadialMaskTransition(kind: .reveal, feather: 0)
            var a: [Stats] = [], b: [Stats] = []
            for _ in 0..<3 {
                a.append(measure(feathered, renderer: renderer, layers: layers))
                b.append(measure(hard, renderer: renderer, layers: layers))
            }
            let soft = Stats(merging: a), plain = Stats(merging: b)
            print("cycle.radial_edge feathered(\(Feather.defaultWidth)px) \(soft.line)")
            print("cycle.radial_edge hard(0px) \(plain.line)")
            print(
                String(
                    format: "cycle.radial_edge cost: median %+.3f ms (%.2fx), p95 %+.3f ms, cpu median %+.3f ms (%.2fx)",
                    soft.wallMedian - plain.wallMedian, soft.wallMedian / plain.wallMedian, soft.wallP95 - plain.wallP95,
                    soft.cpuMedian - plain.cpuMedian, soft.cpuMedian / plain.cpuMedian))
        }
        try emptyArea(TransitionCatalog.defaultCycle, label: "cycle.empty")
        try emptyArea(["move-leading", "move-top", "scale", "zoom", "opacity"], label: "literal.empty")
    }

    /// Frame times of one transition, in ms.
    struct Stats {
        var wall: [Double] = []
        var cpu: [Double] = []
        var systems: [Double] = []
        var frames = 0

        init(wall: [Double], cpu: [Double], systems: [Double], frames: Int) {
            self.wall = wall
            self.cpu = cpu
            self.systems = systems
            self.frames = frames
        }

        init(merging runs: [Stats]) {
            self.init(wall: runs.flatMap(\.wall), cpu: runs.flatMap(\.cpu), systems: runs.flatMap(\.systems), frames: runs.first?.frames ?? 0)
        }

        var wallMedian: Double { BenchStats.quantile(wall, 0.5) }
        var wallP95: Double { BenchStats.quantile(wall, 0.95) }
        var cpuMedian: Double { BenchStats.quantile(cpu, 0.5) }
        var cpuP95: Double { BenchStats.quantile(cpu, 0.95) }

        var line: String {
            String(
                format: "frames=%d samples=%d frame: median_ms=%.3f p95_ms=%.3f max_ms=%.3f | cpu: median_ms=%.3f p95_ms=%.3f | systems: median_ms=%.3f",
                frames, wall.count, wallMedian, wallP95, wall.max() ?? .nan, cpuMedian, cpuP95, BenchStats.quantile(systems, 0.5))
        }
    }

    private static func measure(_ transition: any Transition, renderer: Renderer, layers: (from: ImageLayer, to: ImageLayer)) -> Stats {
        var stats = Stats(wall: [], cpu: [], systems: [], frames: 0)
        // Repetition 0 warms caches and is not counted.
        for repetition in 0...repetitions {
            let run = TransitionFrames.play(transition, from: layers.from, to: layers.to, bounds: size.rect, renderer: renderer, fps: fps)
            stats.frames = run.frames.count
            guard repetition > 0 else { continue }
            stats.wall += run.frames.map(\.total)
            stats.cpu += run.frames.map(\.cpu)
            stats.systems += run.frames.map(\.systems)
        }
        return stats
    }

    /// The largest share of a frame showing neither photo, per transition, and the lowest
    /// mean photo coverage of any frame (1: no frame darkens toward the background).
    private static func emptyArea(_ names: [String], label: String) throws {
        let first = Color(220, 30, 30), second = Color(30, 40, 220)
        try Headless.withRenderer(size) { renderer in
            let bounds = size.rect
            let a = try renderer.textures.upload(Surface(pixels: PixelBuffer(width: size.width, height: size.height, fill: first)).opaque())
            let b = try renderer.textures.upload(Surface(pixels: PixelBuffer(width: size.width, height: size.height, fill: second)).opaque())
            let from = ImageLayer(texture: a, source: bounds, destination: bounds), to = ImageLayer(texture: b, source: bounds, destination: bounds)
            for name in names {
                let transition = try TransitionCatalog.make(name, options: TransitionOptions(seed: 1))
                var worst = 0.0, worstAt = 0.0, lowestMean = 1.0
                for k in 0..<coverageFrames {
                    let t = transition.duration * Double(k) / Double(coverageFrames - 1)
                    let player = TransitionPlayer()
                    player.show(from)
                    player.start(transition, request: TransitionRequest(from: from, to: to, bounds: bounds))
                    let rate = player.time.rate
                    let ticks = Int64((t * Double(rate)).rounded(.down))
                    if ticks > 0 { for tick in 1...ticks { player.tick(FixedTime(tick: tick, rate: rate)) } }
                    var list = DrawList(clearColor: .black)
                    player.draw(alpha: t * Double(rate) - Double(ticks), into: &list)
                    renderer.submit(list)
                    let coverage = try renderer.readPixels().photoCoverage(first: first, second: second)
                    if coverage.emptyFraction > worst { (worst, worstAt) = (coverage.emptyFraction, t) }
                    lowestMean = min(lowestMean, coverage.meanCoverage)
                }
                print(
                    String(
                        format: "%@.%@ frames=%d max_empty_pct=%.3f at_s=%.2f min_mean_coverage=%.3f", label, name, coverageFrames, worst * 100, worstAt,
                        lowestMean))
            }
        }
    }
}
