/// Shrinks decoded photos to the size they are shown at, with a proper low-pass filter.
///
/// Why not SDL's bilinear stretch: bilinear minification skips source pixels, so a zone
/// plate, fabric or foliage turns into moiré; repeated halving is a box filter of the wrong
/// width for any ratio but powers of two. This is a separable resampler with precomputed
/// fixed-point weights (rows first, then columns), as PIL and libvips do it: `area` averages
/// exactly the source area under each output pixel, `lanczos3` is the sharper windowed sinc.
/// Plain CPU work on bytes, so any decoder can call it before a full-size copy is made.
public enum Resampler {
    /// How each output pixel weighs the source pixels under it.
    public enum Filter: Sendable {
        /// Exact area averaging: each source pixel counts by how much of it the output covers.
        case area
        /// Lanczos with three lobes, scaled to the reduction (sharper, slightly more work).
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
    public static func downscale(_ pixels: PixelBuffer, to target: Size, filter: Filter = .area) -> PixelBuffer {
        let rows = pixels.bytes.withUnsafeBytes { raw -> PixelBuffer in
            guard let base = raw.baseAddress else { return pixels }
            let source = Source(base: base, size: pixels.size, rowBytes: pixels.width * 4, layout: .rgba)
            return resampleRows(source, toWidth: target.width, filter: filter)
        }
        return resampleColumns(rows, toHeight: target.height, filter: filter)
    }

    /// A source read in place at `target` size, in two passes so the caller can free the
    /// source between them (`afterRows`): only the row pass reads it.
    public static func downscale(_ source: Source, to target: Size, filter: Filter = .area, afterRows: () -> Void = {}) -> PixelBuffer {
        let rows = resampleRows(source, toWidth: target.width, filter: filter)
        afterRows()
        return resampleColumns(rows, toHeight: target.height, filter: filter)
    }

    /// The row pass: every source row resampled to `width`, as RGBA.
    public static func resampleRows(_ source: Source, toWidth width: Int, filter: Filter) -> PixelBuffer {
        let sw = source.size.width, sh = source.size.height, outWidth = max(1, width)
        let weights = Weights(from: sw, to: outWidth, filter: filter)
        var out = [UInt8](repeating: 0, count: outWidth * sh * 4)
        let layout = source.layout, step = layout.bytesPerPixel
        let r = layout.red, g = layout.green, b = layout.blue, a = layout.alpha ?? 0, hasAlpha = layout.alpha != nil
        out.withUnsafeMutableBufferPointer { dst in
            weights.table.withUnsafeBufferPointer { table in
                for y in 0..<sh {
                    let row = (source.base + y * source.rowBytes).assumingMemoryBound(to: UInt8.self)
                    var o = y * outWidth * 4
                    for x in 0..<outWidth {
                        let first = weights.first[x], count = weights.count[x], w0 = x * weights.stride
                        var s0: Int32 = Weights.half, s1: Int32 = Weights.half, s2: Int32 = Weights.half, s3: Int32 = Weights.half
                        var p = first * step
                        for k in 0..<count {
                            let w = table[w0 + k]
                            s0 &+= w &* Int32(row[p + r])
                            s1 &+= w &* Int32(row[p + g])
                            s2 &+= w &* Int32(row[p + b])
                            if hasAlpha { s3 &+= w &* Int32(row[p + a]) }
                            p += step
                        }
                        dst[o] = Weights.clamp(s0)
                        dst[o + 1] = Weights.clamp(s1)
                        dst[o + 2] = Weights.clamp(s2)
                        dst[o + 3] = hasAlpha ? Weights.clamp(s3) : 255
                        o += 4
                    }
                }
            }
        }
        return PixelBuffer(width: outWidth, height: sh, bytes: out)
    }

    /// The column pass: `pixels` (RGBA) resampled to `height` rows, a whole row at a time so
    /// memory is read in order.
    public static func resampleColumns(_ pixels: PixelBuffer, toHeight height: Int, filter: Filter) -> PixelBuffer {
        let outHeight = max(1, height), rowLength = pixels.width * 4
        guard outHeight != pixels.height else { return pixels }
        let weights = Weights(from: pixels.height, to: outHeight, filter: filter)
        var out = [UInt8](repeating: 0, count: rowLength * outHeight)
        var sums = [Int32](repeating: 0, count: rowLength)
        pixels.bytes.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                sums.withUnsafeMutableBufferPointer { acc in
                    weights.table.withUnsafeBufferPointer { table in
                        for y in 0..<outHeight {
                            for i in 0..<rowLength { acc[i] = Weights.half }
                            let first = weights.first[y], w0 = y * weights.stride
                            for k in 0..<weights.count[y] {
                                let w = table[w0 + k], row = (first + k) * rowLength
                                for i in 0..<rowLength { acc[i] &+= w &* Int32(src[row + i]) }
                            }
                            let o = y * rowLength
                            for i in 0..<rowLength { dst[o + i] = Weights.clamp(acc[i]) }
                        }
                    }
                }
            }
        }
        return PixelBuffer(width: pixels.width, height: outHeight, bytes: out)
    }
}
