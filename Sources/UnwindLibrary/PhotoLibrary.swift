import Foundation
import GRDB
import Logging
import UnwindPhotos
import UnwindSync

/// What the show knows about each photo, kept across restarts: an SQLite database (through
/// GRDB) in the user's state directory, never in a photo folder.
///
/// The index remembers each photo's size, mtime, pixel size, date taken and orientation, how
/// often and when it was shown, and why it was skipped (at which file identity), plus the
/// show's cycle and position. A refresh looks only at folders whose mtime changed (and, where
/// inotify works, at folders it reported) and reads EXIF only for new or changed files, so
/// a warm start of 100,000 photos takes well under a second (docs/performance.md).
///
/// Every method may be called from any thread (calls are serialised); none throws. A
/// corrupt database is moved aside and rebuilt; one that is locked by another process or
/// cannot be written is logged and replaced by an in-memory index, so the show runs on
/// from memory. Two processes may share one index: it is in WAL mode with a busy timeout,
/// and every write is one short immediate transaction.
public final class PhotoLibrary: Sendable {
    /// Where the index lives.
    public enum Storage: Equatable, Sendable, CustomStringConvertible {
        /// A database file.
        case file(path: String)
        /// Only in memory, for this run, and why (no state directory, locked, read-only...).
        case memory(reason: String)

        /// The file path, or why the index is in memory.
        public var description: String {
            switch self {
            case .file(let path): return path
            case .memory(let reason): return "memory (\(reason))"
            }
        }
    }

    /// The database file's name inside the state directory.
    public static let fileName = "library.sqlite"

    let logger: Logger
    let connection: Locked<Connection>
    let scanState: Locked<ScanState>
    let failures = Locked(0)
    /// The cycle written last and the generation it was written to, to skip rewriting it.
    let lastSavedCycle = Locked<(generation: Int, cycle: [PhotoPath])?>(nil)

    init(connection: Connection, watchesFolders: Bool, logger: Logger) {
        self.connection = Locked(connection)
        var state = ScanState()
        state.watcherUsable = watchesFolders
        self.scanState = Locked(state)
        self.logger = logger
    }

    /// Where the index lives now (a rebuild or a fall-back to memory changes it).
    public var storage: Storage {
        connection.withLock { $0.storage }
    }

    /// The index in `stateDirectory` (created if needed), or in memory when that fails.
    ///
    /// A file that is not a database or fails SQLite's quick check is moved aside as
    /// `library.sqlite.corrupt` and a new index is built; a database locked by another
    /// process beyond the busy timeout, or one that cannot be written, is left alone and
    /// the library runs from memory. Either way one warning line says what happened.
    ///
    /// - Parameters:
    ///   - watchesFolders: use inotify where available (false: poll folder mtimes only).
    ///   - busyTimeout: seconds to wait for another process's write before giving up.
    public static func open(
        stateDirectory: String, watchesFolders: Bool = true, busyTimeout: Double = 5,
        logger: Logger = Logger(label: "unwind.library")
    ) -> PhotoLibrary {
        let connection = Connection.open(directory: stateDirectory, busyTimeout: busyTimeout, logger: logger)
        return PhotoLibrary(connection: connection, watchesFolders: watchesFolders, logger: logger)
    }

    /// An index held in memory only: `--index off`, tests, and the fall-back.
    public static func inMemory(
        reason: String = "index off", watchesFolders: Bool = true, logger: Logger = Logger(label: "unwind.library")
    ) -> PhotoLibrary {
        PhotoLibrary(connection: Connection.memory(reason: reason, logger: logger), watchesFolders: watchesFolders, logger: logger)
    }

    /// True while inotify watches the folders (false before the first refresh, where it is
    /// not available, off, or out of watches).
    public var watchesFolders: Bool {
        scanState.withLock { $0.watcherUsable && $0.watcher != nil }
    }

    /// Runs `body` on the database; on an error logs it (the first and every 100th after),
    /// rebuilds a corrupt database, and returns `fallback`. Never throws.
    func perform<T>(_ what: String, fallback: T, _ body: (DatabaseQueue, Int) throws -> T) -> T {
        let (database, generation) = connection.withLock { ($0.database, $0.generation) }
        guard let database else { return fallback }
        do {
            return try body(database, generation)
        } catch let error as DatabaseError where error.isCorruption {
            // One warning for one damage: the rebuild says what failed and where the file went.
            connection.withLock { current in
                guard current.generation == generation else { return }
                current = current.rebuilt(because: "\(what) failed: \(error.message ?? "\(error)")", logger: logger)
            }
            return fallback
        } catch {
            let count = failures.withLock { value in
                value += 1
                return value
            }
            if count == 1 || count % 100 == 0 {
                logger.warning("library index \(storage): \(what) failed: \(Self.describe(error))\(count > 1 ? " (\(count) failures so far)" : "")")
            }
            return fallback
        }
    }

    /// An error as one line.
    static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? error.description }
        return "\(error)"
    }
}

extension DatabaseError {
    /// True when the file is damaged or not a database: rebuilding is the cure.
    var isCorruption: Bool {
        resultCode == .SQLITE_CORRUPT || resultCode == .SQLITE_NOTADB
    }
}
