import Foundation
import UnwindDraw
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// An hour of show time headless with Ken Burns and portrait pairs on, over the bundled
/// photos and portrait copies of them, rescanning every 30 s: the usual report, textures
/// bounded and resident memory flat.
enum ShowHourBenchmark {
    static func run() throws {
        guard let photos = AssetLocator.photosDirectory()?.path else {
            print("hour: bundled Assets/photos not found; run from the repository")
            return
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-bench-hour-\(getpid())").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        for name in try FileManager.default.contentsOfDirectory(atPath: photos).sorted() {
            try FileManager.default.copyItem(atPath: photos + "/" + name, toPath: work + "/" + name)
            let convert = Process()
            convert.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            convert.arguments = ["convert", photos + "/" + name, "-rotate", "90", work + "/portrait-" + name]
            try convert.run()
            convert.waitUntilExit()
        }
        var config = SlideshowConfig()
        config.order = .shuffle
        config.seed = 1
        config.interval = 3
        config.rescanInterval = 30
        config.motion = .kenburns
        config.pair = .portrait
        ProcessMemory.returnLargeBuffersPromptly()
        let scene = SlideshowScene(roots: [work], config: config)
        let size = Size(width: 1280, height: 720), fps = 10
        var maxTextures = 0, pairs = 0, endTextures = 0
        let started = ContinuousClock.now
        try Headless.withRenderer(size) { renderer in
            let runner = Runner(headless: renderer)
            var lastChanges = 0
            try runner.runHeadless(
                scene, fps: fps, maxFrames: fps * 3600,
                onFrame: { _, renderer in
                    maxTextures = max(maxTextures, renderer.textures.liveCount)
                    if scene.photoChanges != lastChanges {
                        lastChanges = scene.photoChanges
                        if scene.session.currentSlide?.isPair == true { pairs += 1 }
                    }
                })
            endTextures = renderer.textures.liveCount
        }
        let wall = (ContinuousClock.now - started).seconds
        let report = scene.report
        let mb = { (bytes: Int) in String(format: "%.1f", Double(bytes) / 1_048_576) }
        let rss = report.rssPerCycle
        let afterFirst = Array(rss.dropFirst())
        let growth = afterFirst.first.map { first in Double((afterFirst.max() ?? first) - first) / Double(first) * 100 } ?? .nan
        print(
            "hour.show size=\(size) fps=\(fps) show_seconds=3600 changes=\(scene.photoChanges) pairs=\(pairs) transitions=\(report.transitionCount) skipped=\(report.skipped.count) cycles=\(report.cycleCount) max_textures=\(maxTextures) max_photo_textures=\(report.maxPhotoTexturesAlive) textures_at_end=\(endTextures) rss_cycle1=\(mb(rss.first ?? 0))MB rss_cycle2=\(mb(afterFirst.first ?? 0))MB max_after_cycle1=\(mb(afterFirst.max() ?? 0))MB last=\(mb(rss.last ?? 0))MB growth_after_cycle1=\(String(format: "%.1f", growth))% peak(VmHWM)=\(mb(ProcessMemory.peakResidentBytes()))MB wall=\(String(format: "%.0f", wall))s"
        )
    }
}
