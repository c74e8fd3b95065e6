/// The one box blur: running sums in fixed point, used for blur transitions' copies and
/// for the blurred backdrop behind fitted photos.
extension PixelBuffer {
    /// Blurs in place with `passes` running-sum box filters of `radius` along rows then
    /// columns; edges repeat their last pixel. Three passes are within a few percent of a
    /// Gaussian, which is what blur transitions and the fitted photo's backdrop need.
    /// - Complexity: O(pixels × passes), independent of the radius.
    public mutating func boxBlur(radius: Int, passes: Int) {
        guard radius > 0, width > 0, height > 0 else { return }
        let w = width, h = height
        // Every byte of the scratch frame is written by the row pass before the column pass
        // reads it, so it is not zeroed first (8 MB and its page faults per 1080p blur).
        var scratch = [UInt8](unsafeUninitializedCapacity: bytes.count) { _, initialized in initialized = bytes.count }
        var sums = [Int](repeating: 0, count: w * 4)
        bytes.withUnsafeMutableBufferPointer { image in
            scratch.withUnsafeMutableBufferPointer { temp in
                sums.withUnsafeMutableBufferPointer { columnSums in
                    for _ in 0..<passes {
                        Self.blurRows(from: image, to: temp, width: w, height: h, radius: radius)
                        Self.blurColumns(from: temp, to: image, width: w, height: h, radius: radius, sums: columnSums)
                    }
                }
            }
        }
    }

    /// Fixed-point reciprocal of the window, so each output is a multiply and a shift.
    private static func reciprocal(_ radius: Int) -> Int { (1 << 24) / (2 * radius + 1) }

    private static func blurRows(from src: UnsafeMutableBufferPointer<UInt8>, to dst: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, radius: Int) {
        let inverse = reciprocal(radius), round = 1 << 23, last = width - 1
        for y in 0..<height {
            let row = y * width * 4
            var s0 = 0, s1 = 0, s2 = 0, s3 = 0
            for i in -radius...radius {
                let p = row + min(max(i, 0), last) * 4
                s0 += Int(src[p]); s1 += Int(src[p + 1]); s2 += Int(src[p + 2]); s3 += Int(src[p + 3])
            }
            for x in 0..<width {
                let o = row + x * 4
                dst[o] = UInt8(truncatingIfNeeded: (s0 * inverse + round) >> 24)
                dst[o + 1] = UInt8(truncatingIfNeeded: (s1 * inverse + round) >> 24)
                dst[o + 2] = UInt8(truncatingIfNeeded: (s2 * inverse + round) >> 24)
                dst[o + 3] = UInt8(truncatingIfNeeded: (s3 * inverse + round) >> 24)
                let a = row + min(x + radius + 1, last) * 4, r = row + max(x - radius, 0) * 4
                s0 += Int(src[a]) - Int(src[r]); s1 += Int(src[a + 1]) - Int(src[r + 1])
                s2 += Int(src[a + 2]) - Int(src[r + 2]); s3 += Int(src[a + 3]) - Int(src[r + 3])
            }
        }
    }

    /// The vertical pass row by row, keeping one running sum per column and channel, so
    /// memory is read in order rather than down columns.
    private static func blurColumns(
        from src: UnsafeMutableBufferPointer<UInt8>, to dst: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, radius: Int,
        sums: UnsafeMutableBufferPointer<Int>
    ) {
        let inverse = reciprocal(radius), round = 1 << 23, last = height - 1, stride = width * 4
        for i in 0..<stride { sums[i] = 0 }
        for j in -radius...radius {
            let row = min(max(j, 0), last) * stride
            for i in 0..<stride { sums[i] += Int(src[row + i]) }
        }
        for y in 0..<height {
            let out = y * stride
            let add = min(y + radius + 1, last) * stride, remove = max(y - radius, 0) * stride
            for i in 0..<stride {
                dst[out + i] = UInt8(truncatingIfNeeded: (sums[i] * inverse + round) >> 24)
                sums[i] += Int(src[add + i]) - Int(src[remove + i])
            }
        }
    }
}
