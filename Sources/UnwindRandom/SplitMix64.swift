/// A small, fast seeded random generator (Steele, Lea & Flood's SplitMix64): the one source
/// of randomness in Unwind, so `--seed N` replays the same shuffle, blocks pattern and Ken
/// Burns motion on every machine and Swift version.
///
/// Its n-th output depends only on the seed and n, which lets the blocks delay system give
/// each tile the draw matching its grid position, whatever order it visits tiles in.
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
    /// The golden-ratio increment added to the state per draw.
    public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The counter the next draw mixes; starts at the seed.
    public private(set) var state: UInt64

    /// A generator that replays the same sequence for the same seed.
    public init(seed: UInt64) {
        state = seed
    }

    /// A generator seeded from the system's random source: a different sequence every time.
    public init() {
        var system = SystemRandomNumberGenerator()
        self.init(seed: system.next())
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= Self.increment
        return Self.mix(state)
    }

    /// The output numbered `index` (0-based) of a generator seeded with `seed`.
    public static func value(seed: UInt64, index: Int) -> UInt64 {
        mix(seed &+ (UInt64(truncatingIfNeeded: index) &+ 1) &* increment)
    }

    /// Maps 64 random bits to a uniform Double in 0 ..< 1 (53 bits of precision).
    public static func unitInterval(_ bits: UInt64) -> Double {
        Double(bits >> 11) * 0x1p-53
    }

    /// The next draw as a uniform Double in 0 ..< 1.
    public mutating func nextUnit() -> Double {
        Self.unitInterval(next())
    }

    private static func mix(_ x: UInt64) -> UInt64 {
        var z = x
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
