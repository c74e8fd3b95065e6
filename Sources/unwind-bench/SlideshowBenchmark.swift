import Foundation
import UnwindDraw
import UnwindMedia
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// The slideshow's three promises, measured: the first photo comes quickly from a folder of
/// 10,000 files; no frame stalls while a 24-megapixel JPEG decodes; memory stays flat over
/// 1,000 photo changes.
enum SlideshowBenchmark {
    static func run() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-bench-show-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        guard let photos = AssetLocator.photosDirectory()?.path else {
            print("slideshow: bundled Assets/photos not found; run from the repository")
            return
        }
        try uploadCost()
        try timeToFirstPhoto(work: work.path, photos: photos)
        try framesWhileDecoding(work: work.path, photos: photos)
        try memoryOverChanges(photos: photos)
    }

    /// What the render thread pays per photo: one upload of a prepared 1080p frame.
    static func uploadCost() throws {
        let size = Size(width: 1920, height: 1080)
        try Headless.withRenderer(size) { renderer in
            for opaque in [true, false] {
                let surface = try Surface(size: size, fill: Color(90, 120, 150), opaque: opaque)
                let samples = try BenchStats.sampleMilliseconds(runs: 30) {
                    renderer.textures.release(try renderer.textures.upload(surface))
                }
                print("slideshow.upload_1080p.\(opaque ? "xrgb" : "argb") \(BenchStats.summary(samples))")
                // What the show uploads since issue 21: CPU pixels the decode thread put in
                // texture order, copied as they are.
                let pixels = TexturePixels(PixelBuffer(width: size.width, height: size.height, fill: Color(90, 120, 150)), opaque: opaque)
                let copies = try BenchStats.sampleMilliseconds(runs: 30) {
                    renderer.textures.release(try renderer.textures.upload(pixels))
                }
                print("slideshow.upload_1080p.pixels_\(opaque ? "xrgb" : "argb") \(BenchStats.summary(copies))")
            }
        }
    }

    /// Wall time from constructing the show (scan included) to the first photo fully on screen.
    static func firstPhotoMilliseconds(_ folder: String, size: Size) throws -> (total: Double, scan: Double) {
        var config = SlideshowConfig()
        config.order = .shuffle
        config.seed = 1
        let started = ContinuousClock.now
        let scan = PhotoScanner(roots: [folder]).scan()
        let scanned = ContinuousClock.now
        let scene = SlideshowScene(roots: [folder], config: config, initialScan: scan)
        var shownAt: ContinuousClock.Instant?
        try Headless.withRenderer(size) { renderer in
            try Runner(headless: renderer).runHeadless(
                scene, fps: 60, maxFrames: 4,
                onFrame: { _, _ in
                    if shownAt == nil, scene.fullyShownCount > 0 { shownAt = ContinuousClock.now }
                })
        }
        let end = shownAt ?? ContinuousClock.now
        return ((end - started).seconds * 1000, (scanned - started).seconds * 1000)
    }

    static func timeToFirstPhoto(work: String, photos: String) throws {
        let big = work + "/ten-thousand"
        try FileManager.default.createDirectory(atPath: big, withIntermediateDirectories: true)
        let source = photos + "/rocket.jpg"
        for i in 0..<10_000 {
            let path = big + "/IMG_\(String(format: "%05d", i)).jpg"
            if link(source, path) != 0 { try FileManager.default.copyItem(atPath: source, toPath: path) }
        }
        let size = Size(width: 1920, height: 1080)
        for (label, folder) in [("5files", photos), ("10000files", big)] {
            var totals: [Double] = [], scans: [Double] = []
            for _ in 0..<5 {
                let (total, scan) = try firstPhotoMilliseconds(folder, size: size)
                totals.append(total)
                scans.append(scan)
            }
            print("slideshow.first_photo.\(label) size=\(size) total \(BenchStats.summary(totals)) scan \(BenchStats.summary(scans))")
        }
    }
}
