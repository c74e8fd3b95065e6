import Foundation
import GRDB
import Testing
import UnwindLibrary
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow
import UnwindSync
import UnwindTestSupport

/// Bad input, nothing lost: a damaged, locked or unusable index is logged and rebuilt or
/// replaced by memory, never a crash; two users of one index do not corrupt it.
@Suite struct LibraryRecoveryTests {
    @Test func aFileThatIsNotADatabaseIsMovedAsideAndRebuilt() throws {
        let fixture = try LibraryFixture()
        let photo = try fixture.jpeg("a.jpg", taken: "2020:01:01 12:00:00")
        try Data("this is not an SQLite database, just bytes where one should be".utf8).write(to: URL(fileURLWithPath: fixture.databasePath))
        let library = fixture.open()
        #expect(library.storage == .file(path: fixture.databasePath), "rebuilt in place: \(library.storage)")
        #expect(FileManager.default.fileExists(atPath: fixture.databasePath + ".corrupt"), "the damaged file is kept aside")
        #expect(library.refresh(roots: [fixture.root]).added.map(\.path) == [photo])
        #expect(library.records().map(\.path) == [photo])
    }

    @Test func damagedPagesAreFoundByTheQuickCheckAndRebuilt() throws {
        let fixture = try LibraryFixture()
        for i in 0..<300 { try fixture.jpeg("f\(i / 50)/photo-with-a-long-name-\(i).jpg", taken: "2020:01:01 12:00:00") }
        do {
            let library = fixture.open()
            #expect(library.refresh(roots: [fixture.root]).added.count == 300)
        }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: fixture.databasePath)[.size] as? Int)
        #expect(size > 16384, "several pages to damage, got \(size) bytes")
        let handle = try #require(FileHandle(forUpdatingAtPath: fixture.databasePath))
        try handle.seek(toOffset: 8192)
        try handle.write(contentsOf: Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 * 7 + 13) }))
        try handle.close()
        let reopened = fixture.open()
        #expect(reopened.storage == .file(path: fixture.databasePath))
        #expect(FileManager.default.fileExists(atPath: fixture.databasePath + ".corrupt"), "moved aside")
        #expect(reopened.refresh(roots: [fixture.root]).added.count == 300, "rebuilt from the folders")
    }

    @Test func damageWhileTheShowRunsIsFoundByTheHourlyCheckAndRebuilt() throws {
        let fixture = try LibraryFixture()
        for i in 0..<300 { try fixture.jpeg("f\(i / 50)/photo-with-a-long-name-\(i).jpg", taken: "2020:01:01 12:00:00") }
        let library = fixture.open()
        #expect(library.refresh(roots: [fixture.root]).added.count == 300)
        #expect(library.checkIntegrity(), "sound at first")
        // What a long run has: the pages in the database file itself, not in the WAL.
        try fixture.damageAPage()
        #expect(!library.checkIntegrity(), "the damage is found")
        #expect(FileManager.default.fileExists(atPath: fixture.databasePath + ".corrupt"), "moved aside")
        #expect(library.storage == .file(path: fixture.databasePath))
        #expect(library.refresh(roots: [fixture.root]).added.count == 300, "rebuilt from the folders")
    }

    @Test func anUnusableStateDirectoryRunsFromMemory() throws {
        let fixture = try LibraryFixture()
        let photo = try fixture.jpeg("a.jpg", taken: "2020:01:01 12:00:00")
        let blocker = try fixture.state.file("not-a-folder", [1, 2, 3])
        let library = PhotoLibrary.open(stateDirectory: blocker + "/unwind")
        guard case .memory(let reason) = library.storage else {
            Issue.record("expected memory, got \(library.storage)")
            return
        }
        #expect(reason.contains("state directory"), "reason: \(reason)")
        #expect(library.refresh(roots: [fixture.root]).added.map(\.path) == [photo], "the index works from memory")
        library.markShown(photo)
        #expect(library.entry(for: photo)?.shownCount == 1)
    }

    @Test func aDatabaseLockedByAnotherProcessIsLeftAloneAndTheShowRunsFromMemory() throws {
        let fixture = try LibraryFixture()
        let photo = try fixture.jpeg("a.jpg", taken: "2020:01:01 12:00:00")
        _ = fixture.open().refresh(roots: [fixture.root])
        // Another program holds an exclusive lock (locking_mode EXCLUSIVE keeps it after a write).
        let holder = try DatabaseQueue(path: fixture.databasePath)
        try holder.writeWithoutTransaction { db in
            _ = try String.fetchOne(db, sql: "PRAGMA locking_mode = EXCLUSIVE")
            try db.execute(sql: "UPDATE photo SET shown_count = 41")
        }
        let start = ContinuousClock.now
        let library = PhotoLibrary.open(stateDirectory: fixture.state.path, busyTimeout: 0.2)
        #expect(ContinuousClock.now - start < .seconds(10), "gives up after the busy timeout")
        guard case .memory(let reason) = library.storage else {
            Issue.record("expected memory, got \(library.storage)")
            return
        }
        #expect(reason.contains("locked"), "reason: \(reason)")
        #expect(library.refresh(roots: [fixture.root]).added.map(\.path) == [photo])
        try holder.close()
        #expect(fixture.open().entry(for: photo)?.shownCount == 41, "the other program's database is untouched")
    }

    @Test func aLockedDatabaseIsGivenUpAfterOneBusyTimeoutNotSix() throws {
        let fixture = try LibraryFixture()
        _ = try fixture.jpeg("a.jpg", taken: nil)
        _ = fixture.open().refresh(roots: [fixture.root])
        let holder = try DatabaseQueue(path: fixture.databasePath)
        try holder.writeWithoutTransaction { db in
            _ = try String.fetchOne(db, sql: "PRAGMA locking_mode = EXCLUSIVE")
            try db.execute(sql: "UPDATE photo SET shown_count = 7")
        }
        defer { try? holder.close() }
        // Each of six attempts used to wait the whole timeout: at least 6 × 2 s. Waiting is
        // sleeping, so a busy machine stretches it little; the bound is loose on purpose.
        let start = ContinuousClock.now
        let library = PhotoLibrary.open(stateDirectory: fixture.state.path, busyTimeout: 2)
        let waited = ContinuousClock.now - start
        #expect(waited < .seconds(8), "waited \(waited) for a locked index with a 2 s busy timeout")
        guard case .memory = library.storage else {
            Issue.record("expected memory, got \(library.storage)")
            return
        }
    }

    @Test func twoConnectionsWritingAtOnceLeaveASoundIndex() throws {
        let fixture = try LibraryFixture()
        var photos: [PhotoPath] = []
        for i in 0..<120 { photos.append(try fixture.jpeg("f\(i % 6)/p\(i).jpg", taken: "2020:01:01 12:00:00")) }
        let libraries = [fixture.open(), fixture.open()]
        let roots = [fixture.root]
        let shown = photos
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            libraries[index].refresh(roots: roots)
            for photo in shown { libraries[index].markShown(photo) }
        }
        let checked = try DatabaseQueue(path: fixture.databasePath)
        let verdict = try checked.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") }
        #expect(verdict == "ok")
        let counts = try checked.read { db in try Int.fetchAll(db, sql: "SELECT shown_count FROM photo") }
        #expect(counts.count == 120 && counts.allSatisfy { $0 == 2 }, "every photo once, each shown by both: \(Set(counts))")
    }

    @Test func twoProcessesCreatingOneIndexAtOnceBothGetIt() throws {
        for _ in 0..<40 {
            let state = try TemporaryTree()
            let directory = state.path
            let libraries = Locked<[PhotoLibrary?]>([nil, nil])
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                let library = PhotoLibrary.open(stateDirectory: directory)
                libraries.withLock { $0[index] = library }
            }
            for library in libraries.value {
                #expect(library?.storage == .file(path: state.path + "/" + PhotoLibrary.fileName), "storage: \(String(describing: library?.storage))")
            }
        }
    }

    @Test func aRestartResumesTheCycleWithoutRepeats() throws {
        let fixture = try LibraryFixture()
        for i in 0..<20 { try fixture.jpeg("p\(i).jpg", taken: "2020:01:\(10 + i) 12:00:00") }
        let library = fixture.open()
        library.refresh(roots: [fixture.root])
        var playlist = Playlist(records: library.records(), order: .shuffle, seed: 7)
        let before = (0..<8).compactMap { _ in playlist.advance(.forward) }
        library.saveCycle(playlist.saved)
        let expected = Array(playlist.saved.cycle[8...])
        // Shown once more and saved again: only the position is written.
        playlist.advance(.forward)
        library.saveCycle(playlist.saved)
        playlist.advance(.backward)
        library.saveCycle(playlist.saved)

        let restarted = fixture.open()
        restarted.refresh(roots: [fixture.root])
        let saved = try #require(restarted.restoreCycle())
        #expect(saved.position == 7 && saved.cycle.count == 20, "saved: position \(saved.position) of \(saved.cycle.count)")
        var resumed = Playlist(resuming: saved, records: restarted.records(), order: .shuffle, seed: 12345)
        let after = (0..<12).compactMap { _ in resumed.advance(.forward) }
        #expect(after == expected, "the rest of the cycle, in order")
        #expect(Set(before).isDisjoint(with: after), "nothing shown before the restart repeats in the cycle")
        #expect(Set(before + after).count == 20)
    }

    @Test func aResumedCycleDropsDeletedPhotosAndTakesNewOnes() throws {
        let fixture = try LibraryFixture()
        var photos: [PhotoPath] = []
        for i in 0..<10 { photos.append(try fixture.jpeg("p\(i).jpg", taken: nil)) }
        let library = fixture.open()
        library.refresh(roots: [fixture.root])
        var playlist = Playlist(records: library.records(), order: .shuffle, seed: 3)
        let shown = (0..<3).compactMap { _ in playlist.advance(.forward) }
        library.saveCycle(playlist.saved)
        let doomed = try #require(playlist.saved.cycle.last)
        try FileManager.default.removeItem(atPath: doomed.description)
        let added = try fixture.jpeg("new.jpg", taken: nil)

        let restarted = fixture.open()
        restarted.refresh(roots: [fixture.root])
        var resumed = Playlist(resuming: restarted.restoreCycle(), records: restarted.records(), order: .shuffle, seed: 3)
        let rest = (0..<7).compactMap { _ in resumed.advance(.forward) }
        #expect(!rest.contains(doomed) && rest.contains(added), "rest: \(rest)")
        #expect(Set(shown).isDisjoint(with: rest))
        #expect(Set(shown + rest).count == 10)
        // Another order: a fresh cycle.
        let other = Playlist(resuming: restarted.restoreCycle(), records: restarted.records(), order: .name, seed: 3)
        #expect(other.position == -1 && other.cycle == NaturalOrder.sorted(other.cycle), "name order starts afresh")
    }
}
