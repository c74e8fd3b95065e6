import Testing
import UnwindDraw

/// Texture order made in the decoder's own buffer: the same bytes as the copying conversion,
/// and a buffer another value still holds is never changed under it.
@Suite struct TexturePixelsTakingTests {
    /// A picture with a different value in every byte, so a swapped or lost channel shows.
    static func pattern(width: Int, height: Int) -> PixelBuffer {
        let bytes = (0..<width * height * 4).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ $0 / 7) }
        return PixelBuffer(width: width, height: height, bytes: bytes)
    }

    @Test(arguments: [false, true])
    func takenBufferHoldsWhatTheCopyHolds(opaque: Bool) {
        let copied = TexturePixels(Self.pattern(width: 13, height: 7), opaque: opaque)
        let taken = TexturePixels(taking: Self.pattern(width: 13, height: 7), opaque: opaque)
        #expect(taken == copied, "in place and copied agree (opaque \(opaque))")
        #expect(Array(taken.bytes.prefix(4)) == [74, 37, 0, opaque ? 255 : 111], "B, G, R, A: \(Array(taken.bytes.prefix(4)))")
    }

    @Test func aBufferHeldOnceIsSwappedWhereItLies() {
        let pixels = Self.pattern(width: 64, height: 32)
        let address = pixels.bytes.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }
        let taken = TexturePixels(taking: consume pixels, opaque: true)
        #expect(taken.bytes.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) } == address, "no second frame-sized buffer")
    }

    @Test func aSharedBufferIsLeftAsItWas() {
        let kept = Self.pattern(width: 5, height: 3)
        let before = kept.bytes
        let taken = TexturePixels(taking: kept, opaque: false)
        #expect(kept.bytes == before, "the other holder still sees RGBA")
        #expect(taken.pixelBuffer == kept, "and the texture order converts back to it")
    }
}
