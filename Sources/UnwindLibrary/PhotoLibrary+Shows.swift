import Foundation
import GRDB
import UnwindMedia
import UnwindPhotos

/// Recording what the show did with a photo.
extension PhotoLibrary {
    /// Counts a photo as shown at `date` (its `shownCount` and `lastShown`); a photo once
    /// skipped that the show could show after all (its permissions were fixed) is no
    /// longer skipped.
    public func markShown(_ path: PhotoPath, at date: Date = Date()) {
        record(.shown(path, date))
    }

    /// Records that a photo cannot be shown and why: it stays out of `records()` until the
    /// file changes. `identity` is the file's identity when it failed; nil takes the one the
    /// index last saw (the file a refresh listed is the file the show tried).
    public func markSkipped(_ path: PhotoPath, reason: String, identity: FileIdentity? = nil) {
        perform("recording a skipped photo", fallback: ()) { database, _ in
            try database.write { db in
                if let identity {
                    try db.execute(
                        sql: "UPDATE photo SET skip_reason = ?, skip_size = ?, skip_mtime_ns = ?, skip_inode = ?, skip_ctime_ns = ? WHERE path = ?",
                        arguments: [reason, identity.size, identity.modified, Int64(bitPattern: identity.inode), identity.changed, path.blob])
                } else {
                    try db.execute(
                        sql: """
                            UPDATE photo SET skip_reason = ?, skip_size = size, skip_mtime_ns = mtime_ns, skip_inode = inode,
                                skip_ctime_ns = ctime_ns WHERE path = ?
                            """,
                        arguments: [reason, path.blob])
                }
            }
        }
    }
}
