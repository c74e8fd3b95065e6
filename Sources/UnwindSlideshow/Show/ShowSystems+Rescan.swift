import UnwindECS
import UnwindMedia
import UnwindPhotos

/// Picking up new, deleted, repaired and returning files while the show runs.
extension ShowSystems {
    /// Every `rescanInterval` seconds asks for a scan; every 5 s while there is nothing to
    /// show or some photos have vanished (a NAS or USB disk that went away comes back soon).
    static func rescanTimer(_ world: World) {
        let interval = world.setup.config.rescanInterval
        guard interval > 0 else { return }
        let now = world.now
        let failures = world.failures
        let every = world.machine.state == .empty || failures.hasGone ? min(5, interval) : interval
        guard now - world.progress.lastRescan >= every else { return }
        world.progress.lastRescan = now
        world.request(.rescan(stamping: failures.watchedPaths))
    }

    /// Applies finished scans and index refreshes: files gone leave the show, new ones join
    /// it, broken files that changed and vanished files that came back are tried again, new
    /// problems are logged once.
    static func scans(_ world: World) {
        let arrived = world.inbox.scans
        guard !arrived.isEmpty else { return }
        world.withResource(ShowInbox.self) { $0.scans.removeAll() }
        for news in arrived {
            switch news {
            case .scan(let scan): merge(scan, in: world)
            case .changes(let changes): merge(changes, in: world)
            }
        }
    }

    /// A whole scan: the show's photos become the scan's.
    static func merge(_ scan: PhotoScanner.Result, in world: World) {
        var book = world.failures
        var sequence = world.sequence
        for problem in scan.skipped {
            world.log(book.record(problem.path, reason: problem.reason, kind: .scan))
        }
        noteRoots(missing: scan.missing, book: &book, sequence: sequence, in: world)
        book.settleScanProblems(reported: Set((scan.skipped + scan.missing).map(\.path)))
        var photos = book.admit(scan.photos, stamps: scan.stamps)
        world.failures = book
        // A root that is missing now is most likely a disk or share that went away for a
        // moment: its photos stay in the show until it returns.
        let missing = scan.missing.map(\.path)
        if !missing.isEmpty {
            let found = Set(photos)
            photos += sequence.playlist.cycle.filter { path in !found.contains(path) && missing.contains { path.isInside($0) } }
        }
        world.progress.missingRoots = missing
        world.progress.filesFound = scan.photos.count + scan.skipped.count
        let wasEmpty = sequence.isEmpty
        let changes = sequence.update(photos: photos)
        world.sequence = sequence
        took(changes, wasEmpty: wasEmpty, in: world)
    }

    /// An index refresh: only what changed. Costs nothing when nothing did, however many
    /// photos the show holds.
    static func merge(_ changes: PhotoChanges, in world: World) {
        adoptCuration(changes, in: world)
        var book = world.failures
        var sequence = world.sequence
        for problem in changes.problems {
            world.log(book.record(problem.path, reason: problem.reason, kind: .scan))
        }
        noteRoots(missing: changes.missing, book: &book, sequence: sequence, in: world)
        let missing = changes.missing.map(\.path)
        book.settleScanProblems(reported: Set(missing), among: world.progress.missingRoots)
        // Photos under a missing root stay, as with a scan; the index reports them removed.
        var removed = changes.removed.filter { path in !missing.contains { path.isInside($0) } }
        book.forget(removed)
        // A file whose header the index could not read leaves the show (a show that started
        // from a plain scan holds it until the first refresh).
        removed += changes.problems.map(\.path)
        let stillBroken = book.admitChanged(changes.added.map(\.path), stamps: changes.stamps)
        let gone = Set(removed)
        let retried = book.retries(stamps: changes.stamps).filter { !gone.contains($0) }
        let dates = sequence.playlist.catalog.dates
        let added = changes.added.filter { !stillBroken.contains($0.path) } + retried.map { PhotoRecord(path: $0, taken: dates[$0]) }
        world.failures = book
        world.progress.missingRoots = missing
        guard !added.isEmpty || !removed.isEmpty else { return }
        let wasEmpty = sequence.isEmpty
        let result = sequence.apply(added: added, removed: removed)
        world.sequence = sequence
        took(result, wasEmpty: wasEmpty, in: world)
    }

    /// An index taken over after the show started (it was locked) brings the hidden photos
    /// and favourites it remembers: hidden ones leave the show as a deleted file would (no
    /// jump back: the photo on screen stays unless it is one of them), favourites replace
    /// the show's (they include the show's own, written to the index first).
    static func adoptCuration(_ changes: PhotoChanges, in world: World) {
        guard changes.hidden != nil || changes.favorites != nil else { return }
        var sequence = world.sequence
        let shown = Set(sequence.playlist.cycle)
        let newlyHidden = (changes.hidden ?? []).subtracting(sequence.playlist.catalog.filter.hidden)
        for path in newlyHidden.sorted() { sequence.hide(path) }
        if let favorites = changes.favorites {
            for path in favorites.symmetricDifference(sequence.playlist.catalog.favorites) {
                sequence.setFavorite(path, favorites.contains(path))
            }
        }
        world.sequence = sequence
        let leaving = newlyHidden.intersection(shown)
        guard !leaving.isEmpty else { return }
        world.progress.photosVersion += 1
        for path in leaving { world.request(.forget(path)) }
        world.log("library index: \(leaving.count) photos hidden earlier leave the show")
        if sequence.isEmpty {
            world.loading.pending = nil
            world.machine.becameEmpty()
        }
    }

    /// Logs roots that went missing (once) and those that are back.
    static func noteRoots(missing: [SkippedFile], book: inout FailureBook, sequence: ShowSequence, in world: World) {
        for root in missing {
            let holding = sequence.playlist.cycle.contains { $0.isInside(root.path) }
            let reason = holding ? "\(root.reason); its photos stay in the show until it is back" : root.reason
            world.log(book.record(root.path, reason: reason, kind: .scan))
        }
        for root in world.progress.missingRoots where !missing.contains(where: { $0.path == root }) {
            world.log("\(root) is back")
        }
    }

    /// After the sequence took a scan's or refresh's photos: logs what changed, forgets what
    /// left, and starts or empties the show.
    static func took(_ changes: Playlist.Changes, wasEmpty: Bool, in world: World) {
        guard !changes.isEmpty else { return }
        world.progress.photosVersion += 1
        world.log("rescan: \(changes.added.count) new, \(changes.removed.count) gone")
        for path in changes.removed { world.request(.forget(path)) }
        if world.sequence.isEmpty {
            world.loading.pending = nil
            world.machine.becameEmpty()
        } else if wasEmpty || world.machine.state == .empty {
            beginFirstSlide(in: world)
        }
    }
}

extension PhotoPath {
    /// True when this path is `root` or lies under it.
    func isInside(_ root: PhotoPath) -> Bool {
        let rootBytes = root.bytes.last == UInt8(ascii: "/") ? Array(root.bytes.dropLast()) : root.bytes
        guard bytes.count >= rootBytes.count, bytes.starts(with: rootBytes) else { return false }
        return bytes.count == rootBytes.count || bytes[rootBytes.count] == UInt8(ascii: "/")
    }
}
