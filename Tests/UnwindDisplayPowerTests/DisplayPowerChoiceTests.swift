import Foundation
import Testing
import UnwindDisplayPower
import UnwindTestSupport

/// The chooser: first that works with `auto`, the named one otherwise, one line either way.
@Suite struct DisplayPowerChoiceTests {
    private final class Fake: DisplayPowerBackend, @unchecked Sendable {
        let name: String
        let detail = "fake"
        var calls: [Bool] = []
        init(_ name: String) { self.name = name }
        func setPower(on: Bool) throws(DisplayPowerError) { calls.append(on) }
    }

    private func failing(_ name: String, _ why: String) -> DisplayPowerCandidate {
        DisplayPowerCandidate(name: name) { .failure(DisplayPowerError(why)) }
    }

    private func working(_ name: String) -> DisplayPowerCandidate {
        DisplayPowerCandidate(name: name) { .success(Fake(name)) }
    }

    @Test func autoTakesTheFirstThatOpens() {
        let choice = DisplayPowerChoice(
            wanted: "auto", candidates: [failing("backlight", "no device"), failing("dpms", "no DPMS extension"), working("drm"), working("cec")])
        #expect(choice.backend?.name == "drm")
        #expect(choice.line == "display power: drm (fake)" && !choice.isWarning, "\(choice.line)")
    }

    @Test func nothingWorkingIsOneWarningNamingEveryTry() {
        let choice = DisplayPowerChoice(wanted: "auto", candidates: [failing("backlight", "no device"), failing("dpms", "no DPMS extension")])
        #expect(choice.backend == nil && choice.isWarning)
        #expect(
            choice.line == "display power: nothing turns the panel off (backlight: no device; dpms: no DPMS extension); the screen goes black but stays lit",
            "\(choice.line)")
    }

    @Test func aNamedBackendIsTheOnlyOneTried() {
        let choice = DisplayPowerChoice(wanted: "cec", candidates: [working("backlight"), failing("cec", "no /dev/cec* device")])
        #expect(choice.backend == nil && choice.isWarning, "backlight works, but cec was asked for")
        #expect(choice.line.contains("cec: no /dev/cec* device"), "\(choice.line)")
    }

    @Test func noneTriesNothing() {
        let choice = DisplayPowerChoice(wanted: "none", candidates: [working("backlight")])
        #expect(choice.backend == nil && !choice.isWarning && choice.line.contains("none"))
    }

    @Test func theSwitchCarriesOnlyChangesToTheBackend() {
        let fake = Fake("backlight")
        let power = DisplayPowerSwitch(backend: fake)
        power.request(on: false)
        power.drain()
        power.request(on: false)
        power.drain()
        #expect(fake.calls == [false], "a repeat is dropped: \(fake.calls)")
        power.request(on: true)
        power.drain()
        #expect(fake.calls == [false, true], "\(fake.calls)")
    }

    @Test func brightnessGoesOnlyToABackendThatDims() {
        final class Dimmable: DisplayPowerBackend, DimmableBackend, @unchecked Sendable {
            let name = "backlight", detail = "fake"
            var levels: [Double] = []
            func setPower(on: Bool) throws(DisplayPowerError) {}
            func setBrightness(_ fraction: Double) throws(DisplayPowerError) { levels.append(fraction) }
        }
        let dimmable = Dimmable()
        let power = DisplayPowerSwitch(backend: dimmable)
        #expect(power.dims)
        power.request(brightness: 0.6)
        power.drain()
        #expect(dimmable.levels == [0.6])
        #expect(!DisplayPowerSwitch(backend: Fake("dpms")).dims, "DPMS cannot dim: the show lays black over its frames instead")
    }

    @Test func theSwitchReportsAFailureOnce() {
        final class Broken: DisplayPowerBackend, @unchecked Sendable {
            let name = "command", detail = "broken"
            func setPower(on: Bool) throws(DisplayPowerError) { throw DisplayPowerError("exit status 1") }
        }
        let power = DisplayPowerSwitch(backend: Broken())
        let lines = CollectedLines()
        power.onProblem = { lines.add($0) }
        for on in [false, true, false] {
            power.request(on: on)
            power.drain()
        }
        #expect(lines.all == ["display power: command could not turn the panel off: exit status 1"], "\(lines.all)")
    }
}
