import Testing
@testable import UnwindBreathing

@Suite struct SpiralConfigTests {
    @Test func defaultsAreValid() throws {
        try SpiralVisualConfig().validate()
        try SpiralActionConfig().validate()
    }

    @Test func badValuesNameTheKey() {
        var action = SpiralActionConfig()
        action.holdDuration = -5
        #expect(throws: SpiralConfigError(key: "holdDuration", value: -5, requirement: "greater than 0 and at most 3600")) { try action.validate() }

        action = SpiralActionConfig()
        action.holdCycleUpDuration = 0
        action.holdCyclePauseDuration = 0
        action.holdCycleDownDuration = 0
        #expect(throws: SpiralConfigError.self) { try action.validate() }
        do {
            try action.validate()
        } catch {
            #expect(error.key == "holdCycleDuration", "got \(error)")
        }

        var visual = SpiralVisualConfig()
        visual.rotations = .nan
        do {
            try visual.validate()
            Issue.record("NaN rotations passed validation")
        } catch {
            #expect(error.description.hasPrefix("rotations must be greater than 0"), "got \(error.description)")
        }
    }

    @Test func sessionRefusesABadConfig() {
        var visual = SpiralVisualConfig()
        visual.pointsPerRotation = 2
        #expect(throws: SpiralConfigError.self) { try BreathingSession(visual: visual) }
    }
}
