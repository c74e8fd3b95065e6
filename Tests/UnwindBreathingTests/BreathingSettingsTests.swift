import Testing
import UnwindTestSupport

@testable import UnwindBreathing

@Suite struct BreathingSettingsTests {
    @Test func aKeyAtTheTopAndUnderBreatheIsReportedOnTheBreatheLine() {
        // The top-level `spacing` belongs to another command; the bad one is under [breathe].
        do {
            _ = try BreathingSettings.parse("spacing = 30\nholdDuration = 30\n[breathe]\nrotations = 3\nspacing = -4\n", file: "unwind.toml")
            Issue.record("accepted spacing = -4")
        } catch {
            #expect(error.line == 5 && error.key == "breathe.spacing", "\(error)")
        }
    }

    @Test func readsTheBreatheTableOfASharedFile() throws {
        let settings = try BreathingSettings.parse(
            """
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
            ("holdDuration = 10\nholdDuraton = 5", "unwind.toml:2: key 'holdDuraton': unknown setting"),
            ("[breathe]\nspacing = \"wide\"", "unwind.toml:2: key 'breathe.spacing': expected a number"),
            ("headSize = 10\nlineWidth = -1", "unwind.toml:2: key 'lineWidth': must be greater than 0"),
            ("holdDuration = = 3", "unwind.toml:1: "),
            ("hapticBeatInterval = 1e-300", "unwind.toml:1: key 'hapticBeatInterval': must be at least 0.05 and at most 60, got 1e-300"),
            ("lineWidth = 1e6", "unwind.toml:1: key 'lineWidth': must be greater than 0 and at most 1000, got 1000000"),
            ("\nspacing = 2147483648", "unwind.toml:2: key 'spacing': must be at least 1 and at most 1000, got 2147483648"),
            ("spacing = 20\nlineWidth = 30", "unwind.toml:2: key 'lineWidth': must be at most spacing (20), got 30"),
            (
                "rotations = 50\npointsPerRotation = 1000",
                "unwind.toml:2: key 'pointsPerRotation': must be such that rotations × pointsPerRotation is at most 20000"
            ),
            (
                "holdCycleUpDuration = 0\nholdCyclePauseDuration = 0\nholdCycleDownDuration = 1e-300",
                "unwind.toml:1: key 'holdCycleDuration': must be at least 1 second"
            ),
            ("[breathe.extra]\nx = 1", "unwind.toml:1: key 'breathe.extra': unknown setting"),
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
