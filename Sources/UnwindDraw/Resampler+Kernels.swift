import CPixelKernels

// The inner loops of the resampler: one source row across, one output row down. Where every
// weight fits 16 bits (always, for the filters here when reducing) both run in C
// (`CPixelKernels/resample.c`): four taps or sixteen bytes a step in 16-bit lanes, built for
// AVX2 beside the SSE2 baseline on x86-64 and for NEON on ARM. The plain loops below are the
// reference the kernels are tested against (`ResamplerKernelTests`) and the path for wider
// weights. Integer sums do not depend on their order, so both give the same bytes.
extension Resampler {
    /// One row of 4-byte R, G, B, A/X pixels.
    ///
    /// Why C: the Swift SIMD loop took two taps a step and, with one output pixel's four
    /// channels in a 4-lane vector, used a quarter of an AVX2 register; it was 18 % of a
    /// headless 24 MP show's CPU (docs/performance.md, "The resampler's loops in C").
    @inline(__always)
    static func resampleRow4(_ row: UnsafeRawPointer, into out: UnsafeMutableRawPointer, width: Int, taps: Weights.Taps, opaque: Bool) {
        if taps.narrow, let weights = taps.narrowTable.baseAddress, let first = taps.first.baseAddress, let count = taps.count.baseAddress {
            unwind_resample_across_rgbx(
                row.assumingMemoryBound(to: UInt8.self), out.assumingMemoryBound(to: UInt8.self), width, first, count, weights, taps.stride,
                opaque ? 1 : 0)
            return
        }
        resampleRow4Plain(row, into: out, width: width, taps: taps, opaque: opaque)
    }

    /// The row pass one tap at a time, in 32-bit sums: the reference.
    static func resampleRow4Plain(_ row: UnsafeRawPointer, into out: UnsafeMutableRawPointer, width: Int, taps: Weights.Taps, opaque: Bool) {
        let src = row.assumingMemoryBound(to: UInt8.self), dst = out.assumingMemoryBound(to: UInt8.self)
        let weights = taps.table.baseAddress.unsafelyUnwrapped
        for x in 0..<width {
            var s0 = Weights.half, s1 = Weights.half, s2 = Weights.half, s3 = Weights.half
            var p = src + taps.first[x] * 4, w = weights + x * taps.stride
            for _ in 0..<taps.count[x] {
                let weight = w.pointee
                s0 &+= weight &* Int32(p[0])
                s1 &+= weight &* Int32(p[1])
                s2 &+= weight &* Int32(p[2])
                s3 &+= weight &* Int32(p[3])
                p += 4
                w += 1
            }
            let o = dst + x * 4
            o[0] = Weights.clamp(s0)
            o[1] = Weights.clamp(s1)
            o[2] = Weights.clamp(s2)
            o[3] = opaque ? 255 : Weights.clamp(s3)
        }
    }

    /// One output row from the row-resampled lines it needs, kept in a ring of `ringRows`
    /// lines of `rowLength` bytes: line `first + k` weighed by the vertical taps of row `y`.
    /// The same weight runs across a whole line, the shape SIMD likes best.
    @inline(__always)
    static func resampleDown(
        ring: UnsafeRawPointer, ringRows: Int, rowLength: Int, row y: Int, taps: Weights.Taps, sums: UnsafeMutablePointer<Int32>,
        into out: UnsafeMutableRawPointer
    ) {
        let first = taps.first[y], count = taps.count[y], w0 = y * taps.stride
        if taps.narrow, let weights = taps.narrowTable.baseAddress {
            withUnsafeTemporaryAllocation(of: UnsafePointer<UInt8>?.self, capacity: max(1, count)) { lines in
                let lines = lines.baseAddress.unsafelyUnwrapped
                for k in 0..<count { lines[k] = (ring + ((first + k) % ringRows) * rowLength).assumingMemoryBound(to: UInt8.self) }
                unwind_resample_down(lines, weights + w0, count, out.assumingMemoryBound(to: UInt8.self), rowLength)
            }
            return
        }
        resampleDownPlain(ring: ring, ringRows: ringRows, rowLength: rowLength, row: y, taps: taps, sums: sums, into: out)
    }

    /// The column pass a tap at a time into a row of 32-bit sums: the reference.
    static func resampleDownPlain(
        ring: UnsafeRawPointer, ringRows: Int, rowLength: Int, row y: Int, taps: Weights.Taps, sums: UnsafeMutablePointer<Int32>,
        into out: UnsafeMutableRawPointer
    ) {
        let first = taps.first[y], count = taps.count[y], w0 = y * taps.stride
        for i in 0..<rowLength { sums[i] = Weights.half }
        for k in 0..<count {
            let w = taps.table[w0 + k], bytes = (ring + ((first + k) % ringRows) * rowLength).assumingMemoryBound(to: UInt8.self)
            for i in 0..<rowLength { sums[i] &+= w &* Int32(bytes[i]) }
        }
        finish(sums, into: out, length: rowLength)
    }
}
