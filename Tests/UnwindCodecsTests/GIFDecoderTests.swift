import Testing
import UnwindDraw
import UnwindRandom
import UnwindSlideshowTesting

@testable import UnwindCodecs

/// The Swift GIF decoder: the first frame on its logical screen, transparency, interlacing,
/// and damaged files that end as partial frames or reasons, never traps.
@Suite struct GIFDecoderTests {
    @Test func decodesTheGeneratedGIF() throws {
        let image = try GIFDecoder.decode(bytes: ImageFileBuilder.file(.gif, width: 24, height: 16))
        #expect(image.pixels.size == Size(width: 24, height: 16))
        #expect(image.opaque)
        #expect(image.pixels[0, 0] == Color(30, 144, 255) && image.pixels[23, 15] == Color(30, 144, 255), "\(image.pixels[0, 0]) \(image.pixels[23, 15])")
    }

    /// A 4×4 screen with a 2×2 frame at (1, 1) whose colour 0 is transparent; LZW codes
    /// written by hand (2-bit minimum code size): clear, 1, 0, 0, 1, end.
    @Test func framesAreComposedOnTheScreenWithTransparency() throws {
        var gif = Array("GIF89a".utf8) + [4, 0, 4, 0, 0x81, 0, 0]
        gif += [0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255]
        gif += [0x21, 0xF9, 4, 1, 0, 0, 0, 0]
        gif += [0x2C, 1, 0, 1, 0, 2, 0, 2, 0, 0]
        // Codes 4,1,0,0 at 3 bits, then 1,5 at 4 bits (the table reached 8), LSB first.
        gif += [2, 3, 0x0C, 0x10, 0x05, 0, 0x3B]
        let image = try GIFDecoder.decode(bytes: gif)
        #expect(image.pixels.size == Size(width: 4, height: 4))
        #expect(!image.opaque)
        #expect(image.pixels[1, 1] == Color(255, 0, 0), "\(image.pixels[1, 1])")
        #expect(image.pixels[2, 1].a == 0 && image.pixels[1, 2].a == 0, "index 0 is transparent")
        #expect(image.pixels[2, 2] == Color(255, 0, 0))
        #expect(image.pixels[0, 0].a == 0, "outside the frame is transparent")
    }

    @Test func interlacedRowsLandInOrder() {
        #expect(GIFDecoder.rowOrder(height: 10, interlaced: true) == [0, 8, 4, 2, 6, 1, 3, 5, 7, 9])
        #expect(GIFDecoder.rowOrder(height: 3, interlaced: false) == [0, 1, 2])
    }

    @Test func refusesFramesOverTheLimit() {
        let gif = ImageFileBuilder.file(.gif, width: 3000, height: 3000)
        #expect(throws: CodecError.self) { try GIFDecoder.decode(bytes: gif, maxPixels: 1_000_000) }
    }

    /// SDL_image's GIF reader crashed on 11 of 600 such files; this one must not trap on any.
    @Test func damagedGIFsNeverTrap() {
        var random = SplitMix64(seed: 7)
        var decoded = 0, refused = 0
        let original = ImageFileBuilder.file(.gif, width: 20, height: 12)
        for _ in 0..<400 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes.removeSubrange(at...)
                default: bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
                }
                if bytes.isEmpty { break }
            }
            do {
                let image = try GIFDecoder.decode(bytes: bytes, maxPixels: 1 << 22)
                #expect(image.pixels.bytes.count == image.pixels.width * image.pixels.height * 4)
                decoded += 1
            } catch {
                #expect(!error.description.isEmpty)
                refused += 1
            }
        }
        #expect(decoded > 0 && refused > 0, "decoded \(decoded), refused \(refused)")
    }
}
