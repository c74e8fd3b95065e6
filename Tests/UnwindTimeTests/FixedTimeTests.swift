import Testing
import UnwindTime

/// Seconds become ticks in one place, exactly for decimal durations and without traps.
@Suite struct FixedTimeTests {
    @Test func decimalDurationsBecomeTheirExactTickCount() {
        let time = FixedTime(tick: 10, rate: 120)
        #expect(time.ticks(inSeconds: 0.8) == 96, "0.8 × 120 is 96.00000000000001 in binary, still 96 ticks")
        #expect(time.ticks(inSeconds: 1.1) == 132)
        #expect(time.ticks(inSeconds: 0.35) == 42)
        #expect(time.ticks(inSeconds: 0.801) == 97, "a duration between ticks ends on the next one")
        #expect(time.ticks(inSeconds: 0) == 0)
    }

    @Test func absurdDurationsSaturateInsteadOfTrapping() {
        let time = FixedTime(tick: 0, rate: 120)
        #expect(time.ticks(inSeconds: 1e308) > 1 << 60)
        #expect(time.ticks(inSeconds: .infinity) == .max)
        #expect(time.ticks(inSeconds: -.infinity) == .min)
        #expect(time.ticks(inSeconds: .nan) == .min, "NaN is never reached, and never traps")
    }

    @Test func secondsSinceAStartTick() {
        #expect(FixedTime(tick: 130, rate: 120).seconds(since: 10) == 1)
        #expect(FixedTime(tick: 10, rate: 120).seconds(since: 130) == -1)
    }
}
