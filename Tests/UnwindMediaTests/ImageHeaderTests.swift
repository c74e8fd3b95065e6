import Foundation
import Testing
import UnwindMedia
import UnwindTestSupport

@Suite struct ImageHeaderTests {
    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// The first 33 bytes of a PNG: signature and IHDR. Enough for a decoder to allocate.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(width) + be32(height)
            + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    @Test func bombPNGIsRefusedFromItsHeader() throws {
        let tree = try TemporaryTree()
        let path = try tree.file("bomb.png", Self.pngHeader(width: 30000, height: 30000))
        let header = try ImageHeader.read(path: path)
        #expect(header == ImageHeader(format: .png, width: 30000, height: 30000))
        let reason = PhotoLimits(maxMegapixels: 100).refusal(for: header)
        #expect(reason?.contains("30000×30000 (900 megapixels)") == true, "reason: \(reason ?? "none")")
        #expect(reason?.contains("100-megapixel limit") == true)
        #expect(PhotoLimits(maxMegapixels: 1000).refusal(for: ImageHeader(format: .png, width: 30000, height: 30000)) == nil)
    }

    @Test func jpegFrameAfterALargeExifBlock() throws {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xF0] + [UInt8](repeating: 0x41, count: 0xFFEE)
        bytes += [0xFF, 0xC2, 0x00, 0x11, 0x08] + [0x0F, 0xA0, 0x17, 0x70] + [UInt8](repeating: 0, count: 12)
        bytes += [0xFF, 0xD9]
        let tree = try TemporaryTree()
        let header = try ImageHeader.read(path: tree.file("big.jpg", bytes))
        #expect(header == ImageHeader(format: .jpeg, width: 6000, height: 4000), "got \(String(describing: header))")
    }

    @Test func otherFormats() throws {
        let gif = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00, 0, 0, 0] + [0x2C, 0, 0, 0, 0, 0x40, 0x01, 0xF0, 0x00, 0, 2, 2, 0x44, 0x01, 0, 0x3B]
        #expect(try ImageHeader.parse(bytes: gif) == ImageHeader(format: .gif, width: 320, height: 240))
        var bmp = Array("BM".utf8) + [UInt8](repeating: 0, count: 12) + [40, 0, 0, 0] + [0x80, 0x02, 0, 0] + [0x20, 0xFE, 0xFF, 0xFF]
        bmp += [UInt8](repeating: 0, count: 8)
        #expect(try ImageHeader.parse(bytes: bmp) == ImageHeader(format: .bmp, width: 640, height: 480), "top-down BMPs have negative heights")
        let vp8x = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0] + [0x7F, 0x07, 0x00, 0x37, 0x04, 0x00]
        #expect(try ImageHeader.parse(bytes: vp8x) == ImageHeader(format: .webp, width: 1920, height: 1080))
        let tiff: [UInt8] =
            [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0, 2, 0] + [0, 1, 3, 0, 1, 0, 0, 0, 0x20, 0x03, 0, 0] + [1, 1, 4, 0, 1, 0, 0, 0, 0x58, 0x02, 0, 0]
        #expect(try ImageHeader.parse(bytes: tiff) == ImageHeader(format: .tiff, width: 800, height: 600))
        #expect(throws: ImageHeader.Problem.self, "unknown content is refused, never handed to a decoder to sniff") {
            try ImageHeader.parse(bytes: Array("hello, I am text".utf8))
        }
    }

    @Test func emptyAndTruncatedFilesGiveReasons() throws {
        let tree = try TemporaryTree()
        #expect(throws: ImageHeader.Problem("the file is empty (0 bytes)")) { try ImageHeader.read(path: tree.file("zero.jpg", [])) }
        #expect(throws: ImageHeader.Problem.self) { try ImageHeader.read(path: tree.file("cut.png", Array(Self.pngHeader(width: 1, height: 1).prefix(14)))) }
        #expect(throws: ImageHeader.Problem.self) { try ImageHeader.read(path: tree.file("cut.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A])) }
        #expect(throws: ImageHeader.Problem.self) { try ImageHeader.read(path: tree.path + "/absent.png") }
        let frame: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x20] + [UInt8](repeating: 0, count: 200)
        #expect(throws: ImageHeader.Problem("the JPEG is truncated: it has no end-of-image marker")) {
            try ImageHeader.read(path: tree.file("half.jpg", frame))
        }
        #expect(try ImageHeader.read(path: tree.file("whole.jpg", frame + [0xFF, 0xD9])) == ImageHeader(format: .jpeg, width: 32, height: 16))
    }

    /// A progressive JPEG tells how much libjpeg keeps for its coefficients (the one whole-image
    /// buffer of a row-at-a-time decode): 4:2:0 at 800×600 is 100×75 luma blocks and 50×38
    /// blocks of each chroma, 128 bytes a block. A baseline JPEG keeps none.
    @Test func aProgressiveJPEGNamesItsCoefficientBuffer() throws {
        func jpeg(marker: UInt8) -> [UInt8] {
            [0xFF, 0xD8, 0xFF, marker, 0x00, 0x11, 0x08, 0x02, 0x58, 0x03, 0x20, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xFF, 0xD9]
        }
        let progressive = try ImageHeader.parse(bytes: jpeg(marker: 0xC2))
        #expect(progressive.width == 800 && progressive.height == 600)
        #expect(progressive.progressiveCoefficientBytes == (100 * 75 + 2 * 50 * 38) * 128)
        #expect(try ImageHeader.parse(bytes: jpeg(marker: 0xC0)).progressiveCoefficientBytes == 0)
    }
}
