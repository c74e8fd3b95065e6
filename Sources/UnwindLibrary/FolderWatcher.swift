import UnwindPhotos

#if canImport(Glibc)
import Glibc
#endif

/// The one owner of an inotify instance: watches folders and says which ones changed.
///
/// Folder mtimes tell a poll that entries were added, removed or renamed, but not that a
/// photo was rewritten in place (a rotate in an editor that saves over the file); inotify's
/// `IN_CLOSE_WRITE` does. Where every root is on a local file system and no event was lost,
/// a refresh needs to look only at the folders reported here. Network file systems (NFS,
/// SMB, FUSE) do not report changes made by other machines, so there the library keeps
/// polling folder mtimes and uses the watcher only for what this machine does.
///
/// The file descriptor is closed exactly once, when the watcher goes. Not thread-safe: the
/// library uses it only while holding its scan lock.
final class FolderWatcher {
    /// What happened since the last `drain`.
    struct Drained {
        /// Folders with created, deleted, moved or rewritten entries (or that went themselves).
        var changed: Set<PhotoPath> = []
        /// True when the kernel dropped events (queue overflow): anything may have changed.
        var overflowed = false
    }

    private let fd: Int32
    private var folders: [Int32: PhotoPath] = [:]
    private var descriptors: [PhotoPath: Int32] = [:]

    #if canImport(Glibc)
    private static let mask: UInt32 =
        UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO) | UInt32(IN_CLOSE_WRITE)
        | UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_ONLYDIR)
    #endif

    /// A watcher, or nil where inotify is not available (not Linux, or no instances left).
    init?() {
        #if canImport(Glibc)
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        self.fd = fd
        #else
        return nil
        #endif
    }

    deinit {
        close(fd)
    }

    /// Folders watched now.
    var count: Int { descriptors.count }

    /// True when `folder` is watched.
    func isWatching(_ folder: PhotoPath) -> Bool {
        descriptors[folder] != nil
    }

    /// Watches `folder`. Returns the errno on failure (`ENOSPC`: the user's watch limit,
    /// `fs.inotify.max_user_watches`, is reached).
    func watch(_ folder: PhotoPath) -> Int32? {
        #if canImport(Glibc)
        guard descriptors[folder] == nil else { return nil }
        let wd = folder.withCString { inotify_add_watch(fd, $0, Self.mask) }
        guard wd >= 0 else { return errno }
        if let previous = folders[wd], previous != folder { descriptors[previous] = nil }
        folders[wd] = folder
        descriptors[folder] = wd
        return nil
        #else
        return ENOSYS
        #endif
    }

    /// Stops watching `folder` (deleted from the index).
    func unwatch(_ folder: PhotoPath) {
        #if canImport(Glibc)
        guard let wd = descriptors.removeValue(forKey: folder) else { return }
        folders[wd] = nil
        inotify_rm_watch(fd, wd)
        #endif
    }

    /// True when events are waiting (cheap: one `poll` with no timeout).
    var hasEvents: Bool {
        var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0 && request.revents & Int16(POLLIN) != 0
    }

    /// Reads every waiting event without blocking.
    func drain() -> Drained {
        var drained = Drained()
        #if canImport(Glibc)
        let capacity = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = read(fd, buffer, capacity)
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                offset += header + Int(event.len)
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    drained.overflowed = true
                    continue
                }
                guard let folder = folders[event.wd] else { continue }
                drained.changed.insert(folder)
                if event.mask & UInt32(IN_IGNORED) != 0 {
                    folders[event.wd] = nil
                    descriptors[folder] = nil
                }
            }
        }
        #endif
        return drained
    }

    /// True when `path` is on a file system whose changes by other machines inotify does not
    /// see (NFS, SMB/CIFS, FUSE mounts such as sshfs, Ceph, AFS, 9p), or cannot be placed.
    static func isNetworkFileSystem(_ path: PhotoPath) -> Bool {
        guard let type = MountTable.fileSystemType(of: path) else { return true }
        let remote: Set<String> = ["nfs", "nfs4", "cifs", "smb3", "smbfs", "ceph", "9p", "afs", "davfs", "lustre", "gfs2", "ocfs2"]
        return remote.contains(type) || type.hasPrefix("fuse")
    }
}
