import Foundation
import Testing
@testable import UnwindPhotos

/// Motion Photos: the MP4 appended to a JPEG is found through the XMP the camera wrote
/// (`GCamera:MicroVideoOffset`, or a `Container:Directory` item's length), and only where an
/// MP4 really starts there.
@Suite struct MotionPhotoTests {
    /// A JPEG-looking file with an XMP packet, then `video` appended.
    static func file(xmp: String, video: [UInt8]) -> [UInt8] {
        let packet = Array("http://ns.adobe.com/xap/1.0/\0".utf8) + Array(xmp.utf8)
        let length = packet.count + 2
        let app1: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + packet
        return [0xFF, 0xD8] + app1 + [0xFF, 0xD9] + video
    }

    static let mp4: [UInt8] = [0, 0, 0, 24] + Array("ftypmp42".utf8) + [UInt8](repeating: 0, count: 40)

    static func write(_ bytes: [UInt8]) throws -> (PhotoPath, URL) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("motion-\(UUID().uuidString).jpg")
        try Data(bytes).write(to: url)
        return (PhotoPath(url.path), url)
    }

    @Test func findsTheVideoByMicroVideoOffset() throws {
        let bytes = Self.file(
            xmp: "<x:xmpmeta><rdf:Description GCamera:MicroVideo=\"1\" GCamera:MicroVideoOffset=\"\(Self.mp4.count)\"/></x:xmpmeta>", video: Self.mp4)
        let (path, url) = try Self.write(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(MotionPhoto.videoRange(of: path) == Int64(bytes.count - Self.mp4.count)..<Int64(bytes.count))
    }

    @Test func findsTheVideoInAContainerDirectory() throws {
        let xmp = """
            <x:xmpmeta><rdf:Description GCamera:MotionPhoto="1"><Container:Directory><rdf:Seq>
            <rdf:li rdf:parseType="Resource"><Container:Item Item:Mime="image/jpeg" Item:Semantic="Primary" Item:Length="0"/></rdf:li>
            <rdf:li rdf:parseType="Resource"><Container:Item Item:Mime="video/mp4" Item:Semantic="MotionPhoto" Item:Length="\(Self.mp4.count)"/></rdf:li>
            </rdf:Seq></Container:Directory></rdf:Description></x:xmpmeta>
            """
        let bytes = Self.file(xmp: xmp, video: Self.mp4)
        let (path, url) = try Self.write(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(MotionPhoto.videoRange(of: path) == Int64(bytes.count - Self.mp4.count)..<Int64(bytes.count))
    }

    @Test func aPhotoWithoutOrWithAWrongOffsetIsNotAMotionPhoto() throws {
        let plain = try Self.write(Self.file(xmp: "<x:xmpmeta/>", video: Self.mp4))
        defer { try? FileManager.default.removeItem(at: plain.1) }
        #expect(MotionPhoto.videoRange(of: plain.0) == nil, "no XMP offset: not a Motion Photo, whatever the bytes hold")
        let wrong = try Self.write(Self.file(xmp: "<x GCamera:MicroVideoOffset=\"30\"/>", video: Self.mp4))
        defer { try? FileManager.default.removeItem(at: wrong.1) }
        #expect(MotionPhoto.videoRange(of: wrong.0) == nil, "an offset that does not land on an MP4 box")
        let huge = try Self.write(Self.file(xmp: "<x GCamera:MicroVideoOffset=\"99999999\"/>", video: Self.mp4))
        defer { try? FileManager.default.removeItem(at: huge.1) }
        #expect(MotionPhoto.videoRange(of: huge.0) == nil, "an offset larger than the file")
    }

    /// The byte search that lets ordinary photos skip the XMP parse finds a marker wherever it
    /// lies (first bytes, last bytes, after a near miss) and nothing that is not there.
    @Test func theMarkerSearchFindsExactlyTheMarker() {
        let marker = Array("MicroVideoOffset".utf8)
        #expect(MotionPhoto.contains("MicroVideoOffset", in: marker))
        #expect(MotionPhoto.contains("MicroVideoOffset", in: marker + [0, 1]))
        #expect(MotionPhoto.contains("MicroVideoOffset", in: [0xFF, 0xD8] + marker))
        #expect(MotionPhoto.contains("MicroVideoOffset", in: Array("MicroVideoOffseMicroVideoOffset".utf8)))
        #expect(!MotionPhoto.contains("MicroVideoOffset", in: Array(marker.dropLast())))
        #expect(!MotionPhoto.contains("MicroVideoOffset", in: Array("xMicroVideoOffse".utf8)))
        #expect(!MotionPhoto.contains("MicroVideoOffset", in: []))
        let xmp = Self.file(xmp: "<x:xmpmeta><Container:Directory/></x:xmpmeta>", video: [])
        #expect(MotionPhoto.contains("Container:Directory", in: xmp) && !MotionPhoto.contains("MicroVideoOffset", in: xmp))
    }
}
