#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes read at offsets, from a file (`pread`, read only) or from memory: the box and IFD
/// walkers below read through it, so a clip's `moov` can be walked header by header without
/// reading its sample tables, and a block already in memory is walked the same way.
protocol ByteWindow {
    /// How many bytes there are.
    var size: Int { get }
    /// Up to `count` bytes at `offset` (fewer at the end; none outside).
    func read(at offset: Int, count: Int) -> [UInt8]
}

/// A file opened read-only; closed when dropped.
final class ReadOnlyFile: ByteWindow {
    private let descriptor: Int32
    let size: Int

    /// Opens `path`; nil when it cannot be opened or is not a regular file.
    init?(_ path: PhotoPath) {
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        size = Int(info.st_size)
    }

    deinit {
        close(descriptor)
    }

    func read(at offset: Int, count: Int) -> [UInt8] {
        guard offset >= 0, offset < size, count > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: min(count, size - offset))
        let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
        guard got > 0 else { return [] }
        bytes.removeLast(bytes.count - got)
        return bytes
    }
}

/// Bytes already in memory.
struct MemoryWindow: ByteWindow {
    let bytes: [UInt8]
    var size: Int { bytes.count }

    func read(at offset: Int, count: Int) -> [UInt8] {
        guard offset >= 0, offset < bytes.count, count > 0 else { return [] }
        return Array(bytes[offset..<min(bytes.count, offset + count)])
    }
}

extension [UInt8] {
    /// The big-endian number of `width` bytes (1...8) at `offset`; nil past the end.
    func bigEndian(at offset: Int, width: Int) -> UInt64? {
        guard width >= 1, width <= 8, offset >= 0, offset + width <= count else { return nil }
        return self[offset..<(offset + width)].reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// Four bytes at `offset` as a box or atom type (`moov`).
    func fourCC(at offset: Int) -> String? {
        guard offset >= 0, offset + 4 <= count else { return nil }
        return String(decoding: self[offset..<(offset + 4)], as: UTF8.self)
    }
}
