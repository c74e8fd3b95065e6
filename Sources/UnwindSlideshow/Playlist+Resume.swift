import UnwindPhotos

/// Saving a playlist's place and carrying on from it after a restart.
extension Playlist {
    /// The current cycle and position, to save (cheap: the cycle is shared, not copied).
    public var saved: SavedCycle {
        SavedCycle(order: order, cycle: cycle, position: position)
    }

    /// A playlist that continues `saved`: the next photo is the one after the photo that
    /// was on screen, photos deleted since leave the cycle, and photos added since join the
    /// part still to come. When `saved` was made in another order, or none of its photos
    /// remain, the show starts a fresh cycle instead.
    public init(resuming saved: SavedCycle?, photos: [PhotoPath], order: PlaylistOrder, seed: UInt64, catalog: PhotoCatalog = PhotoCatalog()) {
        let admitted = catalog.admitted(photos)
        let present = Set(admitted)
        guard let saved, saved.order == order, saved.cycle.contains(where: { present.contains($0) }) else {
            self.init(photos: photos, order: order, seed: seed, catalog: catalog)
            return
        }
        self.init(photos: [], order: order, seed: seed, catalog: catalog)
        replace(cycle: saved.cycle, position: min(max(saved.position, -1), saved.cycle.count - 1))
        update(photos: admitted)
    }

    /// `init(resuming:...)` for records with dates and filters, as `init(records:...)` takes them.
    public init(
        resuming saved: SavedCycle?, records: [PhotoRecord], order: PlaylistOrder, seed: UInt64,
        filter: PhotoFilter = PhotoFilter(), today: CalendarDay? = nil, recentDays: Int = 30
    ) {
        let catalog = PhotoCatalog(records: records, filter: filter, today: today, recentDays: recentDays)
        self.init(resuming: saved, photos: records.map(\.path), order: order, seed: seed, catalog: catalog)
    }
}
