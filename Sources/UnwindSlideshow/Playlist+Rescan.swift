import UnwindMedia
import UnwindPhotos

/// Merging a fresh scan into a running show without restarting it.
extension Playlist {
    /// What a rescan changed.
    public struct Changes: Equatable, Sendable {
        /// New photos that joined the current cycle (counted in the rescan log line).
        public var added: [PhotoPath]
        /// Photos that left the show (file gone or filtered out); their cached textures are dropped.
        public var removed: [PhotoPath]
        /// True when the rescan changed nothing: no log line, no status update.
        public var isEmpty: Bool { added.isEmpty && removed.isEmpty }
    }

    /// Takes the photos a rescan found: removed files leave the show (the next photo is the
    /// one that followed), new files join the rest of the current cycle (in name order at
    /// their place, in shuffle order at random places still to come).
    @discardableResult
    public mutating func update(photos: [PhotoPath]) -> Changes {
        let photos = catalog.admitted(photos)
        let known = Set(cycle), fresh = Set(photos)
        let removed = cycle.filter { !fresh.contains($0) }
        let added = photos.filter { !known.contains($0) }
        guard !removed.isEmpty || !added.isEmpty else { return Changes(added: [], removed: []) }
        remove(Set(removed))
        insert(added)
        return Changes(added: added, removed: removed)
    }

    /// Drops photos (deleted files, files that failed to decode).
    public mutating func remove(_ paths: Set<PhotoPath>) {
        guard !paths.isEmpty else { return }
        var kept: [PhotoPath] = []
        var newPosition = -1
        for (index, path) in cycle.enumerated() {
            if !paths.contains(path) { kept.append(path) }
            if index == position { newPosition = kept.count - 1 }
        }
        if position >= cycle.count { newPosition = kept.count - 1 }
        previousCycle = previousCycle?.filter { !paths.contains($0) }
        nextCycle = nil
        replace(cycle: kept, position: kept.isEmpty ? -1 : newPosition)
    }

    mutating func insert(_ added: [PhotoPath]) {
        guard !added.isEmpty else { return }
        nextCycle = nil
        switch order {
        case .name, .date, .dateDescending:
            let anchor = current ?? (cycle.indices.contains(position) ? cycle[position] : nil)
            let merged =
                order == .name ? NaturalOrder.sorted(cycle + added) : DateOrder.cycle(catalog.records(cycle + added), newestFirst: order == .dateDescending)
            let newPosition = anchor.flatMap { merged.firstIndex(of: $0) } ?? position
            replace(cycle: merged, position: newPosition)
        case .shuffle, .onThisDay, .recent, .favorites:
            replace(cycle: interleaving(added, afterPosition: position), position: position)
        }
    }
}
