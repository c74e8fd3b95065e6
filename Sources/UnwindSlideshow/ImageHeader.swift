#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import UnwindPhotos

/// An image's format and pixel size, read from the first bytes of the file before decoding.
///
/// Decoders allocate width × height × 4 bytes up front, so a 30000×30000 PNG of a few
/// kilobytes (a decompression bomb) would take 3.6 GB. Reading the header first lets the
/// show refuse such a file with a clear reason instead of running out of memory.
public struct ImageHeader: Equatable, Sendable {
    public enum Format: String, Sendable {
        case png, jpeg, gif, bmp, webp, tiff
    }

    public var format: Format
    public var width: Int
    public var height: Int

    public init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// Why a header could not be read.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
        public init(_ description: String) {
            self.description = description
        }
    }

    /// Reads the header of a file (read-only). Returns nil for formats not sniffed here,
    /// which the decoder then judges on its own.
    public static func read(path: String) throws(Problem) -> ImageHeader? {
        try read(path: PhotoPath(path))
    }

    /// Reads the header of a file named by raw bytes (read-only).
    public static func read(path: PhotoPath) throws(Problem) -> ImageHeader? {
        let fd = path.withCString { open($0, O_RDONLY) }
        guard fd >= 0 else { throw Problem(String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Problem(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Problem("not a regular file") }
        guard info.st_size > 0 else { throw Problem("the file is empty (0 bytes)") }
        let reader = FileBytes(fd: fd, size: Int(info.st_size))
        return try parse(reader)
    }

    /// Parses a header from bytes in memory (tests, and anything already read).
    public static func parse(bytes: [UInt8]) throws(Problem) -> ImageHeader? {
        try parse(MemoryBytes(bytes: bytes))
    }

    static func parse(_ bytes: some ByteSource) throws(Problem) -> ImageHeader? {
        let head = bytes.read(at: 0, count: 32)
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try png(head) }
        if head.starts(with: [0xFF, 0xD8]) { return try jpeg(bytes) }
        if head.starts(with: Array("GIF8".utf8)) { return try gif(head) }
        if head.starts(with: Array("BM".utf8)) { return try bmp(head) }
        if head.starts(with: Array("RIFF".utf8)), head.count >= 12, Array(head[8..<12]) == Array("WEBP".utf8) { return try webp(head) }
        if head.starts(with: [0x49, 0x49, 0x2A, 0x00]) || head.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return try tiff(bytes) }
        return nil
    }
}

/// Random access to a file's bytes, or to bytes in memory.
protocol ByteSource {
    var size: Int { get }
    /// Up to `count` bytes from `offset`; fewer at the end.
    func read(at offset: Int, count: Int) -> [UInt8]
}

struct FileBytes: ByteSource {
    let fd: Int32
    let size: Int

    func read(at offset: Int, count: Int) -> [UInt8] {
        guard offset >= 0, offset < size, count > 0 else { return [] }
        var out = [UInt8](repeating: 0, count: min(count, size - offset))
        let got = out.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(offset)) }
        return got > 0 ? Array(out.prefix(got)) : []
    }
}

struct MemoryBytes: ByteSource {
    let bytes: [UInt8]
    var size: Int { bytes.count }

    func read(at offset: Int, count: Int) -> [UInt8] {
        guard offset >= 0, offset < bytes.count, count > 0 else { return [] }
        return Array(bytes[offset..<min(bytes.count, offset + count)])
    }
}
