/// Nearest-rank percentiles of a set of samples (frame times, benchmark runs): one
/// definition for every report and benchmark, so a p95 means the same thing everywhere.
///
/// Nearest rank returns a value that was actually measured (no interpolation), which is
/// what a frame budget is checked against.
public struct Percentiles: Sendable, Equatable {
    /// The samples, ascending.
    public let sorted: [Double]

    /// Sorts the samples once. - Complexity: O(n log n).
    public init(_ samples: [Double]) {
        sorted = samples.sorted()
    }

    /// The value at quantile `p` (0...1), nearest rank; 0 with no samples.
    /// - Complexity: O(1).
    public func value(at p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank))]
    }

    /// The median.
    public var median: Double { value(at: 0.5) }
    /// The 95th percentile.
    public var p95: Double { value(at: 0.95) }
    /// The largest sample; 0 with none.
    public var max: Double { sorted.last ?? 0 }
}
