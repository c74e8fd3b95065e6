import Testing
import UnwindInput
import UnwindSlideshow

@Suite struct ShowMachineTests {
    @Test func advancesAfterTheInterval() {
        var machine = ShowMachine(interval: 10)
        machine.photoShown(at: 0)
        #expect(!machine.isDue(at: 9.99))
        #expect(machine.isDue(at: 10))
        machine.transitionStarted(at: 10)
        #expect(!machine.isDue(at: 100), "never due mid-transition")
        machine.photoShown(at: 11.2)
        #expect(machine.state == .showing(since: 11.2))
    }

    @Test func pauseHoldsAndResumeRestartsTheInterval() {
        var machine = ShowMachine(interval: 5)
        machine.photoShown(at: 0)
        machine.togglePause(at: 4)
        #expect(machine.state == .paused)
        #expect(!machine.isDue(at: 1000))
        machine.togglePause(at: 1000)
        #expect(!machine.isDue(at: 1004))
        #expect(machine.isDue(at: 1005))
    }

    @Test func pauseDuringATransitionTakesEffectWhenItEnds() {
        var machine = ShowMachine(interval: 5)
        machine.transitionStarted(at: 0)
        machine.togglePause(at: 0.5)
        #expect(machine.isPaused)
        machine.photoShown(at: 1.2)
        #expect(machine.state == .paused)
        machine.transitionStarted(at: 2)
        machine.photoShown(at: 3)
        #expect(machine.state == .paused, "navigating while paused stays paused")
    }

    @Test func emptyIsNeverDue() {
        var machine = ShowMachine(interval: 1)
        machine.becameEmpty()
        machine.togglePause(at: 3)
        #expect(machine.state == .empty)
        #expect(!machine.isDue(at: 100))
    }
}

@Suite struct ScreenHoursTests {
    @Test func dayAndOvernightHours() {
        let day = ScreenHours(parsing: "07:00-22:30")
        #expect(day == ScreenHours(on: 420, off: 1350))
        #expect(
            day?.isOn(minuteOfDay: 419) == false && day?.isOn(minuteOfDay: 420) == true && day?.isOn(minuteOfDay: 1349) == true
                && day?.isOn(minuteOfDay: 1350) == false)
        let night = ScreenHours(parsing: "18:00-02:00")
        #expect(night?.isOn(minuteOfDay: 23 * 60) == true && night?.isOn(minuteOfDay: 60) == true && night?.isOn(minuteOfDay: 12 * 60) == false)
        #expect(ScreenHours(parsing: "7-22") == nil && ScreenHours(parsing: "07:00-07:00") == nil && ScreenHours(parsing: "25:00-07:00") == nil)
        #expect(day?.description == "07:00-22:30")
    }
}
