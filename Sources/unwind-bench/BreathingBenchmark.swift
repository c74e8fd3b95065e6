import Foundation
import UnwindBreathing
import UnwindDraw
import UnwindLocalization
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRandom
import UnwindRuntime
import UnwindScenes

/// Measures the breathing trainer's hot paths: the closest-point query a drag makes every
/// tick (local window vs full scan, at the default resolution and at 10×), and the frame
/// time of the whole scene at 1920×1080 on SDL's software renderer.
///
/// Prints `breathing.closest points=N mode=local|full median_ns_per_query=… p95_ns_per_query=…`
/// and `breathing.frame size=1920x1080 … median_ms=… p95_ms=…`.
enum BreathingBenchmark {
    static func run() throws {
        for pointsPerRotation in [100, 1000] {
            closest(pointsPerRotation: pointsPerRotation)
        }
        try frames()
        try parts()
    }

    /// Queries that follow the spiral the way a finger does: a few units ahead per tick,
    /// jittered off the line, so the local window keeps tracking.
    private static func closest(pointsPerRotation: Int) {
        var visual = SpiralVisualConfig()
        visual.pointsPerRotation = pointsPerRotation
        let path = SpiralPath(visual)
        var random = SplitMix64(seed: 11)
        let count = 4000
        let queries: [Vec2] = (0..<count).map { i in
            let onPath = path.position(atLength: path.totalLength * Float(i) / Float(count))
            return onPath + Vec2(Float(random.nextUnit() * 16 - 8), Float(random.nextUnit() * 16 - 8))
        }
        let runs = 30
        var local: [Double] = [], full: [Double] = []
        var checksum: Float = 0
        for _ in 0..<runs {
            var cursor: Int? = 0
            let t0 = ContinuousClock.now
            for q in queries {
                let r = path.closest(to: q, near: cursor, lostDistance: Float(visual.touchTolerance))
                cursor = r.index
                checksum += r.length
            }
            let t1 = ContinuousClock.now
            for q in queries { checksum += path.closestFullScan(to: q).length }
            let t2 = ContinuousClock.now
            local.append(nanoseconds(t1 - t0) / Double(count))
            full.append(nanoseconds(t2 - t1) / Double(count))
        }
        let lm = median(local), fm = median(full)
        print(
            String(
                format: "breathing.closest points=%d mode=local median_ns_per_query=%.0f p95_ns_per_query=%.0f runs=%d", path.points.count, lm, p95(local), runs
            ))
        print(
            String(
                format: "breathing.closest points=%d mode=full median_ns_per_query=%.0f p95_ns_per_query=%.0f runs=%d full/local=%.1fx checksum=%.0f",
                path.points.count, fm, p95(full), runs, fm / lm, checksum))
    }

    /// Whole autopilot sessions at 30 fps, 1920×1080, software renderer, guidance text,
    /// glow and anti-aliased shapes included: the old 6 s hold (the orb grows 1 → 3), and a
    /// whole 18 s cycle (grow, hold at the largest pulse, shrink, with the 1 s lift). Wall
    /// time covers building the draw list and drawing it; CPU time is the render thread's
    /// whole frame (ticks, draw list, submit), which other processes on the core cannot inflate.
    private static func frames() throws {
        for hold in [6.0, 18.0] {
            var action = SpiralActionConfig()
            action.holdDuration = hold
            let size = Size(width: 1920, height: 1080)
            let recording = BreathingAutopilot.recording(for: try BreathingSession(action: action), size: size)
            let session = try BreathingSession(action: action)
            let scene = BreathingScene(session: session, catalog: .english, replay: recording)
            let result = try Headless.withRenderer(size, fontPath: AssetLocator.fontPath()) { renderer in
                let runner = Runner(headless: renderer)
                var cpu: [Double] = []
                var last = TransitionFrames.threadCPUMilliseconds()
                try runner.runHeadless(
                    scene, fps: 30, maxFrames: 100_000,
                    onFrame: { _, _ in
                        let now = TransitionFrames.threadCPUMilliseconds()
                        cpu.append(now - last)
                        last = now
                    })
                return (runner.frameTimes, cpu, renderer.info.description)
            }
            print(
                String(
                    format:
                        "breathing.frame size=%@ hold_s=%.0f renderer=\"%@\" frames=%d median_ms=%.2f p95_ms=%.2f max_ms=%.2f cpu_median_ms=%.2f cpu_p95_ms=%.2f final=%@",
                    size.description, hold, result.2, result.0.count, result.0.median, result.0.p95, result.0.max,
                    median(result.1), p95(result.1), session.state.rawValue))
        }
    }

    /// Where a frame at the largest pulse goes: the same draw list submitted whole and with
    /// one kind of command left out at a time (CPU ms per submit, 60 runs each, 1920×1080).
    private static func parts() throws {
        let size = Size(width: 1920, height: 1080)
        let session = try BreathingSession()
        var s = session.snapshot
        s.state = .hold
        s.isHoldTouching = true
        s.isContactDown = true
        s.heldSeconds = 7
        s.length = session.path.totalLength
        s.previousLength = s.length
        let builder = SpiralDrawBuilder(path: session.path, visual: session.visual, cycle: session.cycle)
        let layout = BreathingLayout(size: size, visual: session.visual, path: session.path)
        let guidance = BreathingGuidance.make(s, cycle: session.cycle, cycleCount: 4, mode: .pointer, catalog: .english)
        try Headless.withRenderer(size, fontPath: AssetLocator.fontPath()) { renderer in
            let glow = try renderer.textures.upload(GlowTexture.pixels())
            let fitter = TextFitter(measurer: renderer.text)
            var buildCPU: [Double] = []
            var list = DrawList()
            for _ in 0..<60 {
                let t0 = TransitionFrames.threadCPUMilliseconds()
                list = builder.build(s, guidance: guidance, layout: layout, text: fitter, style: .init(glow: glow), alpha: 1)
                buildCPU.append(TransitionFrames.threadCPUMilliseconds() - t0)
            }
            func kind(_ c: DrawCommand) -> String {
                switch c {
                case .polygon(let p) where p.texture != nil: "glow"
                case .polygon(let p) where p.vertices.count > 1000: "line"
                case .polygon: "disc"
                case .text: "text"
                default: "other"
                }
            }
            func submitCPU(_ l: DrawList) -> Double {
                var cpu: [Double] = []
                for _ in 0..<60 {
                    let t0 = TransitionFrames.threadCPUMilliseconds()
                    renderer.submit(l)
                    cpu.append(TransitionFrames.threadCPUMilliseconds() - t0)
                }
                return median(cpu)
            }
            let whole = submitCPU(list)
            var line = String(format: "breathing.parts size=%@ build_cpu_median_ms=%.2f submit_cpu_median_ms=%.2f", size.description, median(buildCPU), whole)
            for part in ["line", "glow", "disc", "text"] {
                var without = DrawList(clearColor: list.clearColor)
                for c in list.commands where kind(c) != part { without.append(c) }
                line += String(format: " %@_ms=%.2f", part, whole - submitCPU(without))
            }
            var empty = DrawList(clearColor: list.clearColor)
            empty.fill(Rect(x: 0, y: 0, width: 1, height: 1), .black)
            line += String(format: " clear_ms=%.2f", submitCPU(empty))
            print(line)
        }
    }

    private static func nanoseconds(_ d: Duration) -> Double {
        let c = d.components
        return Double(c.seconds) * 1e9 + Double(c.attoseconds) * 1e-9
    }

    private static func median(_ xs: [Double]) -> Double { BenchStats.quantile(xs, 0.5) }
    private static func p95(_ xs: [Double]) -> Double { BenchStats.quantile(xs, 0.95) }
}
