import Foundation
import Testing
import UnwindCodecs
import UnwindDraw
import UnwindMedia
import UnwindPhotos

/// HEIC and AVIF through libheif: files written by the test with libheif's encoder, read
/// back by size, EXIF date and pixels; a rotated file comes out turned once.
@Suite struct HEIFFileTests {
    @Test(arguments: [HEIFEncoder.Compression.hevc, .av1])
    func roundTripKeepsSizeColoursAndDate(compression: HEIFEncoder.Compression) throws {
        let dir = try CodecTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + (compression == .hevc ? "/photo.heic" : "/photo.avif")
        try HEIFEncoder.write(
            CodecTestSupport.quadrants(width: 64, height: 48), to: path, compression: compression,
            exif: CodecTestSupport.exif(orientation: 1, dateTaken: "2023:07:14 18:30:05"))
        let header = try ImageHeader.read(path: path)
        // The envelope of every item's ispe: HEVC codes 64×64 and crops to 64×48 with `clap`.
        #expect(header.format == (compression == .hevc ? .heif : .avif), "\(header)")
        #expect(header.width == 64 && (48...64).contains(header.height), "\(header)")
        let file = try HEIFFile(path: path)
        #expect(file.size == Size(width: 64, height: 48))
        let exif = try #require(file.exifBlock, "the EXIF block is found")
        #expect(PhotoMetadata.read(exifBlock: exif).dateTaken == "2023:07:14 18:30:05")
        let image = try file.decode()
        #expect(image.opaque)
        let corners = [image.pixels[4, 4], image.pixels[59, 4], image.pixels[4, 43], image.pixels[59, 43]].map(CodecTestSupport.quadrantName)
        #expect(corners == ["red", "green", "blue", "yellow"], "\(corners)")
    }

    /// The file stores the pixels as given plus `irot`/`imir` for orientation 6 (turn 90°
    /// clockwise), and its EXIF says 6 as well, as an iPhone's does. libheif applies the
    /// transform, so the top-left red lands top-right; applying EXIF again would put it
    /// bottom-right.
    @Test func rotatedFileIsTurnedOnce() throws {
        let dir = try CodecTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/turned.heic"
        try HEIFEncoder.write(
            CodecTestSupport.quadrants(width: 64, height: 48), to: path, orientation: 6,
            exif: CodecTestSupport.exif(orientation: 6, dateTaken: "2024:01:02 03:04:05"))
        let file = try HEIFFile(path: path)
        #expect(file.size == Size(width: 48, height: 64), "the size is given upright: \(file.size)")
        let image = try file.decode()
        #expect(image.pixels.size == Size(width: 48, height: 64))
        let topRight = CodecTestSupport.quadrantName(image.pixels[43, 4]), topLeft = CodecTestSupport.quadrantName(image.pixels[4, 4])
        #expect(topRight == "red" && topLeft == "blue", "turned 90° clockwise once: top-left \(topLeft), top-right \(topRight)")
        let exif = try #require(file.exifBlock)
        #expect(PhotoMetadata.read(exifBlock: exif).orientation == 6, "the EXIF still says 6; the caller must not apply it")
    }

    @Test func truncatedFileIsAReason() throws {
        let dir = try CodecTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/whole.heic"
        try HEIFEncoder.write(CodecTestSupport.quadrants(width: 32, height: 32), to: path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try bytes.prefix(bytes.count * 2 / 3).write(to: URL(fileURLWithPath: dir + "/cut.heic"))
        #expect(throws: CodecError.self) {
            let file = try HEIFFile(path: dir + "/cut.heic")
            _ = try file.decode()
        }
    }

    /// A damaged or half-copied HEIC is refused with libheif's own words: the message is read
    /// before the context that owns it is freed (it once came out as freed memory: "gܣč").
    @Test func damagedFilesAreRefusedInReadableWords() throws {
        let dir = try CodecTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/whole.heic"
        try HEIFEncoder.write(CodecTestSupport.quadrants(width: 64, height: 48), to: path)
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        var refused = 0
        for length in stride(from: 1, to: whole.count, by: max(1, whole.count / 97)) {
            let cut = dir + "/cut-\(length).heic"
            try whole.prefix(length).write(to: URL(fileURLWithPath: cut))
            do {
                _ = try HEIFFile(path: cut).decode()
            } catch {
                refused += 1
                let message = error.description
                let readable = message.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) }
                #expect(readable && message.hasPrefix("the HEIF "), "cut at \(length) of \(whole.count) bytes: \(message.debugDescription)")
            }
        }
        #expect(refused > 50, "only \(refused) of the cut files were refused")
    }
}
