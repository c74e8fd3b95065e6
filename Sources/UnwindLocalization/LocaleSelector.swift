/// Picks the user's language from the POSIX locale variables, in gettext's order of
/// precedence: `LANGUAGE` (a colon list), then `LC_ALL`, `LC_MESSAGES`, `LANG`.
public enum LocaleSelector {
    /// Candidate catalog names, most specific first: `de_DE.UTF-8@euro` → `["de_DE", "de"]`.
    /// Empty for the C/POSIX locale or when nothing is set, which means English.
    public static func candidates(environment: [String: String]) -> [String] {
        let primary = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        // gettext ignores LANGUAGE when the locale is C, so "C" always means English.
        guard let primary, !isPOSIX(primary) else { return [] }
        var names: [String] = []
        if let list = environment["LANGUAGE"], !list.isEmpty {
            for item in list.split(separator: ":") { names += expand(String(item)) }
        }
        names += expand(primary)
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// `de_DE.UTF-8@euro` → `["de_DE", "de"]`; `C` → `[]`.
    public static func expand(_ locale: String) -> [String] {
        guard !isPOSIX(locale) else { return [] }
        var name = Substring(locale)
        if let at = name.firstIndex(of: "@") { name = name[..<at] }
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        guard !name.isEmpty else { return [] }
        let language = name.split(separator: "_").first.map(String.init) ?? String(name)
        return name.contains("_") ? [String(name), language.lowercased()] : [language.lowercased()]
    }

    private static func isPOSIX(_ locale: String) -> Bool {
        locale == "C" || locale == "POSIX" || locale.hasPrefix("C.")
    }
}
