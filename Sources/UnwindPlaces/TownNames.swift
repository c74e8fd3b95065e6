import Foundation

/// Town names in the reader's language where one is known ("Lissabon" in German, "Москва" in
/// Russian): GeoNames' main name is what the gazetteer holds, and the bundled table of
/// GeoNames has no language-tagged alternates, so these come from Unicode CLDR's exemplar
/// cities (`Assets/places/names.tsv`, made by `scripts/make-place-names.py`: about 270 capitals
/// and big towns). Any other town keeps its GeoNames name.
public struct TownNames: Sendable {
    private let names: [String: String]

    /// No translations: every town keeps its GeoNames name.
    public static let none = TownNames(entries: [])

    /// A table of `(country code, GeoNames name, language, name in that language)`.
    public init(entries: [(countryCode: String, name: String, language: String, localized: String)]) {
        var names: [String: String] = [:]
        for entry in entries { names[Self.key(entry.countryCode, entry.name, entry.language)] = entry.localized }
        self.names = names
    }

    /// Reads `country<TAB>name<TAB>language<TAB>localized` lines; `#` lines and blank lines are skipped.
    public init(contentsOf path: String) throws(Gazetteer.LoadError) {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        var entries: [(countryCode: String, name: String, language: String, localized: String)] = []
        for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, fields[0].count == 2, fields.allSatisfy({ !$0.isEmpty }) else {
                throw .badLine(path: path, line: index + 1)
            }
            entries.append((fields[0], fields[1], fields[2], fields[3]))
        }
        self.init(entries: entries)
    }

    /// The town's name in `language` (`de`, or `de_DE`), or nil where the table has none.
    public func name(of place: Place, language: String) -> String? {
        let code = language.prefix { $0 != "_" && $0 != "-" && $0 != "." }.lowercased()
        return names[Self.key(place.countryCode, place.name, code)]
    }

    private static func key(_ country: String, _ name: String, _ language: String) -> String {
        "\(country)\t\(name)\t\(language)"
    }
}
