/// Limits on a TOML text's shape, checked in one linear pass before the text reaches the
/// parser: TOMLKit's parser (toml++) builds one nested table per part of a dotted key, and a
/// 20 KB key 10,000 parts deep took 9.9 s and 922 MB (50,000 parts: 19.4 GB, killed), an OOM
/// crash loop on a small board under systemd. No config of Unwind's is more than three keys
/// deep, so 16 leaves room and stops the attack at the first line that passes it.
///
/// Key depth counts every part of a key's full path: a table header's parts (`[a.b]`), a
/// dotted key's parts, and the keys of the inline tables around it (`a = { b = { c = 1 } }`
/// is 3 deep). Array nesting adds no key depth (the parser bounds it itself).
public enum TOMLBounds {
    /// The deepest key path accepted.
    public static let maxKeyDepth = 16
    /// The most keys and table headers accepted in one file (a 1 MiB file can hold 250,000
    /// short ones; the largest real config is a few hundred).
    public static let maxKeys = 100_000

    /// Throws the first line that breaks a limit, as `file:line: key nested deeper than 16`.
    /// - Complexity: O(n) in the text's length, O(nesting) memory.
    public static func check(_ text: String, file: String, maxKeyDepth: Int = TOMLBounds.maxKeyDepth, maxKeys: Int = TOMLBounds.maxKeys) throws(ConfigError) {
        var scanner = Scanner(bytes: Array(text.utf8))
        while let (depth, line) = scanner.nextKey() {
            if depth > maxKeyDepth {
                throw ConfigError(file: file, line: line, key: nil, message: "key nested deeper than \(maxKeyDepth)")
            }
            if scanner.keys > maxKeys {
                throw ConfigError(file: file, line: line, key: nil, message: "more than \(maxKeys) keys; a config file has a few dozen")
            }
        }
    }

    /// Where a scan is: inside the top level, an inline table or an array, each with the key
    /// depth of the value it belongs to.
    private enum Context {
        case top
        case inline(base: Int)
        case array(base: Int)
    }

    /// A tokenizer that knows only keys, strings, comments and brackets.
    private struct Scanner {
        let bytes: [UInt8]
        var i = 0
        var line = 1
        var keys = 0
        var stack: [Context] = [.top]
        /// The depth of the open table (`[a.b]` → 2).
        var tableDepth = 0
        /// Whether the next token is a key (line start at the top level, after `{` or `,`
        /// in an inline table).
        var expectKey = true
        /// The key depth of the value being read.
        var valueBase = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// The depth and line of the next key or table header, or nil at the end.
        mutating func nextKey() -> (Int, Int)? {
            while i < bytes.count {
                let c = bytes[i]
                switch c {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    i += 1
                case UInt8(ascii: "\n"):
                    line += 1
                    i += 1
                    if case .top = stack.last { expectKey = true }
                case UInt8(ascii: "#"):
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                case UInt8(ascii: "["):
                    if case .top = stack.last, expectKey {
                        let start = line
                        i += 1
                        if i < bytes.count, bytes[i] == UInt8(ascii: "[") { i += 1 }
                        let parts = keyChain()
                        tableDepth = parts
                        expectKey = false
                        keys += 1
                        return (parts, start)
                    }
                    stack.append(.array(base: valueBase))
                    i += 1
                case UInt8(ascii: "{"):
                    stack.append(.inline(base: valueBase))
                    expectKey = true
                    i += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if stack.count > 1 { stack.removeLast() }
                    valueBase = base(of: stack.last)
                    i += 1
                case UInt8(ascii: ","):
                    if case .inline = stack.last { expectKey = true }
                    i += 1
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    if expectKey { return key() }
                    skipString()
                default:
                    if expectKey, isBare(c) { return key() }
                    i += 1
                }
            }
            return nil
        }

        private func base(of context: Context?) -> Int {
            switch context {
            case .inline(let base), .array(let base): return base
            case .top, nil: return tableDepth
            }
        }

        /// A key at `i`: its depth, and the value after it starts at that depth.
        private mutating func key() -> (Int, Int) {
            let start = line
            let depth = base(of: stack.last) + keyChain()
            valueBase = depth
            expectKey = false
            keys += 1
            return (depth, start)
        }

        /// Reads `a."b".'c'` and returns its number of parts.
        private mutating func keyChain() -> Int {
            var parts = 0
            while i < bytes.count {
                skipSpace()
                guard i < bytes.count else { break }
                let c = bytes[i]
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    skipString()
                } else if isBare(c) {
                    while i < bytes.count, isBare(bytes[i]) { i += 1 }
                } else {
                    break
                }
                parts += 1
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ".") else { break }
                i += 1
            }
            return parts
        }

        private mutating func skipSpace() {
            while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
        }

        /// Skips a basic or literal string, one-line or multi-line, counting its newlines.
        private mutating func skipString() {
            let quote = bytes[i]
            let triple = i + 2 < bytes.count && bytes[i + 1] == quote && bytes[i + 2] == quote
            i += triple ? 3 : 1
            while i < bytes.count {
                let c = bytes[i]
                if c == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                    i += 2
                    continue
                }
                if c == UInt8(ascii: "\n") {
                    // A one-line string never spans lines; the parser reports it.
                    if !triple { return }
                    line += 1
                }
                if c == quote {
                    if !triple {
                        i += 1
                        return
                    }
                    if i + 2 < bytes.count, bytes[i + 1] == quote, bytes[i + 2] == quote {
                        i += 3
                        while i < bytes.count, bytes[i] == quote { i += 1 }
                        return
                    }
                }
                i += 1
            }
        }

        private func isBare(_ c: UInt8) -> Bool {
            (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: "-")
        }
    }
}
