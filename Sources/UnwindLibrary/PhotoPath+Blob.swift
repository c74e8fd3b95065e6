import Foundation
import GRDB
import UnwindMedia
import UnwindPhotos

/// Paths are stored as their raw bytes (BLOB), so a name that is not UTF-8 round-trips.
extension PhotoPath {
    /// The bytes as a BLOB value.
    var blob: Data { Data(bytes) }

    /// The BLOB bounds of everything inside this folder: `[self + "/", self + "0")`, since
    /// "0" is the byte after "/" and BLOBs compare bytewise.
    var descendantRange: (Data, Data) {
        (Data(bytes + [UInt8(ascii: "/")]), Data(bytes + [UInt8(ascii: "0")]))
    }

    /// The path without trailing slashes (`/srv/photos/` is the root `/srv/photos`), so a
    /// root names its folder the way the paths found under it start.
    var withoutTrailingSlashes: PhotoPath {
        var end = bytes.count
        while end > 1, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return end == bytes.count ? self : PhotoPath(bytes: Array(bytes[..<end]))
    }

    /// True when `self` is `folder` or lies inside it.
    func isInside(_ folder: PhotoPath) -> Bool {
        bytes.starts(with: folder.bytes) && (bytes.count == folder.bytes.count || bytes[folder.bytes.count] == UInt8(ascii: "/"))
    }
}

extension Row {
    /// The BLOB at `index` as a path (empty when NULL).
    func path(at index: Int) -> PhotoPath {
        (try? withUnsafeData(atIndex: index) { data in PhotoPath(bytes: data.map { [UInt8]($0) } ?? []) }) ?? PhotoPath(bytes: [])
    }
}

extension FileIdentity {
    /// From the `size`, `mtime_ns`, `inode`, `ctime_ns` columns at `index` … `index + 3`.
    init?(row: Row, at index: Int) {
        guard let size = row[index] as Int64?, let modified = row[index + 1] as Int64?, let inode = row[index + 2] as Int64?,
            let changed = row[index + 3] as Int64?
        else { return nil }
        self.init(size: size, modified: modified, changed: changed, inode: UInt64(bitPattern: inode))
    }
}
