import GRDB

/// The show's writes to the index, none of them lost: one that fails (ENOSPC, EIO, a
/// read-only file, another process's lock held past the busy timeout) is kept and made at
/// the next refresh, in the order the show made them; one made while a memory index stands
/// in for a locked file is kept for the file as well.
extension PhotoLibrary {
    /// Makes `write` now, or keeps it for later (see above).
    func record(_ write: LibraryWrite) {
        let (standingIn, owing) = connection.withLock { ($0.lockedDirectory != nil, !$0.unwritten.isEmpty) }
        if owing, !standingIn {
            // Earlier writes are still owed: this one goes after them, never before.
            owe([write])
            writeOwed()
            return
        }
        let written = perform(write.what, fallback: false) { database, _ in
            try database.write { db in try write.apply(db) }
            return true
        }
        if standingIn || !written { owe([write]) }
    }

    /// Makes the writes still owed, in order, in one transaction; they stay owed if it
    /// fails. Nothing is made while a memory index stands in for a locked file (they are
    /// for the file). True when nothing is owed any more.
    @discardableResult
    func writeOwed() -> Bool {
        let owed: [LibraryWrite] = connection.withLock { current in
            guard current.lockedDirectory == nil else { return [] }
            defer { current.unwritten = [] }
            return current.unwritten
        }
        guard !owed.isEmpty else { return connection.withLock { $0.unwritten.isEmpty } }
        let written = perform("writing \(owed.count) changes kept for the index", fallback: false) { database, _ in
            try database.write { db in
                for write in owed { try write.apply(db) }
            }
            return true
        }
        if !written {
            connection.withLock { $0.unwritten = LibraryWrite.bounded(owed + $0.unwritten) }
        }
        return written
    }

    /// How many writes wait to be made (for tests).
    var owedWrites: Int {
        connection.withLock { $0.unwritten.count }
    }

    private func owe(_ writes: [LibraryWrite]) {
        connection.withLock { $0.unwritten = LibraryWrite.bounded($0.unwritten + writes) }
    }
}
