import Foundation
import GRDB
import Testing
import UnwindPhotos
import UnwindTestSupport

@testable import UnwindLibrary

/// Clips in the index: size, date and duration from the container, and an index written
/// before durations were kept learning them by reading its clips (and only its clips) again.
@Suite(.enabled(if: ClipMaker.isAvailable, "needs the ffmpeg command line (apt install ffmpeg)"))
struct LibraryClipTests {
    /// A 2.5 s 160×120 clip recorded on 6 May 2021, in `fixture` at `relative`.
    static func clip(_ fixture: LibraryFixture, _ relative: String) throws -> PhotoPath {
        let path = fixture.photos.path + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try ClipMaker.make(path, seconds: 2.5, extra: ["-metadata", "creation_time=2021-05-06T07:08:09Z"])
        return PhotoPath(path)
    }

    @Test func aClipIsIndexedWithItsSizeDateAndDuration() throws {
        let fixture = try LibraryFixture()
        let clip = try Self.clip(fixture, "clips/walk.mp4")
        let photo = try fixture.jpeg("clips/still.jpg", taken: "2020:01:01 12:00:00")
        let library = fixture.open(watching: false)
        library.refresh(roots: [fixture.root])
        let entry = try #require(library.entry(for: clip))
        #expect(entry.width == 160 && entry.height == 120, "size \(String(describing: entry.width))×\(String(describing: entry.height))")
        #expect(entry.taken?.description == "2021-05-06 07:08:09", "date \(String(describing: entry.taken))")
        let duration = try #require(entry.duration, "a clip's duration is indexed")
        #expect(abs(duration - 2.5) < 0.05, "duration \(duration), expected 2.5 s")
        #expect(library.entry(for: photo)?.duration == nil, "a photo has no duration")
    }

    @Test func anIndexFromBeforeDurationsReadsOnlyItsClipsAgain() throws {
        let fixture = try LibraryFixture()
        let clip = try Self.clip(fixture, "a/walk.mp4")
        let photo = try fixture.jpeg("a/still.jpg", taken: "2020:01:01 12:00:00")
        try fixture.jpeg("b/other.jpg", taken: "2020:01:02 12:00:00")
        try fixture.photos.file("a/broken.mp4", [])
        try fixture.age()
        do {
            let library = fixture.open(watching: false)
            let first = library.refresh(roots: [fixture.root])
            #expect(first.filesRead == 4, "first build read \(first.filesRead)")
            #expect(library.skipped().map(\.path.lastComponent.description) == ["broken.mp4"])
        }
        // The index as the last version wrote it: migrated to v3, no duration column.
        let old = try DatabaseQueue(path: fixture.databasePath)
        try old.writeWithoutTransaction { db in
            try db.execute(sql: "ALTER TABLE photo DROP COLUMN duration; DELETE FROM grdb_migrations WHERE identifier = 'v4'")
            #expect(try !db.columns(in: "photo").contains { $0.name == "duration" }, "the old index has no duration")
        }
        try old.close()

        let library = fixture.open(watching: false)
        #expect(library.entry(for: clip)?.duration == nil, "before the refresh the clip's duration is unknown")
        let again = library.refresh(roots: [fixture.root])
        #expect(again.filesRead == 1, "only the clip is read again (not the photos, not the clip skipped as broken), read \(again.filesRead)")
        #expect(again.foldersListed == 1, "only the clip's folder is listed again, listed \(again.foldersListed)")
        #expect(again.added.map(\.path) == [clip] && again.removed.isEmpty, "the clip is read as a changed file, nothing goes: \(again)")
        let duration = try #require(library.entry(for: clip)?.duration, "the clip's duration after the migration")
        #expect(abs(duration - 2.5) < 0.05, "duration \(duration)")
        #expect(library.records().map(\.path).contains(photo) && library.records().map(\.path).contains(clip))
        #expect(library.skipped().map(\.path.lastComponent.description) == ["broken.mp4"], "the broken clip stays skipped")
        let quiet = library.refresh(roots: [fixture.root])
        #expect(quiet.filesRead == 0 && quiet.foldersListed == 0, "then the index is quiet again: \(quiet)")
    }
}
