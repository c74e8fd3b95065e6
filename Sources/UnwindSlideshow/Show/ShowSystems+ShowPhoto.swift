import UnwindECS
import UnwindPhotos

/// A photo out of turn: an upload from the phone comes next, a photo tapped under
/// "recently shown" comes at once.
extension ShowSystems {
    static func showPhoto(_ path: PhotoPath, now: Bool, in world: World) {
        // A synced frame shows the group's photo of each slot; one out of turn would part it from the group.
        guard world.resource(SyncState.self) == nil else {
            world.log("--sync: \(path) is not shown out of turn (the group decides what comes next)")
            return
        }
        var sequence = world.sequence
        let wasEmpty = sequence.isEmpty
        guard sequence.placeNext(path) else { return }
        world.sequence = sequence
        world.progress.photosVersion += 1
        if wasEmpty || world.machine.state == .empty {
            beginFirstSlide(in: world)
        } else if now {
            navigate(.forward, origin: nil, in: world)
        }
    }
}
