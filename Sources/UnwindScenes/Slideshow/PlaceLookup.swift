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
        case loaded(Gazetteer)
        case missing
    }

    private let state = Locked(State.unloaded)
    private let names: PlaceName
    private let file: @Sendable () -> String?

    /// Places named in `language`, from `file` (the bundled table by default).
    init(language: String, file: @escaping @Sendable () -> String? = { AssetLocator.gazetteerPath() }) {
        names = PlaceName(language: language)
        self.file = file
    }

    /// "Lisbon, Portugal" for a position within reach of a listed place; nil otherwise.
    func name(at position: GPSPosition) -> String? {
        guard let gazetteer = loaded() else { return nil }
        return gazetteer.place(latitude: position.latitude, longitude: position.longitude).map(names.string)
    }

    private func loaded() -> Gazetteer? {
        switch state.value {
        case .loaded(let gazetteer): return gazetteer
        case .missing: return nil
        case .unloaded: break
        }
        // Read outside the lock (it is file I/O); only the decode thread asks, so it is read once.
        let result: State
        do {
            guard let path = file() else { throw Gazetteer.LoadError.unreadable(path: "Assets/places/cities15000.tsv") }
            result = .loaded(try Gazetteer(contentsOf: path))
        } catch {
            Logger(label: "unwind.slideshow").warning("captions name no places: \(error)")
            result = .missing
        }
        state.withLock { $0 = result }
        if case .loaded(let gazetteer) = result { return gazetteer }
        return nil
    }
}
