import Testing
import UnwindDraw
import UnwindPhotos
import UnwindSlideshow
import UnwindTransitions

/// The show's systems end to end, with no SDL: `ShowDriver` plays the scene.
@Suite struct ShowSessionTests {
    @Test func firstSlideThenOnePerInterval() {
        let driver = ShowDriver(files: ShowDriver.photos(4))
        driver.start()
        driver.run(seconds: 6.5)
        #expect(driver.shownNames.starts(with: ["p01.jpg", "p02.jpg", "p03.jpg", "p04.jpg", "p01.jpg"]), "got \(driver.shownNames)")
        #expect(driver.session.report.transitions.allSatisfy { $0 == "crossfade" })
        #expect(driver.session.systemLabels.first == "transitions" && driver.session.systemLabels.last == "prefetch")
    }

    @Test func atMostThreeSlideTexturesAndNoneLeak() {
        var config = ShowDriver.config(interval: 0.3, order: .shuffle, transitions: [])
        config.speedy = true
        let driver = ShowDriver(files: ShowDriver.photos(6), config: config)
        driver.start()
        driver.run(seconds: 60)
        #expect(driver.session.report.shown.count > 60, "many changes: \(driver.session.report.shown.count)")
        #expect(driver.maxTextures <= 3, "previous, current, next at most: \(driver.maxTextures)")
        #expect(
            driver.textures.count == driver.session.slotCount, "every live texture belongs to a slot: \(driver.textures.count) vs \(driver.session.slotCount)")
        #expect(driver.session.report.maxPhotoTexturesAlive <= 3)
    }

    @Test func nextAndPreviousGoBothWaysWithTheirDirection() {
        let driver = ShowDriver(files: ShowDriver.photos(4), config: ShowDriver.config(interval: 100))
        driver.start()
        driver.run(seconds: 0.5)
        driver.send(.next())
        driver.run(seconds: 1)
        #expect(driver.session.lastRequest?.direction == .forward)
        driver.send(.previous(origin: Vec2(10, 20)))
        driver.run(seconds: 1)
        #expect(driver.shownNames == ["p01.jpg", "p02.jpg", "p01.jpg"], "got \(driver.shownNames)")
        #expect(driver.session.lastRequest?.direction == .backward)
        #expect(driver.session.lastRequest?.origin == Vec2(10, 20), "a swipe's origin reaches the transition")
    }

    @Test func pauseHoldsAndResumeMovesOn() {
        let driver = ShowDriver(files: ShowDriver.photos(4), config: ShowDriver.config(interval: 1))
        driver.start()
        driver.run(seconds: 0.5)
        driver.send(.pause)
        driver.run(seconds: 10)
        #expect(driver.shownNames == ["p01.jpg"], "paused: \(driver.shownNames)")
        #expect(driver.session.status.isPaused)
        driver.send(.pause)
        #expect(driver.session.status.isPaused, "pause twice is still paused")
        driver.send(.resume)
        driver.run(seconds: 1.5)
        #expect(driver.shownNames == ["p01.jpg", "p02.jpg"], "resumed with a fresh interval: \(driver.shownNames)")
        driver.send(.togglePause)
        #expect(driver.session.status.isPaused, "toggled: paused now or when the transition ends")
    }

    @Test func screenOffHoldsTheShowUntilSwitchedOn() {
        let driver = ShowDriver(files: ShowDriver.photos(4), config: ShowDriver.config(interval: 1))
        driver.start()
        driver.run(seconds: 0.5)
        driver.send(.screenOff)
        #expect(driver.session.isDark)
        var list = DrawList()
        driver.session.drawPhotos(alpha: 0, into: &list)
        #expect(list.isEmpty, "nothing drawn while dark: \(list.count) commands")
        driver.run(seconds: 10)
        #expect(driver.shownNames == ["p01.jpg"], "held while dark: \(driver.shownNames)")
        driver.send(.screenOn)
        #expect(!driver.session.isDark && driver.session.status.isScreenOn)
        driver.run(seconds: 1.5)
        #expect(driver.shownNames.count == 2, "a fresh interval after the screen comes on: \(driver.shownNames)")
        #expect(driver.logs.contains { $0.message.contains("screen off") } && driver.logs.contains { $0.message.contains("screen on") })
    }

    @Test func aManualSwitchHoldsUntilTheHoursTurnOver() {
        var config = ShowDriver.config(interval: 1)
        config.screenHours = ScreenHours(parsing: "07:00-22:00")
        let driver = ShowDriver(files: ShowDriver.photos(3), config: config)
        driver.session.observe(minuteOfDay: 23 * 60)
        driver.start()
        driver.step()
        #expect(driver.session.isDark, "night: dark")
        driver.send(.screenOn)
        #expect(!driver.session.isDark, "switched on by hand at night")
        driver.session.observe(minuteOfDay: 23 * 60 + 30)
        driver.step()
        #expect(!driver.session.isDark, "stays on through the night")
        driver.session.observe(minuteOfDay: 8 * 60)
        driver.step()
        driver.session.observe(minuteOfDay: 22 * 60 + 5)
        driver.step()
        #expect(driver.session.isDark, "the hours turned over in the morning: the next night is dark again")
    }

    @Test func intervalCanChangeWhileRunning() {
        let driver = ShowDriver(files: ShowDriver.photos(4), config: ShowDriver.config(interval: 100))
        driver.start()
        driver.run(seconds: 1)
        driver.send(.set(key: "interval", value: .number(1)))
        driver.send(.set(key: "interval", value: .number(-3)))
        driver.send(.set(key: "interval", value: .number(.infinity)))
        driver.run(seconds: 2.5)
        #expect(driver.session.status.interval == 1, "bad values are ignored")
        #expect(driver.shownNames.count >= 2, "the new interval applies: \(driver.shownNames)")
    }

    @Test func leaveIsLockedInKioskModeAndQuitIsNot() {
        var config = ShowDriver.config()
        config.kiosk = true
        let kiosk = ShowDriver(files: ShowDriver.photos(2), config: config)
        kiosk.start()
        kiosk.send(.leave)
        #expect(!kiosk.quit && !kiosk.session.isFinished, "Esc does nothing in a kiosk")
        #expect(kiosk.logs.contains { $0.message.contains("kiosk mode") })
        kiosk.send(.toggleFullscreen)
        kiosk.send(.quit)
        #expect(kiosk.quit && kiosk.session.isFinished, "SIGTERM and the chord end it")
        let plain = ShowDriver(files: ShowDriver.photos(2))
        plain.start()
        plain.send(.leave)
        #expect(plain.quit)
    }

    @Test func theStatusSaysWhatIsOnAndWhatComes() {
        let driver = ShowDriver(files: ShowDriver.photos(3), config: ShowDriver.config(interval: 5))
        driver.start()
        driver.run(seconds: 1)
        let status = driver.session.status
        #expect(status.current == Slide("/photos/p01.jpg"))
        #expect(status.next == Slide("/photos/p02.jpg"))
        if case .showing = status.state {} else { Issue.record("expected showing, got \(status.state)") }
        #expect(status.photosKnown == 3 && status.photosSkipped == 0 && status.cycle == 1 && status.order == .name)
        #expect(status.interval == 5 && !status.isPaused && status.isScreenOn && status.hasPhotoOnScreen)
    }

    @Test func resizeKeepsTheSlideOnScreenAndPreparesTheRestAgain() {
        let driver = ShowDriver(files: ShowDriver.photos(4), config: ShowDriver.config(interval: 100))
        driver.start()
        driver.run(seconds: 1)
        let before = driver.decoded.count
        driver.send(.resize(Size(width: 320, height: 180)))
        driver.run(seconds: 0.5)
        #expect(driver.session.stagedSlots.count == 1, "the slide on screen stays")
        #expect(driver.session.stagedSlots.first?.slot.layer.destination == Rect(width: 320, height: 180), "placed in the new view")
        #expect(driver.decoded.count > before, "the neighbours are prepared again for the new size")
        #expect(driver.textures.count <= 3)
    }
}
