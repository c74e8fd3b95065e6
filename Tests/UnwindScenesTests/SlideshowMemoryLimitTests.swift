import Foundation
import Testing
import UnwindCodecs
import UnwindDraw
import UnwindScenes
import UnwindSlideshow
import UnwindSlideshowTesting

/// A show under `memory-limit`: a photo whose decode cannot fit (a GIF is decoded whole) is
/// skipped with one line naming the limit, while a camera JPEG of as many pixels, which
/// decodes at a DCT scale in a fraction of the memory, is shown.
@Suite struct SlideshowMemoryLimitTests {
    @Test func photosThatCannotFitAreSkippedAndTheRestShown() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(ImageFileBuilder.file(.gif, width: 4000, height: 4000)).write(to: URL(fileURLWithPath: dir + "/a-huge.gif"))
        let camera = PixelBuffer(width: 4000, height: 3000, bytes: [UInt8](repeating: 90, count: 4000 * 3000 * 4))
        try Data(JPEGEncoder.encode(camera, quality: 80)).write(to: URL(fileURLWithPath: dir + "/b-camera.jpg"))
        var config = SlideshowTestSupport.config(interval: 0.5)
        config.memoryLimit = 100
        let scene = SlideshowScene(roots: [dir], config: config)
        try SlideshowTestSupport.run(scene, size: Size(width: 160, height: 90), frames: 30 * 3)
        let report = scene.report
        let skipped = Dictionary(report.skipped.map { ($0.path.lastComponent.description, $0.reason) }, uniquingKeysWith: { a, _ in a })
        #expect(skipped["a-huge.gif"]?.contains("memory-limit") == true, "skipped: \(skipped)")
        #expect(report.shown.contains { $0.lastComponent.description == "b-camera.jpg" }, "shown: \(report.shown)")
        #expect(report.skipped.count == 1, "\(report.skipped)")
    }
}
