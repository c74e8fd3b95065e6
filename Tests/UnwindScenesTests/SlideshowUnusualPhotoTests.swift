import Foundation
import Testing
import UnwindCodecs
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow
import UnwindSlideshowTesting

/// What cameras, scanners and phones really write, through the whole show: a progressive
/// 24-megapixel JPEG, a CMYK JPEG and a 16-bit PNG are shown; a truncated HEIC and a JPEG
/// whose frame header claims 30000×30000 are skipped, each once, with a reason.
@Suite struct SlideshowUnusualPhotoTests {
    @Test func unusualPhotosAreShownOrSkippedWithOneLine() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let camera = PixelBuffer(width: 6000, height: 4000, bytes: [UInt8](repeating: 150, count: 6000 * 4000 * 4))
        try write(JPEGEncoder.encode(camera, quality: 80, progressive: true), dir + "/a-progressive-24mp.jpg")
        let inks: [UInt8] = (0..<(96 * 64)).flatMap { _ -> [UInt8] in [255, 0, 0, 255] }
        try write(JPEGEncoder.encodeCMYK(inks, size: Size(width: 96, height: 64)), dir + "/b-cmyk.jpg")
        try write(ImageFileBuilder.png16(width: 80, height: 60, red: 0, green: 50000, blue: 0), dir + "/c-16bit.png")
        let heic = dir + "/d-truncated.heic"
        try HEIFEncoder.write(PixelBuffer(width: 64, height: 64, fill: Color(0, 0, 200)), to: heic)
        let whole = try Data(contentsOf: URL(fileURLWithPath: heic))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: heic))
        let small = try JPEGEncoder.encode(PixelBuffer(width: 64, height: 48, fill: Color(200, 0, 0)))
        try write(#require(ImageFileBuilder.jpeg(small, claiming: 30000, 30000)), dir + "/e-lying.jpg")

        let scene = SlideshowScene(roots: [dir], config: SlideshowTestSupport.config(interval: 0.5))
        var colours: [String: Color] = [:]
        try SlideshowTestSupport.run(scene, size: Size(width: 160, height: 90), frames: 30 * 8) { _, renderer in
            if let path = scene.currentPath, !scene.isTransitioning {
                colours[path.lastComponent.description] = try renderer.readPixels()[80, 45]
            }
        }
        let report = scene.report
        let skipped = Dictionary(report.skipped.map { ($0.path.lastComponent.description, $0.reason) }, uniquingKeysWith: { a, _ in a })
        let shown = Set(report.shown.map { $0.lastComponent.description })
        #expect(shown.isSuperset(of: ["a-progressive-24mp.jpg", "b-cmyk.jpg", "c-16bit.png"]), "shown \(shown), skipped \(skipped)")
        #expect(skipped["d-truncated.heic"] != nil && skipped["e-lying.jpg"] != nil, "skipped \(skipped)")
        #expect(skipped["e-lying.jpg"]?.contains("30000") == true, "\(skipped)")
        #expect(report.skipped.count == Set(report.skipped.map(\.path)).count, "each file is reported once: \(report.skipped)")
        if let cmyk = colours["b-cmyk.jpg"] { #expect(cmyk.r > 200 && cmyk.g < 40 && cmyk.b < 40, "CMYK red shown as \(cmyk)") }
        if let deep = colours["c-16bit.png"] { #expect(deep.g > 170 && deep.r < 30, "16-bit green shown as \(deep)") }
        if let grey = colours["a-progressive-24mp.jpg"] { #expect(abs(Int(grey.g) - 150) < 12, "progressive grey shown as \(grey)") }
        #expect(Set(colours.keys).isSuperset(of: ["a-progressive-24mp.jpg", "b-cmyk.jpg", "c-16bit.png"]), "colours seen: \(colours)")
    }

    private func write(_ bytes: [UInt8], _ path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}
