import Dispatch
import Foundation
import UnwindMedia
import UnwindPhotos
import UnwindSync

/// The library on a background queue, for a show that must never wait for it: every call
/// returns at once; refresh results are picked up later with `takeChanges()`, like the
/// scene's `Rescanner`.
///
/// Calls run in the order made, on one utility-priority queue: marks and saves queued
/// behind a long first build simply wait their turn (they are never needed by a frame).
public final class LibraryWorker: Sendable {
    /// The library the work is done on (its reads may also be called directly, off the
    /// render thread).
    public let library: PhotoLibrary
    private let queue = DispatchQueue(label: "unwind.library", qos: .utility)
    private let pending = Locked(Pending())
    private let stopping = Locked(false)
    private let stopRequested: @Sendable () -> Bool
    /// How often a refresh first checks the index for damage (`PhotoLibrary.integrityInterval`).
    let integrityInterval: Duration

    private struct Pending {
        var changes: LibraryChanges?
        var refreshing = false
        /// When the index was last checked for damage (`PhotoLibrary.checkIntegrity`).
        var checked = ContinuousClock.now
    }

    /// A worker with its own serial queue for `library`; `stop` (the process's SIGTERM)
    /// ends a refresh between folders, so a show stopped during its first index build
    /// exits at once and the next start carries on with the folders not reached.
    public convenience init(library: PhotoLibrary, stop: @escaping @Sendable () -> Bool = { false }) {
        self.init(library: library, stop: stop, integrityInterval: PhotoLibrary.integrityInterval)
    }

    /// A worker that checks the index every `integrityInterval` (tests check at once).
    init(library: PhotoLibrary, stop: @escaping @Sendable () -> Bool, integrityInterval: Duration) {
        self.library = library
        self.stopRequested = stop
        self.integrityInterval = integrityInterval
    }

    /// True once the show ends (`stopRefreshing`) or `stop` says so: refreshes end between
    /// folders. Headless shows that refresh on the spot pass it to `PhotoLibrary.refresh`.
    public func shouldStop() -> Bool {
        stopping.value || stopRequested()
    }

    /// Ends a refresh in progress after the folder it is reading (the show is leaving: the
    /// home menu's back, or the end of a run); calls made after it still run.
    public func stopRefreshing() {
        stopping.withLock { $0 = true }
    }

    /// Starts a refresh unless one is running; its result, merged with any not yet taken,
    /// comes from `takeChanges()`. `stamping` names files whose stamps to read after it (the
    /// show's broken and vanished photos, which it retries when they change or return).
    public func refresh(roots: [PhotoPath], excluding: [FolderGlob] = [], stamping: Set<PhotoPath> = []) {
        let integrityInterval = integrityInterval
        let (start, check) = pending.withLock { state in
            guard !state.refreshing else { return (false, false) }
            state.refreshing = true
            let due = ContinuousClock.now - state.checked >= integrityInterval
            if due { state.checked = .now }
            return (true, due)
        }
        guard start else { return }
        queue.async { [self] in
            // Once an hour: damage met later (a failing card, another writer) is logged and
            // the index rebuilt, instead of going unnoticed until a query trips on it.
            if check { library.checkIntegrity() }
            var found = library.refresh(roots: roots, excluding: excluding, until: { [self] in shouldStop() })
            found.stamps = LibraryChanges.stamps(of: stamping)
            pending.withLock { state in
                state.refreshing = false
                state.changes = state.changes.map { $0.merged(with: found) } ?? found
            }
        }
    }

    /// True while a refresh runs.
    public var isRefreshing: Bool { pending.withLock { $0.refreshing } }

    /// The changes of refreshes finished since the last call, once.
    public func takeChanges() -> LibraryChanges? {
        pending.withLock { state in
            defer { state.changes = nil }
            return state.changes
        }
    }

    /// Counts a photo as shown (queued).
    public func markShown(_ path: PhotoPath, at date: Date = Date()) {
        queue.async { [library] in library.markShown(path, at: date) }
    }

    /// Records a skipped photo (queued); see `PhotoLibrary.markSkipped`.
    public func markSkipped(_ path: PhotoPath, reason: String, identity: FileIdentity? = nil) {
        queue.async { [library] in library.markSkipped(path, reason: reason, identity: identity) }
    }

    /// Hides a photo for good (queued); see `PhotoLibrary.hide`.
    public func hide(_ path: PhotoPath) {
        queue.async { [library] in library.hide(path) }
    }

    /// Marks a photo as a favourite or not (queued).
    public func setFavorite(_ path: PhotoPath, _ on: Bool) {
        queue.async { [library] in library.setFavorite(path, on) }
    }

    /// Saves the show's place (queued; the cycle array is shared, not copied).
    public func saveCycle(_ saved: SavedCycle) {
        queue.async { [library] in library.saveCycle(saved) }
    }

    /// Waits until everything queued so far is done (at the end of a run, and in tests).
    public func finish() {
        queue.sync {}
    }

    /// Waits as `finish()` does, but at most `seconds`; true when everything was done. A run
    /// stopped by a signal must exit within a second, and the first save of a cycle of tens
    /// of thousands of photos can take longer: what is cut off is a transaction SQLite rolls
    /// back, so the index keeps what it had (the next run starts a new cycle).
    @discardableResult
    public func finish(within seconds: Double) -> Bool {
        let done = DispatchSemaphore(value: 0)
        queue.async { done.signal() }
        return done.wait(timeout: .now() + seconds) == .success
    }
}

extension LibraryChanges {
    /// Two refreshes' changes as one: a photo added then removed (or the reverse) counts
    /// by its last change.
    func merged(with later: LibraryChanges) -> LibraryChanges {
        let laterRemoved = Set(later.removed)
        let laterAdded = Set(later.added.map(\.path))
        var out = later
        out.added = added.filter { !laterRemoved.contains($0.path) && !laterAdded.contains($0.path) } + later.added
        out.removed = removed.filter { !laterAdded.contains($0) && !laterRemoved.contains($0) } + later.removed
        out.problems = problems + later.problems
        out.foldersListed += foldersListed
        out.filesRead += filesRead
        out.stamps = stamps.merging(later.stamps) { _, newer in newer }
        out.curation = later.curation ?? curation
        return out
    }
}
