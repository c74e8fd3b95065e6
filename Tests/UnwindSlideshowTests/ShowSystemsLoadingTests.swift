import Testing
import UnwindDraw
import UnwindPhotos
import UnwindSlideshow

/// The prefetch window (`ShowSystems+Loading`): one slide ahead, or two in a show that decodes
/// two ahead (`decodesAhead`, a headless show), holding the slide after next instead of the
/// previous one, each photo decoded once per turn.
@Suite struct ShowSystemsLoadingTests {
    static func driver(decodesAhead: Int) -> ShowDriver {
        let driver = ShowDriver(files: ShowDriver.photos(8), config: ShowDriver.config(interval: 4, order: .name), size: Size(width: 1920, height: 1080))
        driver.session.decodesAhead = decodesAhead
        driver.start()
        driver.run(seconds: 0.1)
        return driver
    }

    @Test func twoAheadDecodesTheSlideAfterNextInsteadOfKeepingThePrevious() {
        let one = Self.driver(decodesAhead: 1), two = Self.driver(decodesAhead: 2)
        let names = { (driver: ShowDriver) in driver.decoded.map { $0.first.lastComponent.description } }
        #expect(names(one) == ["p01.jpg", "p02.jpg", "p08.jpg"], "one ahead: the first photo, the next, the previous for Back: \(names(one))")
        #expect(names(two) == ["p01.jpg", "p02.jpg", "p03.jpg"], "two ahead: the one after next instead of the previous: \(names(two))")
        one.run(seconds: 9.9)
        two.run(seconds: 9.9)  // two changes, then resting on the third photo
        #expect(one.textures.count == 3, "previous, current and next: \(one.textures.count)")
        #expect(two.textures.count == 3, "current, next and the one after, no more frames held: \(two.textures.count)")
        #expect(names(two) == ["p01.jpg", "p02.jpg", "p03.jpg", "p04.jpg", "p05.jpg"], "each decoded once, in order: \(names(two))")
        #expect(two.shownNames == one.shownNames, "the same show: \(two.shownNames) vs \(one.shownNames)")
        #expect(two.maxTextures <= 4, "at a change the leaving slide is on stage besides the three: \(two.maxTextures)")
    }

    @Test func backStillWorksTwoAheadByDecodingAgain() {
        let driver = Self.driver(decodesAhead: 2)
        driver.run(seconds: 10)
        let before = driver.decoded.count
        driver.send(.previous())
        driver.run(seconds: 3)
        #expect(driver.shownNames.last == "p02.jpg", "Back shows the previous photo: \(driver.shownNames)")
        #expect(driver.decoded.count > before, "decoded again, as it was not held: \(driver.decoded.count) vs \(before)")
    }

    @Test func aShowOfManyChangesDecodesEachTurnOnceTwoAhead() {
        var config = ShowDriver.config(interval: 0.3, order: .name, transitions: [])
        config.speedy = true
        let driver = ShowDriver(files: ShowDriver.photos(6), config: config)
        driver.session.decodesAhead = 2
        driver.start()
        driver.run(seconds: 60)
        let shown = driver.session.report.shown.count
        #expect(shown > 60, "many changes: \(shown)")
        // Every change shows a decoded slide, plus at most the two decoded ahead at the end.
        #expect(driver.decoded.count <= shown + 2, "no slide decoded twice while held: \(driver.decoded.count) decodes for \(shown) changes")
        #expect(driver.textures.count == driver.session.slotCount, "every live texture belongs to a slot")
        #expect(driver.maxTextures <= 4, "\(driver.maxTextures)")
    }
}
