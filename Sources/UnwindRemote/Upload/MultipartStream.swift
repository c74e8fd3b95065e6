import Foundation

/// Reads a `multipart/form-data` body as it arrives, in pieces of any size, without ever
/// holding a part's content: each part's bytes are handed on as soon as they cannot be the
/// start of the next boundary, so a 50 MB photo costs a boundary's length of memory. Part
/// headers are capped (`maxHeaderBytes`), and so is the number of parts.
///
/// Time is linear in the body: each byte is compared against the boundary's first byte once
/// and only candidate positions are compared further.
struct MultipartStream {
    /// What `feed` found, in order.
    enum Event: Equatable {
        /// A part begins: its form field name and file name (either may be empty).
        case partStart(name: String, filename: String)
        /// Bytes of the current part's content.
        case content([UInt8])
        /// The current part is complete.
        case partEnd
        /// The closing boundary was read: nothing after it matters.
        case finished
    }

    /// Why a body is not multipart as promised.
    struct Failure: Error, Equatable {
        /// The reason, for a 400 answer.
        var message: String
    }

    private enum State {
        case preamble
        case headers
        case content
        case afterBoundary
        case done
    }

    /// The boundary as it appears before every part after the first: CRLF, `--`, boundary.
    private let delimiter: [UInt8]
    private let maxHeaderBytes: Int
    private let maxParts: Int
    private var state = State.preamble
    private var buffer: [UInt8] = []
    private var parts = 0

    /// A reader for `boundary` (from the Content-Type); nil when the boundary is not one
    /// RFC 2046 allows (1–70 characters).
    init?(boundary: String, maxHeaderBytes: Int = 8 * 1024, maxParts: Int = 64) {
        let bytes = Array(boundary.utf8)
        guard (1...70).contains(bytes.count), !bytes.contains(where: { $0 == 13 || $0 == 10 }) else { return nil }
        // Reading as if a CRLF came first lets the first boundary match the same delimiter.
        delimiter = Array("\r\n--".utf8) + bytes
        self.maxHeaderBytes = maxHeaderBytes
        self.maxParts = maxParts
        buffer = Array("\r\n".utf8)
    }

    /// The boundary parameter of a `multipart/form-data` Content-Type; nil for any other type.
    static func boundary(contentType: String) -> String? {
        let pieces = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard pieces.first?.lowercased() == "multipart/form-data" else { return nil }
        for piece in pieces.dropFirst() {
            let kv = piece.split(separator: "=", maxSplits: 1)
            guard kv.count == 2, kv[0].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" else { continue }
            var value = kv[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            return value
        }
        return nil
    }

    /// True once the closing boundary was read.
    var isFinished: Bool {
        if case .done = state { return true }
        return false
    }

    /// Takes the next bytes of the body and returns what they complete.
    mutating func feed(_ bytes: some Collection<UInt8>) throws(Failure) -> [Event] {
        guard !isFinished else { return [] }
        buffer.append(contentsOf: bytes)
        var events: [Event] = []
        var progress = true
        while progress {
            progress = false
            switch state {
            case .preamble:
                if let at = find(delimiter, in: buffer) {
                    buffer.removeFirst(at + delimiter.count)
                    state = .afterBoundary
                    progress = true
                } else if buffer.count > delimiter.count {
                    // The preamble is ignored; keep only what could start the delimiter.
                    buffer.removeFirst(buffer.count - delimiter.count)
                }
            case .afterBoundary:
                guard buffer.count >= 2 else { break }
                if buffer[0] == UInt8(ascii: "-"), buffer[1] == UInt8(ascii: "-") {
                    state = .done
                    buffer = []
                    events.append(.finished)
                    break
                }
                // Transport padding (spaces, tabs) may follow a boundary before its CRLF.
                guard let lineEnd = find(Array("\r\n".utf8), in: buffer) else {
                    if buffer.count > 256 { throw Failure(message: "the multipart body has a malformed boundary line") }
                    break
                }
                guard buffer[0..<lineEnd].allSatisfy({ $0 == 32 || $0 == 9 }) else {
                    throw Failure(message: "the multipart body has a malformed boundary line")
                }
                buffer.removeFirst(lineEnd + 2)
                state = .headers
                progress = true
            case .headers:
                guard let end = find(Array("\r\n\r\n".utf8), in: buffer) else {
                    if buffer.count > maxHeaderBytes { throw Failure(message: "a part's headers are longer than \(maxHeaderBytes) bytes") }
                    break
                }
                guard end <= maxHeaderBytes else { throw Failure(message: "a part's headers are longer than \(maxHeaderBytes) bytes") }
                parts += 1
                guard parts <= maxParts else { throw Failure(message: "more than \(maxParts) parts in one upload") }
                let (name, filename) = Self.disposition(headers: Array(buffer[0..<end]))
                buffer.removeFirst(end + 4)
                events.append(.partStart(name: name, filename: filename))
                state = .content
                progress = true
            case .content:
                if let at = find(delimiter, in: buffer) {
                    if at > 0 { events.append(.content(Array(buffer[0..<at]))) }
                    events.append(.partEnd)
                    buffer.removeFirst(at + delimiter.count)
                    state = .afterBoundary
                    progress = true
                } else {
                    // Everything but a possible start of the delimiter is content.
                    let keep = Self.suffixThatMayStart(delimiter, in: buffer)
                    let emit = buffer.count - keep
                    if emit > 0 {
                        events.append(.content(Array(buffer[0..<emit])))
                        buffer.removeFirst(emit)
                    }
                }
            case .done:
                break
            }
        }
        return events
    }

    /// The first index of `needle` in `haystack`.
    private func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count, let first = needle.first else { return nil }
        var i = 0
        let last = haystack.count - needle.count
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                while i <= last {
                    if hay[i] == first {
                        var j = 1
                        while j < pin.count, hay[i + j] == pin[j] { j += 1 }
                        if j == pin.count { return i }
                    }
                    i += 1
                }
                return nil
            }
        }
    }

    /// How many bytes at the end of `buffer` are a proper prefix of `needle` (they must wait
    /// for more bytes).
    private static func suffixThatMayStart(_ needle: [UInt8], in buffer: [UInt8]) -> Int {
        let longest = min(needle.count - 1, buffer.count)
        var length = longest
        while length > 0 {
            if buffer[(buffer.count - length)...].elementsEqual(needle[0..<length]) { return length }
            length -= 1
        }
        return 0
    }

    /// The `name` and `filename` of a part's Content-Disposition (`filename*` is not used by
    /// browsers for form uploads; percent escapes and quotes are taken as written).
    static func disposition(headers: [UInt8]) -> (name: String, filename: String) {
        let text = String(decoding: headers, as: UTF8.self)
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: true) {
            let kv = line.split(separator: ":", maxSplits: 1)
            guard kv.count == 2, kv[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-disposition" else { continue }
            return (parameter("name", in: String(kv[1])), parameter("filename", in: String(kv[1])))
        }
        return ("", "")
    }

    /// A parameter's value in a header such as `form-data; name="file"; filename="a.jpg"`.
    private static func parameter(_ wanted: String, in header: String) -> String {
        var rest = Substring(header)
        while let semicolon = rest.firstIndex(of: ";") {
            rest = rest[rest.index(after: semicolon)...]
            let trimmed = rest.drop { $0 == " " || $0 == "\t" }
            guard let equals = trimmed.firstIndex(of: "=") else { return "" }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            var value = trimmed[trimmed.index(after: equals)...]
            var result: String
            if value.first == "\"" {
                value = value.dropFirst()
                var out = ""
                var index = value.startIndex
                while index < value.endIndex, value[index] != "\"" {
                    if value[index] == "\\", value.index(after: index) < value.endIndex { index = value.index(after: index) }
                    out.append(value[index])
                    index = value.index(after: index)
                }
                result = out
                rest = index < value.endIndex ? value[value.index(after: index)...] : ""
            } else {
                let end = value.firstIndex(of: ";") ?? value.endIndex
                result = String(value[..<end]).trimmingCharacters(in: .whitespaces)
                rest = value[end...]
            }
            if key == wanted { return result }
        }
        return ""
    }
}
