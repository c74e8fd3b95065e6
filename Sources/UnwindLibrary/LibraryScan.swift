import Foundation
import GRDB
import Logging
import UnwindMedia
import UnwindPhotos

#if canImport(Glibc)
import Glibc
#endif

/// One refresh of the index: walks the roots by the scanner's rules, lists only the folders
/// that changed, reads only new or changed files, and writes each folder's changes in one
/// immediate transaction (so an interrupted first build keeps what it did, and a second
/// process sharing the index never sees half a folder).
struct LibraryScan {
    /// Which folders a walk looks at.
    enum Reach {
        /// From the roots, `stat`ing every known folder and listing those whose stamp changed
        /// (or that inotify reported).
        case poll(dirty: Set<PhotoPath>)
        /// Only the folders inotify reported, and new folders below them.
        case watched(dirty: Set<PhotoPath>)
    }

    let database: DatabaseQueue
    var state: ScanState
    let roots: [PhotoPath]
    let excluded: [FolderGlob]
    let logger: Logger
    /// List every folder again, whatever its stamp.
    var relistAll = false
    var changes = LibraryChanges()
    /// Called after each folder's transaction (tests stop a build there, as SIGTERM would).
    var afterFolder: (@Sendable (PhotoPath) throws -> Void)?
    /// Asked before each folder is listed: once it says stop, the walk ends there
    /// (`RefreshStop.Stopped`), with every folder listed so far committed.
    var stop: RefreshStop?

    private var visited: Set<FolderKey> = []
    private var reached: Set<PhotoPath> = []
    private var children: [PhotoPath: [PhotoPath]] = [:]
    private var watchFailed = false

    init(database: DatabaseQueue, state: ScanState, roots: [PhotoPath], excluded: [FolderGlob], logger: Logger) {
        self.database = database
        self.state = state
        var seen = Set<PhotoPath>()
        self.roots = roots.filter { seen.insert($0).inserted }
        self.excluded = excluded
        self.logger = logger
    }

    /// A folder by where it lives, to notice a link back up the tree.
    struct FolderKey: Hashable {
        let device: UInt64
        let inode: UInt64
        init(_ stamp: FolderStamp) {
            device = stamp.device
            inode = stamp.inode
        }
    }

    /// Walks as `reach` says.
    mutating func run(_ reach: Reach) throws {
        children = state.childrenByParent()
        switch reach {
        case .poll(let dirty):
            changes.mode = relistAll ? .relisted : .polled
            try walkFromRoots(dirty: dirty.union(foldersWithChangedSkips()))
        case .watched(let dirty):
            changes.mode = .watched
            if try !walkReported(dirty) {
                changes = LibraryChanges()
                changes.mode = .polled
                try walkFromRoots(dirty: dirty)
            }
        }
    }

    /// Folders holding a skipped photo that changed since its skip. A chmod that makes an
    /// unreadable photo readable changes the file's ctime but not its folder's stamp, so a
    /// poll would never list the folder again; skipped photos are few, so each is `stat`ed.
    private func foldersWithChangedSkips() throws -> Set<PhotoPath> {
        try database.read { db in
            var out = Set<PhotoPath>()
            let rows = try Row.fetchCursor(
                db, sql: "SELECT path, folder, skip_size, skip_mtime_ns, skip_inode, skip_ctime_ns FROM photo WHERE skip_reason IS NOT NULL")
            while let row = try rows.next() {
                let path = row.path(at: 0)
                if FileIdentity.of(path) != FileIdentity(row: row, at: 2) { out.insert(row.path(at: 1)) }
            }
            return out
        }
    }

    // MARK: - Walks

    private mutating func walkFromRoots(dirty: Set<PhotoPath>) throws {
        watchFailed = false
        for root in roots {
            var info = stat()
            guard root.withCString({ stat($0, &info) }) == 0 else {
                let reason = root.withCString({ lstat($0, &info) }) == 0 ? "broken symbolic link" : "no such file or folder"
                changes.missingRoots.append(SkippedFile(path: root, reason: reason))
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                try visit(root, parent: nil, stamp: FolderStamp(info), dirty: dirty, descend: true)
            case S_IFREG:
                try visitFile(root, info: info, dirty: dirty)
            default:
                changes.missingRoots.append(SkippedFile(path: root, reason: "not a file or folder"))
            }
        }
        try settleUnreached()
        state.trustsWatcher = trustable()
    }

    /// Looks only at reported folders; false when the roots themselves changed or went, and
    /// a walk from the roots is needed.
    private mutating func walkReported(_ dirty: Set<PhotoPath>) throws -> Bool {
        for root in roots {
            var info = stat()
            guard root.withCString({ stat($0, &info) }) == 0, let known = state.folders[root], known.present,
                known.stamp == FolderStamp(info)
            else { return false }
        }
        // Parents before children, so a deleted subtree is gone before its folders come up.
        for folder in dirty.sorted(by: { $0.bytes.count < $1.bytes.count }) {
            guard let known = state.folders[folder], known.present else { continue }
            var info = stat()
            guard folder.withCString({ stat($0, &info) }) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFREG {
                try visitFile(folder, info: info, dirty: dirty)
            } else {
                try visit(folder, parent: known.parent, stamp: FolderStamp(info), dirty: dirty, descend: false)
            }
        }
        if watchFailed { state.trustsWatcher = false }
        return true
    }

    /// Visits a folder: lists it if it changed, then its subfolders (all of them when
    /// polling; when watching, only new or changed ones).
    private mutating func visit(_ path: PhotoPath, parent: PhotoPath?, stamp: FolderStamp, dirty: Set<PhotoPath>, descend: Bool) throws {
        guard visited.insert(FolderKey(stamp)).inserted, !isLoop(path, parent: parent, stamp: stamp) else { return }
        reached.insert(path)
        let known = state.folders[path]
        let changed = relistAll || known == nil || known?.stamp != stamp || known?.present == false || dirty.contains(path)
        var subfolders: [FolderListing.Subfolder] = []
        if changed {
            if stop?.isRequested == true { throw RefreshStop.Stopped() }
            let listing: FolderListing
            let listedAt = Self.nowNanoseconds()
            do {
                listing = try FolderListing.read(path, statFiles: true, excluding: excluded)
            } catch {
                reached.remove(path)
                changes.problems.append(SkippedFile(path: path, reason: error.reason))
                return
            }
            try apply(listing, folder: path, parent: parent, stamp: stamp, known: known, listedAt: listedAt)
            subfolders = listing.subfolders.sorted { $0.path < $1.path }
        } else {
            for child in (children[path] ?? []).sorted() {
                var info = stat()
                if child.withCString({ stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFDIR {
                    subfolders.append(FolderListing.Subfolder(path: child, stamp: FolderStamp(info)))
                } else {
                    try removeSubtrees([child])
                }
            }
        }
        watch(path)
        for sub in subfolders {
            if !descend, let known = state.folders[sub.path], known.present, known.stamp == sub.stamp, !dirty.contains(sub.path) {
                continue
            }
            try visit(sub.path, parent: path, stamp: sub.stamp, dirty: dirty, descend: descend)
        }
    }

    /// A photo named as a root: kept like a folder of one, stamped by the file itself.
    private mutating func visitFile(_ path: PhotoPath, info: stat, dirty: Set<PhotoPath>) throws {
        reached.insert(path)
        let stamp = FolderStamp(info)
        let known = state.folders[path]
        guard relistAll || known == nil || known?.stamp != stamp || known?.present == false || dirty.contains(path) else { return }
        if stop?.isRequested == true { throw RefreshStop.Stopped() }
        let listing = FolderListing(files: [FolderListing.File(path: path, identity: FileIdentity(info))])
        try apply(listing, folder: path, parent: nil, stamp: stamp, known: known, listedAt: Self.nowNanoseconds())
    }

    /// True when `path` is the same folder as one of its ancestors (a link back up).
    private func isLoop(_ path: PhotoPath, parent: PhotoPath?, stamp: FolderStamp) -> Bool {
        var current = parent
        var steps = 0
        while let ancestor = current, steps < 4096 {
            if let folder = state.folders[ancestor], FolderKey(folder.stamp) == FolderKey(stamp), ancestor != path { return true }
            current = state.folders[ancestor]?.parent
            steps += 1
        }
        return false
    }

    // MARK: - Writing one folder

    /// How recent a change may be and still be missed: file systems stamp mtimes from a
    /// coarse clock (a few milliseconds on Linux, more on network mounts), so a file added in
    /// the same tick as the listing leaves the folder's mtime as it was, and a photo still
    /// being copied in grows without touching its folder.
    static let racyWindow: Int64 = 2_000_000_000

    /// The mtime stored for a folder found but not listed yet (no real stamp has it).
    static let unlisted: Int64 = -2

    /// Wall-clock time now, in nanoseconds since 1970 (what mtimes are compared with).
    static func nowNanoseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// Brings the index in line with a fresh listing of `folder`. A folder that changed (or
    /// holds a file that changed) within `racyWindow` of the listing is stored with an
    /// unknown mtime, so the next refresh lists it again rather than trust a stamp that a
    /// later change in the same clock tick would not alter (git's "racy" rule).
    private mutating func apply(
        _ listing: FolderListing, folder: PhotoPath, parent: PhotoPath?, stamp listedStamp: FolderStamp, known: ScanState.Folder?,
        listedAt: Int64
    ) throws {
        let threshold = listedAt - Self.racyWindow
        let racy = listedStamp.modified > threshold || listing.files.contains { ($0.identity?.modified ?? 0) > threshold }
        var stamp = listedStamp
        if racy { stamp.modified = -1 }
        changes.foldersListed += 1
        changes.problems.append(contentsOf: listing.skipped)
        let stored = known == nil ? [:] : try storedPhotos(in: folder)
        let wasPresent = known?.present ?? true
        var toRead: [(path: PhotoPath, identity: FileIdentity)] = []
        var cameBack: [PhotoRecord] = []
        for file in listing.files {
            guard let identity = file.identity else { continue }
            if let row = stored[file.path], row.identity == identity {
                if !wasPresent, !row.skipped { cameBack.append(PhotoRecord(path: file.path, taken: row.taken)) }
            } else {
                toRead.append((file.path, identity))
            }
        }
        // A stop that has waited too long for this folder gives it up, uncommitted.
        guard let facts = PhotoFacts.read(toRead.map(\.path), stop: stop) else { throw RefreshStop.Stopped() }
        changes.filesRead += toRead.count
        let listed = Set(listing.files.map(\.path))
        let gone = stored.filter { !listed.contains($0.key) }
        let listedFolders = Set(listing.subfolders.map(\.path))
        let unlisted = listing.subfolders.filter { sub in
            state.folders[sub.path] == nil && FolderKey(sub.stamp) != FolderKey(listedStamp) && !isLoop(sub.path, parent: parent, stamp: sub.stamp)
        }
        let goneFolders = (children[folder] ?? []).filter { !listedFolders.contains($0) }

        try database.writeWithoutTransaction { db in
            try db.inTransaction(.immediate) {
                let delete = try db.cachedStatement(sql: "DELETE FROM photo WHERE path = ?")
                for path in gone.keys { try delete.execute(arguments: [path.blob]) }
                let upsert = try db.cachedStatement(
                    sql: """
                        INSERT INTO photo (path, folder, size, mtime_ns, inode, ctime_ns, width, height, taken, orientation,
                                           skip_reason, skip_size, skip_mtime_ns, skip_inode, skip_ctime_ns, duration)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        ON CONFLICT(path) DO UPDATE SET
                            folder = excluded.folder, size = excluded.size, mtime_ns = excluded.mtime_ns,
                            inode = excluded.inode, ctime_ns = excluded.ctime_ns, width = excluded.width, height = excluded.height,
                            taken = excluded.taken, orientation = excluded.orientation,
                            skip_reason = excluded.skip_reason, skip_size = excluded.skip_size,
                            skip_mtime_ns = excluded.skip_mtime_ns, skip_inode = excluded.skip_inode, skip_ctime_ns = excluded.skip_ctime_ns,
                            duration = excluded.duration
                        """)
                for (file, fact) in zip(toRead, facts) {
                    let skipped = fact.problem != nil
                    try upsert.execute(arguments: [
                        file.path.blob, folder.blob, file.identity.size, file.identity.modified,
                        Int64(bitPattern: file.identity.inode), file.identity.changed, fact.width, fact.height, fact.taken?.description,
                        fact.orientation, fact.problem, skipped ? file.identity.size : nil, skipped ? file.identity.modified : nil,
                        skipped ? Int64(bitPattern: file.identity.inode) : nil, skipped ? file.identity.changed : nil, fact.duration,
                    ])
                }
                try db.execute(
                    sql: """
                        INSERT INTO folder (path, parent, mtime_ns, device, inode, present) VALUES (?, ?, ?, ?, ?, 1)
                        ON CONFLICT(path) DO UPDATE SET parent = excluded.parent, mtime_ns = excluded.mtime_ns,
                            device = excluded.device, inode = excluded.inode, present = 1
                        """,
                    arguments: [folder.blob, parent?.blob, stamp.modified, Int64(bitPattern: stamp.device), Int64(bitPattern: stamp.inode)])
                // The subfolders found here, in the same transaction, as not yet listed (an
                // unknown mtime): a build stopped before reaching them (SIGTERM, a full disk)
                // lists them next time. Before, the folder's own stamp was stored alone, and a
                // later run that found the folder unchanged never learned of them.
                let placeholder = try db.cachedStatement(
                    sql: "INSERT INTO folder (path, parent, mtime_ns, device, inode, present) VALUES (?, ?, ?, ?, ?, 1) ON CONFLICT(path) DO NOTHING")
                for sub in unlisted {
                    try placeholder.execute(arguments: [
                        sub.path.blob, folder.blob, Self.unlisted, Int64(bitPattern: sub.stamp.device), Int64(bitPattern: sub.stamp.inode),
                    ])
                }
                return .commit
            }
        }
        state.folders[folder] = ScanState.Folder(parent: parent, stamp: stamp, present: true)
        if known == nil, let parent { children[parent, default: []].append(folder) }
        for sub in unlisted {
            var pending = sub.stamp
            pending.modified = Self.unlisted
            state.folders[sub.path] = ScanState.Folder(parent: folder, stamp: pending, present: true)
            children[folder, default: []].append(sub.path)
        }
        if wasPresent {
            changes.removed.append(contentsOf: gone.filter { !$0.value.skipped }.map(\.key).sorted())
        }
        for (file, fact) in zip(toRead, facts) {
            if let problem = fact.problem {
                changes.problems.append(SkippedFile(path: file.path, reason: problem))
                if wasPresent, let row = stored[file.path], !row.skipped { changes.removed.append(file.path) }
            } else {
                changes.added.append(PhotoRecord(path: file.path, taken: fact.taken))
            }
        }
        changes.added.append(contentsOf: cameBack)
        try removeSubtrees(goneFolders)
        try afterFolder?(folder)
    }

    /// A photo row as stored, for comparing with a fresh listing.
    private struct Stored {
        var identity: FileIdentity?
        var taken: PhotoDate?
        var skipped: Bool
    }

    private func storedPhotos(in folder: PhotoPath) throws -> [PhotoPath: Stored] {
        try database.read { db in
            var out: [PhotoPath: Stored] = [:]
            let rows = try Row.fetchCursor(
                db, sql: "SELECT path, size, mtime_ns, inode, ctime_ns, taken, \(LibrarySchema.skippedNow()) FROM photo WHERE folder = ?",
                arguments: [folder.blob])
            while let row = try rows.next() {
                let taken = (row[5] as String?).flatMap(PhotoDate.init(exif:))
                out[row.path(at: 0)] = Stored(identity: FileIdentity(row: row, at: 1), taken: taken, skipped: row[6] as Bool? ?? false)
            }
            return out
        }
    }

    // MARK: - Folders that went

    /// Deletes folders and everything below them (gone from disk, or no longer under a root),
    /// reporting the photos that were in the show.
    private mutating func removeSubtrees(_ folders: [PhotoPath]) throws {
        guard !folders.isEmpty else { return }
        let removed: [PhotoPath] = try database.writeWithoutTransaction { db in
            var removed: [PhotoPath] = []
            try db.inTransaction(.immediate) {
                for folder in folders {
                    let (low, high) = folder.descendantRange
                    let inside = "(folder = ? OR (folder >= ? AND folder < ?))"
                    let rows = try Row.fetchCursor(
                        db,
                        sql: """
                            SELECT p.path FROM photo p JOIN folder f ON f.path = p.folder
                            WHERE (p.folder = ? OR (p.folder >= ? AND p.folder < ?)) AND f.present AND NOT \(LibrarySchema.skippedNow("p."))
                            """,
                        arguments: [folder.blob, low, high])
                    while let row = try rows.next() { removed.append(row.path(at: 0)) }
                    try db.execute(sql: "DELETE FROM photo WHERE \(inside)", arguments: [folder.blob, low, high])
                    try db.execute(sql: "DELETE FROM folder WHERE path = ? OR (path >= ? AND path < ?)", arguments: [folder.blob, low, high])
                }
                return .commit
            }
            return removed
        }
        changes.removed.append(contentsOf: removed)
        for folder in folders {
            for path in state.folders.keys where path.isInside(folder) {
                state.folders[path] = nil
                state.watcher?.unwatch(path)
            }
        }
    }

    /// After a walk from the roots: folders not reached under a root that is still given are
    /// kept but marked absent (an unmounted disk comes back with its history); folders
    /// under roots no longer given are deleted.
    private mutating func settleUnreached() throws {
        let rootSet = Set(roots)
        var absent: [PhotoPath] = []
        var pruned: Set<PhotoPath> = []
        for (path, folder) in state.folders where !reached.contains(path) {
            if rootSet.contains(state.top(of: path)) {
                if folder.present { absent.append(path) }
            } else {
                pruned.insert(path)
            }
        }
        // Only the top of each pruned subtree: deleting it takes everything below.
        try removeSubtrees(pruned.filter { path in state.folders[path]?.parent.map { !pruned.contains($0) } ?? true }.sorted())
        guard !absent.isEmpty else { return }
        let removed: [PhotoPath] = try database.writeWithoutTransaction { db in
            var removed: [PhotoPath] = []
            try db.inTransaction(.immediate) {
                for folder in absent {
                    let rows = try Row.fetchCursor(
                        db, sql: "SELECT path FROM photo WHERE folder = ? AND NOT \(LibrarySchema.skippedNow())", arguments: [folder.blob])
                    while let row = try rows.next() { removed.append(row.path(at: 0)) }
                    try db.execute(sql: "UPDATE folder SET present = 0 WHERE path = ?", arguments: [folder.blob])
                }
                return .commit
            }
            return removed
        }
        for folder in absent { state.folders[folder]?.present = false }
        changes.removed.append(contentsOf: removed)
    }

    // MARK: - Watching

    private mutating func watch(_ folder: PhotoPath) {
        guard state.watcherUsable else { return }
        if state.watcher == nil {
            guard let watcher = FolderWatcher() else {
                state.watcherUsable = false
                logger.info("library: inotify is not available; polling folder times")
                return
            }
            state.watcher = watcher
        }
        guard let watcher = state.watcher, !watcher.isWatching(folder) else { return }
        if let error = watcher.watch(folder) {
            watchFailed = true
            if error == ENOSPC {
                state.watcherUsable = false
                state.watcher = nil
                logger.warning(
                    "library: the inotify watch limit (fs.inotify.max_user_watches) is reached at \(watcher.count) folders; polling folder times instead")
            }
        }
    }

    /// True when the next refresh may look only at folders inotify reports: every folder
    /// reached is watched and every root is on a local file system.
    private func trustable() -> Bool {
        guard state.watcherUsable, let watcher = state.watcher, !watchFailed else { return false }
        guard reached.allSatisfy({ watcher.isWatching($0) }) else { return false }
        return !roots.contains { FolderWatcher.isNetworkFileSystem($0) }
    }
}
