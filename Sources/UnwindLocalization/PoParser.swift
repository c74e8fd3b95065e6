/// Reads the gettext `.po` format translators use on Linux: `msgctxt`, `msgid`,
/// `msgid_plural`, `msgstr` / `msgstr[n]`, strings continued over several lines, C escapes,
/// `#,` flags and comments.
public enum PoParser {
    private enum Field {
        case context, id, plural, translation(Int)
    }

    private struct Pending {
        var context: String?
        var id: String?
        var plural: String?
        var translations: [Int: String] = [:]
        var flags: Set<String> = []
        var line = 0

        var isEmpty: Bool { context == nil && id == nil && translations.isEmpty }
    }

    /// Parses a whole file's text; `file` names it in errors.
    public static func parse(_ text: String, file: String = "<po>") throws(PoParseError) -> [PoEntry] {
        var entries: [PoEntry] = []
        var pending = Pending()
        var field: Field?
        var lineNumber = 0

        func finish() throws(PoParseError) {
            defer {
                pending = Pending()
                field = nil
            }
            guard !pending.isEmpty else { return }
            guard let id = pending.id else {
                throw PoParseError(file: file, line: pending.line, reason: "msgstr without a msgid")
            }
            let count = (pending.translations.keys.max() ?? -1) + 1
            guard count > 0 else { throw PoParseError(file: file, line: pending.line, reason: "msgid \"\(id)\" has no msgstr") }
            var translations: [String] = []
            for i in 0..<count {
                guard let s = pending.translations[i] else {
                    throw PoParseError(file: file, line: pending.line, reason: "msgid \"\(id)\" lacks msgstr[\(i)]")
                }
                translations.append(s)
            }
            entries.append(
                PoEntry(context: pending.context, id: id, pluralID: pending.plural, translations: translations, flags: pending.flags, line: pending.line))
        }

        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.trimmingWhitespace()
            if line.isEmpty {
                try finish()
                continue
            }
            if line.hasPrefix("#") {
                if line.hasPrefix("#,") {
                    if pending.id != nil, !pending.translations.isEmpty { try finish() }
                    for flag in line.dropFirst(2).split(separator: ",") { pending.flags.insert(String(flag.trimmingWhitespace())) }
                }
                continue
            }
            if line.hasPrefix("\"") {
                let piece = try unquote(line, file: file, line: lineNumber)
                switch field {
                case .context?: pending.context = (pending.context ?? "") + piece
                case .id?: pending.id = (pending.id ?? "") + piece
                case .plural?: pending.plural = (pending.plural ?? "") + piece
                case .translation(let i)?: pending.translations[i, default: ""] += piece
                case nil: throw PoParseError(file: file, line: lineNumber, reason: "string continuation outside an entry")
                }
                continue
            }
            guard let space = line.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
                throw PoParseError(file: file, line: lineNumber, reason: "expected a keyword and a quoted string, got '\(line)'")
            }
            let keyword = String(line[..<space])
            let value = try unquote(line[space...].trimmingWhitespace(), file: file, line: lineNumber)
            switch keyword {
            case "msgctxt":
                if pending.id != nil { try finish() }
                pending.context = value
                pending.line = lineNumber
                field = .context
            case "msgid":
                if pending.id != nil { try finish() }
                pending.id = value
                if pending.context == nil { pending.line = lineNumber }
                field = .id
            case "msgid_plural":
                guard pending.id != nil else { throw PoParseError(file: file, line: lineNumber, reason: "msgid_plural before msgid") }
                pending.plural = value
                field = .plural
            case "msgstr":
                guard pending.id != nil else { throw PoParseError(file: file, line: lineNumber, reason: "msgstr without a msgid") }
                pending.translations[0] = value
                field = .translation(0)
            default:
                guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
                    let n = Int(keyword.dropFirst(7).dropLast()), (0..<16).contains(n)
                else { throw PoParseError(file: file, line: lineNumber, reason: "unknown keyword '\(keyword)'") }
                guard pending.id != nil else { throw PoParseError(file: file, line: lineNumber, reason: "msgstr without a msgid") }
                pending.translations[n] = value
                field = .translation(n)
            }
        }
        try finish()
        return entries
    }

    /// The contents of a `"…"` literal with C escapes resolved.
    static func unquote(_ text: Substring, file: String, line: Int) throws(PoParseError) -> String {
        guard text.count >= 2, text.first == "\"", text.last == "\"" else {
            throw PoParseError(file: file, line: line, reason: "expected a quoted string, got '\(text)'")
        }
        var result = ""
        var escaping = false
        for ch in text.dropFirst().dropLast() {
            if escaping {
                switch ch {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "\\": result.append("\\")
                case "\"": result.append("\"")
                case "a": result.append("\u{07}")
                default: throw PoParseError(file: file, line: line, reason: "unknown escape '\\\(ch)'")
                }
                escaping = false
            } else if ch == "\\" {
                escaping = true
            } else if ch == "\"" {
                throw PoParseError(file: file, line: line, reason: "unescaped quote inside a string")
            } else {
                result.append(ch)
            }
        }
        if escaping { throw PoParseError(file: file, line: line, reason: "string ends in a lone backslash") }
        return result
    }
}

extension Substring {
    func trimmingWhitespace() -> Substring {
        var s = self
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return s
    }
}
