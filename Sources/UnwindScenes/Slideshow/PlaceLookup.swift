import Foundation
import Logging
import UnwindPhotos
import UnwindPlaces
import UnwindRuntime
import UnwindSync

/// Names the place a photo was taken for its caption, on the decode thread: the bundled
/// gazetteer is read the first time a photo with a GPS position comes by (~34,000 places,
/// tens of milliseconds, never on the render thread), then each lookup takes microseconds.
/// Without the file the captions go on without places, after one warning.
final class PlaceLookup: Sendable {
    private enum State {
        case unloaded
        case loaded(Gazetteer, PlaceName)
        case missing
    }

    private let state = Locked(State.unloaded)
    private let language: String
    private let file: @Sendable () -> String?
    private let townNames: @Sendable () -> String?

    /// Places named in `language`, from `file` and the town names in `townNames` (the bundled
    /// tables by default).
    init(
        language: String, file: @escaping @Sendable () -> String? = { AssetLocator.gazetteerPath() },
        townNames: @escaping @Sendable () -> String? = { AssetLocator.townNamesPath() }
    ) {
        self.language = language
        self.file = file
        self.townNames = townNames
    }

    /// "Lisbon, Portugal" for a position within reach of a listed place; nil otherwise.
    func name(at position: GPSPosition) -> String? {
        guard let (gazetteer, names) = loaded() else { return nil }
        return gazetteer.place(latitude: position.latitude, longitude: position.longitude).map(names.string)
    }

    private func loaded() -> (Gazetteer, PlaceName)? {
        switch state.value {
        case .loaded(let gazetteer, let names): return (gazetteer, names)
        case .missing: return nil
        case .unloaded: break
        }
        // Read outside the lock (it is file I/O); only the decode thread asks, so it is read once.
        let result: State
        do {
            guard let path = file() else { throw Gazetteer.LoadError.unreadable(path: "Assets/places/cities15000.tsv") }
            result = .loaded(try Gazetteer(contentsOf: path), PlaceName(language: language, towns: Self.towns(townNames())))
        } catch {
            Logger(label: "unwind.slideshow").warning("captions name no places: \(error)")
            result = .missing
        }
        state.withLock { $0 = result }
        if case .loaded(let gazetteer, let names) = result { return (gazetteer, names) }
        return nil
    }

    /// The translated town names; without the file, towns keep their GeoNames names (one warning).
    private static func towns(_ path: String?) -> TownNames {
        guard let path else { return .none }
        do {
            return try TownNames(contentsOf: path)
        } catch {
            Logger(label: "unwind.slideshow").warning("captions name towns as GeoNames does: \(error)")
            return .none
        }
    }
}
