import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRandom
import UnwindScenes
import UnwindSlideshow

/// Captions and the clock are legible on any photo: on rendered frames, white text has a
/// contrast of at least 4.5:1 (WCAG AA) against the pixels behind it, on a white, a black
/// and a busy bright photo.
@Suite struct CaptionLegibilityTests {
    /// WCAG's relative luminance of an sRGB colour.
    static func luminance(_ c: Color) -> Double {
        func channel(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }

    /// White text's contrast against `c`.
    static func contrastWithWhite(_ c: Color) -> Double {
        1.05 / (luminance(c) + 0.05)
    }

    static func busyBright(_ size: Size) -> PixelBuffer {
        var buffer = PixelBuffer(width: size.width, height: size.height, fill: .white)
        var random = SplitMix64(seed: 7)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let v = { UInt8(truncatingIfNeeded: 190 + Int(random.next() % 66)) }
                buffer[x, y] = Color(v(), v(), v())
            }
        }
        return buffer
    }

    @Test(arguments: ["white", "black", "busy"])
    func captionAndClockStandOutOnAnyPhoto(kind: String) throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let album = dir + "/Snow in Tromsø"
        try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
        let size = Size(width: 320, height: 180)
        let photo: PixelBuffer
        switch kind {
        case "white": photo = PixelBuffer(width: 320, height: 180, fill: .white)
        case "black": photo = PixelBuffer(width: 320, height: 180, fill: Color(0, 0, 0))
        default: photo = Self.busyBright(size)
        }
        try Headless.withSDL { try PNGWriter.write(photo, to: album + "/IMG_0001.png") }
        var config = SlideshowTestSupport.config(fit: .fill)
        config.overlay = [.album, .clock]
        let scene = SlideshowScene(roots: [dir], config: config)
        var frame: PixelBuffer?
        try SlideshowTestSupport.run(scene, size: size, frames: 30) { _, renderer in frame = try renderer.readPixels() }
        let pixels = try #require(frame)
        let text = Float(max(14, size.height / 30))
        // Behind the caption: the margin left of the text, over its whole band.
        let bandTop = Int(Float(size.height) - text * 0.9 - text * 1.4)
        var worst = Double.infinity
        for y in bandTop..<size.height {
            for x in 2..<Int(text * 0.8) { worst = min(worst, Self.contrastWithWhite(pixels[x, y])) }
        }
        #expect(worst >= 4.5, "\(kind): white caption on its scrim has contrast \(worst)")
        // Behind the clock: inside its pill, right of the digits.
        let clockBehind = pixels[size.width - Int(text * 0.55) - 4, Int(text * 0.55) + 4]
        #expect(Self.contrastWithWhite(clockBehind) >= 4.5, "\(kind): clock on \(clockBehind)")
        if kind == "white" {
            let top = pixels[size.width / 2, 20]
            #expect(top == .white, "the photo above the caption is untouched: \(top)")
        }
    }
}
