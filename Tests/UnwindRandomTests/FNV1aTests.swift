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
