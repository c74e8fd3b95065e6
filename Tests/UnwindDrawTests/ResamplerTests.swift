import Testing
import UnwindDraw

/// The resampler keeps flat areas exactly flat, averages exactly the area under each output
/// pixel, reads any byte layout the decoders hand it, and does not alias fine detail.
@Suite struct ResamplerTests {
    @Test(arguments: [Resampler.Filter.area, .triangle, .bicubic, .lanczos2, .lanczos3])
    func flatColourStaysExactlyFlat(filter: Resampler.Filter) {
        let flat = PixelBuffer(width: 97, height: 61, fill: Color(200, 100, 7, 255))
        let small = Resampler.downscale(flat, to: Size(width: 30, height: 17), filter: filter)
        #expect(small.size == Size(width: 30, height: 17))
        #expect(small == PixelBuffer(width: 30, height: 17, fill: Color(200, 100, 7, 255)))
    }

    /// A one-pixel checkerboard halved: every output pixel averages two black and two white.
    @Test func checkerboardHalvesToGrey() {
        var checker = PixelBuffer(width: 8, height: 8, fill: .black)
        for y in 0..<8 { for x in 0..<8 where (x + y) % 2 == 0 { checker[x, y] = .white } }
        let half = Resampler.downscale(checker, to: Size(width: 4, height: 4), filter: .area)
        for y in 0..<4 {
            for x in 0..<4 {
                #expect(abs(Int(half[x, y].r) - 128) <= 1, "(\(x),\(y)) \(half[x, y])")
            }
        }
    }

    /// Three pixels to two: the middle pixel is split half and half between the outputs.
    @Test func areaWeightsFollowCoverage() {
        var row = PixelBuffer(width: 3, height: 1, fill: .black)
        row[0, 0] = Color(255, 255, 255)
        let out = Resampler.downscale(row, to: Size(width: 2, height: 1), filter: .area)
        // Output 0 covers pixel 0 (weight 1) and half of pixel 1 (0.5): 255 × 1 / 1.5 = 170.
        #expect(abs(Int(out[0, 0].r) - 170) <= 1, "\(out[0, 0])")
        #expect(out[1, 0].r == 0, "\(out[1, 0])")
    }

    /// A BGR, three-byte source (SDL_image's TIFF and BMP readers) reads as the same colours.
    @Test func threeByteLayoutsReadTheSameColours() {
        var rgba = PixelBuffer(width: 6, height: 4, fill: .black)
        var bgr = [UInt8](repeating: 0, count: 6 * 4 * 3 + 4 * 2)  // rows padded by 2 bytes
        for y in 0..<4 {
            for x in 0..<6 {
                let c = Color(UInt8(x * 40), UInt8(y * 60), UInt8(x * y * 10), 255)
                rgba[x, y] = c
                let i = y * 20 + x * 3
                bgr[i] = c.b
                bgr[i + 1] = c.g
                bgr[i + 2] = c.r
            }
        }
        let expected = Resampler.downscale(rgba, to: Size(width: 4, height: 3))
        let layout = Resampler.Layout(bytesPerPixel: 3, red: 2, green: 1, blue: 0, alpha: nil)
        let got = bgr.withUnsafeBytes { raw -> PixelBuffer? in
            guard let base = raw.baseAddress else { return nil }
            return Resampler.downscale(
                Resampler.Source(base: base, size: Size(width: 6, height: 4), rowBytes: 20, layout: layout), to: Size(width: 4, height: 3))
        }
        #expect(got == expected)
    }

    /// Stripes finer than the output can show average out to grey (no moiré bands), where
    /// point sampling would pick whole stripes.
    @Test func finerThanPixelStripesBecomeGrey() {
        var stripes = PixelBuffer(width: 300, height: 10, fill: .black)
        for y in 0..<10 { for x in 0..<300 where x % 3 == 0 { stripes[x, y] = .white } }
        let out = Resampler.downscale(stripes, to: Size(width: 70, height: 10))
        // Away from the borders, where the filter's taps are cut off.
        let values = (3..<67).map { Int(out[$0, 5].r) }
        #expect(values.allSatisfy { abs($0 - 85) <= 12 }, "\(values)")
    }
}
