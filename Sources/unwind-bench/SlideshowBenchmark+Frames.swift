import Foundation
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// Frame times while big photos decode, and memory over a long show.
extension SlideshowBenchmark {
    /// A 6000×4000 JPEG made with ImageMagick from a bundled photo (once per run).
    static func twentyFourMegapixel(work: String, photos: String) throws -> String? {
        let out = work + "/big-24mp.jpg"
        let convert = Process()
        convert.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        convert.arguments = ["convert", photos + "/chelsea.png", "-resize", "6000x4000!", "-quality", "90", out]
        try convert.run()
        convert.waitUntilExit()
        return convert.terminationStatus == 0 ? out : nil
    }

    /// Paces frames at 60 Hz in real time, as a display would, and times each frame's work
    /// (input, ticks, upload, draw, present) while 24-megapixel photos decode in the
    /// background; the show alternates a 24 MP photo with a small one every second.
    static func framesWhileDecoding(work: String, photos: String) throws {
        guard let big = try twentyFourMegapixel(work: work, photos: photos) else {
            print("slideshow.frames_while_decoding: skipped (ImageMagick 'convert' is needed to make the 24 MP JPEG)")
            return
        }
        try framesWhileDecoding(big: big, label: "24mp", work: work, photos: photos)
    }

    /// The show alternating `big` with a small photo every second; `label` names the lines.
    static func framesWhileDecoding(big: String, label: String, work: String, photos: String) throws {
        let folder = work + "/decode-\(label)"
        let bigExtension = (big as NSString).pathExtension
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for i in 0..<3 {
            _ = link(big, folder + "/big\(i).\(bigExtension)")
            _ = link(photos + "/coffee.png", folder + "/small\(i).png")
        }
        var config = SlideshowConfig()
        config.order = .name
        config.interval = 1
        config.transitions = ["crossfade"]
        config.rescanInterval = 0
        let scene = SlideshowScene(roots: [folder], config: config)
        scene.waitsForDecodes = false
        let size = Size(width: 1920, height: 1080)
        var during: [Double] = [], idle: [Double] = []
        var slow: [String] = []
        var last = ContinuousClock.now
        let frameBudget = Duration.seconds(1.0 / 60)
        try Headless.withRenderer(size) { renderer in
            let runner = Runner(headless: renderer)
            try runner.runHeadless(
                scene, fps: 60, maxFrames: 60 * 8,
                onFrame: { frame, _ in
                    let now = ContinuousClock.now
                    let work = (now - last).seconds * 1000
                    if work > 16.7 {
                        slow.append("frame \(frame) \(String(format: "%.1f", work)) ms \(scene.state) decoding=\(scene.decodesInFlight > 0)")
                    }
                    if frame > 0, scene.decodesInFlight > 0 {
                        during.append(work)
                    } else if frame > 0 {
                        idle.append(work)
                    }
                    let deadline = last + frameBudget
                    if deadline > now { Thread.sleep(forTimeInterval: (deadline - now).seconds) }
                    last = ContinuousClock.now
                })
        }
        let over = (during + idle).filter { $0 > 16.7 }.count
        for line in slow { print("slideshow.slow_frame \(line)") }
        print(
            "slideshow.frames_while_decoding_\(label) size=\(size) frames=\(during.count) \(BenchStats.summary(during)) p99=\(String(format: "%.2f", BenchStats.quantile(during, 0.99))) ms"
        )
        print(
            "slideshow.frames_idle size=\(size) frames=\(idle.count) \(BenchStats.summary(idle)) p99=\(String(format: "%.2f", BenchStats.quantile(idle, 0.99))) ms; frames over 16.7 ms: \(over) of \(during.count + idle.count); photos shown \(scene.report.shownCount), skipped \(scene.report.skipped.count)"
        )
    }

    /// Resident memory at each new cycle over 1,000 photo changes (interval 0.5 s, speedy
    /// transitions from the default cycle), 1280×720 at 10 fps simulated.
    static func memoryOverChanges(photos: String) throws {
        var config = SlideshowConfig()
        config.order = .shuffle
        config.seed = 3
        config.interval = 0.5
        config.speedy = true
        config.rescanInterval = 0
        ProcessMemory.returnLargeBuffersPromptly()
        let scene = SlideshowScene(roots: [photos], config: config)
        scene.stopAfterPhotos = 1_000
        let started = ContinuousClock.now
        try Headless.withRenderer(Size(width: 1280, height: 720)) { renderer in
            try Runner(headless: renderer).runHeadless(scene, fps: 10, maxFrames: 10 * 3600 * 4)
        }
        let seconds = (ContinuousClock.now - started).seconds
        let samples = scene.report.rssPerCycle
        let mb = { (bytes: Int) in String(format: "%.1f", Double(bytes) / 1_048_576) }
        guard samples.count > 2, let first = samples.dropFirst().first, let maxAfter = samples.dropFirst().max() else {
            print("slideshow.rss: too few cycles (\(samples.count))")
            return
        }
        let growth = Double(maxAfter - first) / Double(first) * 100
        print(
            "slideshow.rss_over_1000_changes size=1280x720 changes=\(scene.report.shownCount) cycles=\(samples.count) rss_cycle1=\(mb(samples[0]))MB rss_cycle2=\(mb(first))MB max_after_cycle1=\(mb(maxAfter))MB last=\(mb(samples.last ?? 0))MB growth_after_cycle1=\(String(format: "%.1f", growth))% peak(VmHWM)=\(mb(ProcessMemory.peakResidentBytes()))MB max_photo_textures=\(scene.report.maxPhotoTexturesAlive) wall=\(String(format: "%.1f", seconds))s"
        )
    }
}
