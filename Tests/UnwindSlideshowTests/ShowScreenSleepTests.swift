import Testing
import UnwindDraw
import UnwindInput
import UnwindSlideshow

/// The screen's state in a running show: presence and idle darken it, wake events light it
/// with a fade, the touch that wakes does not also navigate, and the report counts the dark.
@Suite struct ShowScreenSleepTests {
    private func driver(presenceOffAfter: Double = 5, idle: Double? = nil, hours: String? = nil) -> ShowDriver {
        var config = ShowDriver.config(interval: 2)
        config.screen.presenceTopic = "home/hall/motion"
        config.screen.presenceOffAfter = presenceOffAfter
        config.screen.idleTimeout = idle
        config.screenHours = hours.flatMap(ScreenHours.init(parsing:))
        let driver = ShowDriver(files: ShowDriver.photos(6), config: config)
        driver.session.observe(minuteOfDay: 12 * 60)
        driver.start()
        return driver
    }

    private func photoCommands(_ driver: ShowDriver) -> Int {
        var list = DrawList()
        driver.session.drawPhotos(alpha: 0, into: &list)
        return list.count
    }

    @Test func absenceDarkensAfterPresenceOffAfterAndHoldsTheShow() {
        let driver = driver()
        driver.run(seconds: 1)
        driver.send(.presence(false))
        driver.run(seconds: 4.9)
        #expect(!driver.session.isDark, "4.9 s of 5: still lit")
        driver.run(seconds: 0.2)
        #expect(driver.session.isDark && driver.session.screenReason == .absent, "dark after 5 s: \(driver.session.screenReason)")
        #expect(photoCommands(driver) == 0, "nothing drawn while dark")
        #expect(!driver.session.status.isScreenOn, "the status says the screen is off")
        let shown = driver.shownNames
        driver.run(seconds: 30)
        #expect(driver.shownNames == shown, "the show holds while dark: \(driver.shownNames)")
        #expect(driver.logs.contains { $0.message.contains("nobody present for 5 s: screen off") }, "\(driver.logs.map(\.message))")
    }

    @Test func presenceWakesWithAFadeWithinHalfASecond() {
        let driver = driver()
        driver.send(.presence(false))
        driver.run(seconds: 10)
        #expect(driver.session.isDark)
        driver.send(.presence(true))
        #expect(!driver.session.isDark, "presence lights the screen on the tick it arrives")
        #expect(photoCommands(driver) > 0, "the current photo is drawn at once")
        let cover = driver.session.status.fadeInCover
        #expect(cover > 0.9, "and fades in from black: cover \(cover)")
        driver.run(seconds: 0.5)
        #expect(driver.session.status.fadeInCover == 0, "fully back within 0.5 s: cover \(driver.session.status.fadeInCover)")
        #expect(driver.logs.contains { $0.message.contains("screen on after") }, "\(driver.logs.map(\.message))")
    }

    @Test func theTouchThatWakesDoesNotAlsoNavigate() {
        let driver = driver(idle: 3)
        driver.run(seconds: 3.1)
        #expect(driver.session.isDark && driver.session.screenReason == .idle, "\(driver.session.screenReason)")
        let before = driver.session.currentSlide
        driver.session.send(.wake)
        driver.send(.next())
        #expect(!driver.session.isDark, "woken")
        #expect(driver.session.currentSlide == before, "still the same photo: the wake ate the swipe")
        driver.session.send(.wake)
        driver.send(.next())
        driver.run(seconds: 1)
        #expect(driver.session.currentSlide != before, "a swipe on a lit screen navigates")
    }

    @Test func aWakeAtNightIsAVisitThatEnds() {
        let driver = driver(idle: 10, hours: "07:00-22:00")
        driver.session.observe(minuteOfDay: 23 * 60)
        driver.step()
        #expect(driver.session.screenReason == .hours)
        driver.send(.wake)
        #expect(!driver.session.isDark, "a key at night lights it")
        driver.run(seconds: 10.1)
        #expect(driver.session.isDark && driver.session.screenReason == .hours, "the visit lasts the idle timeout: \(driver.session.screenReason)")
    }

    @Test func theReportSaysHowLongTheScreenWasOff() {
        let driver = driver()
        driver.send(.presence(false))
        driver.run(seconds: 25)
        let partway = driver.session.report.screenOffSeconds ?? -1
        #expect(abs(partway - 20) < 0.1, "dark 20 s so far: \(partway)")
        driver.send(.presence(true))
        driver.run(seconds: 5)
        driver.send(.screenOff)
        driver.run(seconds: 3)
        let total = driver.session.report.screenOffSeconds ?? -1
        #expect(abs(total - 23) < 0.1, "20 s absent + 3 s switched off: \(total)")
    }

    @Test func controlsTellWakeEvents() {
        #expect(ShowControls.wakes(.key(KeyEvent(key: .right, isPressed: true))))
        #expect(!ShowControls.wakes(.key(KeyEvent(key: .right, isPressed: false))), "a key let go is no news")
        #expect(ShowControls.wakes(.touch(TouchEvent(phase: .down, finger: 1, x: 0.5, y: 0.5))))
        #expect(!ShowControls.wakes(.touch(TouchEvent(phase: .move, finger: 1, x: 0.5, y: 0.5))))
        #expect(ShowControls.wakes(.gamepadButton(GamepadButtonEvent(id: 0, button: .x, isPressed: true))))
        #expect(ShowControls.wakes(.remote(.next)))
        #expect(!ShowControls.wakes(.remote(.screenOff)), "the switch itself is no wake")
        #expect(!ShowControls.wakes(.remote(.presence(false))), "the sensor has its own rule")
        #expect(!ShowControls.wakes(.gamepadAxis(GamepadAxisEvent(id: 0, axis: .leftX, value: 0.2))), "a drifting stick wakes nothing")
        var controls = ShowControls(kiosk: true, quitChord: KeyChord(modifiers: [.control], key: .character("q")))
        #expect(controls.actions(for: .remote(.presence(true)), view: Size(width: 10, height: 10)) == [.presence(true)])
    }
}
