import Foundation
import Testing
import UnwindPhotos

/// EXIF read with libexif: the subject area a camera writes (for `kenburns-smart`).
@Suite struct PhotoMetadataTests {
    /// A JPEG that is only an EXIF block: IFD0 points to an EXIF IFD holding SubjectArea.
    static func jpeg(subject: [UInt16]) -> Data {
        func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func le32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }
        var tiff: [UInt8] = Array("II".utf8) + le16(42) + le32(8)
        tiff += le16(1) + le16(0x8769) + le16(4) + le32(1) + le32(26) + le32(0)
        let valueInline = subject.count <= 2
        tiff += le16(1) + le16(0x9214) + le16(3) + le32(UInt32(subject.count))
        tiff += valueInline ? subject.flatMap(le16) + Array(repeating: 0, count: 4 - 2 * subject.count) : le32(44)
        tiff += le32(0)
        if !valueInline { tiff += subject.flatMap(le16) }
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = UInt16(payload.count + 2)
        return Data([0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + [0xFF, 0xD9])
    }

    @Test(arguments: [[120, 80], [120, 80, 40], [120, 80, 30, 20]] as [[UInt16]])
    func subjectAreaIsRead(values: [UInt16]) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-subject-\(UUID().uuidString).jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        try Self.jpeg(subject: values).write(to: url)
        let metadata = PhotoMetadata.read(path: url.path)
        #expect(metadata.subjectArea == values.map(Int.init), "got \(String(describing: metadata.subjectArea))")
    }
}
