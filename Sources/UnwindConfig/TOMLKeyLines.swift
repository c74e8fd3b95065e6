/// Where each key and table of a TOML text is written, found in one pass over the text, so
/// an error about any value can name its line.
///
/// TOMLKit's tables do not keep source positions, so this reads the text itself: table
/// headers (`[a.b]`, `[[a]]`, quoted parts), assignments with bare, quoted and dotted keys,
/// and it skips strings (multi-line ones included) and comments so text inside them is
/// never taken for a key. Every key is recorded with its full path, so `spacing` at the top
/// level and `spacing` under `[breathe]` are told apart.
///
/// - Complexity: O(n) in the text's length to build; O(depth) per lookup. (Looking a key up
///   by scanning the text each time made checking 1,000 unknown keys take 20 s.)
public struct TOMLKeyLines: Sendable {
    private var lines: [String: Int] = [:]

    /// Indexes `text`.
    public init(_ text: String) {
        var scanner = Scanner()
        var number = 0
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            for path in scanner.paths(in: Array(line)) {
                let key = Self.key(path)
                if lines[key] == nil { lines[key] = number }
            }
        }
    }

    /// The 1-based line where `path` is assigned or its table is opened; nil when the text
    /// never spells it (an inline table's inner keys, for one).
    public func line(of path: [String]) -> Int? {
        lines[Self.key(path)]
    }

    /// The line of `path`, or else of its nearest enclosing key or table that has one.
    public func nearestLine(of path: [String]) -> Int? {
        var path = path
        while !path.isEmpty {
            if let line = line(of: path) { return line }
            path.removeLast()
        }
        return nil
    }

    private static func key(_ path: [String]) -> String {
        path.joined(separator: "\u{0}")
    }

    /// The line-to-line state: the open table and an unfinished multi-line string.
    private struct Scanner {
        var table: [String] = []
        /// The closing delimiter (`"""` or `'''`) of a multi-line string still open.
        var openString: UInt8?

        /// The key paths a line introduces (a table header's path, or an assignment's full
        /// path and its dotted prefixes).
        mutating func paths(in line: [UInt8]) -> [[String]] {
            var i = 0
            if let quote = openString {
                guard let end = Self.close(line, from: 0, quote: quote, triple: true) else { return [] }
                openString = nil
                i = end
            }
            i = Self.skipSpace(line, i)
            guard i < line.count, line[i] != UInt8(ascii: "#") else { return [] }
            if line[i] == UInt8(ascii: "["), openString == nil, i == Self.skipSpace(line, 0) {
                let start = i + (i + 1 < line.count && line[i + 1] == UInt8(ascii: "[") ? 2 : 1)
                if let (keys, end) = Self.keyPath(line, start), end < line.count, line[end] == UInt8(ascii: "]") {
                    table = keys
                    return [keys]
                }
                return []
            }
            if i == Self.skipSpace(line, 0), let (keys, end) = Self.keyPath(line, i), end < line.count, line[end] == UInt8(ascii: "=") {
                scanValue(line, from: end + 1)
                return (1...keys.count).map { table + keys[0..<$0] }
            }
            scanValue(line, from: i)
            return []
        }

        /// Skips strings and stops at a comment; remembers a multi-line string left open.
        mutating func scanValue(_ line: [UInt8], from start: Int) {
            var i = start
            while i < line.count {
                let c = line[i]
                if c == UInt8(ascii: "#") { return }
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    let triple = i + 2 < line.count && line[i + 1] == c && line[i + 2] == c
                    guard let end = Self.close(line, from: i + (triple ? 3 : 1), quote: c, triple: triple) else {
                        if triple { openString = c }
                        return
                    }
                    i = end
                    continue
                }
                i += 1
            }
        }

        /// The index just past the string's closing quote, or nil when the line ends first.
        static func close(_ line: [UInt8], from start: Int, quote: UInt8, triple: Bool) -> Int? {
            var i = start
            while i < line.count {
                let c = line[i]
                if c == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                    i += 2
                    continue
                }
                if c == quote {
                    if !triple { return i + 1 }
                    if i + 2 < line.count, line[i + 1] == quote, line[i + 2] == quote {
                        var end = i + 3
                        // A closing run may hold up to two more quotes that belong to the string.
                        while end < line.count, line[end] == quote, end < i + 5 { end += 1 }
                        return end
                    }
                }
                i += 1
            }
            return nil
        }

        static func skipSpace(_ line: [UInt8], _ start: Int) -> Int {
            var i = start
            while i < line.count, line[i] == UInt8(ascii: " ") || line[i] == UInt8(ascii: "\t") || line[i] == UInt8(ascii: "\r") { i += 1 }
            return i
        }

        /// A dotted key (`a."b c".'d'`) starting at `start`, and the index after it and any
        /// space that follows.
        static func keyPath(_ line: [UInt8], _ start: Int) -> ([String], Int)? {
            var keys: [String] = []
            var i = skipSpace(line, start)
            while true {
                guard let (key, end) = simpleKey(line, i) else { return nil }
                keys.append(key)
                i = skipSpace(line, end)
                guard i < line.count, line[i] == UInt8(ascii: ".") else { return (keys, i) }
                i = skipSpace(line, i + 1)
            }
        }

        static func simpleKey(_ line: [UInt8], _ start: Int) -> (String, Int)? {
            guard start < line.count else { return nil }
            let c = line[start]
            if c == UInt8(ascii: "'") {
                guard let end = line[(start + 1)...].firstIndex(of: c) else { return nil }
                return (String(decoding: line[(start + 1)..<end], as: UTF8.self), end + 1)
            }
            if c == UInt8(ascii: "\"") {
                guard let end = close(line, from: start + 1, quote: c, triple: false) else { return nil }
                return (unescape(line[(start + 1)..<(end - 1)]), end)
            }
            var i = start
            while i < line.count, isBare(line[i]) { i += 1 }
            return i > start ? (String(decoding: line[start..<i], as: UTF8.self), i) : nil
        }

        static func isBare(_ c: UInt8) -> Bool {
            (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: "-")
        }

        /// A basic string's escapes resolved (\" \\ \n \t \uXXXX …), as TOML reads them.
        static func unescape(_ bytes: ArraySlice<UInt8>) -> String {
            guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
            var out = ""
            var plain: [UInt8] = []
            var i = bytes.startIndex
            func flush() {
                out += String(decoding: plain, as: UTF8.self)
                plain.removeAll()
            }
            while i < bytes.endIndex {
                let c = bytes[i]
                guard c == UInt8(ascii: "\\"), i + 1 < bytes.endIndex else {
                    plain.append(c)
                    i += 1
                    continue
                }
                let e = bytes[i + 1]
                i += 2
                switch e {
                case UInt8(ascii: "n"): plain.append(0x0A)
                case UInt8(ascii: "t"): plain.append(0x09)
                case UInt8(ascii: "r"): plain.append(0x0D)
                case UInt8(ascii: "b"): plain.append(0x08)
                case UInt8(ascii: "f"): plain.append(0x0C)
                case UInt8(ascii: "u"), UInt8(ascii: "U"):
                    let count = e == UInt8(ascii: "u") ? 4 : 8
                    let end = min(i + count, bytes.endIndex)
                    flush()
                    if let value = UInt32(String(decoding: bytes[i..<end], as: UTF8.self), radix: 16), let scalar = Unicode.Scalar(value) {
                        out.unicodeScalars.append(scalar)
                    }
                    i = end
                default: plain.append(e)
                }
            }
            flush()
            return out
        }
    }
}
