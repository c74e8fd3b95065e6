import GRDB
import UnwindMedia
import UnwindPhotos

/// Bringing the index up to date with the folders.
extension PhotoLibrary {
    /// Looks at the photo folders and updates the index; returns what changed.
    ///
    /// The first refresh of a process compares every folder's mtime with the index (and
    /// lists every folder when the exclusions changed since the index was last refreshed);
    /// later ones, where inotify watches every folder on local file systems, list only
    /// the folders it reported, and otherwise compare mtimes again. Only new or changed
    /// files are opened (header and EXIF). Folders under a root that is missing (an
    /// unmounted disk) leave the show but keep their entries; folders under roots no
    /// longer given leave the index.
    ///
    /// Slow the first time (every photo is opened: see docs/performance.md) and fast after,
    /// but never call it on the render thread. Refreshes are serialised; other calls are
    /// not held up by one (each folder is written in its own short transaction).
    @discardableResult
    public func refresh(roots given: [PhotoPath], excluding: [FolderGlob] = []) -> LibraryChanges {
        refresh(roots: given, excluding: excluding, afterFolder: nil)
    }

    /// `refresh`, ending between folders once `stop` returns true (SIGTERM, a show that
    /// ends): the folder being read is finished and committed (see `RefreshStop`), the
    /// changes so far come back with `stopped` set, and the next refresh lists the folders
    /// this one did not reach.
    @discardableResult
    public func refresh(roots given: [PhotoPath], excluding: [FolderGlob] = [], until stop: @escaping @Sendable () -> Bool) -> LibraryChanges {
        refresh(roots: given, excluding: excluding, afterFolder: nil, stop: RefreshStop(stop))
    }

    /// `refresh`, calling `afterFolder` after each folder is written (tests interrupt it).
    func refresh(
        roots given: [PhotoPath], excluding: [FolderGlob], afterFolder: (@Sendable (PhotoPath) throws -> Void)?, stop: RefreshStop? = nil
    ) -> LibraryChanges {
        let roots = given.map(\.withoutTrailingSlashes)
        var failure: String?
        // A file locked at the start is taken over as soon as it is free; writes that failed
        // before are made now, ahead of the folders.
        let adopted = takeOverLockedIndex()
        writeOwed()
        var changes = scanState.withLock { state in
            perform("refreshing", fallback: LibraryChanges()) { database, generation in
                do {
                    if state.generation != generation {
                        state.folders = try Self.loadFolders(database)
                        state.generation = generation
                        state.roots = nil
                        state.trustsWatcher = false
                    }
                    let drained = state.watcher?.drain() ?? FolderWatcher.Drained()
                    var relistAll = drained.overflowed
                    if state.excluded == nil {
                        let stored = try database.read { db in try String.fetchOne(db, sql: "SELECT value FROM show_state WHERE key = 'exclude'") }
                        relistAll = relistAll || (stored ?? "") != Self.signature(excluding)
                    } else if state.excluded != excluding {
                        relistAll = true
                    }
                    let now = ContinuousClock.now
                    if let last = state.lastRelisted, now - last > Self.relistInterval { relistAll = true }
                    if relistAll || state.lastRelisted == nil { state.lastRelisted = now }
                    let watched = state.trustsWatcher && !relistAll && state.roots == roots
                    var scan = LibraryScan(database: database, state: state, roots: roots, excluded: excluding, logger: logger)
                    scan.relistAll = relistAll
                    scan.afterFolder = afterFolder
                    scan.stop = stop
                    do {
                        try scan.run(watched ? .watched(dirty: drained.changed) : .poll(dirty: drained.changed))
                    } catch is RefreshStop.Stopped {
                        // Every folder written so far is whole; reload what is stored and
                        // carry on from the folders not yet listed next time.
                        state.generation = -1
                        var partial = scan.changes
                        partial.stopped = true
                        return partial
                    }
                    state = scan.state
                    if state.excluded != excluding {
                        try database.write { db in
                            try db.execute(
                                sql: "INSERT OR REPLACE INTO show_state (key, value) VALUES ('exclude', ?)",
                                arguments: [Self.signature(excluding)])
                        }
                    }
                    state.roots = roots
                    state.excluded = excluding
                    return scan.changes
                } catch {
                    // Whatever was written is consistent per folder; reload and walk it all next time.
                    state.generation = -1
                    failure = Self.describe(error)
                    throw error
                }
            }
        }
        changes.failure = failure
        changes.curation = adopted
        return changes
    }

    /// True when inotify reported something since the last refresh (cheap; false while a
    /// refresh runs or where inotify is not used). A show can refresh at once on this
    /// instead of waiting for its rescan interval.
    public var hasPendingChanges: Bool {
        scanState.withLockIfAvailable { $0.watcher?.hasEvents ?? false } ?? false
    }

    /// How often a long-running show lists every folder again (see `ScanState.lastRelisted`).
    static let relistInterval = Duration.seconds(24 * 3600)

    static func loadFolders(_ database: DatabaseQueue) throws -> [PhotoPath: ScanState.Folder] {
        try database.read { db in
            var folders: [PhotoPath: ScanState.Folder] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT path, parent, mtime_ns, device, inode, present FROM folder")
            while let row = try rows.next() {
                let parent: PhotoPath? = row.hasNull(atIndex: 1) ? nil : row.path(at: 1)
                let stamp = FolderStamp(
                    modified: row[2], device: UInt64(bitPattern: row[3] as Int64), inode: UInt64(bitPattern: row[4] as Int64))
                folders[row.path(at: 0)] = ScanState.Folder(parent: parent, stamp: stamp, present: row[5])
            }
            return folders
        }
    }

    /// The exclusions as stored, to notice a change between runs.
    static func signature(_ excluded: [FolderGlob]) -> String {
        excluded.map(\.pattern).joined(separator: "\n")
    }
}
