import Foundation
import Testing

@testable import UnwindRemote

/// The streaming multipart reader: same parts whatever the pieces the body arrives in.
@Suite struct MultipartStreamTests {
    static let boundary = "----unwindBoundary7MA4YWxk"

    /// A body with a text field and two files; the second file holds bytes that begin the
    /// delimiter without completing it.
    static func body() -> [UInt8] {
        var text = "preamble to ignore\r\n--\(boundary)\r\n"
        text += "Content-Disposition: form-data; name=\"note\"\r\n\r\nhello\r\n"
        text += "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a \\\"b\\\".jpg\"\r\nContent-Type: image/jpeg\r\n\r\n"
        var bytes = Array(text.utf8) + [0xFF, 0xD8, 0x00, 0x0D, 0x0A, 0x2D, 0x2D, 0xFF, 0xD9]
        bytes += Array("\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"../../x.png\"\r\n\r\n".utf8)
        bytes += Array("\r\n--\(boundary.prefix(10))".utf8) + [1, 2, 3]
        bytes += Array("\r\n--\(boundary)--\r\nepilogue".utf8)
        return bytes
    }

    struct Part: Equatable {
        var name: String
        var filename: String
        var content: [UInt8]
    }

    static func parts(of body: [UInt8], chunk: Int) throws -> (parts: [Part], finished: Bool) {
        guard var stream = MultipartStream(boundary: boundary) else { throw TestSocketError("boundary") }
        var parts: [Part] = []
        var finished = false
        var offset = 0
        while offset < body.count {
            let piece = body[offset..<min(body.count, offset + chunk)]
            offset += piece.count
            for event in try stream.feed(piece) {
                switch event {
                case .partStart(let name, let filename): parts.append(Part(name: name, filename: filename, content: []))
                case .content(let bytes): parts[parts.count - 1].content += bytes
                case .partEnd: break
                case .finished: finished = true
                }
            }
        }
        return (parts, finished)
    }

    @Test func sameParts_whateverThePieces() throws {
        let body = Self.body()
        let expected = [
            Part(name: "note", filename: "", content: Array("hello".utf8)),
            Part(name: "file", filename: "a \"b\".jpg", content: [0xFF, 0xD8, 0x00, 0x0D, 0x0A, 0x2D, 0x2D, 0xFF, 0xD9]),
            Part(name: "file", filename: "../../x.png", content: Array("\r\n--\(Self.boundary.prefix(10))".utf8) + [1, 2, 3]),
        ]
        for chunk in [1, 2, 3, 7, 16, 41, 4096] {
            let (parts, finished) = try Self.parts(of: body, chunk: chunk)
            #expect(parts == expected, "pieces of \(chunk) bytes")
            #expect(finished, "pieces of \(chunk) bytes")
        }
    }

    @Test func boundaryFromContentType() {
        #expect(MultipartStream.boundary(contentType: "multipart/form-data; boundary=abc") == "abc")
        #expect(MultipartStream.boundary(contentType: "Multipart/Form-Data; charset=utf-8; boundary=\"a b\"") == "a b")
        #expect(MultipartStream.boundary(contentType: "application/json") == nil)
        #expect(MultipartStream(boundary: String(repeating: "x", count: 71)) == nil)
    }

    @Test func endlessPartHeaders_areRefused() throws {
        guard var stream = MultipartStream(boundary: "b", maxHeaderBytes: 100) else { throw TestSocketError("boundary") }
        _ = try stream.feed(Array("--b\r\n".utf8))
        #expect(throws: MultipartStream.Failure.self) {
            try stream.feed([UInt8](repeating: 0x41, count: 200))
        }
    }

    @Test func tooManyParts_areRefused() throws {
        guard var stream = MultipartStream(boundary: "b", maxParts: 2) else { throw TestSocketError("boundary") }
        let part = Array("--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\nv\r\n".utf8)
        _ = try stream.feed(part + part)
        #expect(throws: MultipartStream.Failure.self) { try stream.feed(part) }
    }
}
