import Foundation

extension Resampler {
    /// The taps of one axis: for each output pixel its first source pixel and its weights,
    /// in 14-bit fixed point summing to exactly 1, so a flat area stays exactly flat.
    struct Weights {
        static let bits: Int32 = 14
        static let one: Int32 = 1 << bits
        /// Added before the shift so results round to nearest.
        static let half: Int32 = 1 << (bits - 1)

        /// First source index per output index.
        var first: [Int]
        /// Taps used per output index.
        var count: [Int]
        /// Weights, `stride` per output index.
        var table: [Int32]
        var stride: Int
        /// Every weight fits 16 bits, so the row pass may multiply pairs in 16-bit lanes.
        var narrow = true
        /// `table` in 16 bits when `narrow` (else empty): two neighbouring taps' weights load as
        /// one 32-bit word, the operand of SSE2's `pmaddwd`.
        var narrowTable: [Int16] = []

        init(from source: Int, to target: Int, filter: Filter) {
            let scale = Double(source) / Double(target)
            let widen = max(scale, 1)
            let support: Double
            switch filter {
            case .area: support = scale >= 1 ? scale / 2 + 1 : 1
            case .triangle: support = widen
            case .bicubic, .lanczos2: support = 2 * widen
            case .lanczos3: support = 3 * widen
            }
            stride = Int(support.rounded(.up)) * 2 + 2
            first = Array(repeating: 0, count: target)
            count = Array(repeating: 0, count: target)
            table = Array(repeating: 0, count: target * stride)
            var raw = [Double](repeating: 0, count: stride)
            for i in 0..<target {
                let center = (Double(i) + 0.5) * scale
                let lo = max(0, Int((center - support).rounded(.down)))
                let hi = min(source, Int((center + support).rounded(.up)))
                var n = 0, total = 0.0
                for j in lo..<hi where n < stride {
                    let w = Self.weight(of: j, center: center, scale: scale, widen: widen, filter: filter)
                    raw[n] = w
                    total += w
                    n += 1
                }
                // Trim taps that carry nothing at either end.
                var start = 0, end = n
                while start < end, raw[start] == 0 { start += 1 }
                while end > start, raw[end - 1] == 0 { end -= 1 }
                if end == start || total == 0 {
                    first[i] = min(max(Int(center), 0), source - 1)
                    count[i] = 1
                    table[i * stride] = Self.one
                    continue
                }
                first[i] = lo + start
                count[i] = end - start
                var sum: Int32 = 0, largest = 0
                for k in start..<end {
                    let fixed = Int32((raw[k] / total * Double(Self.one)).rounded())
                    table[i * stride + k - start] = fixed
                    sum += fixed
                    if raw[k] > raw[start + largest] { largest = k - start }
                }
                table[i * stride + largest] += Self.one - sum
                // Taps whose weight rounds to nothing go too: at a ratio of exactly 1 (a photo
                // already at the size it is shown) Lanczos's zeros come out as 1e-17, not 0, and
                // each pixel took seven taps to copy itself.
                let base = i * stride, taken = end - start
                var lead = 0, tail = taken
                while lead < taken - 1, table[base + lead] == 0 { lead += 1 }
                while tail > lead + 1, table[base + tail - 1] == 0 { tail -= 1 }
                if lead > 0 {
                    for k in lead..<tail { table[base + k - lead] = table[base + k] }
                    for k in (tail - lead)..<taken { table[base + k] = 0 }
                }
                first[i] += lead
                count[i] = tail - lead
            }
            narrow = table.allSatisfy { Int32(Int16.min)...Int32(Int16.max) ~= $0 }
            if narrow { narrowTable = table.map { Int16(truncatingIfNeeded: $0) } }
        }

        /// How much source pixel `j` counts for the output pixel centred at `center`.
        private static func weight(of j: Int, center: Double, scale: Double, widen: Double, filter: Filter) -> Double {
            let x = Double(j) + 0.5
            switch filter {
            case .area:
                guard scale >= 1 else { return max(0, 1 - abs(x - center)) }
                let left = center - scale / 2, right = center + scale / 2
                return max(0, min(Double(j + 1), right) - max(Double(j), left))
            case .triangle:
                return max(0, 1 - abs(x - center) / widen)
            case .bicubic:
                return cubic(abs(x - center) / widen)
            case .lanczos2:
                return lanczos((x - center) / widen, lobes: 2)
            case .lanczos3:
                return lanczos((x - center) / widen, lobes: 3)
            }
        }

        private static func lanczos(_ x: Double, lobes: Double) -> Double {
            let t = abs(x)
            guard t < lobes else { return 0 }
            guard t > 1e-9 else { return 1 }
            let pix = Double.pi * t
            return lobes * sin(pix) * sin(pix / lobes) / (pix * pix)
        }

        /// Keys' cubic convolution kernel with a = −0.5.
        private static func cubic(_ t: Double) -> Double {
            let a = -0.5
            if t < 1 { return ((a + 2) * t - (a + 3)) * t * t + 1 }
            if t < 2 { return ((a * t - 5 * a) * t + 8 * a) * t - 4 * a }
            return 0
        }

        /// The tables as unsafe pointers, for the inner loops (no bounds checks per tap).
        struct Taps {
            let first: UnsafeBufferPointer<Int>
            let count: UnsafeBufferPointer<Int>
            let table: UnsafeBufferPointer<Int32>
            let stride: Int
            let narrow: Bool
            /// The weights in 16 bits, valid only when `narrow`.
            let narrowTable: UnsafeBufferPointer<Int16>
        }

        func withTaps<R>(_ body: (Taps) -> R) -> R {
            first.withUnsafeBufferPointer { first in
                count.withUnsafeBufferPointer { count in
                    table.withUnsafeBufferPointer { table in
                        narrowTable.withUnsafeBufferPointer { narrowTable in
                            body(Taps(first: first, count: count, table: table, stride: stride, narrow: narrow, narrowTable: narrowTable))
                        }
                    }
                }
            }
        }

        /// A fixed-point sum back to a byte, clamped (Lanczos overshoots at edges).
        @inline(__always)
        static func clamp(_ sum: Int32) -> UInt8 {
            UInt8(clamping: sum >> bits)
        }
    }
}
