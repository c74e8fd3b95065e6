import UnwindRuntime
import UnwindSlideshow

/// Picking up new and deleted files while the show runs.
extension SlideshowScene {
    /// Every `rescanInterval` seconds (sooner, every 5 s, while there is nothing to show)
    /// scans the folders again and merges the result into the playlist.
    func rescanIfDue(_ context: SceneContext) {
        if let found = rescanner.take() { merge(found) }
        guard config.rescanInterval > 0 else { return }
        let every = machine.state == .empty ? min(5, config.rescanInterval) : config.rescanInterval
        guard now - lastRescan >= every else { return }
        lastRescan = now
        if isDeterministic {
            merge(rescanner.scanNow())
        } else {
            rescanner.start()
        }
    }

    /// Applies a scan: files gone leave the show, new ones join it, new problems are logged.
    func merge(_ found: PhotoScanner.Result) {
        for problem in found.skipped { skip(problem.path, reason: problem.reason) }
        let photos = found.photos.filter { !skippedPaths.contains($0) }
        let wasEmpty = playlist.isEmpty
        let changes = playlist.update(photos: photos)
        guard !changes.isEmpty else { return }
        logger.info("rescan: \(changes.added.count) new, \(changes.removed.count) gone")
        for path in changes.removed { metadata.remove(path) }
        if playlist.isEmpty {
            pending = nil
            machine.becameEmpty()
        } else if wasEmpty || machine.state == .empty {
            beginFirstPhoto()
        }
    }
}
