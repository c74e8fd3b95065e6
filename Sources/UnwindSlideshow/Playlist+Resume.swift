import UnwindMedia
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
        // The saved cycle without the photos gone since, and the place in it.
        var kept: [PhotoPath] = []
        kept.reserveCapacity(saved.cycle.count)
        var place = -1
        for (index, path) in saved.cycle.enumerated() {
            if present.contains(path) { kept.append(path) }
            if index == saved.position { place = kept.count - 1 }
        }
        if saved.position >= saved.cycle.count { place = kept.count - 1 }
        replace(cycle: kept, position: place)
        // Photos new since join the part still to come. When the kept cycle holds as many
        // photos as there are (and no repeats, which only `recent` and favourites make), none are new.
        if kept.count != admitted.count || order == .recent || !catalog.favorites.isEmpty {
            let known = Set(kept)
            insert(admitted.filter { !known.contains($0) })
        }
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
