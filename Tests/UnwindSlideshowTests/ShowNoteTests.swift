import Testing
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow

/// What the show tells the library index, and how it carries on from what the index saved:
/// each slide on screen with its place in the cycle, each broken file, a restart that
/// continues the cycle without repeats, and a new day's memories brought forward.
@Suite struct ShowNoteTests {
    static func shown(_ notes: [ShowNote]) -> [(photos: [PhotoPath], place: SavedCycle)] {
        notes.compactMap { if case .shown(let photos, let place) = $0 { (photos, place) } else { nil } }
    }

    @Test func eachSlideOnScreenIsNotedWithItsPlace() throws {
        let files = ShowDriver.photos(4)
        let driver = ShowDriver(files: files, config: ShowDriver.config(interval: 1))
        driver.start()
        driver.run(seconds: 3.5)
        let notes = Self.shown(driver.notes)
        #expect(notes.map(\.photos.first) == driver.session.report.shown.map { $0 }, "one note per slide, in order")
        let last = try #require(notes.last)
        #expect(last.place.cycle[last.place.position] == last.photos[0], "the place points at the photo on screen")
        #expect(last.place.order == .name)
    }

    @Test func aBrokenFileIsNotedAsSkippedAndAVanishedOneIsNot() {
        let files = ShowDriver.photos(4)
        let driver = ShowDriver(files: files, config: ShowDriver.config(interval: 1))
        driver.broken[files[1]] = "the JPEG is truncated"
        driver.files.removeAll { $0 == files[2] }
        driver.start()
        driver.run(seconds: 5)
        let skipped = driver.notes.compactMap { if case .skipped(let path, let reason) = $0 { "\(path): \(reason)" } else { nil } }
        #expect(skipped == ["/photos/p02.jpg: the JPEG is truncated"], "only the broken one; a gone file is not bad: \(skipped)")
    }

    /// A restart with the saved place: the photos the first run showed do not come again
    /// until every other photo had its turn.
    @Test(arguments: [PlaylistOrder.shuffle, .name, .onThisDay])
    func aRestartCarriesOnWithoutRepeats(order: PlaylistOrder) throws {
        let files = ShowDriver.photos(9)
        var config = ShowDriver.config(interval: 1, order: order)
        config.today = CalendarDay(year: 2024, month: 6, day: 1)
        let first = ShowDriver(files: files, config: config, seed: 11)
        first.start()
        first.run(seconds: 3.5)
        let place = try #require(Self.shown(first.notes).last?.place)
        let before = first.session.report.shown
        let scan = PhotoScanner.Result(photos: files, skipped: [], missing: [])
        let resumed = ShowSession(
            roots: ["/photos"], config: config, seed: 99, scan: scan, records: files.map { PhotoRecord(path: $0) }, resuming: place,
            availableTransitions: ["crossfade"])
        let second = ShowDriver(session: resumed, files: files, config: config)
        second.start()
        second.run(seconds: 30)
        let after = Array(second.session.report.shown.prefix(files.count - before.count))
        #expect(after.count == files.count - before.count)
        #expect(Set(before).isDisjoint(with: after), "no repeats across the restart: \(before) then \(after)")
        #expect(Set(before + after).count == files.count, "the cycle completes: \(before) then \(after)")
    }

    @Test func aNewDayBringsItsMemoriesForward() throws {
        let files = ShowDriver.photos(6)
        var records = files.map { PhotoRecord(path: $0) }
        records[4].taken = PhotoDate(exif: "2020:06:02 10:00:00")
        var config = ShowDriver.config(interval: 1, order: .onThisDay)
        config.today = nil
        let scan = PhotoScanner.Result(photos: files, skipped: [], missing: [])
        let session = ShowSession(roots: ["/photos"], config: config, seed: 5, scan: scan, records: records, availableTransitions: ["crossfade"])
        let driver = ShowDriver(session: session, files: files, config: config)
        session.observe(today: try #require(CalendarDay(year: 2024, month: 6, day: 1)))
        driver.start()
        driver.run(seconds: 0.5)
        session.observe(today: try #require(CalendarDay(year: 2024, month: 6, day: 2)))
        driver.run(seconds: 1.2)
        #expect(driver.shownNames.dropFirst().first == "p05.jpg", "the new day's memory comes next: \(driver.shownNames)")
        #expect(driver.logs.contains { $0.message == "a new day: 2024-06-02's memories come next" }, "\(driver.logs.map(\.message))")
    }
}
