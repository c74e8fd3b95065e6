/// Pixels in the byte order the renderer's textures keep them (B, G, R, A: SDL's ARGB8888,
/// or XRGB8888 when opaque, on a little-endian machine), made on the decode thread so an
/// upload on the render thread is a plain copy.
///
/// Why: SDL's software renderer blends an opaque XRGB8888 texture at a uniform opacity
/// several times faster than one with per-pixel alpha, and converting RGBA on the render
/// thread would cost a frame's time per upload; the decode thread swaps the bytes instead.
public struct TexturePixels: Sendable, Equatable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width * height * 4` bytes in B, G, R, A order (A is 255 throughout when opaque).
    public let bytes: [UInt8]
    /// True when the texture needs no alpha channel (XRGB8888).
    public let opaque: Bool

    /// The pixels of an RGBA buffer in texture order; `opaque` drops its alpha (255 throughout).
    /// - Complexity: O(pixels).
    public init(_ pixels: PixelBuffer, opaque: Bool) {
        let count = pixels.bytes.count
        // One pass, reading the RGBA words and writing the swapped ones into fresh memory: a
        // loop over raw 32-bit words with no bounds checks, which the compiler vectorises.
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            pixels.bytes.withUnsafeBytes { raw in
                guard let from = raw.baseAddress, let into = out.baseAddress else { return }
                let source = from.assumingMemoryBound(to: UInt32.self)
                let target = UnsafeMutableRawPointer(into).assumingMemoryBound(to: UInt32.self)
                let alpha: UInt32 = opaque ? 0xFF00_0000 : 0
                for i in 0..<count / 4 { target[i] = Self.textureWord(source[i], alpha: alpha) }
            }
            initialized = count
        }
        self.width = pixels.width
        self.height = pixels.height
        self.bytes = bytes
        self.opaque = opaque
    }

    /// One RGBA pixel as read from memory, in texture order with `alpha` or-ed in: RGBA in
    /// memory is 0xAABBGGRR as a little-endian word, BGRA is 0xAARRGGBB.
    @inline(__always)
    static func textureWord(_ word: UInt32, alpha: UInt32) -> UInt32 {
        let v = UInt32(littleEndian: word)
        let swapped = (v & 0xFF00_FF00) | (v & 0x0000_00FF) << 16 | (v & 0x00FF_0000) >> 16
        return (swapped | alpha).littleEndian
    }

    /// The texture's size.
    public var size: Size { Size(width: width, height: height) }

    /// The pixels back in RGBA order, for tests and CPU-side work (alpha 255 when opaque).
    public var pixelBuffer: PixelBuffer {
        PixelBuffer(width: width, height: height, bytes: TexturePixels(PixelBuffer(width: width, height: height, bytes: bytes), opaque: opaque).bytes)
    }
}
