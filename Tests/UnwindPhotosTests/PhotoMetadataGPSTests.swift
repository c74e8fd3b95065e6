import Foundation
import Testing
import UnwindPhotos
import UnwindTestSupport

/// Where a photo was taken, read from its EXIF GPS tags as cameras and phones write them.
@Suite struct PhotoMetadataGPSTests {
    static func read(_ bytes: [UInt8]) throws -> PhotoMetadata {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-gps-\(UUID().uuidString).jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(bytes).write(to: url)
        return PhotoMetadata.read(path: url.path)
    }

    @Test(arguments: [(38.7251, -9.1498), (-33.8688, 151.2093), (64.1466, -21.9426), (-18.1416, 178.4419)])
    func everyHemisphereIsRead(latitude: Double, longitude: Double) throws {
        let metadata = try Self.read(ExifJPEG.bytes(taken: "2023:11:24 09:15:00", gps: (latitude, longitude)))
        let location = try #require(metadata.location, "no position read")
        #expect(abs(location.latitude - latitude) < 1e-6 && abs(location.longitude - longitude) < 1e-6, "\(location)")
        #expect(metadata.dateTaken == "2023:11:24 09:15:00", "the date is still read beside the GPS block")
    }

    @Test func aPhotoWithoutGPSHasNoPosition() throws {
        #expect(try Self.read(ExifJPEG.bytes(taken: "2023:11:24 09:15:00")).location == nil)
    }

    @Test func aPositionOffTheGlobeIsNone() {
        #expect(GPSPosition(latitude: 91, longitude: 0) == nil)
        #expect(GPSPosition(latitude: 0, longitude: .nan) == nil)
        #expect(GPSPosition(latitude: -90, longitude: 180) != nil)
    }

    @Test func anUnknownRationalVoidsThePosition() throws {
        // Phones write 0/0 while they have no fix: the seconds' denominator set to zero.
        var bytes = ExifJPEG.bytes(taken: nil, gps: (38.7251, -9.1498))
        let marker: [UInt8] = [0, 0, 0x27, 0x10]  // the last 10000 denominator of the latitude's seconds
        let start = try #require(bytes.indices.first { Array(bytes[$0..<min(bytes.count, $0 + 4)]) == marker })
        bytes.replaceSubrange(start..<(start + 4), with: [0, 0, 0, 0])
        #expect(try Self.read(bytes).location == nil)
    }
}
