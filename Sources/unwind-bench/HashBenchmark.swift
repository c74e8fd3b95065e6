import Foundation
import UnwindDraw
import UnwindRandom

/// Hashing a frame's pixels, as every replayed or autopilot frame is hashed for its report:
/// the frame fingerprint (`FNV1a.wideHash`), byte-wise FNV-1a over a raw buffer, and over a
/// non-contiguous sequence (the element-by-element loop), side by side in one run.
enum HashBenchmark {
    static func run() {
        let width = 1280, height = 720
        var generator = SplitMix64(seed: 22)
        let bytes = (0..<(width * height * 4)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let frame = PixelBuffer(width: width, height: height, bytes: bytes)
        let megabytes = Double(bytes.count) / 1_000_000
        var sink: UInt64 = 0
        func report(_ name: String, runs: Int, _ body: () -> UInt64) {
            let samples = BenchStats.sampleMilliseconds(runs: runs) { sink ^= body() }
            let median = BenchStats.quantile(samples, 0.5)
            print(String(format: "hash %@ 1280x720 frame: %@ GB/s=%.2f", name, BenchStats.summary(samples), megabytes / median))
        }
        report("fingerprint (wide FNV-1a)", runs: 40) { frame.fingerprint }
        report("FNV-1a raw buffer", runs: 20) {
            bytes.withUnsafeBytes { raw in
                var h = FNV1a(); h.combine(bytes: raw); return h.value
            }
        }
        report("FNV-1a lazy Sequence", runs: 5) { FNV1a.hash(bytes.lazy.map { $0 }) }
        // A type-erased sequence: a dynamic call per byte, as the unspecialised generic
        // `combine(bytes:)` made across the module boundary before issue 22.
        report("FNV-1a AnySequence (per-byte dynamic calls)", runs: 3) { FNV1a.hash(AnySequence(bytes)) }
        print("hash sink \(sink & 1)")
    }
}
