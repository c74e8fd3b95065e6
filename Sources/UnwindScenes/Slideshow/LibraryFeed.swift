import Foundation
import UnwindLibrary
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow

/// The slideshow's side of the library index: refreshes it when the show asks for a rescan
/// (and in a window as soon as inotify reports a change), hands what changed to the show,
/// and records what the show did (shown, skipped, its place in the cycle) so a restart
/// carries on.
///
/// Windowed runs refresh on the worker's queue, so a folder of 100,000 files never stalls a
/// frame; headless runs refresh on the spot at the moments the show asks, so a run stays a
/// function of its inputs and the folders' contents.
final class LibraryFeed {
    let worker: LibraryWorker
    let roots: [PhotoPath]
    let excluded: [FolderGlob]
    /// Show time inotify was last asked about.
    private var lastWatchCheck = -1.0
    /// Network sources' cached photos (`PhotoFeed`), joined to what the index reports.
    var photoFeeds: [any PhotoFeed] = []
    /// The roots the last index refresh found missing: a feed's news that come between two
    /// refreshes carry them, so the show neither forgets nor re-announces a missing root.
    private var lastMissing: [SkippedFile] = []

    init(worker: LibraryWorker, roots: [PhotoPath], excluded: [FolderGlob]) {
        self.worker = worker
        self.roots = roots
        self.excluded = excluded
    }

    /// True when the index lives in a file (it may be stale: refresh it before trusting it).
    var isPersistent: Bool {
        if case .file = worker.library.storage { return true }
        return false
    }

    /// Starts a refresh in the background; `stamping` names files to stamp by name.
    func refresh(stamping: Set<PhotoPath> = []) {
        worker.refresh(roots: roots, excluding: excluded, stamping: stamping)
    }

    /// Refreshes on the calling thread (headless runs, where time is simulated).
    func refreshNow(stamping: Set<PhotoPath> = []) -> PhotoChanges {
        let worker = worker
        var changes = worker.library.refresh(roots: roots, excluding: excluded, until: { worker.shouldStop() })
        changes.stamps = LibraryChanges.stamps(of: stamping)
        return joiningFeeds(changes.forShow)
    }

    /// What the background refreshes found since the last call, once, and what the network
    /// feeds cached or dropped meanwhile.
    func take() -> PhotoChanges? {
        let indexed = worker.takeChanges()?.forShow
        let fed = photoFeeds.compactMap { $0.take() }
        guard indexed != nil || !fed.isEmpty else { return nil }
        return joiningFeeds(indexed, fed)
    }

    /// `changes` with the feeds' news added (photos downloaded or dropped since the last call).
    private func joiningFeeds(_ changes: PhotoChanges?, _ fed: [PhotoChanges]? = nil) -> PhotoChanges {
        if let changes { lastMissing = changes.missing }
        var joined = changes ?? PhotoChanges(missing: lastMissing)
        for news in fed ?? photoFeeds.compactMap({ $0.take() }) {
            joined.added += news.added
            joined.removed += news.removed
        }
        return joined
    }

    /// About once a second of show time: true when inotify reported a change since the last
    /// refresh (the show refreshes at once instead of waiting for its rescan interval).
    func watcherReported(at now: Double) -> Bool {
        guard lastWatchCheck < 0 || now - lastWatchCheck >= 1 else { return false }
        lastWatchCheck = now
        return worker.library.hasPendingChanges
    }

    /// Records what the show did (queued on the worker).
    func note(_ note: ShowNote) {
        switch note {
        case .shown(let photos, let place):
            let now = Date()
            for photo in photos { worker.markShown(photo, at: now) }
            for feed in photoFeeds {
                for photo in photos { feed.noteShown(photo) }
            }
            worker.saveCycle(place)
        case .skipped(let path, let reason):
            worker.markSkipped(path, reason: reason)
        case .hidden(let path):
            worker.hide(path)
        case .favorite(let path, let on):
            worker.setFavorite(path, on)
        }
    }
}
