/// Shrinks decoded photos to the size they are shown at, with a proper low-pass filter.
///
/// Why not SDL's bilinear stretch: bilinear minification skips source pixels, so a zone
/// plate, fabric or foliage turns into moiré; repeated halving is a box filter of the wrong
/// width for any ratio but powers of two. This is a separable resampler with precomputed
/// fixed-point weights (rows first, then columns), as PIL and libvips do it. `lanczos3`, the
/// default, is the windowed sinc PIL and libvips reduce photos with; `area` (exact area
/// averaging) is cheaper but lets a zone plate through at 24–27 dB against Lanczos where
/// Lanczos after libjpeg-turbo's DCT scaling keeps 31–34 dB (ResamplerTests, JPEGDecoderTests).
/// Plain CPU work on bytes, so any decoder can call it before a full-size copy is made.
public enum Resampler {
    /// How each output pixel weighs the source pixels under it.
    public enum Filter: Sendable {
        /// Exact area averaging: each source pixel counts by how much of it the output covers.
        case area
        /// A tent two source-steps wide, scaled to the reduction (PIL's bilinear reduction).
        case triangle
        /// Keys' cubic (a = −0.5, Catmull-Rom), scaled to the reduction.
        case bicubic
        /// Lanczos with two lobes, scaled to the reduction.
        case lanczos2
        /// Lanczos with three lobes, scaled to the reduction (sharpest, most work).
        case lanczos3
    }

    /// Where the channels sit in one source pixel; missing alpha reads as opaque.
    public struct Layout: Sendable, Equatable {
        /// Bytes from one pixel to the next (3 or 4).
        public var bytesPerPixel: Int
        /// Byte offsets of red, green and blue within a pixel.
        public var red: Int, green: Int, blue: Int
        /// Byte offset of alpha, or nil when the pixels have none.
        public var alpha: Int?

        /// A layout from byte offsets.
        public init(bytesPerPixel: Int, red: Int, green: Int, blue: Int, alpha: Int?) {
            self.bytesPerPixel = bytesPerPixel
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// R, G, B, A bytes: `PixelBuffer`'s own layout.
        public static let rgba = Layout(bytesPerPixel: 4, red: 0, green: 1, blue: 2, alpha: 3)
        /// R, G, B, then a byte that is not alpha (TurboJPEG's RGBX).
        public static let rgbx = Layout(bytesPerPixel: 4, red: 0, green: 1, blue: 2, alpha: nil)
        /// Three bytes R, G, B.
        public static let rgb = Layout(bytesPerPixel: 3, red: 0, green: 1, blue: 2, alpha: nil)
    }

    /// Pixels read in place: a decoder's own buffer, which may be padded per row.
    public struct Source {
        /// The first pixel of the first row.
        public var base: UnsafeRawPointer
        /// Width and height in pixels.
        public var size: Size
        /// Bytes from one row to the next.
        public var rowBytes: Int
        /// Channel order.
        public var layout: Layout

        /// Pixels at `base`, `rowBytes` apart.
        public init(base: UnsafeRawPointer, size: Size, rowBytes: Int, layout: Layout) {
            self.base = base
            self.size = size
            self.rowBytes = rowBytes
            self.layout = layout
        }
    }

    /// `pixels` at `target` size; a target no smaller than the source on an axis leaves that
    /// axis to a plain copy of rows or columns (upscaling is the renderer's job).
    public static func downscale(_ pixels: PixelBuffer, to target: Size, filter: Filter = .lanczos3) -> PixelBuffer {
        let rows = pixels.bytes.withUnsafeBytes { raw -> PixelBuffer in
            guard let base = raw.baseAddress else { return pixels }
            let source = Source(base: base, size: pixels.size, rowBytes: pixels.width * 4, layout: .rgba)
            return resampleRows(source, toWidth: target.width, filter: filter)
        }
        return resampleColumns(rows, toHeight: target.height, filter: filter)
    }

    /// A source read in place at `target` size, in two passes so the caller can free the
    /// source between them (`afterRows`): only the row pass reads it.
    public static func downscale(_ source: Source, to target: Size, filter: Filter = .lanczos3, afterRows: () -> Void = {}) -> PixelBuffer {
        let rows = resampleRows(source, toWidth: target.width, filter: filter)
        afterRows()
        return resampleColumns(rows, toHeight: target.height, filter: filter)
    }

    /// The row pass: every source row resampled to `width`, as RGBA.
    public static func resampleRows(_ source: Source, toWidth width: Int, filter: Filter) -> PixelBuffer {
        let sh = source.size.height, outWidth = max(1, width)
        let weights = Weights(from: source.size.width, to: outWidth, filter: filter)
        var out = [UInt8](repeating: 0, count: outWidth * sh * 4)
        let layout = source.layout
        out.withUnsafeMutableBufferPointer { dst in
            weights.withTaps { taps in
                for y in 0..<sh {
                    let row = source.base + y * source.rowBytes
                    let line = UnsafeMutableRawPointer(dst.baseAddress.unsafelyUnwrapped + y * outWidth * 4)
                    if layout.bytesPerPixel == 4, layout.red == 0, layout.green == 1, layout.blue == 2 {
                        resampleRow4(row, into: line, width: outWidth, taps: taps, opaque: layout.alpha == nil)
                    } else {
                        resampleRow(row, into: line, width: outWidth, taps: taps, layout: layout)
                    }
                }
            }
        }
        return PixelBuffer(width: outWidth, height: sh, bytes: out)
    }

    /// One row of 4-byte R, G, B, A/X pixels: each pixel is one 4-lane vector.
    @inline(__always)
    private static func resampleRow4(_ row: UnsafeRawPointer, into out: UnsafeMutableRawPointer, width: Int, taps: Weights.Taps, opaque: Bool) {
        let round = SIMD4<Int32>(repeating: Weights.half)
        for x in 0..<width {
            var sum = round
            let first = taps.first[x], w0 = x * taps.stride
            for k in 0..<taps.count[x] {
                let pixel = row.loadUnaligned(fromByteOffset: (first + k) * 4, as: SIMD4<UInt8>.self)
                sum &+= SIMD4<Int32>(truncatingIfNeeded: pixel) &* taps.table[w0 + k]
            }
            var packed = SIMD4<UInt8>(clamping: sum &>> Weights.bits)
            if opaque { packed[3] = 255 }
            out.storeBytes(of: packed, toByteOffset: x * 4, as: SIMD4<UInt8>.self)
        }
    }

    /// One row of any byte layout (3-byte pixels, BGR order), channel by channel.
    private static func resampleRow(_ row: UnsafeRawPointer, into out: UnsafeMutableRawPointer, width: Int, taps: Weights.Taps, layout: Layout) {
        let bytes = row.assumingMemoryBound(to: UInt8.self), dst = out.assumingMemoryBound(to: UInt8.self)
        let step = layout.bytesPerPixel, r = layout.red, g = layout.green, b = layout.blue
        let a = layout.alpha ?? 0, hasAlpha = layout.alpha != nil
        for x in 0..<width {
            let first = taps.first[x], w0 = x * taps.stride
            var s0 = Weights.half, s1 = Weights.half, s2 = Weights.half, s3 = Weights.half
            var p = first * step
            for k in 0..<taps.count[x] {
                let w = taps.table[w0 + k]
                s0 &+= w &* Int32(bytes[p + r])
                s1 &+= w &* Int32(bytes[p + g])
                s2 &+= w &* Int32(bytes[p + b])
                if hasAlpha { s3 &+= w &* Int32(bytes[p + a]) }
                p += step
            }
            dst[x * 4] = Weights.clamp(s0)
            dst[x * 4 + 1] = Weights.clamp(s1)
            dst[x * 4 + 2] = Weights.clamp(s2)
            dst[x * 4 + 3] = hasAlpha ? Weights.clamp(s3) : 255
        }
    }

    /// The column pass: `pixels` (RGBA) resampled to `height` rows, a whole row at a time so
    /// memory is read in order, eight bytes to a vector.
    public static func resampleColumns(_ pixels: PixelBuffer, toHeight height: Int, filter: Filter) -> PixelBuffer {
        let outHeight = max(1, height), rowLength = pixels.width * 4
        guard outHeight != pixels.height else { return pixels }
        let weights = Weights(from: pixels.height, to: outHeight, filter: filter)
        let vectors = (rowLength + 7) / 8
        var out = [UInt8](repeating: 0, count: rowLength * outHeight)
        // Rows padded to whole vectors, so the last vector of a row never reads past it.
        var padded = [UInt8](repeating: 0, count: vectors * 8 * pixels.height)
        pixels.bytes.withUnsafeBufferPointer { src in
            padded.withUnsafeMutableBufferPointer { dst in
                for y in 0..<pixels.height {
                    UnsafeMutableRawPointer(dst.baseAddress.unsafelyUnwrapped + y * vectors * 8)
                        .copyMemory(from: src.baseAddress.unsafelyUnwrapped + y * rowLength, byteCount: rowLength)
                }
            }
        }
        var sums = [SIMD8<Int32>](repeating: .zero, count: vectors)
        let round = SIMD8<Int32>(repeating: Weights.half)
        padded.withUnsafeBytes { src in
            out.withUnsafeMutableBufferPointer { dst in
                sums.withUnsafeMutableBufferPointer { acc in
                    weights.withTaps { taps in
                        let base = src.baseAddress.unsafelyUnwrapped
                        for y in 0..<outHeight {
                            for i in 0..<vectors { acc[i] = round }
                            let first = taps.first[y], w0 = y * taps.stride
                            for k in 0..<taps.count[y] {
                                let w = SIMD8<Int32>(repeating: taps.table[w0 + k])
                                let row = base + (first + k) * vectors * 8
                                for i in 0..<vectors {
                                    let bytes = row.loadUnaligned(fromByteOffset: i * 8, as: SIMD8<UInt8>.self)
                                    acc[i] &+= SIMD8<Int32>(truncatingIfNeeded: bytes) &* w
                                }
                            }
                            let line = dst.baseAddress.unsafelyUnwrapped + y * rowLength
                            for i in 0..<vectors {
                                let packed = SIMD8<UInt8>(clamping: acc[i] &>> Weights.bits)
                                if i * 8 + 8 <= rowLength {
                                    UnsafeMutableRawPointer(line).storeBytes(of: packed, toByteOffset: i * 8, as: SIMD8<UInt8>.self)
                                } else {
                                    for j in 0..<(rowLength - i * 8) { line[i * 8 + j] = packed[j] }
                                }
                            }
                        }
                    }
                }
            }
        }
        return PixelBuffer(width: pixels.width, height: outHeight, bytes: out)
    }
}
