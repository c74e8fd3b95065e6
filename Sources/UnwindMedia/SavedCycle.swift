import UnwindPhotos

/// A playlist's place in its cycle, as the library index stores it, so a restarted show
/// carries on where it stopped instead of starting a fresh shuffle (and repeating photos
/// it showed an hour ago).
public struct SavedCycle: Equatable, Sendable {
    /// The order the cycle was made in; a show started with another order starts afresh.
    public var order: PlaylistOrder
    /// The cycle's photos in show order.
    public var cycle: [PhotoPath]
    /// Index of the photo on screen when saved; -1 before the first.
    public var position: Int

    /// A saved place.
    public init(order: PlaylistOrder, cycle: [PhotoPath], position: Int) {
        self.order = order
        self.cycle = cycle
        self.position = position
    }
}
