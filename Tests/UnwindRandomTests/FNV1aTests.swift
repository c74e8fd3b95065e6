import Testing
import UnwindRandom

/// FNV-1a matches the published test vectors, so hashes compare across runs and machines.
@Suite struct FNV1aTests {
    @Test func publishedVectors() {
        #expect(FNV1a.hash([UInt8]()) == 0xcbf2_9ce4_8422_2325, "the empty input is the offset basis")
        #expect(FNV1a.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test func combiningWordsIsCombiningTheirBytes() {
        var words = FNV1a()
        words.combine(UInt64(0x0102_0304_0506_0708))
        #expect(words.value == FNV1a.hash([8, 7, 6, 5, 4, 3, 2, 1] as [UInt8]), "least significant byte first")
    }
}

/// The wide hash (frames) sees every byte, and the raw-buffer path is byte-wise FNV-1a.
@Suite struct FNV1aWideHashTests {
    @Test func rawBufferPathIsTheSameHash() {
        let bytes = Array("foobar".utf8)
        let raw = bytes.withUnsafeBytes { buffer in
            var hasher = FNV1a()
            hasher.combine(bytes: buffer)
            return hasher.value
        }
        #expect(raw == 0x8594_4171_f739_67e8)
        #expect(FNV1a.hash(bytes.lazy.map { $0 }) == raw, "a non-contiguous sequence hashes the same")
    }

    @Test func everyByteChangesTheWideHash() {
        let base = (0..<77).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let reference = base.withUnsafeBytes { FNV1a.wideHash($0) }
        var seen: Set<UInt64> = [reference]
        for i in base.indices {
            for bit in [0, 7] {
                var changed = base
                changed[i] ^= 1 << bit
                seen.insert(changed.withUnsafeBytes { FNV1a.wideHash($0) })
            }
        }
        #expect(seen.count == 1 + 2 * base.count, "each flipped bit (words and tail) gives its own hash")
        #expect(base.withUnsafeBytes { FNV1a.wideHash($0) } == reference, "stable")
        let empty = [UInt8]().withUnsafeBytes { FNV1a.wideHash($0) }
        #expect(empty != [UInt8(0)].withUnsafeBytes { FNV1a.wideHash($0) }, "a zero byte is not nothing")
        #expect(base.prefix(64).withUnsafeBytes { FNV1a.wideHash($0) } != base.prefix(65).withUnsafeBytes { FNV1a.wideHash($0) }, "the length counts")
    }
}
