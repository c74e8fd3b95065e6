import Testing
import UnwindRandom
import UnwindTime

/// The bounded frame-time histogram agrees with exact percentiles within its stated error.
@Suite struct FrameTimeHistogramTests {
    @Test func quantilesAreWithinHalfABucketOfTheExactOnes() {
        var random = SplitMix64(seed: 7)
        var samples: [Double] = []
        for _ in 0..<20_000 {
            // Frame-time-like: mostly 1–20 ms, a long tail to 2 s, a few sub-microsecond.
            let u = Double(random.next() % 1_000_000) / 1_000_000
            samples.append(u < 0.001 ? u * 1e-4 : u < 0.95 ? 1 + 19 * u : 20 + 2000 * (u - 0.95))
        }
        let histogram = FrameTimeHistogram(samples)
        let exact = Percentiles(samples)
        for q in [0.0, 0.01, 0.5, 0.9, 0.95, 0.99, 0.999, 1.0] {
            let want = exact.value(at: q), got = histogram.value(at: q)
            let tolerance = max(want * FrameTimeHistogram.relativeError, FrameTimeHistogram.smallest) * 1.000001
            #expect(abs(got - want) <= tolerance, "q \(q): exact \(want), histogram \(got)")
        }
        #expect(histogram.max == exact.max && histogram.min == exact.sorted.first, "extremes are exact")
        #expect(histogram.count == samples.count)
    }

    @Test func oddValuesAreCountedNotTrapped() {
        let histogram = FrameTimeHistogram([.nan, -3, 0, .infinity, 1e300, 5])
        #expect(histogram.count == 6)
        #expect(histogram.max == .infinity && histogram.min == 0)
        #expect(histogram.value(at: 0.5) >= 0)
        #expect(FrameTimeHistogram().value(at: 0.5) == 0 && FrameTimeHistogram().max == 0)
    }

    @Test func memoryIsFixed() {
        var histogram = FrameTimeHistogram()
        for i in 0..<200_000 { histogram.record(Double(i % 997) * 0.37) }
        #expect(histogram.buckets.count == FrameTimeHistogram.bucketCount && FrameTimeHistogram.bucketCount < 2200)
    }
}
