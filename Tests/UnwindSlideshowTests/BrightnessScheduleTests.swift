import Testing
import UnwindSlideshow

/// The brightness through the day, and the show dimming its own frames by it.
@Suite struct BrightnessScheduleTests {
    private let evening = BrightnessSchedule(percentAt: [7 * 60: 100, 20 * 60: 60, 22 * 60 + 30: 30])

    @Test func eachStepHoldsUntilTheNextAndTheLastThroughTheNight() throws {
        let schedule = try #require(evening)
        #expect(schedule.level(atMinute: 12 * 60) == 1)
        #expect(schedule.level(atMinute: 20 * 60) == 0.6)
        #expect(schedule.level(atMinute: 23 * 60) == 0.3)
        #expect(schedule.level(atMinute: 3 * 60) == 0.3, "after midnight the evening's last level holds")
        #expect(schedule.level(atMinute: 7 * 60) == 1)
    }

    @Test func warmthFollowsTheSameSteps() throws {
        let schedule = try #require(BrightnessSchedule(percentAt: [7 * 60: 100, 20 * 60: 60], kelvinAt: [20 * 60: 3000]))
        #expect(schedule.kelvin(atMinute: 12 * 60) == ColorTemperature.neutral, "a step with no kelvin is neutral")
        #expect(schedule.kelvin(atMinute: 21 * 60) == 3000)
        #expect(schedule.kelvin(atMinute: 2 * 60) == 3000, "the evening's warmth holds through the night")
        #expect(BrightnessSchedule(percentAt: [0: 50], kelvinAt: [0: 1000]) == nil, "below 2000 K")
        #expect(BrightnessSchedule(percentAt: [0: 50], kelvinAt: [60: 3000]) == nil, "a temperature needs its step")
    }

    @Test func theShowTintsItsFramesOnlyWhenWarmer() throws {
        var config = ShowDriver.config(interval: 100)
        config.screen.brightness = BrightnessSchedule(percentAt: [7 * 60: 100, 20 * 60: 100], kelvinAt: [20 * 60: 3000])
        let driver = ShowDriver(files: ShowDriver.photos(2), config: config)
        driver.session.observe(minuteOfDay: 12 * 60)
        driver.start()
        driver.run(seconds: 1)
        #expect(driver.session.status.tint == nil, "noon: no tint")
        driver.session.observe(minuteOfDay: 20 * 60 + 5)
        driver.step()
        #expect(driver.session.status.tint == ColorTemperature.tint(kelvin: 3000))
        #expect(driver.session.status.fadeInCover == 0, "warmer, not darker")
    }

    @Test func levelsOutsideFiveToHundredAreRefused() {
        #expect(BrightnessSchedule(percentAt: [0: 4]) == nil)
        #expect(BrightnessSchedule(percentAt: [0: 101]) == nil)
        #expect(BrightnessSchedule(percentAt: [:]) == nil)
    }

    @Test func theShowDimsItsFramesWhereNoBacklightDoes() throws {
        var config = ShowDriver.config(interval: 100)
        config.screen.brightness = evening
        let driver = ShowDriver(files: ShowDriver.photos(2), config: config)
        driver.session.observe(minuteOfDay: 20 * 60 + 5)
        driver.start()
        driver.run(seconds: 1)
        #expect(abs(driver.session.status.fadeInCover - 0.4) < 0.001, "60 %: black at 40 % over the frame, got \(driver.session.status.fadeInCover)")
        #expect(driver.session.brightnessLevel == 0.6)
        driver.session.dimsInSoftware = false
        #expect(driver.session.status.fadeInCover == 0, "a backlight dims instead: no black over the frame")
        driver.session.dimsInSoftware = true
        driver.session.observe(minuteOfDay: 9 * 60)
        driver.step()
        #expect(driver.session.status.fadeInCover == 0, "full brightness in the morning")
    }
}
