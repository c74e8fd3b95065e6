import Foundation

/// Finds and reads the `.po` catalog for a language from a directory such as the
/// repository's `po/`, falling back to English when there is none.
public enum CatalogLoader {
    /// The catalog for the first candidate (`de_DE`, then `de`) that has a file in
    /// `directory`; English when none has. A file that exists but is malformed is an error.
    public static func load(directory: URL?, candidates: [String]) throws -> Catalog {
        guard let directory else { return .english }
        for name in candidates {
            if name == "en" || name.hasPrefix("en_") { return .english }
            let url = directory.appendingPathComponent("\(name).po")
            guard FileManager.default.isReadableFile(atPath: url.path) else { continue }
            return try load(file: url, language: name)
        }
        return .english
    }

    /// Reads one `.po` file.
    public static func load(file: URL, language: String) throws -> Catalog {
        let data = try Data(contentsOf: file)
        guard let text = String(data: data, encoding: .utf8) else {
            throw PoParseError(file: file.path, line: 0, reason: "not UTF-8 text")
        }
        return Catalog(language: language, entries: try PoParser.parse(text, file: file.path))
    }

    /// Languages that have a catalog in `directory` (file names without `.po`), sorted.
    public static func available(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".po") }.map { String($0.dropLast(3)) }.sorted()
    }
}
