import Testing
import UnwindSlideshow

/// The screen's one state, transition by transition, on show time given by hand: hours ×
/// switch × presence × idle timeout × wake events.
@Suite struct ScreenPresenceTests {
    /// A screen with hours 07:00-22:00 at noon, a sensor, 60 s presence-off-after.
    private func sensed(idle: Double? = nil) -> ScreenState {
        var screen = ScreenState(hours: ScreenHours(parsing: "07:00-22:00"), presence: ScreenPresence(hasSensor: true, offAfter: 60, idleTimeout: idle))
        screen.observe(minuteOfDay: 12 * 60)
        return screen
    }

    @Test func aSensorThatHasNotSpokenCountsAsSomeoneThere() {
        var screen = sensed()
        screen.observe(now: 10_000)
        #expect(screen.reason == .on)
    }

    @Test func absenceDarkensOnlyAfterOffAfterSeconds() {
        var screen = sensed()
        screen.observe(now: 100)
        screen.sensor(present: false)
        screen.observe(now: 159.9)
        #expect(screen.reason == .on, "59.9 s after absent: still lit")
        screen.observe(now: 160)
        #expect(screen.reason == .absent, "60 s after absent: dark, got \(screen.reason)")
        screen.sensor(present: true)
        #expect(screen.reason == .on, "presence lights it at once")
    }

    @Test func repeatedAbsentReportsDoNotRestartTheCountdown() {
        var screen = sensed()
        screen.observe(now: 0)
        screen.sensor(present: false)
        screen.observe(now: 50)
        screen.sensor(present: false)
        screen.observe(now: 61)
        #expect(screen.reason == .absent, "the first absent report counts, got \(screen.reason)")
    }

    @Test func presenceInAndOutRestartsTheCountdown() {
        var screen = sensed()
        screen.observe(now: 0)
        screen.sensor(present: false)
        screen.observe(now: 50)
        screen.sensor(present: true)
        screen.observe(now: 55)
        screen.sensor(present: false)
        screen.observe(now: 100)
        #expect(screen.reason == .on, "45 s since the last absent")
        screen.observe(now: 115)
        #expect(screen.reason == .absent)
    }

    @Test func withoutASensorAbsenceNeverDarkens() {
        var screen = ScreenState(hours: nil)
        screen.observe(now: 0)
        screen.sensor(present: false)
        screen.observe(now: 1_000_000)
        #expect(screen.reason == .on)
    }

    @Test func aWakeEventCountsAsPresence() {
        var screen = sensed()
        screen.observe(now: 0)
        screen.sensor(present: false)
        screen.observe(now: 70)
        #expect(screen.reason == .absent)
        screen.wake()
        #expect(screen.reason == .on, "a touch while absent lights it")
        screen.observe(now: 129)
        #expect(screen.reason == .on)
        screen.observe(now: 130)
        #expect(screen.reason == .absent, "offAfter after the touch, dark again")
    }

    @Test func idleTimeoutDarkensAfterTheLastSignOfLife() {
        var screen = ScreenState(hours: nil, presence: ScreenPresence(idleTimeout: 30))
        screen.observe(now: 29)
        #expect(screen.reason == .on)
        screen.observe(now: 30)
        #expect(screen.reason == .idle)
        screen.wake()
        #expect(screen.reason == .on, "a key wakes it")
        screen.observe(now: 59)
        #expect(screen.reason == .on)
        screen.observe(now: 60)
        #expect(screen.reason == .idle)
    }

    @Test func aSensorSayingPresentKeepsTheIdleTimeoutAway() {
        var screen = sensed(idle: 30)
        screen.observe(now: 0)
        screen.sensor(present: true)
        screen.observe(now: 500)
        #expect(screen.reason == .on, "someone is there the whole time")
        screen.sensor(present: false)
        screen.observe(now: 529)
        #expect(screen.reason == .on)
        screen.observe(now: 530)
        #expect(screen.reason == .idle, "idle 30 s after the last presence, before presence-off-after's 60")
    }

    @Test func hoursWinOverPresence() {
        var screen = sensed()
        screen.observe(now: 0)
        screen.sensor(present: true)
        screen.observe(minuteOfDay: 23 * 60)
        #expect(screen.reason == .hours, "someone in the room at night: still dark")
    }

    @Test func aWakeAtNightIsAVisit() {
        var screen = ScreenState(hours: ScreenHours(parsing: "07:00-22:00"))
        screen.observe(minuteOfDay: 23 * 60)
        screen.observe(now: 1000)
        #expect(screen.reason == .hours)
        screen.wake()
        #expect(screen.reason == .on, "a touch at night lights it")
        screen.observe(now: 1000 + ScreenPresence.defaultVisit - 1)
        #expect(screen.reason == .on)
        screen.observe(now: 1000 + ScreenPresence.defaultVisit)
        #expect(screen.reason == .hours, "the visit ends, the hours rule again")
    }

    @Test func aVisitLastsTheIdleTimeoutWhenThereIsOne() {
        var screen = ScreenState(hours: ScreenHours(parsing: "07:00-22:00"), presence: ScreenPresence(idleTimeout: 20))
        screen.observe(minuteOfDay: 23 * 60)
        screen.observe(now: 100)
        screen.wake()
        screen.observe(now: 119)
        #expect(screen.reason == .on)
        screen.observe(now: 120)
        #expect(screen.reason == .hours, "got \(screen.reason)")
    }

    @Test func aWakeAfterScreenOffIsAVisitAndTheSwitchHolds() {
        var screen = ScreenState(hours: nil)
        screen.observe(now: 0)
        screen.set(on: false)
        #expect(screen.reason == .switchedOff)
        screen.observe(now: 10)
        screen.wake()
        #expect(screen.reason == .on)
        screen.observe(now: 10 + ScreenPresence.defaultVisit)
        #expect(screen.reason == .switchedOff, "the switch still holds after the visit")
    }

    @Test func screenOnByHandWinsOverAbsenceAndIdle() {
        var screen = sensed(idle: 10)
        screen.observe(now: 0)
        screen.sensor(present: false)
        screen.observe(now: 100)
        #expect(screen.reason == .absent)
        screen.set(on: true)
        screen.observe(now: 10_000)
        #expect(screen.reason == .on, "on by hand stays on")
        screen.followHours()
        #expect(screen.reason == .absent, "back to following: absent again")
    }

    @Test func screenOffByHandEndsAVisit() {
        var screen = ScreenState(hours: ScreenHours(parsing: "07:00-22:00"))
        screen.observe(minuteOfDay: 23 * 60)
        screen.observe(now: 0)
        screen.wake()
        #expect(screen.reason == .on)
        screen.set(on: false)
        #expect(screen.reason == .switchedOff)
    }

    @Test func aWakeWhileLitIsNoVisit() {
        var screen = ScreenState(hours: ScreenHours(parsing: "07:00-22:00"))
        screen.observe(minuteOfDay: 21 * 60 + 59)
        screen.observe(now: 0)
        screen.wake()
        screen.observe(minuteOfDay: 22 * 60)
        #expect(screen.reason == .hours, "a touch a minute before the hours end does not keep the screen on past them")
    }

    @Test func absenceDuringAVisitDarkens() {
        var screen = sensed()
        screen.observe(minuteOfDay: 23 * 60)
        screen.observe(now: 0)
        screen.wake()
        screen.sensor(present: false)
        screen.observe(now: 59)
        #expect(screen.reason == .on)
        screen.observe(now: 60)
        #expect(screen.reason == .absent, "a visitor who left: dark before the visit ends, got \(screen.reason)")
    }
}
