import UnwindECS
import UnwindMedia
import UnwindPhotos

/// `--sync GROUP`: the photo on screen follows the group's wall-clock slots instead of the
/// show's own interval, so every frame of the group shows the same photo and changes at the
/// same moment (see `GroupSync`).
struct SyncState {
    var group: GroupSync
    /// Seconds since 1970 at the current tick, as the scene last gave it (wall clock in a
    /// window, a fixed epoch plus show time headless).
    var wallClock: Double?
    /// The slot whose photo is on screen or arriving; nil before the first.
    var slot: Int64?
    /// The photos in natural order, and the `photosVersion` they were sorted at.
    var sorted: [PhotoPath] = []
    var sortedVersion = -1
}

extension ShowSystems {
    /// At each slot boundary: the group's photo for the slot, with the slot's transition.
    /// Paused or dark, the show holds and catches up with the current slot afterwards.
    static func sync(_ world: World) {
        guard var state = world.resource(SyncState.self), let wall = state.wallClock else { return }
        state.group.interval = world.machine.interval
        let slot = state.group.slot(at: wall)
        guard slot != state.slot, world.screen.isOn, !world.machine.isPaused, world.loading.pending?.isFirst != true else { return }
        guard let target = align(&state, toSlot: slot, in: world) else { return }
        world.setResource(state)
        if world.sequence.current?.first == target {
            world.machine.photoShown(at: world.now)
            return
        }
        if let index = state.group.transitionIndex(forSlot: slot, count: max(1, world.transitionCycle.names.count)) {
            world.transitionCycle.align(to: index)
        }
        navigate(.forward, origin: nil, in: world)
    }

    /// Puts the sequence just before the photo of `slot` in the group's cycle (so moving
    /// forward shows it, and prefetch looks at the slot after it); returns that photo.
    static func align(_ state: inout SyncState, toSlot slot: Int64, in world: World) -> PhotoPath? {
        var sequence = world.sequence
        let version = world.progress.photosVersion
        if state.sortedVersion != version || state.sorted.count != sequence.photoCount {
            var seen = Set<PhotoPath>()
            state.sorted = NaturalOrder.sorted(sequence.playlist.cycle.filter { seen.insert($0).inserted })
            state.sortedVersion = version
        }
        let count = state.sorted.count
        guard count > 0 else { return nil }
        let (cycle, position) = state.group.place(ofSlot: slot, count: count)
        let photos = state.group.order(ofCycle: cycle, count: count).map { state.sorted[$0] }
        let upcoming = state.group.order(ofCycle: cycle + 1, count: count).map { state.sorted[$0] }
        sequence.follow(cycle: photos, position: position - 1, next: upcoming)
        world.sequence = sequence
        state.slot = slot
        return photos[position]
    }

    /// Before the first slide: start on the photo of the slot the wall clock is in.
    static func alignFirstSlide(in world: World) {
        guard var state = world.resource(SyncState.self), let wall = state.wallClock else { return }
        state.group.interval = world.machine.interval
        _ = align(&state, toSlot: state.group.slot(at: wall), in: world)
        world.setResource(state)
    }
}
