/// The translations of one language, looked up by English source string: what the user
/// reads is always `catalog("Breathe in slowly")`, and a missing or empty translation falls
/// back to the English text, as gettext does.
public struct Catalog: Sendable {
    private struct Key: Hashable, Sendable {
        let context: String?
        let id: String
    }

    /// The language code this catalog translates into ("de"; "en" for the source strings).
    public let language: String
    private let messages: [Key: [String]]
    private let pluralRule: PluralRule

    /// A catalog from parsed entries; untranslated and fuzzy entries are dropped.
    public init(language: String, entries: [PoEntry]) {
        self.language = language
        var messages: [Key: [String]] = [:]
        var rule = PluralRule.germanic
        for entry in entries {
            if entry.isHeader {
                rule = PluralRule(header: entry.translations.first ?? "")
            } else if entry.isTranslated {
                messages[Key(context: entry.context, id: entry.id)] = entry.translations
            }
        }
        self.messages = messages
        self.pluralRule = rule
    }

    /// The untranslated catalog: English source strings as written in the code.
    public static let english = Catalog(language: "en", entries: [])

    /// How many messages have a translation.
    public var count: Int { messages.count }

    /// The translation of `id`, or `id` itself when there is none.
    public func callAsFunction(_ id: String, context: String? = nil) -> String {
        messages[Key(context: context, id: id)]?.first ?? id
    }

    /// The form of a message that fits `count` (e.g. "1 cycle" / "4 cycles"), with the
    /// language's plural rule from its header.
    public func plural(_ id: String, _ pluralID: String, count: Int, context: String? = nil) -> String {
        let index = pluralRule.index(for: count)
        if let forms = messages[Key(context: context, id: id)], index < forms.count { return forms[index] }
        return count == 1 ? id : pluralID
    }

    /// Translates `id` and replaces its `%s` placeholders, in order, with `arguments`
    /// (already formatted by the caller, so numbers and times are never locale-guessed here).
    public func format(_ id: String, _ arguments: String..., context: String? = nil) -> String {
        Catalog.substitute(self(id, context: context), arguments)
    }

    /// Replaces each `%s` with the next argument and `%%` with `%`.
    public static func substitute(_ template: String, _ arguments: [String]) -> String {
        var result = ""
        var next = 0
        var index = template.startIndex
        while index < template.endIndex {
            let ch = template[index]
            let after = template.index(after: index)
            if ch == "%", after < template.endIndex {
                if template[after] == "s" {
                    result += next < arguments.count ? arguments[next] : ""
                    next += 1
                    index = template.index(after: after)
                    continue
                }
                if template[after] == "%" {
                    result.append("%")
                    index = template.index(after: after)
                    continue
                }
            }
            result.append(ch)
            index = after
        }
        return result
    }
}
