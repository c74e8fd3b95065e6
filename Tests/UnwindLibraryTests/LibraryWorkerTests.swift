import Foundation
import Testing
import UnwindLibrary
import UnwindPhotos
import UnwindSlideshow
import UnwindTestSupport

/// The background front a show uses: calls return at once, results are taken later.
@Suite struct LibraryWorkerTests {
    @Test func refreshResultsAreTakenOnceAndMarksLandInOrder() throws {
        let fixture = try LibraryFixture()
        let a = try fixture.jpeg("a.jpg", taken: "2020:01:01 12:00:00")
        let b = try fixture.jpeg("b.jpg", taken: "2021:01:01 12:00:00")
        let worker = LibraryWorker(library: fixture.open())
        worker.refresh(roots: [fixture.root])
        worker.markShown(a, at: Date(timeIntervalSince1970: 100))
        worker.markSkipped(b, reason: "decoder: bad data")
        var playlist = Playlist(records: [], order: .date, seed: 1)
        playlist.advance(.forward)
        worker.finish()
        let changes = try #require(worker.takeChanges(), "the refresh finished")
        #expect(worker.takeChanges() == nil, "taken once")
        #expect(Set(changes.added.map(\.path)) == [a, b])
        playlist.apply(added: changes.added, removed: changes.removed)
        #expect(playlist.cycle == [a, b], "the show picks the photos up by date: \(playlist.cycle)")
        #expect(worker.library.entry(for: a)?.shownCount == 1, "marks queued behind the refresh land after it")
        #expect(worker.library.records().map(\.path) == [a], "the skip landed too")
        worker.saveCycle(playlist.saved)
        worker.finish()
        #expect(worker.library.restoreCycle()?.cycle == [a, b])
    }

    @Test func changesOfTwoRefreshesMergeByTheirLastWord() throws {
        let fixture = try LibraryFixture()
        try fixture.jpeg("keep.jpg", taken: nil)
        let worker = LibraryWorker(library: fixture.open(watching: false))
        worker.refresh(roots: [fixture.root])
        worker.finish()
        _ = worker.takeChanges()
        let brief = try fixture.jpeg("brief.jpg", taken: nil)
        worker.refresh(roots: [fixture.root])
        worker.finish()
        try FileManager.default.removeItem(atPath: brief.description)
        worker.refresh(roots: [fixture.root])
        worker.finish()
        let merged = try #require(worker.takeChanges())
        #expect(!merged.added.contains { $0.path == brief } && merged.removed == [brief], "added then removed: \(merged)")
    }

    @Test func aRefreshStampsTheFilesTheShowAsksAboutByName() throws {
        let fixture = try LibraryFixture()
        let broken = try fixture.jpeg("broken.jpg", taken: nil)
        let worker = LibraryWorker(library: fixture.open(watching: false))
        worker.refresh(roots: [fixture.root], stamping: [broken, PhotoPath(fixture.root.description + "/absent.jpg")])
        worker.finish()
        let changes = try #require(worker.takeChanges())
        #expect(changes.stamps.keys.sorted() == [broken], "a stamp for the file there, none for the absent one")
        #expect(changes.forShow.stamps == changes.stamps && changes.forShow.added == changes.added)
    }

    @Test func aPhotoShownAfterBeingSkippedIsNoLongerSkipped() throws {
        let fixture = try LibraryFixture()
        let photo = try fixture.jpeg("locked.jpg", taken: nil)
        let library = fixture.open(watching: false)
        library.refresh(roots: [fixture.root])
        library.markSkipped(photo, reason: "Permission denied")
        #expect(library.records().isEmpty)
        // Its permissions were fixed (no new identity), the show retried and showed it.
        library.markShown(photo)
        #expect(library.records().map(\.path) == [photo], "back in the show for the next start")
        #expect(library.entry(for: photo)?.skipReason == nil)
    }
}
