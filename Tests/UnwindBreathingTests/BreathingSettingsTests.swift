import Testing
@testable import UnwindBreathing
import UnwindTestSupport

@Suite struct BreathingSettingsTests {
    @Test func readsTheBreatheTableOfASharedFile() throws {
        let settings = try BreathingSettings.parse("""
            interval = 10
            [breathe]
            holdDuration = 36
            rotations = 3
            hapticBeatInterval = 0.5
            """, file: "unwind.toml")
        #expect(settings.action.holdDuration == 36)
        #expect(settings.visual.rotations == 3)
        #expect(settings.action.hapticBeatInterval == 0.5)
        #expect(settings.action.holdCycleUpDuration == 6, "unset keys keep their defaults")
    }

    @Test func shippedDeviceConfigHasABreatheTable() throws {
        let settings = try BreathingSettings.load(path: Repository.path("dist/unwind.toml"))
        #expect(settings.action.holdDuration == 72, "dist/unwind.toml [breathe]: \(settings.action.holdDuration)")
    }

    @Test func readsTopLevelKeysOfAFileOfItsOwn() throws {
        let settings = try BreathingSettings.parse("holdDuration = 18\nspacing = 30", file: "breathe.toml")
        #expect(settings.action.holdDuration == 18)
        #expect(settings.visual.spacing == 30)
    }

    @Test func errorsNameFileLineAndKey() {
        let cases: [(String, String)] = [
            ("holdDuration = 10\nholdDuraton = 5", "unwind.toml:2: holdDuraton: unknown setting"),
            ("[breathe]\nspacing = \"wide\"", "unwind.toml:2: spacing: expected a number"),
            ("headSize = 10\nlineWidth = -1", "unwind.toml:2: lineWidth must be greater than 0"),
            ("holdDuration = = 3", "unwind.toml:1: "),
        ]
        for (text, prefix) in cases {
            do {
                _ = try BreathingSettings.parse(text, file: "unwind.toml")
                Issue.record("accepted: \(text)")
            } catch {
                #expect(error.description.hasPrefix(prefix), "\(text) → \(error.description)")
            }
        }
    }
}
