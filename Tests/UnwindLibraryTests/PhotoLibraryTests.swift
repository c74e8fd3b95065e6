import Foundation
import Testing
import UnwindLibrary
import UnwindMedia
import UnwindPhotos
import UnwindTestSupport

/// The library index: what a first refresh records, and how later refreshes notice new,
/// changed and deleted photos while looking at as little as possible.
@Suite struct PhotoLibraryTests {
    @Test func firstRefreshRecordsDatesOrientationAndPixelSize() throws {
        let fixture = try LibraryFixture()
        let a = try fixture.jpeg("2019/a.jpg", taken: "2019:06:01 10:00:00", orientation: 6)
        let b = try fixture.jpeg("2020/b.jpg", taken: "2020:07:02 11:30:00")
        let c = try fixture.jpeg("c.jpg", taken: nil)
        try fixture.photos.file(".hidden/d.jpg", ExifJPEG.bytes(taken: "2021:01:01 00:00:00"))
        try fixture.photos.file("notes.txt", Array("not a photo".utf8))
        let library = fixture.open()
        #expect(library.storage == .file(path: fixture.databasePath), "storage: \(library.storage)")
        let changes = library.refresh(roots: [fixture.root])
        #expect(Set(changes.added.map(\.path)) == [a, b, c], "added: \(changes.added.map(\.path))")
        #expect(changes.filesRead == 3 && changes.foldersListed == 3, "read \(changes.filesRead), listed \(changes.foldersListed)")
        let entry = try #require(library.entry(for: a))
        #expect(entry.width == 24 && entry.height == 16, "pixel size \(String(describing: entry.width))×\(String(describing: entry.height))")
        #expect(entry.orientation == 6)
        #expect(entry.taken?.description == "2019-06-01 10:00:00")
        #expect(library.entry(for: c)?.taken == nil, "a JPEG without EXIF is undated")
        #expect(library.records().map(\.path) == [a, b, c].sorted(), "records in path byte order")
    }

    @Test(arguments: [true, false])
    func rescanWithNothingChangedListsNoFolderAndReadsNoFile(watching: Bool) throws {
        let fixture = try LibraryFixture()
        for i in 0..<6 { try fixture.jpeg("f\(i % 3)/p\(i).jpg", taken: "2020:01:0\(i + 1) 12:00:00") }
        try fixture.age()
        let library = fixture.open(watching: watching)
        let first = library.refresh(roots: [fixture.root])
        #expect(first.added.count == 6)
        let again = library.refresh(roots: [fixture.root])
        #expect(again.isEmpty && again.foldersListed == 0 && again.filesRead == 0, "again: \(again)")
        #expect(again.mode == (watching && library.watchesFolders ? .watched : .polled), "mode \(again.mode), watching \(library.watchesFolders)")
        // A new process (a restart) on the warm index: mtimes are compared, nothing is listed.
        let restarted = fixture.open(watching: watching).refresh(roots: [fixture.root])
        #expect(restarted.isEmpty && restarted.foldersListed == 0 && restarted.filesRead == 0, "after a restart: \(restarted)")
    }

    @Test(arguments: [true, false])
    func aNewPhotoIsReadAloneAndADeletedOneLeaves(watching: Bool) throws {
        let fixture = try LibraryFixture()
        let keep = try fixture.jpeg("a/keep.jpg", taken: "2020:01:01 12:00:00")
        let doomed = try fixture.jpeg("b/doomed.jpg", taken: "2020:01:02 12:00:00")
        try fixture.jpeg("c/other.jpg", taken: "2020:01:03 12:00:00")
        try fixture.age()
        let library = fixture.open(watching: watching)
        library.refresh(roots: [fixture.root])
        let fresh = try fixture.jpeg("a/new.jpg", taken: "2021:05:05 05:05:05")
        try FileManager.default.removeItem(atPath: doomed.description)
        let changes = library.refresh(roots: [fixture.root])
        #expect(changes.added == [PhotoRecord(path: fresh, taken: PhotoDate(exif: "2021:05:05 05:05:05"))], "added: \(changes.added)")
        #expect(changes.removed == [doomed], "removed: \(changes.removed)")
        #expect(changes.filesRead == 1, "only the new file is opened, read \(changes.filesRead)")
        #expect(changes.foldersListed == 2, "only the two changed folders are listed, listed \(changes.foldersListed)")
        #expect(library.entry(for: doomed) == nil, "a deleted photo leaves the index")
        #expect(library.records().contains { $0.path == keep })
    }

    @Test func aDeletedFolderTakesItsPhotosAndSubfolders() throws {
        let fixture = try LibraryFixture()
        let kept = try fixture.jpeg("kept/a.jpg", taken: "2020:01:01 12:00:00")
        let deep = try fixture.jpeg("trip/day1/b.jpg", taken: "2020:01:02 12:00:00")
        let top = try fixture.jpeg("trip/c.jpg", taken: "2020:01:03 12:00:00")
        try fixture.age()
        let library = fixture.open(watching: false)
        library.refresh(roots: [fixture.root])
        try FileManager.default.removeItem(atPath: fixture.photos.path + "/trip")
        let changes = library.refresh(roots: [fixture.root])
        #expect(Set(changes.removed) == [deep, top], "removed: \(changes.removed)")
        #expect(library.count == 1 && library.records().map(\.path) == [kept], "left: \(library.records().map(\.path))")
    }

    @Test func aRewrittenPhotoIsReadAgain() throws {
        let fixture = try LibraryFixture()
        let photo = try fixture.jpeg("a.jpg", taken: "2018:03:03 03:03:03")
        try fixture.age()
        let library = fixture.open(watching: false)
        library.refresh(roots: [fixture.root])
        // An editor saves a new file over the old one: new inode, new date (a fixed clock).
        let temporary = fixture.photos.path + "/.a.jpg.tmp"
        try ExifJPEG.write(to: temporary, taken: "2019:04:04 04:04:04")
        #expect(rename(temporary, photo.description) == 0)
        let changes = library.refresh(roots: [fixture.root])
        #expect(changes.filesRead == 1 && changes.added.map(\.taken?.description) == ["2019-04-04 04:04:04"], "changes: \(changes)")
        #expect(library.entry(for: photo)?.taken?.description == "2019-04-04 04:04:04")
    }

    @Test func inotifySeesAPhotoRewrittenInPlace() throws {
        let fixture = try LibraryFixture()
        let photo = try fixture.jpeg("a.jpg", taken: "2018:03:03 03:03:03")
        try fixture.age()
        let library = fixture.open(watching: true)
        library.refresh(roots: [fixture.root])
        try #require(library.watchesFolders, "inotify is available on Linux")
        // Written in place: the folder's mtime does not change, only the file's.
        let handle = try #require(FileHandle(forWritingAtPath: photo.description))
        try handle.write(contentsOf: ExifJPEG.bytes(taken: "2022:02:22 22:22:22"))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: fixture.photos.path)
        #expect(library.hasPendingChanges, "inotify reported the write")
        let changes = library.refresh(roots: [fixture.root])
        #expect(changes.added.map(\.taken?.description) == ["2022-02-22 22:22:22"], "changes: \(changes)")
    }

    @Test func foldersMadeAndRemovedWhileWatchingAreFollowed() throws {
        let fixture = try LibraryFixture()
        try fixture.jpeg("a/one.jpg", taken: "2020:01:01 12:00:00")
        try fixture.age()
        let library = fixture.open(watching: true)
        library.refresh(roots: [fixture.root])
        try #require(library.watchesFolders, "inotify is available on Linux")
        #expect(library.refresh(roots: [fixture.root]).mode == .watched)
        // A new trip folder, copied in: its folders are new, so they are listed and watched.
        let deep = try fixture.jpeg("trip/day1/beach.jpg", taken: "2021:07:01 12:00:00")
        let made = library.refresh(roots: [fixture.root])
        #expect(made.added.map(\.path) == [deep], "made: \(made)")
        // A photo added later inside the new folder is reported by its own watch (with the
        // tree aged first, so no folder is left "racy" and the refresh may rely on inotify).
        try fixture.age()
        library.refresh(roots: [fixture.root])
        let later = try fixture.jpeg("trip/day1/sunset.jpg", taken: "2021:07:01 20:00:00")
        let added = library.refresh(roots: [fixture.root])
        #expect(added.added.map(\.path) == [later] && added.mode == .watched, "added: \(added)")
        try FileManager.default.removeItem(atPath: fixture.photos.path + "/trip")
        let removed = library.refresh(roots: [fixture.root])
        #expect(Set(removed.removed) == [deep, later], "removed: \(removed)")
        #expect(library.records().count == 1)
    }

    @Test func aMissingRootKeepsItsEntriesOutOfTheShowUntilItReturns() throws {
        let fixture = try LibraryFixture()
        let nas = try LibraryFixture()
        let local = try fixture.jpeg("a.jpg", taken: "2020:01:01 12:00:00")
        let remote = try nas.jpeg("photos/b.jpg", taken: "2020:01:02 12:00:00")
        try fixture.age()
        try nas.age()
        let library = fixture.open(watching: false)
        let mount = nas.photos.path + "/photos"
        library.refresh(roots: [fixture.root, PhotoPath(mount)])
        library.markShown(remote)
        // Unmounted: the folder is gone for now.
        #expect(rename(mount, nas.photos.path + "/away") == 0)
        let gone = library.refresh(roots: [fixture.root, PhotoPath(mount)])
        #expect(gone.removed == [remote] && gone.missingRoots.map(\.path) == [PhotoPath(mount)], "gone: \(gone)")
        #expect(library.records().map(\.path) == [local])
        #expect(library.entry(for: remote)?.shownCount == 1, "the entry and its history stay")
        #expect(rename(nas.photos.path + "/away", mount) == 0)
        let back = library.refresh(roots: [fixture.root, PhotoPath(mount)])
        #expect(back.added.map(\.path) == [remote] && back.filesRead == 0, "back without reading EXIF again: \(back)")
        #expect(library.records().count == 2)
        // Dropped from the roots: its entries leave the index.
        let dropped = library.refresh(roots: [fixture.root])
        #expect(dropped.removed == [remote] && library.entry(for: remote) == nil, "dropped: \(dropped)")
    }

    @Test func excludedFoldersAreNotIndexedAndAChangeOfExclusionsIsApplied() throws {
        let fixture = try LibraryFixture()
        let kept = try fixture.jpeg("2020/a.jpg", taken: "2020:01:01 12:00:00")
        let shot = try fixture.jpeg("Screenshots/s.jpg", taken: "2020:01:02 12:00:00")
        try fixture.age()
        let library = fixture.open(watching: false)
        let glob = try #require(FolderGlob("Screenshots"))
        library.refresh(roots: [fixture.root], excluding: [glob])
        #expect(library.records().map(\.path) == [kept])
        let widened = library.refresh(roots: [fixture.root])
        #expect(widened.added.map(\.path) == [shot], "no longer excluded: \(widened)")
        let narrowed = fixture.open(watching: false).refresh(roots: [fixture.root], excluding: [glob])
        #expect(narrowed.removed == [shot], "excluded again after a restart: \(narrowed)")
    }

    @Test func aBadHeaderIsSkippedAtItsIdentityAndRetriedWhenTheFileChanges() throws {
        let fixture = try LibraryFixture()
        let empty = PhotoPath(try fixture.photos.file("empty.jpg", []))
        try fixture.age()
        let library = fixture.open(watching: false)
        let first = library.refresh(roots: [fixture.root])
        #expect(first.added.isEmpty && first.problems.map(\.path) == [empty], "first: \(first)")
        #expect(library.skipped().map(\.reason).first?.contains("empty") == true, "skipped: \(library.skipped())")
        #expect(fixture.open(watching: false).refresh(roots: [fixture.root]).filesRead == 0, "not retried while unchanged")
        let temporary = fixture.photos.path + "/.empty.jpg.tmp"
        try ExifJPEG.write(to: temporary, taken: "2020:02:02 02:02:02")
        #expect(rename(temporary, empty.description) == 0)
        let fixed = library.refresh(roots: [fixture.root])
        #expect(fixed.added.map(\.path) == [empty] && library.skipped().isEmpty, "fixed: \(fixed)")
    }

    @Test func aPhotoMarkedSkippedStaysOutUntilItChanges() throws {
        let fixture = try LibraryFixture()
        let bad = try fixture.jpeg("bad.jpg", taken: "2020:01:01 12:00:00")
        let good = try fixture.jpeg("good.jpg", taken: "2020:01:02 12:00:00")
        try fixture.age()
        let library = fixture.open(watching: false)
        library.refresh(roots: [fixture.root])
        library.markSkipped(bad, reason: "decoder: premature end of data")
        #expect(library.records().map(\.path) == [good])
        let restarted = fixture.open(watching: false)
        #expect(restarted.refresh(roots: [fixture.root]).isEmpty)
        #expect(restarted.records().map(\.path) == [good], "still skipped after a restart")
        #expect(restarted.entry(for: bad)?.skipReason == "decoder: premature end of data")
        // Fixed and saved again (a new file renamed over the old one).
        let temporary = fixture.photos.path + "/.bad.jpg.tmp"
        try ExifJPEG.write(to: temporary, taken: "2020:01:01 12:00:00")
        #expect(rename(temporary, bad.description) == 0)
        let retried = restarted.refresh(roots: [fixture.root])
        #expect(retried.added.map(\.path) == [bad], "a changed file is tried again: \(retried)")
        #expect(restarted.records().count == 2)
        #expect(restarted.entry(for: bad)?.isSkipped == false)
    }

    /// A photo skipped because it could not be opened comes back once its permissions are
    /// fixed: a chmod changes only the file's ctime, which the skip is recorded at.
    @Test func aSkippedPhotoIsTriedAgainAfterAChmodAlone() throws {
        let fixture = try LibraryFixture()
        let photo = try fixture.jpeg("locked.jpg", taken: "2020:01:01 12:00:00")
        try fixture.age()
        let library = fixture.open(watching: false)
        library.refresh(roots: [fixture.root])
        library.markSkipped(photo, reason: "could not open: Permission denied")
        let before = try #require(FileIdentity.of(photo))
        #expect(library.records().isEmpty)
        usleep(20_000)
        #expect(chmod(photo.description, 0o600) == 0)
        let after = try #require(FileIdentity.of(photo))
        #expect(after.size == before.size && after.modified == before.modified && after.inode == before.inode)
        #expect(after.changed != before.changed, "chmod moves ctime")
        let restarted = fixture.open(watching: false)
        restarted.refresh(roots: [fixture.root])
        #expect(restarted.records().map(\.path) == [photo], "tried again after the chmod")
        #expect(restarted.entry(for: photo)?.isSkipped == false)
    }

    @Test func shownCountsAndTimesAreKept() throws {
        let fixture = try LibraryFixture()
        let photo = try fixture.jpeg("a.jpg", taken: "2020:01:01 12:00:00")
        let library = fixture.open()
        library.refresh(roots: [fixture.root])
        library.markShown(photo, at: Date(timeIntervalSince1970: 1_000))
        library.markShown(photo, at: Date(timeIntervalSince1970: 2_000))
        let entry = try #require(fixture.open().entry(for: photo))
        #expect(entry.shownCount == 2 && entry.lastShown == Date(timeIntervalSince1970: 2_000), "entry: \(entry)")
    }

    @Test func aRootWithATrailingSlashIsTheSameRoot() throws {
        let fixture = try LibraryFixture()
        let photo = try fixture.jpeg("sub/a.jpg", taken: nil)
        let library = fixture.open()
        let slashed = PhotoPath(fixture.photos.path + "/")
        #expect(library.refresh(roots: [slashed]).added.map(\.path) == [photo])
        #expect(library.records(under: [slashed]).map(\.path) == [photo])
        #expect(library.refresh(roots: [fixture.root]).isEmpty, "the same root without the slash")
    }

    @Test func latin1NamesRoundTripAsRawBytes() throws {
        let fixture = try LibraryFixture()
        let name = PhotoPath(bytes: Array(fixture.photos.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".jpg".utf8))
        try Data(ExifJPEG.bytes(taken: "2020:01:01 12:00:00")).write(to: URL(fileURLWithPath: fixture.photos.path + "/placeholder.jpg"))
        #expect(name.withCString { rename(fixture.photos.path + "/placeholder.jpg", $0) } == 0)
        let library = fixture.open()
        let changes = library.refresh(roots: [fixture.root])
        #expect(changes.added.map(\.path) == [name], "added: \(changes.added.map(\.path))")
        #expect(library.records().map(\.path) == [name])
    }
}
