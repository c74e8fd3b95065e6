import UnwindCodecs
import UnwindDraw

/// Scaling a decoded picture on the CPU at the speed SDL's SSE stretch had: reductions
/// through the area-averaging `Resampler` (the one photo reduction, the same that shrinks a
/// streamed JPEG), enlargements bilinear, one source row interpolated across once however
/// many output rows it feeds, and the rows blended in 16-bit lanes the compiler vectorises.
extension DecodedImage {
    /// A copy scaled to `target`: reduced by exact area averaging (no shimmer from skipped
    /// pixels, the job halving did before), enlarged with bilinear filtering sampled at pixel
    /// centres, so a small photo or a 64-pixel backdrop stays smooth at full size.
    /// - Throws: `DecodeError` (stage `.compose`) for an empty target; `PixelAllocationError`
    ///   when the memory cannot be had.
    /// - Complexity: O(source pixels + target pixels).
    public func scaled(to target: Size) throws -> DecodedImage {
        guard target.width > 0, target.height > 0 else { throw DecodeError(.compose, "scaling to \(target): the size is empty") }
        if target == size { return self }
        if target.width <= size.width, target.height <= size.height {
            return DecodedImage(pixels: Resampler.downscale(pixels, to: target, filter: .area), opaque: opaque)
        }
        return DecodedImage(pixels: try Self.stretched(pixels, to: target), opaque: opaque)
    }

    /// `pixels` stretched to `size` with bilinear filtering, sampling at pixel centres, in
    /// 8-bit fixed-point weights. Each source row the output needs is interpolated across once
    /// into one of two line buffers (an enlargement reuses it for many output rows), then each
    /// output row is the two lines blended byte by byte.
    static func stretched(_ pixels: PixelBuffer, to size: Size) throws -> PixelBuffer {
        let sw = pixels.width, sh = pixels.height, tw = size.width, th = size.height
        guard sw > 0, sh > 0 else { return PixelBuffer(width: tw, height: th, bytes: try PixelMemory.zeroedBytes(tw * th * 4, width: tw, height: th)) }
        var left = [Int](repeating: 0, count: tw), right = [Int](repeating: 0, count: tw), weight = [Int](repeating: 0, count: tw)
        for x in 0..<tw {
            let (x0, x1, fx) = Self.tap(x, from: sw, to: tw)
            left[x] = x0 * 4
            right[x] = x1 * 4
            weight[x] = fx >> 8
        }
        let rowBytes = tw * 4
        var lines = [UInt8](repeating: 0, count: 2 * rowBytes)
        // Every output row is written (copied or blended), so the frame is not zeroed first.
        let bytes = try PixelMemory.uninitializedBytes(tw * th * 4, width: tw, height: th) { target in
            pixels.bytes.withUnsafeBufferPointer { source in
                lines.withUnsafeMutableBufferPointer { lines in
                    left.withUnsafeBufferPointer { left in
                        right.withUnsafeBufferPointer { right in
                            weight.withUnsafeBufferPointer { weight in
                                let src = source.baseAddress.unsafelyUnwrapped, dst = target.baseAddress.unsafelyUnwrapped
                                let columns = Columns(
                                    left: left.baseAddress.unsafelyUnwrapped, right: right.baseAddress.unsafelyUnwrapped,
                                    weight: weight.baseAddress.unsafelyUnwrapped, count: tw)
                                var top = lines.baseAddress.unsafelyUnwrapped, bottom = top + rowBytes
                                var topRow = -1, bottomRow = -1
                                for y in 0..<th {
                                    let (y0, y1, fy) = Self.tap(y, from: sh, to: th)
                                    if topRow != y0 {
                                        if bottomRow == y0 {
                                            swap(&top, &bottom)
                                            swap(&topRow, &bottomRow)
                                        } else {
                                            columns.interpolate(src + y0 * sw * 4, into: top)
                                            topRow = y0
                                        }
                                    }
                                    let out = dst + y * rowBytes
                                    let f = fy >> 8
                                    if f == 0 || y1 == y0 {
                                        out.initialize(from: top, count: rowBytes)
                                        continue
                                    }
                                    if bottomRow != y1 {
                                        columns.interpolate(src + y1 * sw * 4, into: bottom)
                                        bottomRow = y1
                                    }
                                    Self.blend(top, bottom, weight: f, into: out, count: rowBytes)
                                }
                            }
                        }
                    }
                }
            }
        }
        return PixelBuffer(width: tw, height: th, bytes: bytes)
    }

    /// The source columns each output column blends, as byte offsets, and the second one's
    /// weight out of 256.
    struct Columns {
        let left: UnsafePointer<Int>, right: UnsafePointer<Int>, weight: UnsafePointer<Int>
        let count: Int

        /// One source row interpolated across to the output's width.
        @inline(__always)
        func interpolate(_ row: UnsafePointer<UInt8>, into line: UnsafeMutablePointer<UInt8>) {
            for x in 0..<count {
                let a = row + left[x], b = row + right[x], f = weight[x], g = 256 - f
                let o = line + x * 4
                o[0] = UInt8(truncatingIfNeeded: (Int(a[0]) &* g &+ Int(b[0]) &* f &+ 128) &>> 8)
                o[1] = UInt8(truncatingIfNeeded: (Int(a[1]) &* g &+ Int(b[1]) &* f &+ 128) &>> 8)
                o[2] = UInt8(truncatingIfNeeded: (Int(a[2]) &* g &+ Int(b[2]) &* f &+ 128) &>> 8)
                o[3] = UInt8(truncatingIfNeeded: (Int(a[3]) &* g &+ Int(b[3]) &* f &+ 128) &>> 8)
            }
        }
    }

    /// `top` and `bottom` blended byte by byte, `bottom` weighing `weight` of 256 (1...255):
    /// 16-bit lanes (255 × 256 + 128 fits), a loop the compiler turns into SIMD.
    @inline(__always)
    static func blend(_ top: UnsafePointer<UInt8>, _ bottom: UnsafePointer<UInt8>, weight: Int, into out: UnsafeMutablePointer<UInt8>, count: Int) {
        let f = UInt16(truncatingIfNeeded: weight), g = 256 &- f
        for i in 0..<count {
            out[i] = UInt8(truncatingIfNeeded: (UInt16(top[i]) &* g &+ UInt16(bottom[i]) &* f &+ 128) &>> 8)
        }
    }

    /// The two source pixels a target pixel `i` (of `target`) blends, and the second one's
    /// weight out of 65,536, sampling at pixel centres and clamping at the edges.
    static func tap(_ i: Int, from source: Int, to target: Int) -> (Int, Int, Int) {
        let position = max(0, ((2 * i + 1) * source * 32768) / target - 32768)
        let first = min(position >> 16, source - 1)
        return (first, min(first + 1, source - 1), first == source - 1 ? 0 : position & 0xFFFF)
    }
}
