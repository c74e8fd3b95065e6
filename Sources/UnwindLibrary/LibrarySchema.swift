import GRDB
import UnwindMedia
import UnwindPhotos

/// The index's tables, created and upgraded by GRDB's migrator.
///
/// - `folder`: every folder walked (and every photo file named directly as a root), with the
///   mtime, device and inode it had when last listed, its parent, and whether it was
///   reachable at the last refresh (`present`: a NAS that is unmounted keeps its entries,
///   and their counts, for when it comes back).
/// - `photo`: one row per photo file, keyed by its raw path bytes (BLOB), with what the show
///   needs without opening it, its showing history, and why it was skipped at which
///   identity; for a clip, its duration in seconds.
/// - `cycle_entry` and `show_state`: the show's current cycle and place in it.
/// - `curation`: photos hidden or marked as favourites from the sofa, by path.
enum LibrarySchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE folder (
                        path BLOB PRIMARY KEY NOT NULL,
                        parent BLOB,
                        mtime_ns INTEGER NOT NULL,
                        device INTEGER NOT NULL,
                        inode INTEGER NOT NULL,
                        present INTEGER NOT NULL DEFAULT 1
                    ) WITHOUT ROWID;
                    CREATE INDEX folder_parent ON folder(parent);
                    CREATE TABLE photo (
                        id INTEGER PRIMARY KEY,
                        path BLOB NOT NULL UNIQUE,
                        folder BLOB NOT NULL,
                        size INTEGER NOT NULL,
                        mtime_ns INTEGER NOT NULL,
                        inode INTEGER NOT NULL,
                        width INTEGER,
                        height INTEGER,
                        taken TEXT,
                        orientation INTEGER NOT NULL DEFAULT 1,
                        shown_count INTEGER NOT NULL DEFAULT 0,
                        last_shown REAL,
                        skip_reason TEXT,
                        skip_size INTEGER,
                        skip_mtime_ns INTEGER,
                        skip_inode INTEGER
                    );
                    CREATE INDEX photo_folder ON photo(folder);
                    CREATE TABLE cycle_entry (
                        slot INTEGER PRIMARY KEY,
                        path BLOB NOT NULL
                    );
                    CREATE TABLE show_state (
                        key TEXT PRIMARY KEY NOT NULL,
                        value
                    ) WITHOUT ROWID;
                    """)
        }
        // ctime, so a photo skipped because it could not be read is tried again once its
        // permissions are fixed (a chmod changes nothing else), across restarts too. Every
        // poll looks up the skipped photos (`LibraryScan`); the partial index keeps that to
        // the few skipped rows instead of a pass over the whole table.
        migrator.registerMigration("v2") { db in
            try db.execute(
                sql: """
                    ALTER TABLE photo ADD COLUMN ctime_ns INTEGER NOT NULL DEFAULT 0;
                    ALTER TABLE photo ADD COLUMN skip_ctime_ns INTEGER;
                    CREATE INDEX photo_skipped ON photo(skip_reason) WHERE skip_reason IS NOT NULL;
                    """)
        }
        // Curation from the sofa, by path and apart from `photo`: a photo hidden or marked
        // stays so while its folder is unmounted (its photo rows go), and nothing is written
        // to the photo folders.
        migrator.registerMigration("v3") { db in
            try db.execute(
                sql: """
                    CREATE TABLE curation (
                        path BLOB PRIMARY KEY NOT NULL,
                        hidden INTEGER NOT NULL DEFAULT 0,
                        favorite INTEGER NOT NULL DEFAULT 0
                    ) WITHOUT ROWID;
                    """)
        }
        // A clip's duration, read from its container. An index written before this knew its
        // clips' sizes and dates but not their lengths: their rows get an identity no file
        // has and their folders an unknown stamp, so the next refresh reads each clip again
        // (a clip only, not the photos beside it), and a clip skipped at its identity keeps
        // its skip.
        migrator.registerMigration("v4") { db in
            try db.execute(sql: "ALTER TABLE photo ADD COLUMN duration REAL")
            try LibrarySchema.forgetClipIdentities(db)
        }
        return migrator
    }

    /// Marks every clip row that is not skipped to be read again (see migration v4).
    static func forgetClipIdentities(_ db: Database) throws {
        var clips: [(path: PhotoPath, folder: PhotoPath)] = []
        let rows = try Row.fetchCursor(db, sql: "SELECT path, folder FROM photo WHERE skip_reason IS NULL")
        while let row = try rows.next() {
            let path = row.path(at: 0)
            if PhotoScanner.looksLikeClip(path) { clips.append((path, row.path(at: 1))) }
        }
        let photo = try db.cachedStatement(sql: "UPDATE photo SET size = -1 WHERE path = ?")
        let folder = try db.cachedStatement(sql: "UPDATE folder SET mtime_ns = ? WHERE path = ?")
        for clip in clips { try photo.execute(arguments: [clip.path.blob]) }
        for path in Set(clips.map(\.folder)) { try folder.execute(arguments: [LibraryScan.unlisted, path.blob]) }
    }

    /// SQL true when a photo row is skipped at the identity it has now; `table` qualifies
    /// the columns (`p.`) in a join.
    static func skippedNow(_ table: String = "") -> String {
        let t = table
        return
            "(\(t)skip_reason IS NOT NULL AND \(t)skip_size = \(t)size AND \(t)skip_mtime_ns = \(t)mtime_ns AND \(t)skip_inode = \(t)inode AND \(t)skip_ctime_ns = \(t)ctime_ns)"
    }
}
