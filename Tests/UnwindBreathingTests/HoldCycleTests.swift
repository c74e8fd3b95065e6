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

@Suite struct HoldCycleRestTests {
    let box = HoldCycle(up: 4, pause: 4, down: 4, rest: 4)

    @Test func boxBreathingHoldsAgainAfterBreathingOut() {
        #expect(box.duration == 16)
        let expectations: [(Double, HoldCycle.Phase)] = [(0, .up), (3.9, .up), (4, .pause), (8, .down), (11.9, .down), (12, .rest), (15.9, .rest), (16, .up)]
        for (t, phase) in expectations {
            #expect(box.phase(at: t).phase == phase, "at \(t): \(box.phase(at: t).phase)")
        }
        #expect(box.start(of: .rest) == 12)
    }

    @Test func theOrbRestsSmallWithEmptyLungs() {
        #expect(box.pulseScale(at: 13) == 1)
        #expect(abs(box.pulseScale(at: 12) - 1) < 1e-9, "the down phase ends where the rest begins")
    }

    @Test func withoutARestThereIsNoRestPhase() {
        let calm = HoldCycle(SpiralActionConfig())
        for i in 0..<1800 {
            #expect(calm.phase(at: Double(i) / 100).phase != .rest)
        }
    }
}
