import UnwindMedia
import UnwindPhotos

/// What the library remembers between refreshes in one process: the folder table in
/// memory (so an unchanged library costs one `stat` per folder, or nothing with inotify),
/// and the watcher.
struct ScanState {
    /// A folder as last listed.
    struct Folder {
        var parent: PhotoPath?
        var stamp: FolderStamp
        var present: Bool
    }

    /// The connection generation `folders` was loaded from; -1 to reload.
    var generation = -1
    var folders: [PhotoPath: Folder] = [:]
    var watcher: FolderWatcher?
    /// False once inotify failed to start or ran out of watches: polling only.
    var watcherUsable = true
    /// True when the last full walk watched every folder on local file systems, so the next
    /// refresh may look only at reported folders.
    var trustsWatcher = false
    /// When every folder was last listed in this process (nil: not yet). Polling sees a
    /// photo rewritten in place only when its folder is listed, so a long-running show
    /// lists everything once a day (a `stat` per file; no file is opened unless changed).
    var lastRelisted: ContinuousClock.Instant?
    /// The roots and exclusions of the last refresh in this process (nil: none yet).
    var roots: [PhotoPath]?
    var excluded: [FolderGlob]?

    /// Children of each folder, from `folders`.
    func childrenByParent() -> [PhotoPath: [PhotoPath]] {
        var out: [PhotoPath: [PhotoPath]] = [:]
        for (path, folder) in folders {
            if let parent = folder.parent { out[parent, default: []].append(path) }
        }
        return out
    }

    /// The root a folder hangs from (itself when it has no parent).
    func top(of path: PhotoPath) -> PhotoPath {
        var current = path
        var steps = 0
        while let parent = folders[current]?.parent, steps < 4096 {
            current = parent
            steps += 1
        }
        return current
    }
}
