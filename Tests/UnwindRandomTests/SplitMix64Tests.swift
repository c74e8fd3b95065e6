import Testing
import UnwindRandom

/// The seeded generator repeats exactly, and its n-th draw can be computed directly.
@Suite struct SplitMix64Tests {
    @Test func valueMatchesItsSequence() {
        var generator = SplitMix64(seed: 99)
        let sequence = (0..<10).map { _ in generator.next() }
        let direct = (0..<10).map { SplitMix64.value(seed: 99, index: $0) }
        #expect(sequence == direct, "value(seed:index:) is the index-th draw")
        #expect(SplitMix64.unitInterval(.max) < 1 && SplitMix64.unitInterval(0) == 0)
    }

    @Test func knownFirstDrawsForSeedZero() {
        // Reference values of SplitMix64 for seed 0 (Vigna's splitmix64.c).
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func sameSeedSameSequenceOtherSeedOther() {
        var a = SplitMix64(seed: 7), b = SplitMix64(seed: 7), c = SplitMix64(seed: 8)
        let xs = (0..<5).map { _ in a.next() }
        #expect(xs == (0..<5).map { _ in b.next() })
        #expect(xs != (0..<5).map { _ in c.next() })
        var unit = SplitMix64(seed: 3)
        #expect((0..<1000).allSatisfy { _ in (0..<1).contains(unit.nextUnit()) })
    }
}
