import Testing
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow

/// Playlists from records: the date orders, filters, incremental changes from the index,
/// a new day, and resuming a saved cycle.
@Suite struct PlaylistRecordsTests {
    static func record(_ path: String, _ taken: String?) -> PhotoRecord {
        PhotoRecord(path: PhotoPath(path), taken: taken.flatMap(PhotoDate.init(exif:)))
    }

    static let records = [
        record("c.jpg", "2021:03:03 10:00:00"), record("a.jpg", "2019:01:01 10:00:00"), record("b.jpg", "2020:02:02 10:00:00"),
        record("u.png", nil),
    ]

    @Test func dateOrdersPlayByDateCycleAfterCycle() {
        var oldest = Playlist(records: Self.records, order: .date, seed: 1)
        #expect((0..<8).compactMap { _ in oldest.advance(.forward) } == ["a.jpg", "b.jpg", "c.jpg", "u.png", "a.jpg", "b.jpg", "c.jpg", "u.png"])
        var newest = Playlist(records: Self.records, order: .dateDescending, seed: 1)
        #expect((0..<4).compactMap { _ in newest.advance(.forward) } == ["c.jpg", "b.jpg", "a.jpg", "u.png"])
    }

    @Test func filtersLeaveOutPhotosFromTheStartAndFromRescans() throws {
        let filter = PhotoFilter(takenAfter: CalendarDay(parsing: "2020-01-01"), excludedFolders: [try #require(FolderGlob("private"))])
        var list = Playlist(records: Self.records + [Self.record("private/p.jpg", "2022:01:01 00:00:00")], order: .date, seed: 1, filter: filter)
        #expect(list.cycle == ["b.jpg", "c.jpg"], "cycle: \(list.cycle)")
        list.update(photos: ["a.jpg", "b.jpg", "c.jpg", "u.png", "private/p.jpg", "private/q.jpg"])
        #expect(list.cycle == ["b.jpg", "c.jpg"], "a rescan brings no filtered photo back: \(list.cycle)")
    }

    @Test func applyAddsRemovesAndRedates() {
        var list = Playlist(records: Self.records, order: .date, seed: 1)
        list.advance(.forward)
        let changes = list.apply(added: [Self.record("d.jpg", "2019:06:06 10:00:00")], removed: ["c.jpg"])
        #expect(changes.added == ["d.jpg"] && changes.removed == ["c.jpg"])
        #expect(list.current == "a.jpg" && list.cycle == ["a.jpg", "d.jpg", "b.jpg", "u.png"], "cycle: \(list.cycle)")
        // The index learns u.png's date (a first build finishing under a running show).
        list.apply(added: [Self.record("u.png", "2019:03:03 10:00:00")], removed: [])
        #expect(list.cycle == ["a.jpg", "u.png", "d.jpg", "b.jpg"], "re-sorted ahead of the photo on screen: \(list.cycle)")
    }

    @Test func applyOfAManyPhotoFirstBuildIntoAShuffleIsLinear() {
        var list = Playlist(records: [], order: .shuffle, seed: 9)
        let many = (0..<100_000).map { PhotoRecord(path: PhotoPath("p\($0).jpg")) }
        list.apply(added: many, removed: [])
        #expect(list.count == 100_000 && Set(list.cycle).count == 100_000)
        #expect(list.cycle != many.map(\.path), "shuffled")
    }

    @Test func aNewDayBringsItsMemoriesForward() throws {
        var records = (0..<10).map { Self.record("old\($0).jpg", "2010:01:0\($0 % 9 + 1) 10:00:00") }
        records.append(Self.record("june2.jpg", "2020:06:02 10:00:00"))
        var list = Playlist(records: records, order: .onThisDay, seed: 5, today: CalendarDay(parsing: "2024-06-01"))
        list.advance(.forward)
        try #require(list.current != "june2.jpg", "seed 5 starts with another photo")
        #expect(list.rollOver(to: try #require(CalendarDay(parsing: "2024-06-02"))))
        #expect(list.advance(.forward) == "june2.jpg", "the new day's memory comes next")
        #expect(list.count == 11 && Set(list.cycle).count == 11, "still every photo once")
        #expect(!list.rollOver(to: try #require(CalendarDay(parsing: "2024-06-03"))), "no memories on June 3")
    }

    @Test func resumingCarriesOnAfterThePhotoOnScreen() {
        var list = Playlist(records: Self.records, order: .shuffle, seed: 8)
        let shown = (0..<2).compactMap { _ in list.advance(.forward) }
        var resumed = Playlist(resuming: list.saved, records: Self.records, order: .shuffle, seed: 1)
        #expect(resumed.current == shown.last, "the photo on screen when saved")
        let rest = (0..<2).compactMap { _ in resumed.advance(.forward) }
        #expect(Set(shown + rest).count == 4, "the cycle goes on without repeats: \(shown) then \(rest)")
        let fresh = Playlist(resuming: nil, records: Self.records, order: .shuffle, seed: 1)
        #expect(fresh.position == -1)
    }
}
