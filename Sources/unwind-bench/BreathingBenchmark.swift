import UnwindRandom
import Foundation
import UnwindRuntime
import UnwindScenes
import UnwindBreathing
import UnwindDraw
import UnwindLocalization
import UnwindPlatform
import UnwindPlatformTesting

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
        print(String(format: "breathing.closest points=%d mode=local median_ns_per_query=%.0f p95_ns_per_query=%.0f runs=%d", path.points.count, lm, p95(local), runs))
        print(String(format: "breathing.closest points=%d mode=full median_ns_per_query=%.0f p95_ns_per_query=%.0f runs=%d full/local=%.1fx checksum=%.0f", path.points.count, fm, p95(full), runs, fm / lm, checksum))
    }

    /// A whole autopilot session (hold shortened to 6 s) at 30 fps, 1920×1080, software
    /// renderer, guidance text included; times cover building the draw list and drawing it.
    private static func frames() throws {
        var action = SpiralActionConfig()
        action.holdDuration = 6
        let size = Size(width: 1920, height: 1080)
        let recordingSession = try BreathingSession(action: action)
        let recording = BreathingAutopilot.recording(for: recordingSession, size: size)
        let session = try BreathingSession(action: action)
        let scene = BreathingScene(session: session, catalog: .english, replay: recording)
        let times = try Headless.withRenderer(size, fontPath: AssetLocator.fontPath()) { renderer in
            let runner = Runner(headless: renderer)
            try runner.runHeadless(scene, fps: 30, maxFrames: 100_000)
            return (runner.frameTimes, renderer.info.description)
        }
        print(String(format: "breathing.frame size=%@ renderer=\"%@\" frames=%d median_ms=%.2f p95_ms=%.2f max_ms=%.2f final=%@",
                     size.description, times.1, times.0.count, times.0.median, times.0.p95, times.0.max, session.state.rawValue))
    }

    private static func nanoseconds(_ d: Duration) -> Double {
        let c = d.components
        return Double(c.seconds) * 1e9 + Double(c.attoseconds) * 1e-9
    }

    private static func median(_ xs: [Double]) -> Double { BenchStats.quantile(xs, 0.5) }
    private static func p95(_ xs: [Double]) -> Double { BenchStats.quantile(xs, 0.95) }
}
