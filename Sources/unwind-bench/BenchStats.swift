import Foundation
import UnwindTime

/// Timing helpers shared by the benchmark sections: run a closure many times and report
/// the median and 95th percentile, which are robust on a shared 2-core machine.
enum BenchStats {
    /// Milliseconds each of `runs` calls took, after `warmup` untimed calls.
    static func sampleMilliseconds(runs: Int, warmup: Int = 3, _ body: () throws -> Void) rethrows -> [Double] {
        for _ in 0..<warmup { try body() }
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = ContinuousClock.now
            try body()
            let elapsed = ContinuousClock.now - start
            let parts = elapsed.components
            samples.append(Double(parts.seconds) * 1000 + Double(parts.attoseconds) * 1e-15)
        }
        return samples
    }

    /// The value at quantile `q` (0...1) of the samples, nearest-rank; NaN with none.
    static func quantile(_ samples: [Double], _ q: Double) -> Double {
        samples.isEmpty ? .nan : Percentiles(samples).value(at: q)
    }

    /// `median=… p95=… max=…` with two decimals.
    static func summary(_ samples: [Double], unit: String = "ms") -> String {
        String(
            format: "median_%@=%.3f p95_%@=%.3f max_%@=%.3f runs=%d", unit, quantile(samples, 0.5), unit, quantile(samples, 0.95), unit, samples.max() ?? .nan,
            samples.count)
    }
}
