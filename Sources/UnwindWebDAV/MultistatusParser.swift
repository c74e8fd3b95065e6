import Foundation

/// One entry of a PROPFIND answer.
public struct WebDAVEntry: Equatable, Sendable {
    /// The `href`, percent-decoded: a path on the server (or a full URL, as some servers send).
    public var href: String
    /// True for a folder (`resourcetype` holds `collection`).
    public var isFolder: Bool
    /// The entity tag, when the server sends one.
    public var etag: String?
    /// `getlastmodified` as sent (an HTTP date).
    public var lastModified: String?
    /// `getcontentlength`, when sent.
    public var size: Int?

    /// An entry as the parser or a test builds it.
    public init(href: String, isFolder: Bool, etag: String? = nil, lastModified: String? = nil, size: Int? = nil) {
        self.href = href
        self.isFolder = isFolder
        self.etag = etag
        self.lastModified = lastModified
        self.size = size
    }

    /// What tells a new version of a file from the one cached: the ETag, else the date and size.
    public var version: String {
        etag ?? "\(lastModified ?? "?")/\(size.map(String.init) ?? "?")"
    }
}

/// Reads a WebDAV `multistatus` answer in one pass over its bytes, keeping only what an entry
/// needs. Bounded in every way a hostile answer could grow: element nesting (`maxNesting`),
/// entries (`maxEntries`), and the text kept per value (4 KiB); the bytes themselves are
/// capped by the transfer. Not a general XML parser: namespaces are matched by local name
/// (`d:href`, `D:href` and `href` alike), DTDs are refused (no entity expansion at all, so no
/// billion laughs), and only the five predefined entities and character references are read.
public struct MultistatusParser {
    /// Why an answer was not read.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// The reason, worded to follow "the listing of FOLDER ".
        public var description: String
    }

    /// Deepest element nesting accepted (a multistatus needs 6).
    public var maxNesting = 32
    /// Most entries accepted.
    public var maxEntries: Int
    /// Longest text kept for one value.
    static let maxValueBytes = 4096

    /// A parser accepting at most `maxEntries` entries.
    public init(maxEntries: Int) {
        self.maxEntries = maxEntries
    }

    /// The entries of `bytes`, in document order.
    public func parse(_ bytes: [UInt8]) throws(Failure) -> [WebDAVEntry] {
        var entries: [WebDAVEntry] = []
        var stack: [String] = []
        var current: WebDAVEntry?
        var text: [UInt8] = []
        var sawMultistatus = false
        var i = 0
        let n = bytes.count
        func fail(_ reason: String) -> Failure { Failure(description: reason) }
        while i < n {
            let byte = bytes[i]
            if byte != UInt8(ascii: "<") {
                if text.count < Self.maxValueBytes { text.append(byte) }
                i += 1
                continue
            }
            // Markup.
            if Self.starts(bytes, at: i, with: "<!--") {
                guard let end = Self.find(bytes, "-->", from: i + 4) else { throw fail("is not well-formed XML (an unclosed comment)") }
                i = end + 3
                continue
            }
            if Self.starts(bytes, at: i, with: "<![CDATA[") {
                guard let end = Self.find(bytes, "]]>", from: i + 9) else { throw fail("is not well-formed XML (an unclosed CDATA section)") }
                for b in bytes[(i + 9)..<end] where text.count < Self.maxValueBytes { text.append(b) }
                i = end + 3
                continue
            }
            if Self.starts(bytes, at: i, with: "<!") { throw fail("holds a DTD or declaration, which a WebDAV answer never needs") }
            if Self.starts(bytes, at: i, with: "<?") {
                guard let end = Self.find(bytes, "?>", from: i + 2) else { throw fail("is not well-formed XML") }
                i = end + 2
                continue
            }
            guard let close = Self.tagEnd(bytes, from: i + 1) else { throw fail("is not well-formed XML (an unclosed tag)") }
            let closing = bytes[i + 1] == UInt8(ascii: "/")
            let selfClosing = bytes[close - 1] == UInt8(ascii: "/")
            let nameStart = closing ? i + 2 : i + 1
            var nameEnd = nameStart
            while nameEnd < close, !Self.isNameEnd(bytes[nameEnd]) { nameEnd += 1 }
            let local = Self.localName(bytes[nameStart..<nameEnd])
            i = close + 1
            if closing {
                guard let last = stack.popLast(), last == local else { throw fail("is not well-formed XML (</\(local)> does not close its element)") }
                let value = Self.decode(text)
                let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
                text = []
                switch local {
                case "response":
                    if let entry = current, !entry.href.isEmpty {
                        guard entries.count < maxEntries else { throw fail("lists more than \(maxEntries) entries") }
                        entries.append(entry)
                    }
                    current = nil
                case "href" where stack.last == "response":
                    current?.href = value.trimmingCharacters(in: .whitespacesAndNewlines).removingPercentEncoding ?? value
                // A property the server lacks comes empty in a 404 propstat; it never overrides one it has.
                case "getetag" where !trimmed.isEmpty: current?.etag = trimmed
                case "getlastmodified" where !trimmed.isEmpty: current?.lastModified = trimmed
                case "getcontentlength" where !trimmed.isEmpty: current?.size = Int(trimmed)
                default: break
                }
                continue
            }
            text = []
            if stack.isEmpty {
                guard local == "multistatus" else { throw fail("is not a WebDAV multistatus (it starts with <\(local)>)") }
                sawMultistatus = true
            }
            if local == "response" { current = WebDAVEntry(href: "", isFolder: false) }
            if local == "collection", stack.last == "resourcetype" { current?.isFolder = true }
            if selfClosing { continue }
            guard stack.count < maxNesting else { throw fail("nests elements more than \(maxNesting) deep") }
            stack.append(local)
        }
        guard sawMultistatus else { throw fail("is not a WebDAV multistatus (empty)") }
        guard stack.isEmpty else { throw fail("is not well-formed XML (it ends inside <\(stack.last ?? "")>)") }
        return entries
    }

    private static func starts(_ bytes: [UInt8], at i: Int, with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard i + count <= bytes.count else { return false }
        return text.withUTF8Buffer { pattern in (0..<count).allSatisfy { bytes[i + $0] == pattern[$0] } }
    }

    private static func find(_ bytes: [UInt8], _ text: StaticString, from start: Int) -> Int? {
        var i = start
        while i < bytes.count {
            if starts(bytes, at: i, with: text) { return i }
            i += 1
        }
        return nil
    }

    /// The `>` that ends a tag, skipping quoted attribute values.
    private static func tagEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var quote: UInt8?
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if let q = quote {
                if b == q { quote = nil }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if b == UInt8(ascii: ">") {
                return i
            } else if b == UInt8(ascii: "<") {
                return nil
            }
            i += 1
        }
        return nil
    }

    private static func isNameEnd(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: "/") || b == UInt8(ascii: ">")
    }

    private static func localName(_ name: ArraySlice<UInt8>) -> String {
        let local = name.lastIndex(of: UInt8(ascii: ":")).map { name[($0 + 1)...] } ?? name
        return String(decoding: local, as: UTF8.self).lowercased()
    }

    /// Text with the predefined entities and character references replaced.
    static func decode(_ text: [UInt8]) -> String {
        let raw = String(decoding: text, as: UTF8.self)
        guard raw.contains("&") else { return raw }
        var out = ""
        var rest = Substring(raw)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].prefix(12).firstIndex(of: ";") else {
                out += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let name = rest[rest.index(after: amp)..<semi]
            switch name {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                let value: UInt32? =
                    name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
                if let value, let scalar = Unicode.Scalar(value) { out.unicodeScalars.append(scalar) } else { out += "&\(name);" }
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}
