import Foundation
import Testing
import UnwindPhotos

/// Paths keep their exact bytes, print undecodable ones escaped, and survive JSON.
@Suite struct PhotoPathTests {
    static let latin1: PhotoPath = PhotoPath(bytes: Array("/photos/caf".utf8) + [0xE9] + Array(".jpg".utf8))

    @Test func utf8PathsAreTheirText() {
        let path = PhotoPath("/photos/Grüße/img10.jpg")
        #expect(path.string == "/photos/Grüße/img10.jpg")
        #expect(path.description == "/photos/Grüße/img10.jpg")
        #expect(path.lastComponent == PhotoPath("img10.jpg"))
        #expect(path.hasExtension(in: ["jpg"]) && !path.hasExtension(in: ["png"]))
        #expect(PhotoPath("/a/IMG.JPG").hasExtension(in: ["jpg"]), "extensions match case-insensitively")
    }

    @Test func latin1NamesKeepTheirBytesAndPrintEscaped() {
        let path = Self.latin1
        #expect(path.string == nil, "0xE9 alone is not UTF-8")
        #expect(path.description == "/photos/caf\\xE9.jpg", "got \(path.description)")
        #expect(path.displayName == "café.jpg", "the screen reads it as Latin-1, got \(path.displayName)")
        #expect(path.hasExtension(in: ["jpg"]))
        let roundTrip = path.withCString { String(cString: $0).utf8.count }
        #expect(roundTrip >= 0)
        let bytes = path.withCString { pointer in (0..<path.bytes.count).map { UInt8(bitPattern: pointer[$0]) } }
        #expect(bytes == path.bytes, "the C string carries the exact bytes")
        #expect(path.withCString { $0[path.bytes.count] } == 0, "NUL-terminated")
    }

    @Test func controlCharactersPrintEscapedSoALogLineStaysOneLine() throws {
        let path = PhotoPath("/photos/a.jpg\nskipped /etc/passwd: forged\r\u{1B}[2J\u{85}\u{7F}.png")
        #expect(path.description == "/photos/a.jpg\\x0Askipped /etc/passwd: forged\\x0D\\x1B[2J\\xC2\\x85\\x7F.png", "got \(path.description)")
        let line = "skipped \(path): bad"
        #expect(line.split(whereSeparator: \.isNewline).count == 1)
        let data = try JSONEncoder().encode(path)
        #expect(try JSONDecoder().decode(PhotoPath.self, from: data) == path, "the escapes decode back to the bytes")
    }

    @Test func jsonRoundTripsEscapedBytes() throws {
        let paths = [Self.latin1, PhotoPath("/plain/ok.png"), PhotoPath(bytes: [0x2F, 0xC3, 0x28])]
        let data = try JSONEncoder().encode(paths)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("caf\\\\xE9.jpg"), "JSON holds the escaped name: \(text)")
        #expect(try JSONDecoder().decode([PhotoPath].self, from: data) == paths)
    }

    @Test func childPathsAndNul() {
        #expect(PhotoPath("/a").appending([0x62]) == PhotoPath("/a/b"))
        #expect(PhotoPath("/a/").appending([0x62]) == PhotoPath("/a/b"))
        #expect(PhotoPath(bytes: [0x61, 0, 0x62]) == PhotoPath("a"), "a NUL ends a path")
    }
}
