import Testing
import UnwindDraw
import UnwindPhotos
import UnwindRandom
import UnwindSlideshow

/// Portrait pairs in a running show: decided from probed shapes, decoded as one slide,
/// the same going back, and only on a landscape screen.
@Suite struct ShowPairTests {
    static func driver(size: Size = Size(width: 160, height: 90), interval: Double = 100) -> ShowDriver {
        var config = ShowDriver.config(interval: interval)
        config.pair = .portrait
        let files = ShowDriver.photos(6)
        let driver = ShowDriver(files: files, config: config, size: size)
        for i in [0, 1, 3, 4, 5] { driver.shapes[files[i]] = .portrait }
        return driver
    }

    static func names(_ slides: [Slide]) -> [String] {
        slides.map { $0.photos.map { $0.lastComponent.description.replacingOccurrences(of: ".jpg", with: "") }.joined(separator: "+") }
    }

    @Test func portraitsShareTheScreenAndGoingBackShowsTheSamePairs() {
        let driver = Self.driver()
        driver.start()
        driver.run(seconds: 0.5)
        var seen: [Slide] = []
        func note() { if let slide = driver.session.currentSlide { seen.append(slide) } }
        note()
        for _ in 0..<3 {
            driver.send(.next())
            driver.run(seconds: 1)
            note()
        }
        for _ in 0..<3 {
            driver.send(.previous())
            driver.run(seconds: 1)
            note()
        }
        #expect(Self.names(seen) == ["p01+p02", "p03", "p04+p05", "p06", "p04+p05", "p03", "p01+p02"], "got \(Self.names(seen))")
        #expect(driver.decoded.contains(Slide(ShowDriver.photos(6)[0], ShowDriver.photos(6)[1])), "the pair is decoded as one slide")
        #expect(driver.session.report.shown.prefix(2).map(\.lastComponent.description) == ["p01.jpg", "p02.jpg"], "the report names both photos")
        #expect(Set(driver.probed).count == driver.probed.count, "each shape probed once: \(driver.probed)")
    }

    @Test func aPortraitScreenNeverPairs() {
        let driver = Self.driver(size: Size(width: 90, height: 160))
        driver.start()
        driver.run(seconds: 0.5)
        driver.send(.next())
        driver.run(seconds: 1)
        #expect(driver.decoded.allSatisfy { !$0.isPair }, "no pairs on a portrait screen: \(driver.decoded)")
        #expect(driver.probed.isEmpty, "no probing either")
    }

    @Test func aPairOfTwoIsOneSlideThatStaysUp() {
        var config = ShowDriver.config(interval: 1)
        config.pair = .portrait
        let files = ShowDriver.photos(2)
        let driver = ShowDriver(files: files, config: config)
        for file in files { driver.shapes[file] = .portrait }
        driver.start()
        driver.run(seconds: 5)
        #expect(driver.session.photoChanges == 1, "two portraits make one slide; nothing to change to: \(driver.session.photoChanges)")
        #expect(driver.session.currentSlide == Slide(files[0], files[1]))
    }

    @Test func aBrokenPartnerLeavesThePortraitAlone() {
        let driver = Self.driver()
        driver.broken[ShowDriver.photos(6)[1]] = "not an image"
        driver.start()
        driver.run(seconds: 0.5)
        #expect(Self.names(driver.session.currentSlide.map { [$0] } ?? []) == ["p01"], "p02 failed: p01 is shown alone (p03 is landscape)")
        #expect(driver.session.report.skipped.map(\.path) == [ShowDriver.photos(6)[1]])
    }

    /// A long shuffled show, half portraits, with the user going back and forth now and
    /// then: never more than three slide textures, and going back always shows the slide
    /// that was on screen before.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func shuffledPairsStayConsistentAndBounded(seed: UInt64) {
        var config = ShowDriver.config(interval: 3, order: .shuffle, transitions: [])
        config.pair = .portrait
        config.motion = .kenburns
        config.rescanInterval = 30
        let files = ShowDriver.photos(10)
        let driver = ShowDriver(files: files, config: config, seed: seed, size: Size(width: 128, height: 72))
        for (i, file) in files.enumerated() where i % 2 == 1 || i > 6 { driver.shapes[file] = .portrait }
        driver.start()
        var random = SplitMix64(seed: seed)
        var history: [Slide] = []
        var most = 0, mismatches: [String] = []
        for _ in 0..<(120 * 60 * 6) {
            driver.step()
            most = max(most, driver.session.slotCount)
            guard let shown = driver.session.currentSlide else { continue }
            if history.last != shown { history.append(shown) }
            guard driver.tick % 240 == 0, random.next() % 4 == 0, history.count > 1 else { continue }
            let before = history[history.count - 2]
            driver.send(.previous())
            driver.run(seconds: 1)
            most = max(most, driver.session.slotCount)
            if driver.session.currentSlide != before {
                mismatches.append("back from \(shown): \(String(describing: driver.session.currentSlide)), expected \(before)")
            }
            driver.send(.next())
            driver.run(seconds: 1)
            if driver.session.currentSlide != shown {
                mismatches.append("forward again: \(String(describing: driver.session.currentSlide)), expected \(shown)")
            }
        }
        #expect(most <= 3, "seed \(seed): at most three slide textures, saw \(most)")
        #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.prefix(3))")
        #expect(driver.session.report.shown.count > 90)
    }
}
