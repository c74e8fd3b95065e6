import Foundation
import GRDB
import UnwindPhotos

/// One thing the show asked the index to remember, kept as a value so that a write that
/// could not be made (a full disk, an index locked by another process) is made later
/// instead of lost: a photo hidden from the sofa must stay hidden after a restart.
enum LibraryWrite: Equatable, Sendable {
    /// A photo hidden for good.
    case hide(PhotoPath)
    /// A photo marked as a favourite, or the mark taken away.
    case favorite(PhotoPath, Bool)
    /// A photo shown at a time.
    case shown(PhotoPath, Date)

    /// At most this many writes wait for the index; beyond it the oldest "shown" ones go
    /// first (they only feed the counts), so a disk full for weeks does not grow memory.
    static let limit = 10_000

    /// What the write does, for a log line.
    var what: String {
        switch self {
        case .hide: "hiding a photo"
        case .favorite: "marking a favourite"
        case .shown: "recording a photo shown"
        }
    }

    /// Makes the write on `db` (inside the caller's transaction).
    func apply(_ db: Database) throws {
        switch self {
        case .hide(let path):
            try db.execute(
                sql: "INSERT INTO curation (path, hidden) VALUES (?, 1) ON CONFLICT(path) DO UPDATE SET hidden = 1", arguments: [path.blob])
        case .favorite(let path, let on):
            try db.execute(
                sql: "INSERT INTO curation (path, favorite) VALUES (?, ?) ON CONFLICT(path) DO UPDATE SET favorite = excluded.favorite",
                arguments: [path.blob, on ? 1 : 0])
        case .shown(let path, let date):
            // A photo once skipped that the show could show after all (its permissions were
            // fixed) is no longer skipped.
            try db.execute(
                sql: """
                    UPDATE photo SET shown_count = shown_count + 1, last_shown = ?,
                        skip_reason = NULL, skip_size = NULL, skip_mtime_ns = NULL, skip_inode = NULL, skip_ctime_ns = NULL
                    WHERE path = ?
                    """,
                arguments: [date.timeIntervalSince1970, path.blob])
        }
    }

    /// `writes` cut to `limit`, dropping the oldest "shown" writes first, then the oldest.
    static func bounded(_ writes: [LibraryWrite]) -> [LibraryWrite] {
        guard writes.count > limit else { return writes }
        var excess = writes.count - limit
        var kept = writes.filter { write in
            guard excess > 0, case .shown = write else { return true }
            excess -= 1
            return false
        }
        if kept.count > limit { kept.removeFirst(kept.count - limit) }
        return kept
    }
}
