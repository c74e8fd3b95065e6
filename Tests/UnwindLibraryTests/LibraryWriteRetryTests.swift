import Foundation
import GRDB
import Testing
import UnwindPhotos
import UnwindTestSupport

@testable import UnwindLibrary

/// A write the index cannot make now (another process's transaction held past the busy
/// timeout, a full disk) is kept and made at the next refresh, in order: a photo hidden
/// from the sofa stays hidden after a restart.
@Suite struct LibraryWriteRetryTests {
    /// Another connection holding an exclusive transaction on the index until `release`.
    final class Holder {
        let queue: DatabaseQueue

        init(_ path: String) throws {
            var config = Configuration()
            config.allowsUnsafeTransactions = true
            queue = try DatabaseQueue(path: path, configuration: config)
            try queue.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
        }

        func release() throws {
            try queue.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
            try queue.close()
        }
    }

    @Test func curationThatCouldNotBeWrittenIsWrittenAtTheNextRefresh() throws {
        let fixture = try LibraryFixture()
        let first = try fixture.jpeg("a.jpg", taken: nil)
        let second = try fixture.jpeg("b.jpg", taken: nil)
        let library = PhotoLibrary.open(stateDirectory: fixture.state.path, busyTimeout: 0.2)
        #expect(library.refresh(roots: [fixture.root]).added.count == 2)
        let holder = try Holder(fixture.databasePath)
        library.hide(first)
        library.setFavorite(second, true)
        library.setFavorite(second, false)
        library.setFavorite(first, true)
        library.markShown(second)
        #expect(library.owedWrites == 5, "every write failed and is kept")
        try holder.release()
        // Before: each failure was logged and the write dropped; a restart showed the photo.
        library.refresh(roots: [fixture.root])
        #expect(library.owedWrites == 0)
        let reopened = fixture.open()
        #expect(reopened.curation() == PhotoLibrary.Curation(hidden: [first], favorites: [first]), "in the order made: \(reopened.curation())")
        #expect(reopened.entry(for: second)?.shownCount == 1)
    }

    @Test func aWriteAfterOwedOnesGoesAfterThem() throws {
        let fixture = try LibraryFixture()
        let photo = try fixture.jpeg("a.jpg", taken: nil)
        let library = PhotoLibrary.open(stateDirectory: fixture.state.path, busyTimeout: 0.2)
        library.refresh(roots: [fixture.root])
        let holder = try Holder(fixture.databasePath)
        library.setFavorite(photo, true)
        try holder.release()
        // The index is free again, but the owed mark must not land after this one.
        library.setFavorite(photo, false)
        #expect(library.owedWrites == 0)
        #expect(fixture.open().curation().favorites.isEmpty)
    }

    @Test func theOwedListIsBoundedDroppingShownCountsFirst() {
        let path = PhotoPath("/p.jpg")
        let writes = [LibraryWrite.hide(path)] + Array(repeating: LibraryWrite.shown(path, Date(timeIntervalSince1970: 0)), count: LibraryWrite.limit + 5)
        let bounded = LibraryWrite.bounded(writes)
        #expect(bounded.count == LibraryWrite.limit)
        #expect(bounded.first == .hide(path), "a hide outlives counts")
    }
}
