import UnwindPhotos

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size and change times: a photo skipped as broken is tried again once its stamp
/// differs (the copy finished, the file was replaced, its permissions changed).
public struct FileStamp: Hashable, Sendable, Codable {
    /// Bytes.
    public var size: Int64
    /// Last content change (mtime), nanoseconds since 1970.
    public var modified: Int64
    /// Last content or metadata change (ctime: also permissions and owner), nanoseconds since 1970.
    public var changed: Int64

    /// A stamp from its parts (tests; `read` for files).
    public init(size: Int64, modified: Int64, changed: Int64) {
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// The stamp of a file as `stat` sees it (following links); nil when it cannot be read.
    public static func read(_ path: PhotoPath) -> FileStamp? {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
        return FileStamp(info)
    }

    /// The stamp from a `stat` result.
    public init(_ info: stat) {
        #if canImport(Darwin)
        let m = info.st_mtimespec, c = info.st_ctimespec
        #else
        let m = info.st_mtim, c = info.st_ctim
        #endif
        self.init(
            size: Int64(info.st_size),
            modified: Int64(m.tv_sec) * 1_000_000_000 + Int64(m.tv_nsec),
            changed: Int64(c.tv_sec) * 1_000_000_000 + Int64(c.tv_nsec))
    }
}
