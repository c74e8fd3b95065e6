import Foundation

/// Reading a config file's text, refusing before any parsing what no config needs: a file
/// over `maxBytes` (a 10 MB or million-key file would otherwise take tens of seconds to
/// reject), a device or fifo that never ends (read no further than the limit), bytes that
/// are not UTF-8 and NUL bytes (binary files), each named with its line and byte offset.
public enum ConfigFile {
    /// The largest config file read: 1 MiB. The shipped example is 2 KB; a list of ten
    /// thousand photo folders fits easily.
    public static let maxBytes = 1 << 20

    /// The file's text, or one clear error naming the file.
    public static func read(_ path: String, maxBytes: Int = ConfigFile.maxBytes) throws(ConfigError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ConfigError(file: path, line: nil, key: nil, message: "no such file")
        }
        guard !isDirectory.boolValue else { throw ConfigError(file: path, line: nil, key: nil, message: "is a folder, not a config file") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ConfigError(file: path, line: nil, key: nil, message: "cannot be read")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maxBytes + 1) ?? Data()
        } catch {
            throw ConfigError(file: path, line: nil, key: nil, message: "cannot be read")
        }
        guard data.count <= maxBytes else {
            throw ConfigError(file: path, line: nil, key: nil, message: "larger than \(maxBytes / 1024) KiB; a config file is a few kilobytes")
        }
        return try text(of: data, file: path)
    }

    /// `data` as text, or an error naming the line and byte offset of the first byte that is
    /// not UTF-8 or is NUL.
    public static func text(of data: Data, file: String) throws(ConfigError) -> String {
        if let offset = firstInvalidByte(data) {
            let line = data.prefix(offset).reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            let byte = data[data.startIndex + offset]
            let what = byte == 0 ? "a NUL byte (a binary file?)" : "not UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))"
            throw ConfigError(file: file, line: line, key: nil, message: "byte \(offset) is \(what); config files are UTF-8 text")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The offset of the first byte that starts no valid UTF-8 sequence, or is NUL.
    /// - Complexity: O(n).
    static func firstInvalidByte(_ data: Data) -> Int? {
        let bytes = [UInt8](data)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0 { return i }
            if b < 0x80 {
                i += 1
                continue
            }
            let (length, minimum, lead): (Int, UInt32, UInt32)
            switch b {
            case 0xC2...0xDF: (length, minimum, lead) = (2, 0x80, UInt32(b & 0x1F))
            case 0xE0...0xEF: (length, minimum, lead) = (3, 0x800, UInt32(b & 0x0F))
            case 0xF0...0xF4: (length, minimum, lead) = (4, 0x10000, UInt32(b & 0x07))
            default: return i
            }
            var scalar = lead
            guard i + length <= bytes.count else { return i }
            for k in 1..<length {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
            i += length
        }
        return nil
    }
}
