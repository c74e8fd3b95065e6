/// The 64-bit FNV-1a hash: stable across runs, machines and Swift versions (unlike
/// `Hasher`, which is seeded per process), so frame fingerprints and seeds derived from
/// names can be compared between runs and between frames on a wall.
///
/// The byte loops are `@inlinable` and have a specialisation over raw buffers: a generic
/// `Sequence` loop called across the module boundary went through witness calls for every
/// byte and hashed a 1280×720 frame at a few MB/s (issue 22).
public struct FNV1a: Sendable, Equatable {
    /// The FNV offset basis: the hash of nothing.
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The 64-bit FNV prime.
    public static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of everything combined so far.
    @inlinable public var value: UInt64 { state }
    /// The running hash; internal storage the inlined loops update.
    @usableFromInline var state: UInt64

    /// An empty hash.
    @inlinable
    public init() { state = Self.offsetBasis }

    /// A hash that continues from `state` (the wide hash's tail).
    @inlinable
    init(continuing state: UInt64) { self.state = state }

    /// Mixes in bytes, in order.
    @inlinable
    public mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            combine(bytes: UnsafeRawBufferPointer(buffer))
        }
        guard done == nil else { return }
        state = bytes.reduce(state, Self.mix)
    }

    /// Mixes in the bytes of a buffer, in order: the loop every contiguous input ends in.
    @inlinable
    public mutating func combine(bytes buffer: UnsafeRawBufferPointer) {
        state = buffer.reduce(state, Self.mix)
    }

    /// One byte of FNV-1a: xor it in, multiply by the prime.
    @inlinable
    static func mix(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* prime
    }

    /// Mixes in a 64-bit value, least significant byte first.
    @inlinable
    public mutating func combine(_ word: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            state ^= (word >> UInt64(shift)) & 0xff
            state &*= Self.prime
        }
    }

    /// The hash of a byte sequence.
    @inlinable
    public static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hasher = FNV1a()
        hasher.combine(bytes: bytes)
        return hasher.value
    }

    /// The hash of a string's UTF-8 bytes (a group name, a file name).
    public static func hash(_ string: String) -> UInt64 {
        hash(string.utf8)
    }

    /// A fingerprint of a large buffer (a frame's pixels) at memory speed: FNV-1a's xor and
    /// multiply taken over 8-byte little-endian words, each followed by a fold of the high
    /// half into the low (so every bit of a word reaches every bit of the result), in four
    /// interleaved lanes so the multiplies overlap; the lanes are then combined and the last
    /// bytes mixed in one at a time. Byte-wise FNV-1a is one multiply per byte in a chain
    /// (about 0.5 GB/s at 2.1 GHz). It is not the FNV-1a of the bytes: use it only where both
    /// sides of a comparison use it (frame hashes in reports).
    @inlinable
    public static func wideHash(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
        var a = offsetBasis, b = offsetBasis ^ 1, c = offsetBasis ^ 2, d = offsetBasis ^ 3
        let blocks = buffer.count / 32
        for i in 0..<blocks {
            let o = i * 32
            a = lane(a, buffer.loadUnaligned(fromByteOffset: o, as: UInt64.self))
            b = lane(b, buffer.loadUnaligned(fromByteOffset: o + 8, as: UInt64.self))
            c = lane(c, buffer.loadUnaligned(fromByteOffset: o + 16, as: UInt64.self))
            d = lane(d, buffer.loadUnaligned(fromByteOffset: o + 24, as: UInt64.self))
        }
        var hash = FNV1a(continuing: a)
        hash.combine(b)
        hash.combine(c)
        hash.combine(d)
        hash.combine(bytes: UnsafeRawBufferPointer(rebasing: buffer[(blocks * 32)...]))
        return hash.value
    }

    /// One word into one lane of `wideHash`: xor, multiply, fold.
    @inlinable
    static func lane(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ UInt64(littleEndian: word)) &* prime
        return mixed ^ (mixed >> 32)
    }
}
