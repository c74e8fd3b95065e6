/// A photo's path as the bytes the kernel knows it by.
///
/// Linux file names are bytes, not text: an old camera or a Windows zip may name a photo in
/// Latin-1, which is not valid UTF-8 and cannot round-trip through `String`. The show keeps
/// the raw bytes from the folder scan to the `open`, so such a photo is shown like any other;
/// logs and reports print it with the undecodable bytes escaped (`caf\xE9.jpg`).
public struct PhotoPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path's bytes, without a terminating NUL.
    public let bytes: [UInt8]

    /// A path from raw bytes (a NUL, which no path can hold, ends it).
    public init(bytes: [UInt8]) {
        if let nul = bytes.firstIndex(of: 0) {
            self.bytes = Array(bytes[..<nul])
        } else {
            self.bytes = bytes
        }
    }

    /// A path from text (command line, config file): its UTF-8 bytes.
    public init(_ string: String) {
        self.init(bytes: Array(string.utf8))
    }

    /// A path written in source code or a test.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The path as text when its bytes are valid UTF-8; nil for a name that is not.
    public var string: String? {
        String(validating: bytes, as: UTF8.self)
    }

    /// The path for people: valid UTF-8 as is, every other byte as `\xNN`, and so are control
    /// characters (C0, DEL, C1: a newline in a file name would otherwise split its log line
    /// and let the name write a line of its own).
    public var description: String {
        if let string, !string.unicodeScalars.contains(where: Self.isControl) { return string }
        var out = ""
        var i = 0
        while i < bytes.count {
            if let (scalar, length) = Self.scalar(at: i, in: bytes), !Self.isControl(scalar) {
                out.unicodeScalars.append(scalar)
                i += length
            } else {
                let length = Self.scalar(at: i, in: bytes)?.1 ?? 1
                for byte in bytes[i..<(i + length)] {
                    out += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
                i += length
            }
        }
        return out
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// The file name for the screen: UTF-8 as is; otherwise read as Latin-1, the encoding
    /// old cameras and Windows zips use, so `café.jpg` shows as people named it.
    public var displayName: String {
        let name = lastComponent.bytes
        if let text = String(validating: name, as: UTF8.self) { return text }
        return String(String.UnicodeScalarView(name.map { Unicode.Scalar($0) }))
    }

    /// The folder the photo is in, named for the screen ("Summer in Lisbon"): what a
    /// household calls an album. Nil for a path with no folder.
    public var albumName: String? {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")), slash > 0 else { return nil }
        let folder = PhotoPath(bytes: Array(bytes[..<slash]))
        let name = folder.lastComponent
        return name.bytes.isEmpty ? nil : name.displayName
    }

    /// The last component (the file name), or the whole path when it has no slash.
    public var lastComponent: PhotoPath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return self }
        return PhotoPath(bytes: Array(bytes[(slash + 1)...]))
    }

    /// The path of a child entry: `self/name`.
    public func appending(_ name: [UInt8]) -> PhotoPath {
        PhotoPath(bytes: (bytes.last == UInt8(ascii: "/") ? bytes : bytes + [UInt8(ascii: "/")]) + name)
    }

    /// True when the file name ends with `.ext` for one of `extensions` (lower case, ASCII).
    public func hasExtension(in extensions: Set<String>) -> Bool {
        let name = lastComponent.bytes
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot + 1 < name.count else { return false }
        let ext = name[(dot + 1)...].map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        guard let text = String(validating: ext, as: UTF8.self) else { return false }
        return extensions.contains(text)
    }

    /// Calls `body` with the path as a NUL-terminated C string, for `open`, `stat` and the
    /// C libraries that decode photos.
    public func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        defer { buffer.deallocate() }
        for (i, byte) in bytes.enumerated() { buffer[i] = CChar(bitPattern: byte) }
        buffer[bytes.count] = 0
        return try body(buffer)
    }

    /// The Unicode scalar encoded at `i` and its length in bytes, or nil for an invalid byte.
    private static func scalar(at i: Int, in bytes: [UInt8]) -> (Unicode.Scalar, Int)? {
        for length in 1...4 where i + length <= bytes.count {
            if let text = String(validating: bytes[i..<(i + length)], as: UTF8.self), let scalar = text.unicodeScalars.first {
                return (scalar, length)
            }
        }
        return nil
    }
}

extension PhotoPath: Comparable {
    /// Byte order: total and stable, for sets and tests (people see `NaturalOrder`).
    public static func < (a: PhotoPath, b: PhotoPath) -> Bool {
        a.bytes.lexicographicallyPrecedes(b.bytes)
    }
}

extension PhotoPath: Codable {
    /// Encoded as its description (undecodable bytes as `\xNN`), so JSON reports stay text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes a description, turning `\xNN` escapes back into bytes.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var i = 0
        while i < utf8.count {
            if utf8[i] == UInt8(ascii: "\\"), i + 3 < utf8.count, utf8[i + 1] == UInt8(ascii: "x"),
                let byte = UInt8(String(decoding: utf8[(i + 2)...(i + 3)], as: UTF8.self), radix: 16)
            {
                bytes.append(byte)
                i += 4
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        self.init(bytes: bytes)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
