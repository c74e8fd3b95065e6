import Testing
import UnwindConfig

/// Ranges refuse what is outside, NaN and infinities, and say what they accept.
@Suite struct SettingRangeTests {
    @Test func boundsAndNonFiniteValues() {
        let range = SettingRange(.above(0), upTo: 60)
        #expect(!range.contains(0) && range.contains(1e-300) && range.contains(60) && !range.contains(60.0001))
        #expect(!range.contains(.nan) && !range.contains(.infinity) && !range.contains(-.infinity))
        #expect(range.description == "greater than 0 and at most 60")
    }

    @Test func zeroCanMeanOff() {
        let range = SettingRange(1...604_800, zeroMeansOff: true)
        #expect(range.contains(0) && !range.contains(0.5) && range.contains(1))
        #expect(range.description == "0 (off) or at least 1 and at most 604800")
    }

    @Test func errorNamesKeyRequirementAndValue() {
        #expect(throws: SettingError(key: "interval", value: .infinity, requirement: "at least 1 and at most 86400")) {
            try SettingRange(1...86_400).check("interval", .infinity)
        }
        #expect(SettingError(key: "k", value: 2_147_483_648, requirement: "r").description == "k must be r, got 2147483648")
        #expect(SettingError(key: "k", value: 1e-300, requirement: "r").description == "k must be r, got 1e-300")
    }
}
