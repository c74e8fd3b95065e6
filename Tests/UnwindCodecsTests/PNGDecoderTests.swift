import Foundation
import Testing
import UnwindCodecs
import UnwindDraw
import UnwindSlideshowTesting

/// PNG through libpng's simplified API: pixels, alpha, and damage reported as values.
@Suite struct PNGDecoderTests {
    @Test func decodesTheGeneratedPNG() throws {
        let dir = try CodecTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try CodecTestSupport.write(ImageFileBuilder.file(.png, width: 24, height: 16), to: dir + "/blue.png")
        let image = try PNGDecoder.decode(path: dir + "/blue.png")
        #expect(image.pixels.size == Size(width: 24, height: 16))
        #expect(image.opaque, "an RGB PNG has no alpha")
        #expect(image.pixels[12, 8] == Color(30, 144, 255), "\(image.pixels[12, 8])")
    }

    @Test func damageIsAReasonNotAPrint() throws {
        let dir = try CodecTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var bytes = ImageFileBuilder.file(.png, width: 24, height: 16)
        bytes[12] = 0x06  // IHDR's chunk type becomes invalid
        try CodecTestSupport.write(bytes, to: dir + "/bad.png")
        #expect(throws: CodecError.self) { try PNGDecoder.decode(path: dir + "/bad.png") }
        do {
            _ = try PNGDecoder.decode(path: dir + "/bad.png")
        } catch {
            #expect(error.description.hasPrefix("the PNG is damaged: "), "\(error)")
        }
    }

    /// A tEXt chunk whose length runs far past the end of the file made SDL_image's reader
    /// spin re-reading it for minutes; the simplified API stops at the end of the file.
    @Test func aChunkLengthPastTheEndEndsTheRead() throws {
        let dir = try CodecTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let good = ImageFileBuilder.file(.png, width: 8, height: 8)
        let text: [UInt8] = [0x07, 0xEA, 0x0B, 0x15] + Array("tEXt".utf8) + Array("Comment\0hi".utf8)
        try CodecTestSupport.write(Array(good[0..<33]) + text + Array(good[33...]), to: dir + "/long.png")
        #expect(throws: CodecError.self) { try PNGDecoder.decode(path: dir + "/long.png") }
    }

    @Test func refusesImagesOverTheLimit() throws {
        let dir = try CodecTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try CodecTestSupport.write(ImageFileBuilder.file(.png, width: 3000, height: 3000), to: dir + "/big.png")
        #expect(throws: CodecError.self) { try PNGDecoder.decode(path: dir + "/big.png", maxPixels: 1_000_000) }
    }
}
