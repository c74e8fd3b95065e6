import Foundation
import UnwindPhotos

#if canImport(Glibc)
import Glibc
#endif

/// Which file system a path lives on, from `/proc/self/mounts` (the longest mount point
/// that contains the path's real location).
enum MountTable {
    /// The file system type (`ext4`, `nfs4`, `fuse.sshfs`, ...), or nil when unknown.
    static func fileSystemType(of path: PhotoPath) -> String? {
        guard let resolved = path.withCString({ realpath($0, nil) }) else { return nil }
        let real = Array(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved)))
        free(resolved)
        guard let table = FileManager.default.contents(atPath: "/proc/self/mounts") else { return nil }
        var best: (length: Int, type: String)?
        for line in table.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "))
            guard fields.count >= 3 else { continue }
            let point = unescape(Array(fields[1]))
            guard contains(point, real), point.count > best?.length ?? -1 else { continue }
            best = (point.count, String(decoding: fields[2], as: UTF8.self))
        }
        return best?.type
    }

    /// True when `path` is `point` or inside it.
    private static func contains(_ point: [UInt8], _ path: [UInt8]) -> Bool {
        if point == [UInt8(ascii: "/")] { return true }
        guard path.starts(with: point) else { return false }
        return path.count == point.count || path[point.count] == UInt8(ascii: "/")
    }

    /// Mount points escape space, tab, newline and backslash as `\\ooo` (octal).
    private static func unescape(_ field: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 0
        while i < field.count {
            if field[i] == UInt8(ascii: "\\"), i + 4 <= field.count,
                let value = UInt8(String(decoding: field[(i + 1)..<(i + 4)], as: UTF8.self), radix: 8)
            {
                out.append(value)
                i += 4
            } else {
                out.append(field[i])
                i += 1
            }
        }
        return out
    }
}
