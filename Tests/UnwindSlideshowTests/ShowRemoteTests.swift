import Testing
import UnwindInput
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow
import UnwindTransitions

/// What only a remote changes while the show runs: the transition cycle and the order (the
/// photo on screen stays), and `--sync`, where the wall clock decides the photo.
@Suite struct ShowRemoteTests {
    @Test func newTransitionsPlayFromTheNextChange() {
        let driver = ShowDriver(files: ShowDriver.photos(4), config: ShowDriver.config(interval: 1, transitions: ["crossfade"]))
        driver.start()
        driver.run(seconds: 0.5)
        driver.send(.set(key: "transitions", value: .names(["blocks", "spiral"])))
        #expect(driver.session.transitionNames == ["blocks", "spiral"])
        driver.run(seconds: 8)
        let played = driver.session.report.transitions
        #expect(played.first == "blocks" && played.dropFirst().first == "spiral", "from the next change on: \(played)")
        driver.send(.set(key: "transitions", value: .names([])))
        #expect(driver.session.transitionNames == TransitionStyle.calm.names, "empty: the calm style again")
        #expect(driver.session.status.settings.transitions == ["calm"], "and the status reports the style, to be sent back as it is")
        driver.send(.set(key: "transitions", value: .names(["random"])))
        #expect(driver.session.transitionsAreRandom)
        driver.send(.set(key: "transitions", value: .names(["blocks"])))
        #expect(!driver.session.transitionsAreRandom, "the status says what plays now")
    }

    @Test(arguments: [PlaylistOrder.name, .shuffle, .date])
    func anotherOrderKeepsThePhotoOnScreen(order: PlaylistOrder) throws {
        let files = ShowDriver.photos(8)
        let driver = ShowDriver(files: files, config: ShowDriver.config(interval: 1, order: order == .name ? .shuffle : .name))
        driver.start()
        driver.run(seconds: 2.5)
        let onScreen = try #require(driver.session.currentSlide?.first)
        driver.send(.set(key: "order", value: .name(order.rawValue)))
        #expect(driver.session.status.order == order)
        #expect(driver.session.currentSlide?.first == onScreen, "the photo on screen stays")
        let before = driver.session.report.shown.count
        driver.run(seconds: 30)
        let after = Array(driver.session.report.shown.dropFirst(before).prefix(files.count - 1))
        #expect(Set(after).count == files.count - 1 && !after.contains(onScreen), "every other photo once before it comes again: \(after)")
        if order == .name {
            let index = try #require(files.firstIndex(of: onScreen))
            #expect(after.first == files[(index + 1) % files.count], "name order goes on from its place: \(after)")
        }
    }

    @Test func remoteIntervalAndScreenAreHeld() {
        let driver = ShowDriver(files: ShowDriver.photos(3), config: ShowDriver.config(interval: 100))
        driver.start()
        driver.run(seconds: 0.5)
        driver.send(.set(key: "interval", value: .number(2)))
        #expect(driver.session.status.interval == 2)
        driver.send(.screenOff)
        #expect(!driver.session.status.isScreenOn)
        let shown = driver.session.report.shown.count
        driver.run(seconds: 10)
        #expect(driver.session.report.shown.count == shown, "dark: the show holds")
        driver.send(.screenOn)
        driver.run(seconds: 5)
        #expect(driver.session.report.shown.count > shown)
    }

    /// Two frames of one group, started 12.5 s apart on their own clocks, show the same photo
    /// from the same wall-clock moment on.
    @Test func twoFramesOfAGroupShowTheSamePhotoAtTheSameTimes() throws {
        var config = ShowDriver.config(interval: 3, order: .shuffle, transitions: ["crossfade", "blocks"])
        config.remote.syncGroup = "house"
        let files = ShowDriver.photos(7)
        let a = ShowDriver(files: files, config: config, seed: 1)
        a.syncEpoch = 1_000_000
        let b = ShowDriver(files: files.reversed(), config: config, seed: 2)
        b.syncEpoch = 1_000_012.5
        a.start()
        b.start()
        a.run(seconds: 60)
        b.run(seconds: 47.5)
        func changes(_ driver: ShowDriver) -> [(wall: Double, photo: PhotoPath)] {
            let report = driver.session.report
            return zip(report.shownAt, report.shown).map { ((driver.syncEpoch ?? 0) + $0.0, $0.1) }
        }
        let first = changes(a), second = changes(b)
        #expect(second.count >= 15)
        // B's first photo is the one A shows at that moment.
        let atStart = try #require(first.last { $0.wall <= second[0].wall })
        #expect(atStart.photo == second[0].photo, "a late frame starts on the group's photo")
        for change in second.dropFirst() {
            let match = first.first { abs($0.wall - change.wall) < 0.01 }
            #expect(match?.photo == change.photo, "at \(change.wall): \(String(describing: match)) vs \(change)")
            #expect(change.wall.truncatingRemainder(dividingBy: 3) < 0.01, "changes on the slot boundaries: \(change.wall)")
        }
        let transitionsA = a.session.report.transitions.suffix(second.count - 1), transitionsB = b.session.report.transitions.suffix(second.count - 1)
        #expect(Array(transitionsA) == Array(transitionsB), "and with the same transitions")
    }
}
