import Foundation

/// Small real JPEGs with an EXIF date taken and orientation, made in code, for tests and
/// the library benchmark (which writes 100,000 of them): a 24×16 blue baseline JPEG with an
/// APP1 EXIF segment (IFD0 orientation, Exif IFD DateTimeOriginal) after its SOI marker.
public enum ExifJPEG {
    /// The 24×16 blue JPEG (Tests/UnwindScenesTests/Fixtures/formats/blue.jpg).
    public static let blue: [UInt8] = Array(
        Data(
            base64Encoded:
                "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAAQABgDAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCJZCTwAAAAH//Z"
        ) ?? Data())

    /// A JPEG taken at `taken` (`YYYY:MM:DD HH:MM:SS`, as cameras write it; nil for none),
    /// and at `gps` (latitude, longitude in degrees; nil for no GPS tags).
    public static func bytes(taken: String?, orientation: UInt16 = 1, gps: (latitude: Double, longitude: Double)? = nil) -> [UInt8] {
        [0xFF, 0xD8] + app1(taken: taken, orientation: orientation, gps: gps) + blue.dropFirst(2)
    }

    /// Writes such a JPEG (creating folders) and returns its path.
    @discardableResult
    public static func write(
        to path: String, taken: String?, orientation: UInt16 = 1, gps: (latitude: Double, longitude: Double)? = nil
    ) throws -> String {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes(taken: taken, orientation: orientation, gps: gps)).write(to: url)
        return path
    }

    /// The APP1 segment: "Exif\0\0" and a big-endian TIFF structure: IFD0 (orientation and
    /// the pointers), then the Exif IFD with its date, then the GPS IFD with its rationals.
    static func app1(taken: String?, orientation: UInt16, gps: (latitude: Double, longitude: Double)?) -> [UInt8] {
        let date = taken.map { Array($0.utf8.prefix(19)) + [UInt8](repeating: 0x20, count: max(0, 19 - $0.utf8.count)) + [0] }
        let ifd0Entries = 1 + (date == nil ? 0 : 1) + (gps == nil ? 0 : 1)
        let exifOffset = 8 + 2 + 12 * ifd0Entries + 4
        let exifSize = date.map { 2 + 12 + 4 + $0.count } ?? 0
        let gpsOffset = exifOffset + exifSize
        var tiff: [UInt8] = Array("MM".utf8) + be16(42) + be32(8)
        tiff += be16(UInt16(ifd0Entries))
        tiff += be16(0x0112) + be16(3) + be32(1) + be16(orientation) + be16(0)
        if date != nil { tiff += be16(0x8769) + be16(4) + be32(1) + be32(UInt32(exifOffset)) }
        if gps != nil { tiff += be16(0x8825) + be16(4) + be32(1) + be32(UInt32(gpsOffset)) }
        tiff += be32(0)
        if let date {
            // Exif IFD: DateTimeOriginal (ASCII, 20 bytes) stored right after it.
            let stringOffset = exifOffset + 2 + 12 + 4
            tiff += be16(1)
            tiff += be16(0x9003) + be16(2) + be32(UInt32(date.count)) + be32(UInt32(stringOffset))
            tiff += be32(0)
            tiff += date
        }
        if let gps {
            // GPS IFD: N/S, latitude, E/W, longitude; the two triples of rationals after it.
            let values = gpsOffset + 2 + 12 * 4 + 4
            tiff += be16(4)
            tiff += be16(0x0001) + be16(2) + be32(2) + [gps.latitude < 0 ? UInt8(ascii: "S") : UInt8(ascii: "N"), 0, 0, 0]
            tiff += be16(0x0002) + be16(5) + be32(3) + be32(UInt32(values))
            tiff += be16(0x0003) + be16(2) + be32(2) + [gps.longitude < 0 ? UInt8(ascii: "W") : UInt8(ascii: "E"), 0, 0, 0]
            tiff += be16(0x0004) + be16(5) + be32(3) + be32(UInt32(values + 24))
            tiff += be32(0)
            tiff += rationals(abs(gps.latitude)) + rationals(abs(gps.longitude))
        }
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        return [0xFF, 0xE1] + be16(UInt16(payload.count + 2)) + payload
    }

    /// Degrees as cameras store them: whole degrees, whole minutes, seconds in 1/10000.
    private static func rationals(_ degrees: Double) -> [UInt8] {
        let whole = degrees.rounded(.down)
        let minutes = ((degrees - whole) * 60).rounded(.down)
        let seconds = ((degrees - whole) * 60 - minutes) * 60
        return be32(UInt32(whole)) + be32(1) + be32(UInt32(minutes)) + be32(1) + be32(UInt32((seconds * 10000).rounded())) + be32(10000)
    }

    private static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
    private static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
}
