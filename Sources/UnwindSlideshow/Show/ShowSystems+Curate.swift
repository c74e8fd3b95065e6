import UnwindECS
import UnwindPhotos

/// Curating from the sofa: hiding the photo on screen for good, marking it a favourite.
/// Nothing is written to the photo folders; the library index remembers both (`ShowNote`).
extension ShowSystems {
    static func hideCurrent(in world: World) {
        guard let path = world.sequence.playlist.current else { return }
        var sequence = world.sequence
        sequence.hide(path)
        world.sequence = sequence
        world.showReport.hidden.append(path)
        world.progress.photosVersion += 1
        world.request(.note(.hidden(path)))
        world.request(.forget(path))
        world.log("hidden: \(path) (never shown again; the file is not touched)")
        if sequence.isEmpty {
            world.loading.pending = nil
            world.machine.becameEmpty()
        } else if sequence.photoCount == 1 {
            beginFirstSlide(in: world)
        } else {
            navigate(.forward, origin: nil, in: world)
        }
    }

    /// `on` nil turns the mark over (a key, a gamepad button).
    static func favoriteCurrent(_ on: Bool?, in world: World) {
        guard let path = world.sequence.playlist.current else { return }
        var sequence = world.sequence
        let mark = on ?? !sequence.playlist.catalog.favorites.contains(path)
        guard mark != sequence.playlist.catalog.favorites.contains(path) else { return }
        sequence.setFavorite(path, mark)
        world.sequence = sequence
        world.request(.note(.favorite(path, mark)))
        world.log(mark ? "favourite: \(path)" : "no longer a favourite: \(path)")
    }
}
