import Foundation
import GRDB

/// How the library index in a state directory is doing, read without changing it: for
/// `unwind doctor`. The show itself repairs what this finds (rebuilds a damaged index, runs
/// from memory when one is locked), so nothing here stops a frame; it tells why a start was
/// slow or why the show forgot its place.
public struct IndexHealth: Sendable, Equatable {
    /// What was found.
    public enum State: String, Sendable, Equatable {
        /// No state directory is known (no HOME): every start scans into memory.
        case noStateDirectory
        /// No index yet: the first start scans and builds it.
        case notBuilt
        /// The index opens and passes SQLite's quick check.
        case ok
        /// Not a database, or the quick check fails: the next start moves it aside and rebuilds.
        case damaged
        /// Another process holds it beyond the wait: a show would run from memory.
        case locked
        /// This user cannot read it (the service's index belongs to the unwind user).
        case unreadable
    }

    /// What was found.
    public var state: State
    /// The database file, where a state directory is known.
    public var path: String?
    /// Photos the index knows (present or on an absent disk).
    public var photos = 0
    /// Photos it marks as skipped at the file identity they have now.
    public var skipped = 0
    /// The database's size on disk, with its write-ahead log.
    public var bytes = 0
    /// SQLite's message, for `damaged`, `locked` and `unreadable`.
    public var detail: String?

    /// Opens the index in `stateDirectory` read-only, runs SQLite's quick check and counts
    /// its photos. Never creates the directory or the file, and never throws.
    public static func inspect(stateDirectory: String?) -> IndexHealth {
        guard let stateDirectory else { return IndexHealth(state: .noStateDirectory) }
        let path = (stateDirectory as NSString).appendingPathComponent(PhotoLibrary.fileName)
        var health = IndexHealth(state: .notBuilt, path: path)
        guard FileManager.default.fileExists(atPath: path) else { return health }
        health.bytes = [path, path + "-wal"].reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0)
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            health.state = .unreadable
            health.detail = "permission denied"
            return health
        }
        var config = Configuration()
        config.readonly = true
        config.busyMode = .timeout(2)
        do {
            let database = try DatabaseQueue(path: path, configuration: config)
            defer { try? database.close() }
            try database.read { db in
                let verdict = try String.fetchOne(db, sql: "PRAGMA quick_check(1)")
                guard verdict == "ok" else {
                    health.state = .damaged
                    health.detail = "quick check: \(verdict ?? "no answer")"
                    return
                }
                guard try db.tableExists("photo") else {
                    health.state = .notBuilt
                    return
                }
                health.photos = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photo") ?? 0
                // An index of an older schema (before skip_ctime_ns) counts every skip mark.
                let skipped = (try? Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photo WHERE \(LibrarySchema.skippedNow())"))
                health.skipped = try skipped ?? Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photo WHERE skip_reason IS NOT NULL") ?? 0
                health.state = .ok
            }
        } catch let error as DatabaseError {
            health.detail = error.message ?? error.description
            switch error.resultCode {
            case .SQLITE_CORRUPT, .SQLITE_NOTADB: health.state = .damaged
            case .SQLITE_BUSY, .SQLITE_LOCKED: health.state = .locked
            default: health.state = .unreadable
            }
        } catch {
            health.state = .unreadable
            health.detail = "\(error)"
        }
        return health
    }
}
