import Foundation
import GRDB
import UnwindMedia
import UnwindPhotos

/// Reading what the index holds.
extension PhotoLibrary {
    /// The photos for the show: reachable at the last refresh and not skipped at their
    /// current identity, in byte order of their paths (so a seeded shuffle is the same show
    /// whether the records come from the index or from a scan of the same files). With
    /// `roots`, only photos under them (the index may still hold another root's photos
    /// until the next refresh).
    public func records(under given: [PhotoPath]? = nil) -> [PhotoRecord] {
        let roots = given?.map(\.withoutTrailingSlashes)
        return perform("reading the photos", fallback: []) { database, _ in
            try database.read { db in
                var out: [PhotoRecord] = []
                let rows = try Row.fetchCursor(
                    db,
                    sql: """
                        SELECT p.path, p.taken FROM photo p JOIN folder f ON f.path = p.folder
                        WHERE f.present AND NOT \(LibrarySchema.skippedNow("p."))
                        ORDER BY p.path
                        """)
                while let row = try rows.next() {
                    let path = row.path(at: 0)
                    if let roots, !roots.contains(where: { path.isInside($0) }) { continue }
                    let taken = try row.withUnsafeData(atIndex: 1) { data in data.flatMap { PhotoDate(exifBytes: $0) } }
                    out.append(PhotoRecord(path: path, taken: taken))
                }
                return out
            }
        }
    }

    /// Everything the index holds about one photo; nil when it is not indexed.
    public func entry(for path: PhotoPath) -> IndexedPhoto? {
        perform("reading a photo", fallback: nil) { database, _ in
            try database.read { db in
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT path, folder, size, mtime_ns, inode, ctime_ns, width, height, taken, orientation, shown_count, last_shown,
                               skip_reason, skip_size, skip_mtime_ns, skip_inode, skip_ctime_ns, duration
                        FROM photo WHERE path = ?
                        """,
                    arguments: [path.blob])
                guard let row, let identity = FileIdentity(row: row, at: 2) else { return nil }
                return IndexedPhoto(
                    path: row.path(at: 0), folder: row.path(at: 1), identity: identity, width: row[6], height: row[7],
                    taken: (row[8] as String?).flatMap(PhotoDate.init(exif:)), orientation: row[9], shownCount: row[10],
                    lastShown: (row[11] as Double?).map { Date(timeIntervalSince1970: $0) }, skipReason: row[12],
                    skipIdentity: FileIdentity(row: row, at: 13), duration: row[17])
            }
        }
    }

    /// Photos skipped at their current identity, with the reason (for the report); with
    /// `roots`, only those under them.
    public func skipped(under given: [PhotoPath]? = nil) -> [SkippedFile] {
        let roots = given?.map(\.withoutTrailingSlashes)
        return perform("reading skipped photos", fallback: []) { database, _ in
            try database.read { db in
                try Row.fetchAll(db, sql: "SELECT path, skip_reason FROM photo WHERE \(LibrarySchema.skippedNow()) ORDER BY path")
                    .map { SkippedFile(path: $0.path(at: 0), reason: $0[1]) }
                    .filter { file in roots.map { roots in roots.contains { file.path.isInside($0) } } ?? true }
            }
        }
    }

    /// Photos in the index, shown or not (reachable or not).
    public var count: Int {
        perform("counting photos", fallback: 0) { database, _ in
            try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photo") ?? 0 }
        }
    }
}
