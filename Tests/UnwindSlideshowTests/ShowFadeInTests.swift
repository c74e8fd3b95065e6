import Testing
import UnwindDraw
import UnwindSlideshow
import UnwindTransitions

/// The show opens by fading its first photo in from black (no "Loading…" and hard cut), and
/// the report says how long each change took.
@Suite struct ShowFadeInTests {
    static func config(fadeIn: Double) -> SlideshowConfig {
        var config = ShowDriver.config(interval: 2, transitions: [])
        config.speedy = false
        config.fadeIn = fadeIn
        return config
    }

    @Test func theFirstPhotoFadesInAndItsIntervalStartsAfterTheFade() {
        let driver = ShowDriver(files: ShowDriver.photos(3), config: Self.config(fadeIn: 1.2))
        driver.start()
        driver.run(seconds: 0.1)
        let early = driver.session.status
        #expect(early.hasPhotoOnScreen && early.fadeInCover > 0.9, "black still covers the photo at the start: \(early.fadeInCover)")
        #expect(driver.session.fullyShownCount == 0, "not fully shown while fading")
        driver.run(seconds: 0.6)
        let middle = driver.session.status.fadeInCover
        #expect(middle > 0.1 && middle < 0.9, "half way: \(middle)")
        driver.run(seconds: 0.6)
        #expect(driver.session.status.fadeInCover == 0 && driver.session.fullyShownCount == 1, "clear once the fade is over")
        driver.run(seconds: 1.5)
        #expect(driver.shownNames == ["p01.jpg"], "the 2 s interval counts from the end of the fade: \(driver.shownNames)")
        driver.run(seconds: 1)
        #expect(driver.shownNames == ["p01.jpg", "p02.jpg"], "then the next photo: \(driver.shownNames)")
    }

    @Test func theFadeCoversTheFrameWithBlackThenNothing() {
        let driver = ShowDriver(files: ShowDriver.photos(2), config: Self.config(fadeIn: 1.2))
        driver.start()
        driver.run(seconds: 0.05)
        let overlay = ShowOverlay(items: [], catalog: .english, roots: ["/photos"], rescanInterval: 0, log: .standardError)
        func cover() -> UInt8? {
            var list = DrawList()
            overlay.draw(driver.session.status, size: Size(width: 160, height: 90), date: { _ in nil }, clock: nil, into: &list)
            return list.commands.compactMap { if case .fillRect(let rect, let color) = $0, rect.width == 160 { color.a } else { nil } }.last
        }
        #expect((cover() ?? 0) > 240, "nearly opaque black at first: \(String(describing: cover()))")
        driver.run(seconds: 2)
        #expect(cover() == nil, "no cover after the fade")
    }

    @Test func fadeInZeroOpensWithACut() {
        let driver = ShowDriver(files: ShowDriver.photos(2), config: Self.config(fadeIn: 0))
        driver.start()
        driver.run(seconds: 0.1)
        #expect(driver.session.status.fadeInCover == 0 && driver.session.fullyShownCount == 1)
    }

    @Test func theReportGivesEachTransitionsSeconds() {
        let driver = ShowDriver(files: ShowDriver.photos(4), config: Self.config(fadeIn: 0))
        driver.start()
        driver.run(seconds: 16)
        let report = driver.session.report
        let (names, seconds) = (report.transitions, report.transitionSeconds)
        #expect(names.count >= 3 && seconds.count == names.count, "\(names) \(seconds)")
        #expect(Array(report.transitions.prefix(3)) == Array(TransitionStyle.calm.names.prefix(3)), "calm order: \(report.transitions)")
        #expect(report.transitionSeconds.allSatisfy { $0 >= 1.5 }, "every calm change at least 1.5 s: \(report.transitionSeconds)")
    }
}
