import Foundation
import Testing
import UnwindCodecs
import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindPlatform
import UnwindPlatformTesting
import UnwindSlideshow
import UnwindSlideshowTesting

@testable import UnwindScenes

/// The decoder chosen from the header: every format decodes to exactly the size its header
/// gave (so the megapixel check is a real bound), damaged files never decode larger than
/// their header said, HEIC is turned once, and paths may be raw non-UTF-8 bytes.
@Suite struct PhotoDecoderTests {
    static let decodable = ImageHeader.Format.allCases.filter { $0 != .heif && $0 != .avif }

    @Test(arguments: decodable)
    func everyFormatDecodesToItsHeaderSize(format: ImageHeader.Format) throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/photo.\(format.rawValue)"
        try Data(ImageFileBuilder.file(format, width: 32, height: 16)).write(to: URL(fileURLWithPath: path))
        let header = try ImageHeader.read(path: path)
        let decoded = try Headless.withSDL { try PhotoDecoder.decode(path: PhotoPath(path), header: header, maxPixels: 1 << 20, reader: SDLImageReader()) }
        #expect(decoded.image.size == Size(width: header.width, height: header.height), "\(format): header \(header), decoded \(decoded.image.size)")
        let pixel = decoded.image.pixels[16, 8]
        if format != .xv {  // XV thumbnails are 3-3-2 colour; the builder writes a plain blue
            let close = abs(Int(pixel.r) - 30) <= 12 && abs(Int(pixel.g) - 144) <= 12 && abs(Int(pixel.b) - 255) <= 12
            #expect(close, "\(format): blue expected, got \(pixel)")
        }
    }

    /// Sides that are neither even nor a multiple of 8 or 16 (the builder's ILBM rows were
    /// once padded to 2 bytes, which SDL_image refuses: it reads PBM rows padded to 16 pixels).
    @Test(arguments: decodable)
    func oddSizesDecodeToo(format: ImageHeader.Format) throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/odd.\(format.rawValue)"
        try Data(ImageFileBuilder.file(format, width: 23, height: 15)).write(to: URL(fileURLWithPath: path))
        let header = try ImageHeader.read(path: path)
        let decoded = try Headless.withSDL { try PhotoDecoder.decode(path: PhotoPath(path), header: header, maxPixels: 1 << 20, reader: SDLImageReader()) }
        #expect(decoded.image.size == Size(width: 23, height: 15), "\(format): header \(header), decoded \(decoded.image.size)")
    }

    /// Damaged small files of every format: whatever the header reader accepts is decoded,
    /// and the decoded image is never larger than the header said.
    @Test func damagedFilesNeverDecodeLargerThanTheirHeader() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var checked = 0, decoded = 0
        var cases = ImageHeaderCases(seed: 99, smallSide: 40)
        for index in 0..<300 {
            guard let item = cases.next() else { break }
            let path = dir + "/case-\(index)"
            try Data(item.bytes).write(to: URL(fileURLWithPath: path))
            guard let header = try? ImageHeader.read(path: path), let pixels = header.pixelCount, pixels <= 1 << 20 else { continue }
            checked += 1
            let result = Headless.withSDLResult { try PhotoDecoder.decode(path: PhotoPath(path), header: header, maxPixels: 1 << 20, reader: SDLImageReader()) }
            if case .success(let photo) = result {
                decoded += 1
                let size = photo.image.size
                #expect(size.width * size.height <= pixels, "case \(index) \(item.format): header \(header), decoded \(size)")
            }
        }
        #expect(checked > 50 && decoded > 20, "checked \(checked), decoded \(decoded)")
    }

    /// A HEIC whose irot says "turn 90° clockwise" and whose EXIF says 6 as well: shown turned
    /// once (red top-left corner lands top-right), not twice (it would land bottom-right).
    @Test func rotatedHEICIsShownTurnedOnce() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/turned.heic"
        var pixels = PixelBuffer(width: 64, height: 48, fill: Color(0, 0, 255))
        for y in 0..<16 { for x in 0..<16 { pixels[x, y] = Color(255, 0, 0) } }
        try HEIFEncoder.write(pixels, to: path, orientation: 6, exif: Self.exif(orientation: 6))
        let preparer = PhotoPreparer(
            display: Size(width: 48, height: 64), maxTexture: Size(width: 4096, height: 4096), fit: .fit,
            background: .black, limits: PhotoLimits())
        let prepared = try Headless.withSDL { try preparer.prepare(path: PhotoPath(path)) }
        let surface = prepared.image
        #expect(surface.size == Size(width: 48, height: 64), "upright portrait: \(surface.size)")
        let shown = surface.pixels
        #expect(shown[44, 4].r > 200 && shown[44, 4].b < 60, "red at top-right: \(shown[44, 4])")
        #expect(shown[44, 60].b > 200, "bottom-right stays blue (a second turn would put red there): \(shown[44, 60])")
        #expect(prepared.metadata.orientation == 1, "the stored orientation says nothing is left to apply")
    }

    /// A photo whose name is Latin-1 (`café` with byte 0xE9, not UTF-8): header, EXIF and pixels
    /// are all read through the raw bytes.
    @Test func latin1NamesOpenThroughRawBytes() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let name = Array(dir.utf8) + Array("/caf".utf8) + [0xE9] + Array(".jpg".utf8)
        let source = try Data(contentsOf: URL(fileURLWithPath: SlideshowTestSupport.fixtures + "/exif/orientation-6.jpg"))
        let fd = open(name.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        #expect(fd >= 0)
        _ = source.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        #expect(String(validatingUTF8: name.map { CChar(bitPattern: $0) } + [0]) == nil, "the name really is not UTF-8")
        let header = try ImageHeader.read(path: PhotoPath(bytes: name))
        #expect(header.format == .jpeg)
        #expect(PhotoMetadata.read(path: PhotoPath(bytes: name)).orientation == 6)
        let decoded = try Headless.withSDL {
            try PhotoDecoder.decode(path: PhotoPath(bytes: name), header: header, maxPixels: 1 << 24, reader: SDLImageReader())
        }
        #expect(decoded.image.size == Size(width: header.width, height: header.height))
        #expect(decoded.metadata.orientation == 6)
        let png = Array(dir.utf8) + Array("/caf".utf8) + [0xE9] + Array(".png".utf8)
        let pngFD = open(png.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        let bytes = ImageFileBuilder.file(.png, width: 8, height: 8)
        _ = bytes.withUnsafeBytes { write(pngFD, $0.baseAddress, $0.count) }
        close(pngFD)
        #expect(try PNGDecoder.decode(path: png).pixels.size == Size(width: 8, height: 8))
        #expect(try Headless.withSDL { try ImageDecoder.decode(path: name, format: .jpeg).size } == decoded.image.size)
    }

    static func exif(orientation: Int) -> [UInt8] {
        [0x4D, 0x4D, 0, 0x2A, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(orientation), 0, 0, 0, 0, 0, 0]
    }
}

extension Headless {
    /// Runs `body` with SDL up and returns its outcome instead of throwing.
    static func withSDLResult<T>(_ body: () throws -> T) -> Result<T, any Error> {
        do {
            return .success(try withSDL(body))
        } catch {
            return .failure(error)
        }
    }
}
