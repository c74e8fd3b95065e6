/// The 64-bit FNV-1a hash: stable across runs, machines and Swift versions (unlike
/// `Hasher`, which is seeded per process), so frame fingerprints and seeds derived from
/// names can be compared between runs and between frames on a wall.
public struct FNV1a: Sendable, Equatable {
    /// The FNV offset basis: the hash of nothing.
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The 64-bit FNV prime.
    public static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of everything combined so far.
    public private(set) var value: UInt64 = Self.offsetBasis

    /// An empty hash.
    public init() {}

    /// Mixes in bytes, in order.
    public mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= Self.prime
        }
    }

    /// Mixes in a 64-bit value, least significant byte first.
    public mutating func combine(_ word: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            value ^= (word >> UInt64(shift)) & 0xff
            value &*= Self.prime
        }
    }

    /// The hash of a byte sequence.
    public static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hasher = FNV1a()
        hasher.combine(bytes: bytes)
        return hasher.value
    }

    /// The hash of a string's UTF-8 bytes (a group name, a file name).
    public static func hash(_ string: String) -> UInt64 {
        hash(string.utf8)
    }
}
