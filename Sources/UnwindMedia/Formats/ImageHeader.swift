import UnwindPhotos

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An image's format and pixel size, read from the file's first bytes before decoding.
///
/// Decoders allocate width × height × 4 bytes up front, so a 30000×30000 image of a few
/// dozen bytes (a decompression bomb: a 35-byte GIF, a 122-byte SVG) would take 3.6 GB or
/// more. Every format the show decodes is sized here, by content (magic bytes, never the
/// extension); anything else is refused with a reason, so nothing reaches a decoder unsized.
/// For formats with several images (GIF frames, HEIF items) the size is the envelope: the
/// widest and tallest of them, an upper bound of what any decode step allocates.
public struct ImageHeader: Equatable, Sendable {
    /// The formats the show decodes, as a header names them; everything else about each
    /// (content test, extensions, decoder, metadata) is its `ImageFormat` registry entry.
    public enum Format: String, Sendable, CaseIterable {
        case png, jpeg, gif, bmp, webp, tiff, pnm, svg, qoi, ico, cur, lbm, pcx, xv, heif, avif

        /// The name people know the format by, for messages.
        public var displayName: String {
            switch self {
            case .pnm: "PNM"
            case .heif: "HEIF"
            case .lbm: "ILBM"
            default: rawValue.uppercased()
            }
        }
    }

    /// The format, from the content.
    public var format: Format
    /// Width in pixels (for several images, the widest).
    public var width: Int
    /// Height in pixels (for several images, the tallest).
    public var height: Int

    /// For a progressive JPEG, the bytes libjpeg holds for the whole image's DCT coefficients
    /// while it decodes (2 per sample of each component, in whole 8×8 blocks): the one large
    /// buffer a row-at-a-time decode cannot avoid. 0 for a baseline JPEG and other formats.
    public var progressiveCoefficientBytes = 0

    /// For a PNG, whether its rows are stored Adam7-interlaced (IHDR's interlace method): the
    /// last pass completes every row, so such a file is decoded whole, not a row at a time.
    public var interlaced = false

    /// A header with a known format and size.
    public init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// Width × height, or nil when that product does not fit in an `Int`.
    public var pixelCount: Int? {
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? nil : count
    }

    /// Why a header could not be read, or why the file is not decoded at all.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// The reason, worded to follow "skipped FILE: ".
        public var description: String
        /// A problem with its reason.
        public init(_ description: String) {
            self.description = description
        }
    }

    /// Reads the header of a file (opened read-only).
    public static func read(path: String) throws(Problem) -> ImageHeader {
        try read(path: PhotoPath(path))
    }

    /// Reads the header of a file named by raw bytes: Linux names need not be UTF-8.
    public static func read(path: PhotoPath) throws(Problem) -> ImageHeader {
        guard !path.bytes.isEmpty else { throw Problem("the path is empty") }
        let fd = path.withCString { open($0, O_RDONLY) }
        guard fd >= 0 else { throw Problem(String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Problem(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Problem("not a regular file") }
        guard info.st_size > 0 else { throw Problem("the file is empty (0 bytes)") }
        return try parse(FileBytes(fd: fd, size: Int(info.st_size)))
    }

    /// Parses a header from bytes in memory (tests, fuzzing, anything already read).
    public static func parse(bytes: [UInt8]) throws(Problem) -> ImageHeader {
        try parse(MemoryBytes(bytes: bytes))
    }

    /// Tries the registry's entries in order (`ImageFormat.registry`); the first whose
    /// content test matches sizes the header or refuses the file.
    static func parse(_ bytes: some ByteSource) throws(Problem) -> ImageHeader {
        let head = bytes.read(at: 0, count: 32)
        guard !head.isEmpty else { throw Problem("the file is empty (0 bytes)") }
        for entry in ImageFormat.registry where entry.sniff(head, bytes) {
            return try entry.header(head, bytes)
        }
        throw Problem(
            "not an image format the show decodes (the content matches none of JPEG, PNG, GIF, WebP, HEIC, AVIF, TIFF, BMP, PNM, QOI, SVG, ICO, CUR, PCX, ILBM, XV)"
        )
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// The test SDL_image uses for SVG: `<svg` within the first 4095 bytes, before any NUL.
    static func hasSVGTag(_ bytes: some ByteSource) -> Bool {
        let head = bytes.read(at: 0, count: 4095)
        let text = head.prefix { $0 != 0 }
        let needle = Array("<svg".utf8)
        guard text.count >= needle.count else { return false }
        let array = Array(text)
        return (0...(array.count - needle.count)).contains { array[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// Checks a decoded size is positive and returns the header.
    static func sized(_ format: Format, width: Int, height: Int) throws(Problem) -> ImageHeader {
        guard width > 0, height > 0 else { throw Problem("the \(format.displayName) header gives an empty size \(width)×\(height)") }
        return ImageHeader(format: format, width: width, height: height)
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

/// Reads a byte source front to back through a 64 KB window, for formats that are walked
/// block by block (GIF) or scanned for markers (JPEG).
struct ByteCursor<Source: ByteSource> {
    let source: Source
    private(set) var position: Int
    private var window: [UInt8] = []
    private var windowStart = 0

    init(_ source: Source, at position: Int = 0) {
        self.source = source
        self.position = position
    }

    var atEnd: Bool { position >= source.size }

    /// The next byte, or nil at the end.
    mutating func next() -> UInt8? {
        guard position < source.size else { return nil }
        if position < windowStart || position >= windowStart + window.count {
            windowStart = position
            window = source.read(at: position, count: 1 << 16)
            guard !window.isEmpty else { return nil }
        }
        defer { position += 1 }
        return window[position - windowStart]
    }

    /// `count` bytes, or nil if the source ends first.
    mutating func take(_ count: Int) -> [UInt8]? {
        guard count >= 0, count <= source.size - position else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(count)
        for _ in 0..<count {
            guard let byte = next() else { return nil }
            out.append(byte)
        }
        return out
    }

    mutating func skip(_ count: Int) {
        position = count > source.size - position ? source.size : position + count
    }
}

func be16(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) << 8 | Int(b[o + 1]) }
func le16(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) | Int(b[o + 1]) << 8 }
func be32(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) << 24 | Int(b[o + 1]) << 16 | Int(b[o + 2]) << 8 | Int(b[o + 3]) }
func le32(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) | Int(b[o + 1]) << 8 | Int(b[o + 2]) << 16 | Int(b[o + 3]) << 24 }
