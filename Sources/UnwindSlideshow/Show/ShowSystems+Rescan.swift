import UnwindECS
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
        world.request(.rescan(stamping: failures.stampedPaths))
    }

    /// Applies finished scans: files gone leave the show, new ones join it, broken files that
    /// changed and vanished files that came back are tried again, new problems are logged once.
    static func scans(_ world: World) {
        let arrived = world.inbox.scans
        guard !arrived.isEmpty else { return }
        world.withResource(ShowInbox.self) { $0.scans.removeAll() }
        for scan in arrived { merge(scan, in: world) }
    }

    static func merge(_ scan: PhotoScanner.Result, in world: World) {
        var book = world.failures
        var sequence = world.sequence
        for problem in scan.skipped {
            world.log(book.record(problem.path, reason: problem.reason, kind: .scan))
        }
        for root in scan.missing {
            let holding = sequence.playlist.cycle.contains { $0.isInside(root.path) }
            let reason = holding ? "\(root.reason); its photos stay in the show until it is back" : root.reason
            world.log(book.record(root.path, reason: reason, kind: .scan))
        }
        for root in world.progress.missingRoots where !scan.missing.contains(where: { $0.path == root }) {
            world.log("\(root) is back")
        }
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
        guard !changes.isEmpty else { return }
        world.log("rescan: \(changes.added.count) new, \(changes.removed.count) gone")
        for path in changes.removed { world.request(.forget(path)) }
        if sequence.isEmpty {
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
