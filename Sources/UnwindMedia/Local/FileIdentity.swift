import UnwindPhotos

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What says a file is still the same file: size, modification and change times, inode.
///
/// Any difference means the file may now read differently: the copy finished (size, mtime),
/// it was replaced (inode), or its permissions or owner changed (ctime). The library index
/// reads a photo's header and EXIF again only when this changes, and a photo skipped as bad
/// (in the running show's failure book and in the index across restarts) is tried again
/// exactly when it does.
public struct FileIdentity: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Size in bytes.
    public var size: Int64
    /// Last content change (mtime), nanoseconds since 1970.
    public var modified: Int64
    /// Last content or metadata change (ctime: also permissions and owner), nanoseconds since 1970.
    public var changed: Int64
    /// Inode number (a file replaced by rename gets a new one).
    public var inode: UInt64

    /// An identity from its parts (the library reads them back from its table; tests).
    public init(size: Int64, modified: Int64, changed: Int64 = 0, inode: UInt64 = 0) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }

    /// The identity from a `stat` result.
    public init(_ info: stat) {
        self.init(size: Int64(info.st_size), modified: info.modifiedNanoseconds, changed: info.changedNanoseconds, inode: UInt64(info.st_ino))
    }

    /// The identity of the file at `path` now (following links); nil when it cannot be read.
    public static func of(_ path: PhotoPath) -> FileIdentity? {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
        return FileIdentity(info)
    }

    /// Size, times and inode, for logs.
    public var description: String { "\(size) bytes, mtime \(modified) ns, ctime \(changed) ns, inode \(inode)" }
}

/// What says a folder's list of entries may have changed: its modification time (which
/// creating, deleting or renaming an entry updates) and where it lives (device, inode).
public struct FolderStamp: Hashable, Sendable {
    /// Modification time in nanoseconds since 1970.
    public var modified: Int64
    /// The device the folder is on.
    public var device: UInt64
    /// The folder's inode (with `device`, what a link loop is noticed by).
    public var inode: UInt64

    /// A stamp from its parts (the library reads them back from its table).
    public init(modified: Int64, device: UInt64, inode: UInt64) {
        self.modified = modified
        self.device = device
        self.inode = inode
    }

    /// The stamp from a `stat` result.
    public init(_ info: stat) {
        self.init(modified: info.modifiedNanoseconds, device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}

extension stat {
    /// `st_mtim` in nanoseconds since 1970.
    var modifiedNanoseconds: Int64 {
        #if canImport(Glibc)
        Int64(st_mtim.tv_sec) * 1_000_000_000 + Int64(st_mtim.tv_nsec)
        #else
        Int64(st_mtimespec.tv_sec) * 1_000_000_000 + Int64(st_mtimespec.tv_nsec)
        #endif
    }

    /// `st_ctim` in nanoseconds since 1970.
    var changedNanoseconds: Int64 {
        #if canImport(Glibc)
        Int64(st_ctim.tv_sec) * 1_000_000_000 + Int64(st_ctim.tv_nsec)
        #else
        Int64(st_ctimespec.tv_sec) * 1_000_000_000 + Int64(st_ctimespec.tv_nsec)
        #endif
    }
}
