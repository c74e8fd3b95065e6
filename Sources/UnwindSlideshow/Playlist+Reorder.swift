import UnwindMedia
import UnwindPhotos

/// Changing a running playlist's order (a remote's "order") and following a cycle decided
/// elsewhere (`--sync`).
extension Playlist {
    /// The same photos in `order`, on the photo now current: the name and date orders go on
    /// from its place in their sorted cycle; shuffle, on-this-day and recent start a fresh
    /// cycle with it first, so every other photo still has its turn before any repeats.
    public func reordered(_ newOrder: PlaylistOrder, seed: UInt64) -> Playlist {
        var seen = Set<PhotoPath>()
        let photos = cycle.filter { seen.insert($0).inserted }
        var fresh = Playlist(photos: [], order: newOrder, seed: seed, catalog: catalog)
        var made = fresh.makeCycle(from: photos, after: nil)
        guard let current else {
            fresh.replace(cycle: made, position: -1)
            return fresh
        }
        switch newOrder {
        case .name, .date, .dateDescending:
            fresh.replace(cycle: made, position: made.firstIndex(of: current) ?? -1)
        case .shuffle, .onThisDay, .recent, .favorites:
            made.removeAll { $0 == current }
            fresh.replace(cycle: [current] + made, position: 0)
        }
        fresh.cycleNumber = max(1, cycleNumber)
        return fresh
    }

    /// Takes `newCycle` as the current cycle at `newPosition` (-1: before its first photo),
    /// with `upcoming` as the cycle after it; the cycle number counts on when the cycle is
    /// a new one.
    public mutating func follow(cycle newCycle: [PhotoPath], position newPosition: Int, next upcoming: [PhotoPath]) {
        if newCycle != cycle {
            previousCycle = cycle.isEmpty ? nil : cycle
            cycleNumber += 1
        }
        replace(cycle: newCycle, position: newPosition)
        nextCycle = upcoming
    }
}
