import UnwindMedia
import UnwindPhotos
import UnwindRandom

/// The order photos are shown in, as a sequence of cycles.
///
/// A cycle holds every photo once. In shuffle order each new cycle is a fresh permutation
/// whose first photo is never the last one of the cycle before, so no photo shows twice in
/// a row. The neighbouring cycles are kept so that stepping back across a cycle boundary
/// returns to what was actually shown and peeking ahead (for prefetch) agrees with what
/// `advance` will return.
public struct Playlist: Sendable {
    /// The order each cycle is built in; fixed for the playlist's life.
    public let order: PlaylistOrder
    private var generator: SplitMix64
    /// The current cycle.
    public private(set) var cycle: [PhotoPath]
    var previousCycle: [PhotoPath]?
    var nextCycle: [PhotoPath]?
    /// Index of the current photo in `cycle`; -1 before the first `advance`.
    public private(set) var position = -1
    /// Cycles started so far (1 once the first photo is shown).
    public internal(set) var cycleNumber = 0
    /// Dates taken, filters and today, for the date orders and memories.
    public internal(set) var catalog: PhotoCatalog

    /// - Parameters:
    ///   - seed: fixes the shuffle; the same seed and files give the same show.
    ///   - catalog: dates and filters (see `init(records:...)`); empty for name and shuffle.
    public init(photos: [PhotoPath], order: PlaylistOrder, seed: UInt64, catalog: PhotoCatalog = PhotoCatalog()) {
        self.order = order
        self.generator = SplitMix64(seed: seed)
        self.catalog = catalog
        self.cycle = []
        self.cycle = makeCycle(from: catalog.admitted(photos), after: nil)
    }

    /// Photos in the show.
    public var count: Int { cycle.count }
    /// True when no photo passed the filters: the show displays its empty message.
    public var isEmpty: Bool { cycle.isEmpty }

    /// The photo on screen, if the show has started.
    public var current: PhotoPath? {
        cycle.indices.contains(position) ? cycle[position] : nil
    }

    /// Moves one photo on or back and returns it; nil when the playlist is empty.
    @discardableResult
    public mutating func advance(_ direction: Step) -> PhotoPath? {
        guard !cycle.isEmpty else { return nil }
        switch direction {
        case .forward:
            if position + 1 < cycle.count {
                position += 1
            } else {
                let upcoming = nextCycle ?? makeCycle(from: cycle, after: cycle.last)
                previousCycle = cycle
                cycle = upcoming
                nextCycle = nil
                position = 0
                cycleNumber += 1
            }
            if cycleNumber == 0 { cycleNumber = 1 }
        case .backward:
            if position > 0 {
                position -= 1
            } else if let earlier = previousCycle, !earlier.isEmpty {
                nextCycle = cycle
                cycle = earlier
                previousCycle = nil
                position = cycle.count - 1
                cycleNumber = max(1, cycleNumber - 1)
            } else {
                position = cycle.count - 1
                cycleNumber = max(1, cycleNumber)
            }
        }
        return current
    }

    /// The photo `advance(direction)` would return, without moving.
    public mutating func peek(_ direction: Step) -> PhotoPath? {
        guard !cycle.isEmpty else { return nil }
        switch direction {
        case .forward:
            if position + 1 < cycle.count { return cycle[position + 1] }
            if nextCycle == nil { nextCycle = makeCycle(from: cycle, after: cycle.last) }
            return nextCycle?.first
        case .backward:
            if position > 0 { return cycle[position - 1] }
            if let earlier = previousCycle, let last = earlier.last { return last }
            return cycle.last
        }
    }

    /// Draws the next cycle now (if not drawn yet), so copies of this playlist that step
    /// across the cycle's end agree with it and do not each draw it again.
    mutating func prepareNextCycle() {
        if nextCycle == nil { nextCycle = makeCycle(from: cycle, after: cycle.last) }
    }

    /// Which way to move.
    public enum Step: Sendable {
        case forward, backward
    }

    /// A new cycle over `photos`: sorted, or shuffled so it does not start with `last`.
    mutating func makeCycle(from photos: [PhotoPath], after last: PhotoPath?) -> [PhotoPath] {
        switch order {
        case .name:
            return NaturalOrder.sorted(photos)
        case .shuffle where !catalog.favorites.isEmpty, .favorites:
            return catalog.cycle(of: photos, order: order, after: last, using: &generator)
        case .shuffle:
            var shuffled = photos.shuffled(using: &generator)
            if shuffled.count > 1, let last, shuffled[0] == last {
                let swapWith = Int.random(in: 1..<shuffled.count, using: &generator)
                shuffled.swapAt(0, swapWith)
            }
            return shuffled
        case .date, .dateDescending, .onThisDay, .recent:
            return catalog.cycle(of: photos, order: order, after: last, using: &generator)
        }
    }

    /// A random index in `range`, from the playlist's seeded generator.
    mutating func randomIndex(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &generator)
    }

    mutating func replace(cycle newCycle: [PhotoPath], position newPosition: Int) {
        cycle = newCycle
        position = newPosition
    }
}
