import Testing
import UnwindSlideshow

/// Screen hours with a manual switch that holds until the hours turn over.
@Suite struct ScreenStateTests {
    @Test func followsTheHours() {
        var screen = ScreenState(hours: ScreenHours(parsing: "07:00-22:00"))
        #expect(screen.isOn, "no time seen yet: on")
        screen.observe(minuteOfDay: 23 * 60)
        #expect(!screen.isOn)
        screen.observe(minuteOfDay: 7 * 60)
        #expect(screen.isOn)
    }

    @Test func aSwitchHoldsUntilTheHoursTurnOver() {
        var screen = ScreenState(hours: ScreenHours(parsing: "07:00-22:00"))
        screen.observe(minuteOfDay: 12 * 60)
        screen.set(on: false)
        screen.observe(minuteOfDay: 18 * 60)
        #expect(!screen.isOn, "off by hand in the afternoon")
        screen.observe(minuteOfDay: 22 * 60 + 30)
        #expect(!screen.isOn && screen.override == nil, "the hours turned off: the switch is spent")
        screen.observe(minuteOfDay: 7 * 60)
        #expect(screen.isOn, "the morning lights it as usual")
    }

    @Test func withoutHoursTheSwitchHoldsUntilFollowingAgain() {
        var screen = ScreenState(hours: nil)
        screen.observe(minuteOfDay: 100)
        screen.set(on: false)
        screen.observe(minuteOfDay: 900)
        #expect(!screen.isOn)
        screen.followHours()
        #expect(screen.isOn)
    }
}
