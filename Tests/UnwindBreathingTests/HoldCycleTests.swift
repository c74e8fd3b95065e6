import Testing
@testable import UnwindBreathing

@Suite struct HoldCycleTests {
    let cycle = HoldCycle(SpiralActionConfig())

    @Test func defaultCycleIsSixFourEight() {
        #expect(cycle.duration == 18)
        #expect(SpiralActionConfig().holdCycleCount == 4)
        let expectations: [(Double, HoldCycle.Phase, Int)] = [
            (0, .up, 0), (5.99, .up, 0), (6, .pause, 0), (9.99, .pause, 0), (10, .down, 0), (17.99, .down, 0),
            (18, .up, 1), (24.5, .pause, 1), (71.9, .down, 3),
        ]
        for (t, phase, index) in expectations {
            #expect(cycle.phase(at: t).phase == phase, "phase at \(t): \(cycle.phase(at: t).phase), expected \(phase)")
            #expect(cycle.cycleIndex(at: t) == index, "cycle at \(t)")
        }
    }

    @Test func pulseGoesOneThreeThreeOne() {
        let points: [(Double, Double)] = [(0, 1), (3, 2), (6, 3), (8, 3), (10, 3), (14, 2), (18, 1), (24, 3)]
        for (t, scale) in points {
            #expect(abs(cycle.pulseScale(at: t) - scale) < 1e-6, "scale at \(t): \(cycle.pulseScale(at: t)), expected \(scale)")
        }
        var last = 0.0
        for i in 0...600 {
            let s = cycle.pulseScale(at: Double(i) / 100)
            #expect(s >= last - 1e-12, "the pulse only grows during the up phase")
            last = s
        }
    }
}
