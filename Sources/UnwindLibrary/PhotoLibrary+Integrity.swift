import GRDB

/// Looking for damage while a show runs: the open checks the file once, but a disk that
/// fails later, or another program writing into the file, was never noticed (a query that
/// meets a damaged page fails and the index is rebuilt; damage no query meets stayed).
extension PhotoLibrary {
    /// How often a running show checks its index (`LibraryWorker`).
    public static let integrityInterval = Duration.seconds(3600)

    /// Runs SQLite's quick check on the file as it is on disk now (the connection's page
    /// cache is dropped first); on damage logs one warning, moves the file aside and
    /// rebuilds the index, like a damaged file found at the open. True when it is sound
    /// (or in memory).
    @discardableResult
    public func checkIntegrity() -> Bool {
        perform("checking", fallback: false) { database, _ in
            let verdict = try database.writeWithoutTransaction { db -> String? in
                try db.execute(sql: "PRAGMA shrink_memory")
                return try String.fetchOne(db, sql: "PRAGMA quick_check(1)")
            }
            guard verdict == "ok" else {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "quick check: \(verdict ?? "no answer")")
            }
            return true
        }
    }
}
