import Testing
import UnwindInput
import UnwindSlideshow

/// A press of Next (a key, the page, Home Assistant) while the first photo fades in from
/// black is not lost: it moves on once the photo is up.
@Suite struct ShowFadeInNavigationTests {
    @Test(arguments: [0.05, 0.3, 0.9])
    func nextDuringTheFadeInMovesOn(at seconds: Double) throws {
        var config = ShowDriver.config(interval: 600, transitions: ["crossfade"])
        config.fadeIn = 1.2
        let driver = ShowDriver(files: ShowDriver.photos(3), config: config)
        driver.start()
        // Until the first photo is on screen (it fades in from then on).
        var waited = 0.0
        while driver.session.report.shown.isEmpty, waited < 5 {
            driver.run(seconds: 0.05)
            waited += 0.05
        }
        let first = try #require(driver.session.report.shown.first)
        driver.run(seconds: seconds)
        // As the scene does for any input that shows someone is there: wake, then the action.
        driver.session.send(.wake)
        driver.session.send(.next())
        driver.step()
        driver.run(seconds: 4)
        #expect(driver.session.report.shown.count >= 2, "Next \(seconds) s into the fade-in moved on: shown \(driver.shownNames)")
        #expect(driver.session.currentSlide?.first != first)
    }

    /// The remote end-to-end test's case: the status already names the first photo while it
    /// is still decoding, and Next pressed then used to be dropped without a word.
    @Test func nextWhileTheFirstPhotoIsStillDecodingIsKept() throws {
        let driver = ShowDriver.slowFirstPhoto()
        driver.start()
        driver.run(seconds: 1)
        #expect(driver.session.report.shown.isEmpty, "nothing is on screen while the decode is held")
        driver.session.send(.wake)
        driver.session.send(.next())
        driver.step()
        driver.holdsDecodes = false
        driver.run(seconds: 5)
        #expect(driver.shownNames.count == 2, "the first photo, then the one Next asked for: \(driver.shownNames)")
    }
}
