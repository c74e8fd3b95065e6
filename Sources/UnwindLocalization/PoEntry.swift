/// One message of a gettext catalog: the English source (`msgid`), its optional context and
/// plural source, and the translations (one, or one per plural form).
public struct PoEntry: Hashable, Sendable {
    /// `msgctxt`: disambiguates two identical English strings that translate differently.
    public var context: String?
    /// `msgid`: the English source string the code looks up.
    public var id: String
    /// `msgid_plural`, when the message has plural forms.
    public var pluralID: String?
    /// `msgstr`, or `msgstr[0]`, `msgstr[1]`, … in plural-form order.
    public var translations: [String]
    /// `#,` flags such as `fuzzy` or `c-format`.
    public var flags: Set<String>
    /// Line of the entry's `msgid` in its file, for error messages.
    public var line: Int

    /// An entry as the parser or a test builds it; `line` stays 0 when it did not come from a file.
    public init(context: String? = nil, id: String, pluralID: String? = nil, translations: [String], flags: Set<String> = [], line: Int = 0) {
        self.context = context
        self.id = id
        self.pluralID = pluralID
        self.translations = translations
        self.flags = flags
        self.line = line
    }

    /// True for the header entry (empty msgid), which carries metadata rather than a message.
    public var isHeader: Bool { id.isEmpty && context == nil }

    /// True when every translation is non-empty and the entry is not marked fuzzy; gettext
    /// ignores the rest and falls back to English.
    public var isTranslated: Bool {
        !translations.isEmpty && translations.allSatisfy { !$0.isEmpty } && !flags.contains("fuzzy")
    }
}
