import UnwindDraw

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decodes the first frame of a GIF in Swift, composed on its logical screen.
///
/// Why not SDL_image: its GIF reader (2.6.3 on Debian 12) crashes with SIGSEGV on damaged
/// LZW data; 11 of 600 mutated GIFs did in a quick fuzz run. This decoder checks every code
/// against its table and every pixel against the frame, so a damaged GIF ends as a partly
/// transparent frame or a refusal, never a crash. Animation is not played: the show shows
/// the first frame, as it did before.
public enum GIFDecoder {
    /// Decodes a file (opened read-only), refusing canvases of more than `maxPixels` pixels.
    public static func decode(path: [UInt8], maxPixels: Int = .max) throws(CodecError) -> DecodedImage {
        try decode(bytes: FileReader.readAll(path), maxPixels: maxPixels)
    }

    /// Decodes a file named by a `String` path.
    public static func decode(path: String, maxPixels: Int = .max) throws(CodecError) -> DecodedImage {
        try decode(path: Array(path.utf8), maxPixels: maxPixels)
    }

    /// Decodes GIF bytes already in memory.
    public static func decode(bytes: [UInt8], maxPixels: Int = .max) throws(CodecError) -> DecodedImage {
        var reader = GIFStream(bytes: bytes)
        guard bytes.count >= 13, bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) else {
            throw CodecError("not a GIF file")
        }
        reader.position = 6
        let screenWidth = reader.le16(), screenHeight = reader.le16()
        let flags = reader.byte()
        reader.position += 2
        var globalPalette: [UInt32] = []
        if flags & 0x80 != 0 {
            globalPalette = try reader.palette(entries: 2 << Int(flags & 7))
        }
        var transparent: Int?
        while let introducer = reader.nextByte() {
            switch introducer {
            case 0x21:
                guard let label = reader.nextByte() else { throw CodecError("the GIF is truncated in an extension") }
                let blocks = reader.subBlocks()
                if label == 0xF9, let first = blocks.first, first.count >= 4 {
                    let control = Array(first)
                    transparent = control[0] & 1 != 0 ? Int(control[3]) : nil
                }
            case 0x2C:
                return try frame(&reader, screen: (screenWidth, screenHeight), palette: globalPalette, transparent: transparent, maxPixels: maxPixels)
            case 0x3B:
                throw CodecError("the GIF has no image")
            default:
                continue  // stray bytes between blocks, skipped as giflib and SDL_image do
            }
        }
        throw CodecError("the GIF is truncated: no image")
    }

    private static func frame(
        _ reader: inout GIFStream, screen: (Int, Int), palette global: [UInt32], transparent: Int?, maxPixels: Int
    ) throws(CodecError) -> DecodedImage {
        guard reader.remaining >= 9 else { throw CodecError("the GIF is truncated in an image descriptor") }
        let left = reader.le16(), top = reader.le16(), width = reader.le16(), height = reader.le16()
        let flags = reader.byte()
        guard width > 0, height > 0 else { throw CodecError("the GIF frame is empty (\(width)×\(height))") }
        let palette = flags & 0x80 != 0 ? try reader.palette(entries: 2 << Int(flags & 7)) : global
        guard !palette.isEmpty else { throw CodecError("the GIF has no colour table") }
        guard let minimumCodeSize = reader.nextByte(), (1...11).contains(minimumCodeSize) else {
            throw CodecError("the GIF's LZW code size is invalid")
        }
        let canvasWidth = screen.0 > 0 ? screen.0 : width, canvasHeight = screen.1 > 0 ? screen.1 : height
        for (w, h) in [(canvasWidth, canvasHeight), (width, height)] where w * h > maxPixels {
            throw CodecError("the GIF is \(w)×\(h), too large to decode")
        }
        let indices = LZWDecoder(minimumCodeSize: Int(minimumCodeSize)).decode(reader.subBlocks().joined(), count: width * height)
        var bytes: [UInt8]
        do {
            bytes = try PixelMemory.zeroedBytes(canvasWidth * canvasHeight * 4, width: canvasWidth, height: canvasHeight)
        } catch {
            throw CodecError(error.description)
        }
        var opaque = indices.count == width * height && left == 0 && top == 0 && width >= canvasWidth && height >= canvasHeight
        let rows = Self.rowOrder(height: height, interlaced: flags & 0x40 != 0)
        for (i, index) in indices.enumerated() {
            let x = left + i % width, y = top + rows[i / width]
            guard x < canvasWidth, y < canvasHeight else { continue }
            let index = Int(index)
            if index == transparent || index >= palette.count {
                opaque = false
                continue
            }
            let rgb = palette[index], o = (y * canvasWidth + x) * 4
            bytes[o] = UInt8(rgb >> 16 & 0xFF)
            bytes[o + 1] = UInt8(rgb >> 8 & 0xFF)
            bytes[o + 2] = UInt8(rgb & 0xFF)
            bytes[o + 3] = 255
        }
        return DecodedImage(pixels: PixelBuffer(width: canvasWidth, height: canvasHeight, bytes: bytes), opaque: opaque)
    }

    /// The canvas row of each decoded row: interlaced GIFs store rows 0, 8, 16…, then 4, 12…,
    /// then 2, 6…, then 1, 3….
    static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<height) }
        return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in Array(stride(from: start, to: height, by: step)) }
    }
}

/// A cursor over a GIF's bytes that never reads past the end.
struct GIFStream {
    let bytes: [UInt8]
    var position = 0

    var remaining: Int { max(0, bytes.count - position) }

    mutating func nextByte() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func byte() -> UInt8 { nextByte() ?? 0 }

    mutating func le16() -> Int {
        let low = Int(byte())
        return low | Int(byte()) << 8
    }

    mutating func palette(entries: Int) throws(CodecError) -> [UInt32] {
        guard remaining >= entries * 3 else { throw CodecError("the GIF is truncated in its colour table") }
        defer { position += entries * 3 }
        return (0..<entries).map { i in
            let o = position + i * 3
            return UInt32(bytes[o]) << 16 | UInt32(bytes[o + 1]) << 8 | UInt32(bytes[o + 2])
        }
    }

    /// Data sub-blocks up to the zero-length terminator or the end of the file.
    mutating func subBlocks() -> [ArraySlice<UInt8>] {
        var blocks: [ArraySlice<UInt8>] = []
        while let length = nextByte(), length > 0 {
            let end = min(bytes.count, position + Int(length))
            blocks.append(bytes[position..<end])
            position = end
        }
        return blocks
    }
}

/// Reads a whole file through a read-only descriptor.
enum FileReader {
    /// Files larger than this are refused rather than read into memory (a GIF that big is
    /// not a photo; the first frame alone would be decoded anyway).
    static let largest = 256 << 20

    static func readAll(_ path: [UInt8]) throws(CodecError) -> [UInt8] {
        let fd: Int32
        do {
            fd = try withCPath(path) { open($0, O_RDONLY) }
        } catch let error as CodecError {
            throw error
        } catch {
            throw CodecError("\(error)")
        }
        guard fd >= 0 else { throw CodecError(String(cString: strerror(errno))) }
        defer { close(fd) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw CodecError(String(cString: strerror(errno)))
            }
            if got == 0 { return out }
            out.append(contentsOf: chunk[0..<got])
            guard out.count <= largest else { throw CodecError("the file is over \(largest >> 20) MB; refused") }
        }
    }
}
