import Foundation
import Testing
import UnwindPhotos
import UnwindTestSupport

/// A HEIC's EXIF block carried into a display copy's APP1 segment: turned upright (libheif
/// already turned the pixels), every other fact read back as it was.
struct ExifSegmentTests {
    /// The `Exif\0\0`-led block of a test JPEG's APP1 segment, as libheif hands one over.
    static func block(taken: String, orientation: UInt16, gps: (latitude: Double, longitude: Double)?) -> [UInt8] {
        let jpeg = ExifJPEG.bytes(taken: taken, orientation: orientation, gps: gps)
        let length = Int(jpeg[4]) << 8 | Int(jpeg[5])
        return Array(jpeg[6..<(4 + length)])
    }

    @Test func aBigEndianBlockKeepsItsDateAndPlaceAndTurnsUpright() throws {
        let original = Self.block(taken: "2021:06:05 14:30:00", orientation: 6, gps: (38.7223, -9.1393))
        #expect(PhotoMetadata.read(exifBlock: original).orientation == 6)
        let segment = try #require(ExifSegment.uprightAPP1(from: original))
        #expect(segment.starts(with: [0xFF, 0xE1]))
        #expect(Int(segment[2]) << 8 | Int(segment[3]) == segment.count - 2, "the length counts itself and the body")
        let carried = PhotoMetadata.read(exifBlock: Array(segment.dropFirst(4)))
        let before = PhotoMetadata.read(exifBlock: original)
        #expect(carried.orientation == 1)
        #expect(carried.takenDate == before.takenDate && carried.takenDate != nil)
        #expect(carried.location == before.location && carried.location != nil)
        // Only the orientation's two bytes differ.
        let differing = zip(segment.dropFirst(4), original).filter { $0 != $1 }.count
        #expect(differing == 1, "\(differing)")
        // A JPEG carrying the segment reads the same through libexif from a file.
        let tree = try TemporaryTree()
        let path = try tree.file("copy.jpg", [0xFF, 0xD8] + segment + ExifJPEG.blue.dropFirst(2))
        #expect(PhotoMetadata.read(path: path).orientation == 1)
        #expect(PhotoMetadata.read(path: path).takenDate == before.takenDate)
    }

    @Test func aLittleEndianTIFFWithoutPrefixIsTurnedToo() throws {
        // II*\0, IFD0 at 8 with one entry: orientation (SHORT) 8.
        let tiff: [UInt8] = [0x49, 0x49, 0x2A, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0]
        let turned = try #require(ExifSegment.upright(tiff))
        #expect(turned[18] == 1 && turned[19] == 0)
        #expect(PhotoMetadata.read(exifBlock: Array("Exif\0\0".utf8) + tiff).orientation == 8)
        let segment = try #require(ExifSegment.uprightAPP1(from: tiff))
        #expect(PhotoMetadata.read(exifBlock: Array(segment.dropFirst(4))).orientation == 1)
    }

    @Test(arguments: [
        [UInt8](),
        Array("Exif\0\0".utf8),
        Array("not exif at all".utf8),
        [0x4D, 0x4D, 0, 42, 0xFF, 0xFF, 0xFF, 0xF0],
        [0x49, 0x49, 0x2A, 0, 8, 0, 0, 0, 0xFF, 0x7F],
    ])
    func damagedBlocksAreNone(block: [UInt8]) {
        #expect(ExifSegment.uprightAPP1(from: block) == nil)
    }

    @Test func aBlockOverOneSegmentIsNone() {
        let tiff: [UInt8] = [0x49, 0x49, 0x2A, 0, 8, 0, 0, 0, 0, 0] + [UInt8](repeating: 0, count: 70_000)
        #expect(ExifSegment.uprightAPP1(from: tiff) == nil)
    }
}
