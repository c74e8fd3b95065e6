import Foundation
import Testing
import UnwindCodecs
import UnwindDraw
import UnwindSlideshowTesting

/// JPEG decoded at the size it is shown at: the smallest DCT scale that still covers the
/// target, an exact target size, fine detail that matches a Lanczos reduction of the
/// original, and damaged or unusual files (progressive, CMYK, truncated, a lying header)
/// shown or refused with a reason, never a crash.
@Suite struct JPEGDecoderTests {
    @Test func picksTheSmallestScaleThatCovers() {
        let camera = Size(width: 6000, height: 4000)
        #expect(JPEGDecoder.scale(for: camera, covering: Size(width: 1620, height: 1080)) == 3)  // 2250×1500
        #expect(JPEGDecoder.scale(for: camera, covering: Size(width: 750, height: 500)) == 1)  // 750×500 exactly
        #expect(JPEGDecoder.scale(for: camera, covering: Size(width: 751, height: 500)) == 2)
        #expect(JPEGDecoder.scale(for: camera, covering: Size(width: 3240, height: 2160)) == 5)  // 4K, fitted
        #expect(JPEGDecoder.scale(for: camera, covering: camera) == 8)
    }

    @Test func decodesAtTheTargetSizeFromAReducedScale() throws {
        let jpeg = try JPEGEncoder.encode(CodecTestSupport.quadrants(width: 960, height: 640))
        let result = try JPEGDecoder.decode(bytes: jpeg) { stored in Size(width: stored.width / 5, height: stored.height / 5) }
        #expect(result.stored == Size(width: 960, height: 640))
        #expect(result.image.pixels.size == Size(width: 192, height: 128))
        #expect(result.eighths == 3, "192×128 with 1.7× headroom (327×218) is covered by 360×240 (3/8)")
        #expect(result.warning == nil)
        #expect(CodecTestSupport.quadrantName(result.image.pixels[40, 30]) == "red")
        #expect(CodecTestSupport.quadrantName(result.image.pixels[150, 100]) == "yellow")
    }

    @Test func progressiveDecodesLikeBaseline() throws {
        let pixels = CodecTestSupport.quadrants(width: 800, height: 600)
        let target: (Size) -> Size = { _ in Size(width: 200, height: 150) }
        let baseline = try JPEGDecoder.decode(bytes: JPEGEncoder.encode(pixels), target: target)
        let progressive = try JPEGDecoder.decode(bytes: JPEGEncoder.encode(pixels, progressive: true), target: target)
        #expect(progressive.image.pixels.size == Size(width: 200, height: 150))
        #expect(Self.psnr(progressive.image.pixels, baseline.image.pixels) > 40)
    }

    /// Adobe CMYK (stored inverted: 255 is no ink): no cyan, full magenta and yellow is red.
    @Test func cmykIsShownInRGB() throws {
        let size = Size(width: 64, height: 48)
        let inks = [UInt8](repeating: 0, count: size.width * size.height * 4).enumerated().map { index, _ -> UInt8 in
            [255, 0, 0, 255][index % 4]
        }
        let result = try JPEGDecoder.decode(bytes: JPEGEncoder.encodeCMYK(inks, size: size)) { $0 }
        let pixel = result.image.pixels[32, 24]
        #expect(pixel.r > 230 && pixel.g < 25 && pixel.b < 25, "\(pixel)")
        #expect(result.image.opaque)
    }

    /// A file cut in half: libjpeg-turbo fills the rest with grey; the photo is shown and the
    /// damage is one warning line.
    @Test func truncatedFileIsShownWithAWarning() throws {
        let jpeg = try JPEGEncoder.encode(CodecTestSupport.quadrants(width: 320, height: 240))
        let result = try JPEGDecoder.decode(bytes: Array(jpeg.prefix(jpeg.count / 2))) { $0 }
        #expect(result.image.pixels.size == Size(width: 320, height: 240))
        #expect(result.warning?.contains("damaged") == true, "\(String(describing: result.warning))")
        #expect(CodecTestSupport.quadrantName(result.image.pixels[40, 30]) == "red")
    }

    /// A frame header that claims 30000×30000 is refused before any pixel memory is taken; one
    /// that claims twice the real size decodes what is there at the claimed shape.
    @Test func aLyingHeaderIsRefusedOrDecodedWithinItsClaim() throws {
        let jpeg = try JPEGEncoder.encode(CodecTestSupport.quadrants(width: 160, height: 120))
        let huge = try #require(ImageFileBuilder.jpeg(jpeg, claiming: 30000, 30000))
        #expect(throws: CodecError.self) { try JPEGDecoder.decode(bytes: huge, maxPixels: 100_000_000) { $0 } }
        let doubled = try #require(ImageFileBuilder.jpeg(jpeg, claiming: 320, 240))
        let result = try JPEGDecoder.decode(bytes: doubled, maxPixels: 100_000_000) { _ in Size(width: 80, height: 60) }
        #expect(result.image.pixels.size == Size(width: 80, height: 60))
        #expect(result.stored == Size(width: 320, height: 240))
    }

    @Test func garbageIsRefusedWithAReason() {
        #expect(throws: CodecError.self) { try JPEGDecoder.decode(bytes: [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]) { $0 } }
        #expect(throws: CodecError.self) { try JPEGDecoder.decode(path: Array("/nonexistent/photo.jpg".utf8)) { $0 } }
    }

    /// The quality bar: a zone plate (rings up to the source's Nyquist frequency)
    /// decoded for a third of its size matches a Lanczos-3 reduction of the original pixels
    /// to ≥ 30 dB PSNR; point sampling, the way a bilinear minifier skips pixels, does not.
    @Test func zonePlateMatchesALanczosReductionOfTheOriginal() throws {
        let source = Self.zonePlate(Size(width: 1200, height: 800))
        let target = Size(width: 400, height: 267)
        let reference = Resampler.downscale(source, to: target, filter: .lanczos3)
        let decoded = try JPEGDecoder.decode(bytes: JPEGEncoder.encode(source, quality: 95)) { _ in target }
        #expect(decoded.eighths < 8)
        let quality = Self.psnr(decoded.image.pixels, reference)
        #expect(quality >= 30, "PSNR \(quality) dB")
        var pointSampled = PixelBuffer(width: target.width, height: target.height, fill: .black)
        for y in 0..<target.height {
            for x in 0..<target.width { pointSampled[x, y] = source[x * 3, y * 3] }
        }
        #expect(Self.psnr(pointSampled, reference) < 20, "point sampling aliases; the metric must see it")
    }

    /// A zone plate: concentric rings whose frequency rises to the Nyquist limit at the corners.
    static func zonePlate(_ size: Size) -> PixelBuffer {
        var pixels = PixelBuffer(width: size.width, height: size.height, fill: .black)
        let cx = Double(size.width) / 2, cy = Double(size.height) / 2
        let k = Double.pi / (2 * (cx * cx + cy * cy).squareRoot())
        for y in 0..<size.height {
            for x in 0..<size.width {
                let dx = Double(x) - cx, dy = Double(y) - cy
                let v = UInt8((127.5 + 127.5 * cos(k * (dx * dx + dy * dy))).rounded())
                pixels[x, y] = Color(v, v, v)
            }
        }
        return pixels
    }

    /// Peak signal-to-noise ratio over the RGB channels, in dB.
    static func psnr(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
        var sum = 0.0, count = 0
        for i in stride(from: 0, to: min(a.bytes.count, b.bytes.count), by: 4) {
            for c in 0..<3 {
                let d = Double(a.bytes[i + c]) - Double(b.bytes[i + c])
                sum += d * d
                count += 1
            }
        }
        let mse = sum / Double(max(count, 1))
        return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
    }
}
