extension Resampler {
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
                let a = SIMD16<Int16>(truncatingIfNeeded: lines[k].loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
                let b = SIMD16<Int16>(truncatingIfNeeded: lines[k + 1].loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
                let wa = Int32(weights[k]), wb = Int32(weights[k + 1])
                let w = SIMD8<Int32>(wa, wb, wa, wb, wa, wb, wa, wb)
                let p0 = SIMD8<Int32>(truncatingIfNeeded: SIMD8<Int16>(a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3])) &* w
                let p1 = SIMD8<Int32>(truncatingIfNeeded: SIMD8<Int16>(a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7])) &* w
                let p2 = SIMD8<Int32>(truncatingIfNeeded: SIMD8<Int16>(a[8], b[8], a[9], b[9], a[10], b[10], a[11], b[11])) &* w
                let p3 = SIMD8<Int32>(truncatingIfNeeded: SIMD8<Int16>(a[12], b[12], a[13], b[13], a[14], b[14], a[15], b[15])) &* w
                s0 &+= p0.evenHalf &+ p0.oddHalf
                s1 &+= p1.evenHalf &+ p1.oddHalf
                s2 &+= p2.evenHalf &+ p2.oddHalf
                s3 &+= p3.evenHalf &+ p3.oddHalf
                k += 2
            }
            if k < count {
                let a = SIMD16<Int32>(truncatingIfNeeded: lines[k].loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)) &* Int32(weights[k])
                s0 &+= a.lowHalf.lowHalf
                s1 &+= a.lowHalf.highHalf
                s2 &+= a.highHalf.lowHalf
                s3 &+= a.highHalf.highHalf
            }
            let sums = SIMD16<Int32>(lowHalf: SIMD8(lowHalf: s0, highHalf: s1), highHalf: SIMD8(lowHalf: s2, highHalf: s3))
            out.storeBytes(of: SIMD16<UInt8>(clamping: sums &>> Weights.bits), toByteOffset: i, as: SIMD16<UInt8>.self)
            i += 16
        }
        while i < length {
            var sum = Weights.half
            for k in 0..<count { sum &+= Int32(weights[k]) &* Int32(lines[k].load(fromByteOffset: i, as: UInt8.self)) }
            out.storeBytes(of: Weights.clamp(sum), toByteOffset: i, as: UInt8.self)
            i += 1
        }
    }
    #endif
}
