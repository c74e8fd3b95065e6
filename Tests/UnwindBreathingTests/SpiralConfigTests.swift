import Testing
import UnwindConfig

@testable import UnwindBreathing

@Suite struct SpiralConfigTests {
    @Test func defaultsAreValid() throws {
        try SpiralVisualConfig().validate()
        try SpiralActionConfig().validate()
    }

    @Test func badValuesNameTheKey() {
        var action = SpiralActionConfig()
        action.holdDuration = -5
        #expect(throws: SettingError(key: "holdDuration", value: -5, requirement: "greater than 0 and at most 3600")) { try action.validate() }

        action = SpiralActionConfig()
        action.holdCycleUpDuration = 0
        action.holdCyclePauseDuration = 0
        action.holdCycleDownDuration = 0
        #expect(throws: SettingError.self) { try action.validate() }
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
            #expect(error.description.hasPrefix("rotations must be at least 0.5"), "got \(error.description)")
        }
    }

    /// Values the fuzzer found trapping or hanging, now refused before a session exists.
    @Test func extremeValuesAreRefused() {
        var action = SpiralActionConfig()
        action.hapticBeatInterval = 1e-300
        #expect(throws: SettingError.self) { try action.validate() }
        action = SpiralActionConfig()
        action.holdCycleUpDuration = 1e-300
        action.holdCyclePauseDuration = 0
        action.holdCycleDownDuration = 0
        #expect(throws: SettingError.self, "a cycle of 1e-300 s made holdCycleCount trap") { try action.validate() }
        var visual = SpiralVisualConfig()
        visual.lineWidth = 1e6
        #expect(throws: SettingError.self) { try visual.validate() }
        visual = SpiralVisualConfig()
        visual.spacing = 2_147_483_648
        #expect(throws: SettingError.self) { try visual.validate() }
    }

    @Test func sessionRefusesABadConfig() {
        var visual = SpiralVisualConfig()
        visual.pointsPerRotation = 2
        #expect(throws: SettingError.self) { try BreathingSession(visual: visual) }
    }
}
