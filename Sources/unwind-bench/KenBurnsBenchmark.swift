import Foundation
import UnwindDraw
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow
import UnwindTime

/// Frame cost of Ken Burns at 1920×1080 on SDL's software renderer: the whole show (the
/// bundled photos, `fill`, every transition of the default cycle) played at 60 fps with the
/// photos still, panning on whole pixels (what the software renderer uses above 1920×1200), and
/// panning and zooming (what every renderer uses up to that size, GPUs at any), frame by frame. A frame is the draw list, its submission and present.
enum KenBurnsBenchmark {
    /// The whole benchmark, or only the motions whose names begin with `only` ("panzoom": the
    /// pan and zoom in bands and on one thread): one motion is quicker to compare and profile.
    static func run(only: String? = nil) throws {
        guard let photos = AssetLocator.photosDirectory()?.path else {
            print("kenburns: bundled Assets/photos not found; run from the repository")
            return
        }
        let size = Size(width: 1920, height: 1080)
        var results: [(label: String, frames: [Frame])] = []
        let motions: [(String, SlideshowConfig.Motion, MotionPath.Style, bands: Int?)] = [
            ("still", .off, .pan, nil), ("pan", .kenburns, .pan, nil), ("panzoom", .kenburns, .panZoom, nil),
            // The same pan and zoom with the stretch on this thread alone, side by side.
            ("panzoom-1band", .kenburns, .panZoom, 1),
        ]
        for (label, motion, style, bands) in motions where only.map({ label.hasPrefix($0) }) ?? true {
            results.append(
                (label, try play(photos: photos, size: size, motion: motion, style: style, seconds: label.hasPrefix("panzoom") ? 30 : 75, bands: bands)))
        }
        for (label, frames) in results {
            for (clock, pick) in [("wall", { (f: Frame) in f.ms }), ("cpu", { (f: Frame) in f.cpu })] {
                let all = frames.map(pick)
                let during = frames.filter { $0.transition != nil }.map(pick)
                let still = frames.filter { $0.transition == nil }.map(pick)
                print(
                    "kenburns.\(label).\(clock) size=\(size) all: \(BenchStats.summary(all)) | between transitions: \(BenchStats.summary(still)) | during transitions: \(BenchStats.summary(during))"
                )
            }
        }
        let names = Array(Set(results.flatMap { $0.frames.compactMap(\.transition) })).sorted()
        for name in names {
            var line = "kenburns.transition.\(name)"
            for (label, frames) in results {
                let picked = frames.filter { $0.transition == name }
                guard !picked.isEmpty else { continue }
                let ms = picked.map(\.ms), cpu = picked.map(\.cpu)
                line += String(
                    format: " %@: median_ms=%.2f p95_ms=%.2f cpu_p95_ms=%.2f n=%d", label, BenchStats.quantile(ms, 0.5), BenchStats.quantile(ms, 0.95),
                    BenchStats.quantile(cpu, 0.95), ms.count)
            }
            print(line)
        }
    }

    /// Plays `seconds` of show time and returns each frame's time and the transition on screen.
    /// One frame: wall time, this thread's CPU time, and the transition on screen.
    struct Frame {
        var ms: Double
        var cpu: Double
        var transition: String?
    }

    /// This thread's CPU time in milliseconds (the stretch's bands on other cores left out).
    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// This process's CPU time in milliseconds, all its threads: what the frame cost, the
    /// stretch's bands on other cores included, without the time other processes held the
    /// cores (this machine's two are shared). It also counts a photo's decode running beside
    /// the frame, so it overstates a frame now and then.
    static func processCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    static func play(photos: String, size: Size, motion: SlideshowConfig.Motion, style: MotionPath.Style, seconds: Double, bands: Int? = nil) throws
        -> [Frame]
    {
        var config = SlideshowConfig()
        config.order = .name
        config.seed = 1
        config.interval = 1.5
        config.fit = .fill
        config.rescanInterval = 0
        config.motion = motion
        let scene = SlideshowScene(roots: [photos], config: config)
        scene.motionStyle = style
        var frames: [Frame] = []
        try Headless.withRenderer(size) { renderer in
            if let bands { renderer.stretchBands = bands }
            let context = Runner(headless: renderer).context
            try scene.start(context)
            var tick: Int64 = 0
            for frame in 0..<Int(seconds * 60) {
                // 60 fps on 120 Hz ticks: two ticks, then the frame (alpha 0).
                for _ in 0..<2 {
                    tick += 1
                    scene.tick(FixedTime(tick: tick), input: [], context)
                }
                let started = ContinuousClock.now, cpu = processCPUMilliseconds()
                renderer.submit(scene.draw(alpha: 0, size: size))
                renderer.present()
                let ms = (ContinuousClock.now - started).seconds * 1000
                if frame > 60 {
                    frames.append(Frame(ms: ms, cpu: processCPUMilliseconds() - cpu, transition: scene.isTransitioning ? scene.report.transitions.last : nil))
                }
            }
        }
        return frames
    }
}
