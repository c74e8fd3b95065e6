import Foundation
import GRDB
import UnwindLibrary
import UnwindPhotos
import UnwindTestSupport

/// A photo folder and a separate state directory for one test, with helpers to write
/// dated JPEGs and to age mtimes (a change within the last two seconds is "racy" and is
/// looked at again by the next refresh, so tests that expect a quiet rescan age the tree).
final class LibraryFixture {
    let photos: TemporaryTree
    let state: TemporaryTree

    init() throws {
        photos = try TemporaryTree()
        state = try TemporaryTree()
    }

    var root: PhotoPath { PhotoPath(photos.path) }

    /// Writes a JPEG taken at `taken` (`YYYY:MM:DD HH:MM:SS`) at `relative`.
    @discardableResult
    func jpeg(_ relative: String, taken: String?, orientation: UInt16 = 1) throws -> PhotoPath {
        PhotoPath(try ExifJPEG.write(to: photos.path + "/" + relative, taken: taken, orientation: orientation))
    }

    /// Sets every mtime under the photo folder (and the folder) an hour back.
    func age() throws {
        let past = Date(timeIntervalSinceNow: -3600)
        let manager = FileManager.default
        var paths = [photos.path]
        if let walker = manager.enumerator(atPath: photos.path) {
            while let relative = walker.nextObject() as? String { paths.append(photos.path + "/" + relative) }
        }
        for path in paths.reversed() { try manager.setAttributes([.modificationDate: past], ofItemAtPath: path) }
    }

    /// A library on the state directory.
    func open(watching: Bool = true) -> PhotoLibrary {
        PhotoLibrary.open(stateDirectory: state.path, watchesFolders: watching)
    }

    /// The index file's path.
    var databasePath: String { state.path + "/" + PhotoLibrary.fileName }

    /// 300 dated JPEGs in six folders: an index of several pages, some of them to damage.
    func severalPagesOfPhotos() throws {
        for i in 0..<300 { try jpeg("f\(i / 50)/photo-with-a-long-name-\(i).jpg", taken: "2020:01:01 12:00:00") }
    }

    /// Damages a page of the index file as a failing card or another program would under a
    /// running show: the WAL is checkpointed first, so the pages are in the file itself.
    func damageAPage() throws {
        let other = try DatabaseQueue(path: databasePath)
        try other.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try other.close()
        guard let handle = FileHandle(forUpdatingAtPath: databasePath) else { throw CocoaError(.fileNoSuchFile) }
        try handle.seek(toOffset: 8192)
        try handle.write(contentsOf: Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 * 7 + 13) }))
        try handle.close()
    }
}
