import UnwindMedia
import UnwindPhotos

/// Playlists made from photo records (paths with dates), from the library index or an
/// in-memory scan, and kept up to date as files come, change and go.
extension Playlist {
    /// A playlist of the records the filter admits, in `order`.
    ///
    /// - Parameters:
    ///   - today: fixes "today" for `on-this-day` and `recent` (`--today`); nil reads the
    ///     local date whenever a cycle is made.
    ///   - recentDays: the window of the `recent` order.
    public init(
        records: [PhotoRecord], order: PlaylistOrder, seed: UInt64, filter: PhotoFilter = PhotoFilter(),
        today: CalendarDay? = nil, recentDays: Int = 30
    ) {
        let catalog = PhotoCatalog(records: records, filter: filter, today: today, recentDays: recentDays)
        self.init(photos: records.map(\.path), order: order, seed: seed, catalog: catalog)
    }

    /// Applies an incremental change (a library refresh): `removed` leave the show; `added`
    /// (new files, or known files whose date changed) have their dates learned and join the
    /// rest of the current cycle as `update(photos:)` places them; a changed date the filter
    /// no longer admits takes the photo out.
    @discardableResult
    public mutating func apply(added: [PhotoRecord], removed: [PhotoPath]) -> Changes {
        let known = Set(cycle)
        var gone = Set(removed).intersection(known)
        var fresh: [PhotoPath] = []
        var freshSet = Set<PhotoPath>()
        var redated = false
        for record in added where !gone.contains(record.path) {
            let admitted = catalog.filter.admits(record)
            if known.contains(record.path) {
                if !admitted { gone.insert(record.path) }
                redated = redated || catalog.dates[record.path] != record.taken
            } else if admitted, freshSet.insert(record.path).inserted {
                fresh.append(record.path)
            }
        }
        catalog.learn(added)
        for path in removed { catalog.dates[path] = nil }
        remove(gone)
        if redated { reorderForNewDates() }
        insert(fresh)
        return Changes(added: fresh, removed: Array(gone))
    }

    /// After dates of photos already in the cycle changed (an index finishing its first
    /// build under a show that started from a plain scan): in the date orders the photos
    /// still to come are sorted again, so the next one is the oldest (newest) not yet shown;
    /// `on-this-day` brings the day's memories forward.
    private mutating func reorderForNewDates() {
        switch order {
        case .date, .dateDescending:
            let split = max(0, min(cycle.count, position + 1))
            let upcoming = DateOrder.cycle(catalog.records(Array(cycle[split...])), newestFirst: order == .dateDescending)
            nextCycle = nil
            replace(cycle: Array(cycle[..<split]) + upcoming, position: position)
        case .onThisDay:
            rollOver(to: catalog.today)
        case .name, .shuffle, .recent, .favorites:
            break
        }
    }

    /// On a new day, brings that day's memories forward in the `on-this-day` order: they
    /// leave their places in the cycle and come next, newest year first. Other orders are
    /// untouched (their next cycle sees the new day). Returns true when the cycle changed.
    @discardableResult
    public mutating func rollOver(to day: CalendarDay) -> Bool {
        guard order == .onThisDay, !cycle.isEmpty else { return false }
        let memories = OnThisDayOrder.memories(catalog.records(Array(Set(cycle))), today: day)
        guard !memories.isEmpty else { return false }
        let moving = Set(memories)
        var kept: [PhotoPath] = []
        var newPosition = -1
        for (index, path) in cycle.enumerated() {
            if !moving.contains(path) || index == position { kept.append(path) }
            if index == position { newPosition = kept.count - 1 }
        }
        let upcoming = memories.filter { $0 != current }
        kept.insert(contentsOf: upcoming, at: newPosition + 1)
        nextCycle = nil
        replace(cycle: kept, position: newPosition)
        return true
    }
}
