import Foundation
import UnwindLocalization
import UnwindRuntime

/// Finds the `po/` catalogs from wherever `unwind` runs (like `AssetLocator` finds Assets)
/// and loads the user's language.
public enum LocaleCatalog {
    /// The `po` folder: `UNWIND_PO`, the working directory, or near the binary.
    public static func directory() -> URL? {
        AssetLocator.locate(folder: "po", environment: "UNWIND_PO") {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("unwind.pot").path)
        }
    }

    /// The catalog for `language` ("de", "fr_FR"), or for the environment's locale when nil.
    /// English when no catalog matches; a malformed catalog is an error naming file and line.
    public static func load(language: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment, directory: URL? = directory()) throws
        -> Catalog
    {
        let candidates = language.map(LocaleSelector.expand) ?? LocaleSelector.candidates(environment: environment)
        return try CatalogLoader.load(directory: directory, candidates: candidates)
    }
}
