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

    /// A JPEG taken at `taken` (`YYYY:MM:DD HH:MM:SS`, as cameras write it; nil for none).
    public static func bytes(taken: String?, orientation: UInt16 = 1) -> [UInt8] {
        [0xFF, 0xD8] + app1(taken: taken, orientation: orientation) + blue.dropFirst(2)
    }

    /// Writes such a JPEG (creating folders) and returns its path.
    @discardableResult
    public static func write(to path: String, taken: String?, orientation: UInt16 = 1) throws -> String {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes(taken: taken, orientation: orientation)).write(to: url)
        return path
    }

    /// The APP1 segment: "Exif\0\0" and a big-endian TIFF structure.
    static func app1(taken: String?, orientation: UInt16) -> [UInt8] {
        var tiff: [UInt8] = Array("MM".utf8) + be16(42) + be32(8)
        let date = taken.map { Array($0.utf8.prefix(19)) + [UInt8](repeating: 0x20, count: max(0, 19 - $0.utf8.count)) + [0] }
        // IFD0 at 8: orientation, and the Exif IFD pointer when there is a date.
        let ifd0Entries = date == nil ? 1 : 2
        let ifd0Size = 2 + 12 * ifd0Entries + 4
        let exifOffset = 8 + ifd0Size
        tiff += be16(UInt16(ifd0Entries))
        tiff += be16(0x0112) + be16(3) + be32(1) + be16(orientation) + be16(0)
        if date != nil { tiff += be16(0x8769) + be16(4) + be32(1) + be32(UInt32(exifOffset)) }
        tiff += be32(0)
        if let date {
            // Exif IFD: DateTimeOriginal (ASCII, 20 bytes) stored right after it.
            let stringOffset = exifOffset + 2 + 12 + 4
            tiff += be16(1)
            tiff += be16(0x9003) + be16(2) + be32(UInt32(date.count)) + be32(UInt32(stringOffset))
            tiff += be32(0)
            tiff += date
        }
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        return [0xFF, 0xE1] + be16(UInt16(payload.count + 2)) + payload
    }

    private static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
    private static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
}
