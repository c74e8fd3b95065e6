import Foundation
import GRDB
import Logging

/// The open database behind a `PhotoLibrary`, and how to open, check and rebuild it.
struct Connection: Sendable {
    /// Nil only when not even an in-memory database could be opened (memory exhausted):
    /// every call then does nothing and the show runs on its own scans.
    var database: DatabaseQueue?
    var storage: PhotoLibrary.Storage
    /// Bumped on every rebuild, so what was cached from the old database is dropped.
    var generation: Int
    /// Seconds a write waits for another process's.
    var busyTimeout: Double = 5
    /// The state directory whose index was locked when the show started: this in-memory
    /// connection stands in for it until it is free (`PhotoLibrary.takeOverLockedIndex`).
    var lockedDirectory: String?
    /// Writes the index still owes: made while it stood in for a locked index, or failed
    /// (a full disk, a lock held too long). Tried again at each refresh.
    var unwritten: [LibraryWrite] = []

    /// Opens (creating) the index in `directory`; moves a corrupt one aside and rebuilds it;
    /// falls back to memory when the file cannot be used. With `standInWhenLocked`, a locked
    /// file is waited for at most `PhotoLibrary.lockedStartWait`, and the memory index that
    /// stands in for it remembers the directory to take the file over later.
    static func open(
        directory: String, busyTimeout: Double, logger: Logger, generation: Int = 0, standInWhenLocked: Bool = false
    ) -> Connection {
        if let problem = makeDirectories(directory) {
            return fallback("cannot create the state directory \(directory): \(problem)", logger: logger, generation: generation)
        }
        let path = (directory as NSString).appendingPathComponent(PhotoLibrary.fileName)
        let wait = standInWhenLocked ? min(busyTimeout, PhotoLibrary.lockedStartWait) : busyTimeout
        do {
            return Connection(
                database: try openFileRetryingBusy(path, busyTimeout: busyTimeout, waitingAtMost: wait), storage: .file(path: path),
                generation: generation, busyTimeout: busyTimeout)
        } catch let error as DatabaseError where error.isCorruption {
            let aside = moveAside(path)
            logger.warning("library index \(path) is damaged (\(error.message ?? "\(error)")); moved to \(aside) and building a new one")
            do {
                return Connection(
                    database: try openFile(path, busyTimeout: busyTimeout), storage: .file(path: path), generation: generation, busyTimeout: busyTimeout)
            } catch {
                return fallback("cannot rebuild \(path): \(PhotoLibrary.describe(error))", logger: logger, generation: generation)
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
            guard standInWhenLocked else { return fallback("\(path) is locked by another process", logger: logger, generation: generation) }
            logger.warning("library index: \(path) is locked by another process; the show starts from a scan and takes the index over once it is free")
            var standIn = memory(reason: "\(path) is locked by another process", logger: logger, generation: generation)
            standIn.lockedDirectory = directory
            standIn.busyTimeout = busyTimeout
            return standIn
        } catch {
            return fallback("cannot open \(path): \(PhotoLibrary.describe(error))", logger: logger, generation: generation)
        }
    }

    /// An in-memory index.
    static func memory(reason: String, logger: Logger, generation: Int = 0) -> Connection {
        do {
            var config = configuration(busyTimeout: 5)
            config.journalMode = .default
            let database = try DatabaseQueue(configuration: config)
            try LibrarySchema.migrator.migrate(database)
            return Connection(database: database, storage: .memory(reason: reason), generation: generation)
        } catch {
            // An in-memory SQLite database only fails to open when memory is exhausted.
            logger.error("library index: cannot open an in-memory database either: \(PhotoLibrary.describe(error)); running without an index")
            return Connection(database: nil, storage: .memory(reason: reason), generation: generation)
        }
    }

    /// A new database in place of a corrupt one (moved aside, with one warning saying
    /// `reason`), or memory.
    func rebuilt(because reason: String, logger: Logger) -> Connection {
        try? database?.close()
        switch storage {
        case .file(let path):
            let aside = Self.moveAside(path)
            logger.warning("library index \(path) is damaged (\(reason)); moved to \(aside) and building a new one")
            return Self.open(directory: (path as NSString).deletingLastPathComponent, busyTimeout: busyTimeout, logger: logger, generation: generation + 1)
        case .memory(let reason):
            return Self.memory(reason: reason, logger: logger, generation: generation + 1)
        }
    }

    private static func fallback(_ reason: String, logger: Logger, generation: Int) -> Connection {
        logger.warning("library index: \(reason); running from memory (nothing is kept for the next start)")
        return memory(reason: reason, logger: logger, generation: generation)
    }

    static func configuration(busyTimeout: Double) -> Configuration {
        var config = Configuration()
        config.label = "unwind.library"
        config.journalMode = .wal
        // Another show or `unwind library` writing: wait for it rather than fail.
        config.busyMode = .timeout(busyTimeout)
        config.qos = .utility
        config.prepareDatabase { db in
            // WAL with NORMAL sync is durable across crashes of the process and safe against
            // corruption on power loss (it may lose the last transactions, which a refresh redoes).
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        return config
    }

    /// The index file in `directory` if it can be opened within `wait` seconds (nil while
    /// it is still locked), for a memory index standing in for it. A damaged file is moved
    /// aside and a new one made, with one warning, as at the start. Any other failure is one
    /// warning, and `gaveUp` is set: the stand-in stays for the rest of the run.
    static func openIfFree(directory: String, busyTimeout: Double, wait: Double, logger: Logger, gaveUp: inout Bool) -> Connection? {
        let path = (directory as NSString).appendingPathComponent(PhotoLibrary.fileName)
        do {
            let database = try openFileRetryingBusy(path, busyTimeout: busyTimeout, waitingAtMost: wait)
            return Connection(database: database, storage: .file(path: path), generation: 0, busyTimeout: busyTimeout)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
            return nil
        } catch let error as DatabaseError where error.isCorruption {
            // Opened again the usual way: moved aside with one warning, and a new file made.
            let rebuilt = open(directory: directory, busyTimeout: busyTimeout, logger: logger)
            guard case .file = rebuilt.storage else {
                gaveUp = true
                return nil
            }
            return rebuilt
        } catch {
            logger.warning("library index: cannot take over \(path) after all: \(PhotoLibrary.describe(error)); the show keeps running from memory")
            gaveUp = true
            return nil
        }
    }

    /// `openFile`, tried again when another process holds the file at that instant. SQLite
    /// answers some lock conflicts with SQLITE_BUSY at once, without waiting out the busy
    /// timeout (two connections both switching a new file to WAL, or both upgrading a read
    /// lock to write): short retries until the deadline let two shows starting together share one index
    /// instead of one of them running from memory.
    ///
    /// All the attempts together wait at most `busyTimeout`: each used to wait the whole
    /// timeout again, so a database locked for good kept the screen black for six times the
    /// documented 5 s (31 s) before the show started from memory.
    private static func openFileRetryingBusy(_ path: String, busyTimeout: Double, waitingAtMost wait: Double) throws -> DatabaseQueue {
        let deadline = ContinuousClock.now + .milliseconds(Int(wait * 1000))
        var attempt = 0
        while true {
            let left = max(0.01, Double((deadline - ContinuousClock.now) / .milliseconds(1)) / 1000)
            do {
                let database = try openFile(path, busyTimeout: min(wait, left))
                // Later writes wait the whole timeout again, as configured.
                try database.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA busy_timeout = \(Int(busyTimeout * 1000))") }
                return database
            } catch let error as DatabaseError
                where (error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED)
                && ContinuousClock.now + .milliseconds(pause(attempt + 1)) < deadline
            {
                // Tried until the deadline, not a fixed number of times: on a busy machine the
                // other process's migration outlasted five short retries (750 ms), and one of
                // two shows starting together ran from memory.
                attempt += 1
                Thread.sleep(forTimeInterval: Double(pause(attempt)) / 1000)
            }
        }
    }

    /// Milliseconds before the `attempt`th retry of a busy open: 50, 100, 150, then 200 each.
    private static func pause(_ attempt: Int) -> Int { 50 * min(attempt, 4) }

    /// Opens a database file, checks it and brings its schema up to date.
    private static func openFile(_ path: String, busyTimeout: Double) throws -> DatabaseQueue {
        let database = try DatabaseQueue(path: path, configuration: configuration(busyTimeout: busyTimeout))
        let verdict = try database.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check(1)") }
        guard verdict == "ok" else {
            try? database.close()
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "quick check: \(verdict ?? "no answer")")
        }
        try migrate(database)
        return database
    }

    /// Brings the schema up to date. Two processes creating one index at once can both see
    /// it unmigrated; one's migration then fails on the tables or columns the other just made,
    /// and the next try finds that migration recorded. The other may be a step ahead again by
    /// then (v1 made, then v2 while this one retries v1), so each failure is tried again, up to
    /// once per migration: every failure means one more migration was recorded meanwhile.
    private static func migrate(_ database: DatabaseQueue) throws {
        let migrator = LibrarySchema.migrator
        var failures = 0
        while true {
            do {
                try migrator.migrate(database)
                return
            } catch let error as DatabaseError where !error.isCorruption && error.resultCode != .SQLITE_BUSY && failures < migrator.migrations.count {
                failures += 1
            }
        }
    }

    /// `mkdir -p` (mode 0700: the index lists the family's photos); the reason on failure.
    private static func makeDirectories(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            prefix += "/" + part
            if mkdir(prefix, 0o700) != 0, errno != EEXIST { return String(cString: strerror(errno)) }
        }
        var info = stat()
        guard stat(path, &info) == 0 else { return String(cString: strerror(errno)) }
        return info.st_mode & S_IFMT == S_IFDIR ? nil : "not a folder"
    }

    /// Renames the database and its WAL files to `*.corrupt` (replacing an older one), so
    /// what was there can still be looked at; returns the new name.
    private static func moveAside(_ path: String) -> String {
        let aside = path + ".corrupt"
        for suffix in ["", "-wal", "-shm"] {
            unlink(aside + suffix)
            if rename(path + suffix, aside + suffix) != 0 { unlink(path + suffix) }
        }
        return aside
    }
}
