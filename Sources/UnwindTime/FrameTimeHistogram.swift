import Foundation

/// Frame times (or any positive durations, in milliseconds) kept as a fixed-size log-scale
/// histogram, so a week-long headless soak reports p50/p95/p99/max from a few kilobytes
/// instead of eight bytes per frame.
///
/// Buckets grow by 1 % from 1 µs to 1,000 s: each recorded value is returned by `value(at:)`
/// within 0.5 % of itself (the bucket's geometric centre), values under 1 µs within 1 µs,
/// and the smallest and largest values exactly. `Percentiles` stays the tool for short
/// sample lists that benchmarks keep whole; both use nearest rank, so their p95 agree to
/// within the stated error.
public struct FrameTimeHistogram: Sendable, Equatable {
    /// Ratio between neighbouring bucket edges.
    public static let growth = 1.01
    /// Upper edge of the first bucket, in milliseconds (1 µs); smaller values share it.
    public static let smallest = 0.001
    /// Lower edge of the overflow bucket, in milliseconds (1,000 s).
    public static let largest = 1_000_000.0
    /// The largest relative error of a value read back from the buckets: half a bucket.
    public static let relativeError = growth.squareRoot() - 1
    /// Buckets: [0, smallest), the log-scale ones, then [largest, ∞).
    public static let bucketCount = Int((log(largest / smallest) / log(growth)).rounded(.up)) + 2

    /// Counts per bucket; allocated once, never grows. - Complexity: O(1) memory in the run length.
    public private(set) var buckets: [Int]
    /// Values recorded.
    public private(set) var count = 0
    /// The smallest value recorded, exactly; 0 with none.
    public private(set) var min = 0.0
    /// The largest value recorded, exactly; 0 with none.
    public private(set) var max = 0.0
    /// Sum of the values, for the mean.
    public private(set) var sum = 0.0

    /// An empty histogram (its buckets are allocated once, here).
    public init() {
        buckets = Array(repeating: 0, count: Self.bucketCount)
    }

    /// A histogram of `samples`, for tests and for callers that hold a list.
    public init(_ samples: some Sequence<Double>) {
        self.init()
        for sample in samples { record(sample) }
    }

    /// Adds one value. Negative and NaN values count as 0; infinity lands in the top bucket.
    /// - Complexity: O(1).
    public mutating func record(_ value: Double) {
        let v = value.isNaN ? 0 : Swift.max(value, 0)
        buckets[Self.bucket(of: v)] += 1
        if count == 0 {
            min = v
            max = v
        } else {
            min = Swift.min(min, v)
            max = Swift.max(max, v)
        }
        count += 1
        if v.isFinite { sum += v }
    }

    /// The mean value; 0 with none.
    public var mean: Double { count == 0 ? 0 : sum / Double(count) }

    /// The value at quantile `p` (0...1), nearest rank, within `relativeError` of the value a
    /// full sorted list would give; 0 with no values.
    /// - Complexity: O(bucketCount).
    public func value(at p: Double) -> Double {
        guard count > 0 else { return 0 }
        let q = p.isNaN ? 0 : Swift.min(Swift.max(p, 0), 1)
        let rank = Swift.max(1, Int((q * Double(count)).rounded(.up)))
        if rank >= count { return max }
        var seen = 0
        for (index, n) in buckets.enumerated() where n > 0 {
            seen += n
            if seen >= rank { return Swift.min(Swift.max(Self.centre(of: index), min), max) }
        }
        return max
    }

    /// The median.
    public var median: Double { value(at: 0.5) }
    /// The 95th percentile.
    public var p95: Double { value(at: 0.95) }
    /// The 99th percentile.
    public var p99: Double { value(at: 0.99) }

    static func bucket(of value: Double) -> Int {
        if value < smallest { return 0 }
        if value >= largest { return bucketCount - 1 }
        let index = Int(log(value / smallest) / log(growth)) + 1
        return Swift.min(Swift.max(index, 1), bucketCount - 2)
    }

    /// A value standing for everything in bucket `index`: the geometric centre of its edges.
    static func centre(of index: Int) -> Double {
        if index == 0 { return smallest / 2 }
        if index == bucketCount - 1 { return largest }
        return smallest * pow(growth, Double(index - 1) + 0.5)
    }
}
