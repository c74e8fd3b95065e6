import Foundation
import Testing
import UnwindCodecs
import UnwindDraw
import UnwindSlideshowTesting

/// PNG decoded a row at a time into the resampler: the same pixels as the whole-image decode
/// (libpng's simplified API) reduced by the same resampler, for every colour type, bit depth,
/// palette, tRNS and gAMA; interlaced files decoded whole; damage an error, never a crash.
@Suite struct PNGDecoderRowsTests {
    /// Busy content on every channel: gradients crossed with a fine pattern, so a row or
    /// channel out of place changes the reduction.
    static func sample(_ maxValue: Int) -> @Sendable (Int, Int, Int) -> Int {
        { (x: Int, y: Int, c: Int) -> Int in
            let gradient: Int = x * 7 + y * 13 + c * 61
            let pattern: Int = (x ^ y) * 3 + (x * y) % 17 * c
            return (gradient + pattern) % (maxValue + 1)
        }
    }

    static let width = 203, height = 131
    static let target = Size(width: 61, height: 40)

    static func builder(_ kind: PNGFileBuilder.Kind, depth: Int) -> PNGFileBuilder {
        PNGFileBuilder(kind: kind, bitDepth: depth, width: width, height: height, sample: sample((1 << depth) - 1))
    }

    /// A 256-colour palette of distinct colours.
    static let palette: [UInt8] = (0..<256).flatMap { (i: Int) -> [UInt8] in
        let green: UInt8 = UInt8((i * 37) & 0xFF)
        return [UInt8(i), green, UInt8(255 - i)]
    }

    /// The file decoded both ways, at `target` and at its own size: (streamed, whole then reduced).
    static func bothWays(_ file: PNGFileBuilder, to target: Size = target) throws -> [(PNGDecoder.Result, DecodedImage)] {
        let dir = try CodecTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/image.png"
        try CodecTestSupport.write(file.bytes(), to: path)
        let whole = try PNGDecoder.decode(path: path)
        return try [target, whole.pixels.size].map { size in
            let streamed = try PNGDecoder.decode(path: Array(path.utf8)) { _ in size }
            let reduced = size == whole.pixels.size ? whole.pixels : Resampler.downscale(whole.pixels, to: size)
            return (streamed, DecodedImage(pixels: reduced, opaque: whole.opaque))
        }
    }

    /// The largest difference of any channel byte between the two.
    static func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        guard a.size == b.size else { return .max }
        return zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    static func expectSame(_ file: PNGFileBuilder, opaque: Bool, label: String) throws {
        for (streamed, reference) in try bothWays(file) {
            #expect(streamed.streamed, "\(label): a plain PNG streams")
            #expect(streamed.stored == Size(width: width, height: height), "\(label)")
            #expect(streamed.image.opaque == opaque, "\(label): opaque")
            #expect(reference.opaque == opaque, "\(label): the simplified API's opaque")
            #expect(streamed.image.pixels.size == reference.pixels.size, "\(label)")
            let difference = largestDifference(streamed.image.pixels, reference.pixels)
            #expect(difference == 0, "\(label): differs by up to \(difference)")
        }
    }

    @Test func rgbAndRGBAMatchTheWholeDecode() throws {
        try Self.expectSame(Self.builder(.rgb, depth: 8), opaque: true, label: "RGB 8")
        try Self.expectSame(Self.builder(.rgba, depth: 8), opaque: false, label: "RGBA 8")
    }

    @Test func sixteenBitsMatchTheWholeDecode() throws {
        try Self.expectSame(Self.builder(.rgb, depth: 16), opaque: true, label: "RGB 16")
        try Self.expectSame(Self.builder(.rgba, depth: 16), opaque: false, label: "RGBA 16")
        try Self.expectSame(Self.builder(.gray, depth: 16), opaque: true, label: "grey 16")
        try Self.expectSame(Self.builder(.grayAlpha, depth: 16), opaque: false, label: "grey+alpha 16")
    }

    @Test func greyAtEveryDepthMatchesTheWholeDecode() throws {
        for depth in [1, 2, 4, 8] {
            try Self.expectSame(Self.builder(.gray, depth: depth), opaque: true, label: "grey \(depth)")
        }
        try Self.expectSame(Self.builder(.grayAlpha, depth: 8), opaque: false, label: "grey+alpha 8")
    }

    @Test func palettesMatchTheWholeDecode() throws {
        for depth in [1, 2, 4, 8] {
            var file = Self.builder(.palette, depth: depth)
            file.palette = Array(Self.palette.prefix(3 << depth))
            try Self.expectSame(file, opaque: true, label: "palette \(depth)")
            file.transparency = (0..<(1 << depth)).map { UInt8(($0 * 97) & 0xFF) }
            try Self.expectSame(file, opaque: false, label: "palette \(depth) with tRNS")
        }
    }

    /// tRNS on a grey or RGB image names one transparent colour.
    @Test func aTransparentColourMatchesTheWholeDecode() throws {
        var rgb = Self.builder(.rgb, depth: 8)
        rgb.sample = { x, y, c in (x / 10 + y / 10) % 2 == 0 ? [10, 20, 30][c] : (x * 5 + y + c * 40) % 256 }
        rgb.transparency = [0, 10, 0, 20, 0, 30]
        try Self.expectSame(rgb, opaque: false, label: "RGB with tRNS")
        var grey = Self.builder(.gray, depth: 16)
        grey.transparency = [0x12, 0x34]
        try Self.expectSame(grey, opaque: false, label: "grey 16 with tRNS")
    }

    /// A gAMA other than sRGB's is converted to sRGB, as the simplified API converts it.
    @Test func aFileGammaMatchesTheWholeDecode() throws {
        for (kind, depth) in [(PNGFileBuilder.Kind.rgb, 8), (.rgba, 8), (.gray, 16), (.rgb, 16)] {
            var file = Self.builder(kind, depth: depth)
            file.gamma = 100_000
            try Self.expectSame(file, opaque: kind != .rgba, label: "\(kind) \(depth) with gAMA 1.0")
        }
    }

    /// Adam7 completes no row before its last pass: such a file is decoded whole, then reduced.
    @Test func interlacedFilesAreDecodedWhole() throws {
        var file = Self.builder(.rgba, depth: 8)
        file.interlaced = true
        for (streamed, reference) in try Self.bothWays(file) {
            #expect(!streamed.streamed)
            #expect(!streamed.image.opaque)
            #expect(Self.largestDifference(streamed.image.pixels, reference.pixels) == 0)
        }
        // And the pixels are the plain file's.
        let plain = try Self.bothWays(Self.builder(.rgba, depth: 8))
        let interlaced = try Self.bothWays(file)
        #expect(Self.largestDifference(plain[0].0.image.pixels, interlaced[0].0.image.pixels) == 0)
    }

    /// A target larger than the photo leaves it at its own size (enlarging is the renderer's job).
    @Test func neverEnlarges() throws {
        let results = try Self.bothWays(Self.builder(.rgb, depth: 8), to: Size(width: 4000, height: 3000))
        #expect(results[0].0.image.pixels.size == Size(width: Self.width, height: Self.height))
        #expect(Self.largestDifference(results[0].0.image.pixels, results[1].1.pixels) == 0)
    }

    @Test func damageIsAnErrorNamingTheReason() throws {
        let dir = try CodecTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let good = Self.builder(.rgb, depth: 8).bytes()
        let idat = try #require((0..<(good.count - 4)).first { Array(good[$0..<($0 + 4)]) == Array("IDAT".utf8) })
        var flipped = good
        flipped[idat + 4000] ^= 0x55  // inside the stored deflate data: IDAT's CRC no longer holds
        let runaway: [UInt8] = [0x07, 0xEA, 0x0B, 0x15] + Array("tEXt".utf8) + Array("Comment\0hi".utf8)
        let cases: [(String, [UInt8])] = [
            ("truncated in the image data", Array(good[0..<(idat + 20_000)])),
            ("truncated after the header", Array(good[0..<40])),
            ("a damaged IDAT", flipped),
            ("not a PNG", Array("this is text, not a picture\n".utf8)),
            // A tEXt chunk whose length runs far past the end of the file: the read ends there.
            ("a chunk length past the end", Array(good[0..<33]) + runaway + Array(good[33...])),
            ("empty", []),
        ]
        for (label, bytes) in cases {
            let path = dir + "/bad.png"
            try CodecTestSupport.write(bytes, to: path)
            do {
                _ = try PNGDecoder.decode(path: Array(path.utf8)) { _ in Self.target }
                Issue.record("\(label): decoded")
            } catch {
                #expect(error.description.hasPrefix("the PNG is damaged: "), "\(label): \(error)")
                #expect(!error.description.contains("\n"), "\(label): one line")
            }
        }
        #expect(throws: CodecError.self) { try PNGDecoder.decode(path: Array((dir + "/missing.png").utf8)) { $0 } }
    }

    @Test func refusesImagesOverTheLimitBeforeDecoding() throws {
        let dir = try CodecTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try CodecTestSupport.write(ImageFileBuilder.file(.png, width: 3000, height: 3000), to: dir + "/big.png")
        do {
            _ = try PNGDecoder.decode(path: Array((dir + "/big.png").utf8), maxPixels: 1_000_000) { _ in Self.target }
            Issue.record("decoded")
        } catch {
            #expect(error.description == "the PNG is 3000×3000, too large to decode")
        }
    }
}
