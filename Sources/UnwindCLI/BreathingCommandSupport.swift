import UnwindLocalization
import UnwindPlatform
import UnwindRuntime
import UnwindScenes

/// Pieces `breathe` and the home menu share.
enum BreathingCommandSupport {
    /// The catalog for `--language` or the locale, as a one-line error when a file is broken.
    static func catalog(language: String?) throws -> Catalog {
        do {
            return try LocaleCatalog.load(language: language)
        } catch {
            throw RunFailure(description: "cannot read the translations: \(error)")
        }
    }

    /// Loads `--controller-db` mappings, if given.
    static func addMappings(_ path: String?) throws {
        guard let path else { return }
        do {
            try GamepadMappings.add(fromFile: path)
        } catch let error as SDLError {
            throw RunFailure(description: error.description)
        }
    }
}
