// The inner loops of the resampler: one source row across, one output row down, and the
// lane conversions they share (kept in one file so that builds without whole-module
// optimisation, as CMake makes them, still inline them).
extension Resampler {
    /// One row of 4-byte R, G, B, A/X pixels. Release builds keep each pixel in one 4-lane
    /// vector; debug builds (the tests, `swift run`) use four plain accumulators, because
    /// unspecialised SIMD types cost a call per operation there (a headless show of the
    /// bundled photos took 5.3 s instead of 1.9 s).
    @inline(__always)
    static func resampleRow4(_ row: UnsafeRawPointer, into out: UnsafeMutableRawPointer, width: Int, taps: Weights.Taps, opaque: Bool) {
        #if !DEBUG
        // Two taps a step, through 16 bits: bytes and weights fit (`narrow`, checked once), so
        // the two pixels' channels are interleaved (r0 r1 g0 g1 …) and multiplied by the pair
        // of weights (a b a b …) with neighbouring products added: SSE2's `pmaddwd`, one
        // instruction for eight products (baseline x86-64 has no `pmulld`, so 32-bit lane
        // products would be emulated). The same sums as the plain loop below, which
        // `scripts/resampler-check.sh` compares (docs/performance.md, "A cheaper 24 MP decode").
        let round = SIMD4<Int32>(repeating: Weights.half)
        let pairs = taps.narrowTable.baseAddress
        for x in 0..<width {
            var sum = round
            let first = taps.first[x], w0 = x * taps.stride, n = taps.count[x]
            var k = 0
            if let pairs, taps.narrow {
                while k &+ 1 < n {
                    let two = row.loadUnaligned(fromByteOffset: (first &+ k) &* 4, as: SIMD8<UInt8>.self)
                    let mixed = SIMD8<UInt8>(two[0], two[4], two[1], two[5], two[2], two[6], two[3], two[7])
                    let word = UnsafeRawPointer(pairs + (w0 &+ k)).loadUnaligned(as: UInt32.self)
                    let weights = unsafeBitCast(SIMD4<UInt32>(repeating: word), to: SIMD8<Int16>.self)
                    let products = Lanes.widen(mixed) &* Lanes.widen(weights)
                    sum &+= products.evenHalf &+ products.oddHalf
                    k &+= 2
                }
            }
            while k < n {
                let pixel = row.loadUnaligned(fromByteOffset: (first + k) * 4, as: SIMD4<UInt8>.self)
                sum &+= SIMD4<Int32>(truncatingIfNeeded: pixel) &* taps.table[w0 + k]
                k += 1
            }
            var packed = SIMD4<UInt8>(clamping: sum &>> Weights.bits)
            if opaque { packed[3] = 255 }
            out.storeBytes(of: packed, toByteOffset: x * 4, as: SIMD4<UInt8>.self)
        }
        #else
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
        #endif
    }

    /// One output row from the row-resampled lines it needs, kept in a ring of `ringRows`
    /// lines of `rowLength` bytes: line `first + k` weighed by the vertical taps of row `y`.
    ///
    /// Why its own kernel: the column pass is the same weight across a whole line, the one
    /// shape SIMD likes best. Release builds take 16 bytes across every tap in registers, two
    /// lines a step through 16-bit lanes (SSE2's `pmaddwd`: eight products per instruction),
    /// and write the clamped bytes at once, instead of adding each tap into a row of 32-bit
    /// sums in memory and clamping them in a last sweep. The same sums either way; debug
    /// builds (the tests) keep the plain loop, since unspecialised SIMD types cost a call per
    /// operation there.
    @inline(__always)
    static func resampleDown(
        ring: UnsafeRawPointer, ringRows: Int, rowLength: Int, row y: Int, taps: Weights.Taps, sums: UnsafeMutablePointer<Int32>,
        into out: UnsafeMutableRawPointer
    ) {
        let first = taps.first[y], count = taps.count[y], w0 = y * taps.stride
        #if !DEBUG
        if taps.narrow, let weights = taps.narrowTable.baseAddress {
            withUnsafeTemporaryAllocation(of: UnsafeRawPointer.self, capacity: max(1, count)) { lines in
                let lines = lines.baseAddress.unsafelyUnwrapped
                for k in 0..<count { lines[k] = ring + ((first + k) % ringRows) * rowLength }
                resampleDown(lines: lines, weights: weights + w0, count: count, into: out, length: rowLength)
            }
            return
        }
        #endif
        for i in 0..<rowLength { sums[i] = Weights.half }
        for k in 0..<count {
            let w = taps.table[w0 + k], bytes = (ring + ((first + k) % ringRows) * rowLength).assumingMemoryBound(to: UInt8.self)
            for i in 0..<rowLength { sums[i] &+= w &* Int32(bytes[i]) }
        }
        finish(sums, into: out, length: rowLength)
    }

    #if !DEBUG
    /// The vector column pass: `count` lines weighed by 16-bit `weights`, 16 bytes at a time.
    @inline(__always)
    static func resampleDown(lines: UnsafePointer<UnsafeRawPointer>, weights: UnsafePointer<Int16>, count: Int, into out: UnsafeMutableRawPointer, length: Int)
    {
        var i = 0
        while i + 16 <= length {
            var s0 = SIMD4<Int32>(repeating: Weights.half), s1 = s0, s2 = s0, s3 = s0
            var k = 0
            while k + 1 < count {
                let a = Lanes.widen(lines[k].loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
                let b = Lanes.widen(lines[k + 1].loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
                let wa = Int32(weights[k]), wb = Int32(weights[k + 1])
                let w = SIMD8<Int32>(wa, wb, wa, wb, wa, wb, wa, wb)
                let p0 = Lanes.widen(SIMD8<Int16>(a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3])) &* w
                let p1 = Lanes.widen(SIMD8<Int16>(a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7])) &* w
                let p2 = Lanes.widen(SIMD8<Int16>(a[8], b[8], a[9], b[9], a[10], b[10], a[11], b[11])) &* w
                let p3 = Lanes.widen(SIMD8<Int16>(a[12], b[12], a[13], b[13], a[14], b[14], a[15], b[15])) &* w
                s0 &+= p0.evenHalf &+ p0.oddHalf
                s1 &+= p1.evenHalf &+ p1.oddHalf
                s2 &+= p2.evenHalf &+ p2.oddHalf
                s3 &+= p3.evenHalf &+ p3.oddHalf
                k += 2
            }
            if k < count {
                let a = Lanes.widen(lines[k].loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)), w = Int32(weights[k])
                s0 &+= Lanes.widen(a.lowHalf).lowHalf &* w
                s1 &+= Lanes.widen(a.lowHalf).highHalf &* w
                s2 &+= Lanes.widen(a.highHalf).lowHalf &* w
                s3 &+= Lanes.widen(a.highHalf).highHalf &* w
            }
            let sums = SIMD16<Int32>(lowHalf: SIMD8(lowHalf: s0, highHalf: s1), highHalf: SIMD8(lowHalf: s2, highHalf: s3))
            out.storeBytes(of: Lanes.bytes(sums), toByteOffset: i, as: SIMD16<UInt8>.self)
            i += 16
        }
        while i < length {
            var sum = Weights.half
            for k in 0..<count { sum &+= Int32(weights[k]) &* Int32(lines[k].load(fromByteOffset: i, as: UInt8.self)) }
            out.storeBytes(of: Weights.clamp(sum), toByteOffset: i, as: UInt8.self)
            i += 1
        }
    }

    /// Lane conversions for the release kernels, spelled element by element.
    ///
    /// Why: the standard library's `SIMD8<Int32>(truncatingIfNeeded:)` and
    /// `SIMD16<UInt8>(clamping:)` are generic; in the release `unwind` the optimiser left them
    /// as calls in the kernels' inner loops (4.5 % of a 24 MP show's CPU under `perf`).
    /// Element-wise initialisers are always inlined, and LLVM turns them back into vector
    /// extends and packs.
    enum Lanes {
        @inline(__always)
        static func widen(_ v: SIMD8<Int16>) -> SIMD8<Int32> {
            SIMD8(Int32(v[0]), Int32(v[1]), Int32(v[2]), Int32(v[3]), Int32(v[4]), Int32(v[5]), Int32(v[6]), Int32(v[7]))
        }

        @inline(__always)
        static func widen(_ v: SIMD8<UInt8>) -> SIMD8<Int32> {
            SIMD8(Int32(v[0]), Int32(v[1]), Int32(v[2]), Int32(v[3]), Int32(v[4]), Int32(v[5]), Int32(v[6]), Int32(v[7]))
        }

        @inline(__always)
        static func widen(_ v: SIMD16<UInt8>) -> SIMD16<Int16> {
            SIMD16(
                Int16(v[0]), Int16(v[1]), Int16(v[2]), Int16(v[3]), Int16(v[4]), Int16(v[5]), Int16(v[6]), Int16(v[7]), Int16(v[8]), Int16(v[9]),
                Int16(v[10]), Int16(v[11]), Int16(v[12]), Int16(v[13]), Int16(v[14]), Int16(v[15]))
        }

        /// Fixed-point sums to bytes: shifted, then clamped to 0…255 without branches.
        @inline(__always)
        static func bytes(_ sums: SIMD16<Int32>) -> SIMD16<UInt8> {
            let shifted = sums &>> Weights.bits
            let floor = shifted & ~(shifted &>> 31), over = floor &- 255
            let c = (over & (over &>> 31)) &+ 255
            return SIMD16(
                UInt8(truncatingIfNeeded: c[0]), UInt8(truncatingIfNeeded: c[1]), UInt8(truncatingIfNeeded: c[2]), UInt8(truncatingIfNeeded: c[3]),
                UInt8(truncatingIfNeeded: c[4]), UInt8(truncatingIfNeeded: c[5]), UInt8(truncatingIfNeeded: c[6]), UInt8(truncatingIfNeeded: c[7]),
                UInt8(truncatingIfNeeded: c[8]), UInt8(truncatingIfNeeded: c[9]), UInt8(truncatingIfNeeded: c[10]), UInt8(truncatingIfNeeded: c[11]),
                UInt8(truncatingIfNeeded: c[12]), UInt8(truncatingIfNeeded: c[13]), UInt8(truncatingIfNeeded: c[14]), UInt8(truncatingIfNeeded: c[15]))
        }
    }
    #endif
}
