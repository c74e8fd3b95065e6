import Testing
import UnwindMedia
import UnwindSlideshowTesting

/// Every format the show decodes is sized from bytes the test builds, and its 30000×30000
/// decompression bomb (a few dozen bytes) is refused before any decoder sees it.
@Suite struct ImageHeaderFormatsTests {
    @Test(arguments: ImageHeader.Format.allCases)
    func intactFileIsSizedByContent(format: ImageHeader.Format) throws {
        let bytes = ImageFileBuilder.file(format, width: 24, height: 16)
        let header = try ImageHeader.parse(bytes: bytes)
        #expect(header == ImageHeader(format: format, width: 24, height: 16), "\(format): \(header)")
    }

    @Test(arguments: ImageHeader.Format.allCases)
    func bombIsRefused(format: ImageHeader.Format) throws {
        let bytes = ImageFileBuilder.file(format, width: 30000, height: 30000)
        let (w, h) = ImageFileBuilder.expressible(format, width: 30000, height: 30000)
        let header = try ImageHeader.parse(bytes: bytes)
        #expect(header.width == w && header.height == h, "\(format): \(header)")
        let reason = PhotoLimits(maxMegapixels: 100).refusal(for: header)
        #expect(reason?.contains("over the 100-megapixel limit") == true, "\(format) (\(bytes.count) bytes): \(reason ?? "let through")")
    }

    @Test func gifFramesCountAsMuchAsItsScreen() throws {
        // A 1×1 logical screen whose only frame is 30000×30000: the frame is what decoders allocate.
        var gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]
        gif += [0x2C, 0, 0, 0, 0, 0x30, 0x75, 0x30, 0x75, 0, 2, 2, 0x44, 0x01, 0, 0x3B]
        #expect(try ImageHeader.parse(bytes: gif) == ImageHeader(format: .gif, width: 30000, height: 30000))
        // And a later frame is counted too.
        var two = Array("GIF89a".utf8) + [4, 0, 4, 0, 0, 0, 0]
        two += [0x21, 0xF9, 4, 0, 0, 0, 0, 0]
        two += [0x2C, 0, 0, 0, 0, 4, 0, 4, 0, 0, 2, 2, 0x44, 0x01, 0]
        two += [0x2C, 0, 0, 0, 0, 0x10, 0x27, 0x20, 0x4E, 0, 2, 2, 0x44, 0x01, 0, 0x3B]
        #expect(try ImageHeader.parse(bytes: two) == ImageHeader(format: .gif, width: 10000, height: 20000))
        #expect(throws: ImageHeader.Problem("the GIF is truncated: it has no image")) { try ImageHeader.parse(bytes: Array(gif.prefix(13))) }
    }

    @Test func svgSizesFollowNanoSVG() throws {
        func size(_ text: String) throws -> ImageHeader { try ImageHeader.parse(bytes: Array(text.utf8)) }
        #expect(try size("<svg width=\"2in\" height=\"1in\"/>") == ImageHeader(format: .svg, width: 192, height: 96))
        #expect(try size("<svg width=\"100%\" height=\"100%\" viewBox=\"0 0 640 480\">") == ImageHeader(format: .svg, width: 640, height: 480))
        #expect(try size("<svg viewBox='0,0,3e4,3e4'>").width == 30000, "exponents are numbers to nanosvg")
        #expect(try size("<svg width='10' height='10'><svg width='3e4' height='3e4'></svg></svg>").width == 30000, "a nested <svg> overrides")
        #expect(try size("<svg width='10' height='10'><defs><svg width='3e4' height='3e4'/></defs></svg>").width == 10, "inside <defs> it does not")
        #expect(try size("<svg width='10' height='10'><!-- <svg width='3e4' height='3e4'> --></svg>").width == 10, "nor inside a comment")
        #expect(throws: ImageHeader.Problem.self, "no declared size: nanosvg would use the shapes' bounds") {
            try size("<svg><rect width='30000' height='30000'/></svg>")
        }
        #expect(throws: ImageHeader.Problem.self) { try size("<svg width='1e39' height='1'/>") }
        #expect(throws: ImageHeader.Problem.self) { try size("<svg width='2em' height='1em'/>") }
    }

    @Test func refusedFormatsSayWhy() throws {
        let cases: [([UInt8], String)] = [
            (Array("/* XPM */\nstatic char *x[] = {\"1 1 1 1\"};".utf8), "XPM"),
            (Array("gimp xcf v011\0".utf8) + [0, 0, 0, 1, 0, 0, 0, 1], "XCF"),
            ([0xFF, 0x0A, 0x00, 0x00], "JPEG XL"),
            (Array("P7\nWIDTH 1\nHEIGHT 1\n".utf8), "PAM"),
            ([0x49, 0x49, 0x2B, 0x00, 8, 0, 0, 0], "BigTIFF"),
            ([0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x30, 0x75, 0x30, 0x75, 24, 0], "not an image format"),
        ]
        for (bytes, words) in cases {
            #expect(throws: ImageHeader.Problem.self) { try ImageHeader.parse(bytes: bytes) }
            do {
                _ = try ImageHeader.parse(bytes: bytes)
            } catch {
                #expect(error.description.contains(words), "'\(error.description)' should mention \(words)")
            }
        }
    }

    @Test(arguments: ImageHeader.Format.allCases)
    func largestDeclarableSizeIsRefused(format: ImageHeader.Format) throws {
        let side = Int(Int32.max)
        let header = try ImageHeader.parse(bytes: ImageFileBuilder.file(format, width: side, height: side))
        let (w, h) = ImageFileBuilder.expressible(format, width: side, height: side)
        #expect(header.width == w && header.height == h, "\(format): \(header)")
        #expect(PhotoLimits(maxMegapixels: 100).refusal(for: header) != nil, "\(format): \(header)")
    }

    @Test func sizeFieldsAtTheirLimitsNeverTrap() throws {
        let png = ImageFileBuilder.file(.png, width: Int(Int32.max), height: Int(Int32.max))
        let header = try ImageHeader.parse(bytes: png)
        #expect(header.pixelCount != nil)
        #expect(PhotoLimits(maxMegapixels: .greatestFiniteMagnitude).refusal(for: header) == nil)
        #expect(PhotoLimits(maxMegapixels: 1e300).maxPixels == Int.max, "a huge limit converts without trapping")
        let fullBox: [UInt8] =
            [0, 0, 0, 0x14] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1".utf8)
            + [0, 0, 0, 1] + Array("meta".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        #expect(throws: ImageHeader.Problem.self, "a 64-bit box size past the file is refused") { try ImageHeader.parse(bytes: fullBox) }
    }
}
