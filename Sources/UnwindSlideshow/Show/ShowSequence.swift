import UnwindMedia
import UnwindPhotos

/// The order of slides: the playlist's photos, with two consecutive portrait photos joined
/// into one slide when pairing is on.
///
/// Pairs are decided as the show reaches them, from the photos' shapes (learned by probing
/// their headers) and the pairs already made: going forward a portrait photo takes the next
/// one if that is a portrait too and not already someone's partner; going back the same rule
/// runs backwards. A pair once made is remembered for its cycle, so going back and forth
/// shows the same pairs, and a seeded show makes the same pairs on every run. Pairs never
/// span two cycles.
public struct ShowSequence: Sendable {
    /// The photos in show order (the value the show owns; its ordering API is unchanged).
    public private(set) var playlist: Playlist
    /// Join portrait photos in pairs (pair mode on, landscape screen).
    public var pairing: Bool
    /// Shapes learned so far.
    public private(set) var shapes: [PhotoPath: PhotoShape] = [:]
    /// Pairs decided so far, as (left, right), with the order they were decided in: when two
    /// remembered pairs claim the same photo (a shuffled show met it in another cycle), the
    /// newer one holds.
    private var pairs: [Pair: Int] = [:]
    private var decisions = 0
    /// The slide on screen or arriving; its first photo is the playlist's current one.
    public private(set) var current: Slide?

    /// Two photos side by side in one cycle (a shuffled show meets them apart in others).
    struct Pair: Hashable, Sendable {
        let cycle: Int
        let left: PhotoPath
        let right: PhotoPath
    }

    /// What the show can do next.
    public enum Decision: Equatable, Sendable {
        /// This slide comes next.
        case slide(Slide)
        /// Pairing needs these photos' shapes first (probe them, then ask again).
        case needsShapes([PhotoPath])
        /// Nothing to show.
        case empty

        /// The slide, when decided.
        public var slide: Slide? {
            if case .slide(let slide) = self { return slide }
            return nil
        }
    }

    /// The slides of `playlist`, paired when `pairing` is on.
    public init(playlist: Playlist, pairing: Bool = false) {
        self.playlist = playlist
        self.pairing = pairing
    }

    /// Photos in the show.
    public var photoCount: Int { playlist.count }
    /// True when there is nothing to show.
    public var isEmpty: Bool { playlist.isEmpty }

    /// Records a photo's shape (from a header probe).
    public mutating func learn(_ shape: PhotoShape, of path: PhotoPath) {
        shapes[path] = shape
    }

    /// The slide `advance(step)` would move to, without moving. Mutating like
    /// `Playlist.peek`: a look past the end of the cycle draws the next cycle once and keeps it,
    /// so peeking every tick costs nothing and agrees with what `advance` returns.
    public mutating func peek(_ step: Playlist.Step) -> Decision {
        if step == .forward, playlist.position + (current?.photos.count ?? 1) >= playlist.count { playlist.prepareNextCycle() }
        var copy = self
        return copy.advance(step)
    }

    /// Moves one slide on or back when the next slide can be decided; otherwise stays put
    /// and says which shapes are missing.
    @discardableResult
    public mutating func advance(_ step: Playlist.Step) -> Decision {
        guard !playlist.isEmpty else { return .empty }
        var moved = playlist
        let decision: Decision
        switch step {
        case .forward:
            for _ in 0..<(current?.photos.count ?? 1) { moved.advance(.forward) }
            decision = forwardSlide(in: moved)
        case .backward:
            moved.advance(.backward)
            decision = backwardSlide(in: moved)
            if let slide = decision.slide, slide.isPair { moved.advance(.backward) }
        }
        guard let slide = decision.slide else { return decision }
        playlist = moved
        current = slide
        if slide.isPair { remember(slide) }
        return decision
    }

    /// Decides again the slide starting at the playlist's current photo (after its partner
    /// failed to load, say): pairs it forward or shows it alone.
    @discardableResult
    public mutating func reformCurrent() -> Decision {
        guard playlist.current != nil else { return advance(.forward) }
        let decision = forwardSlide(in: playlist)
        if let slide = decision.slide {
            current = slide
            if slide.isPair { remember(slide) }
        }
        return decision
    }

    /// Drops photos (deleted, unreadable) and the pairs they were part of.
    public mutating func remove(_ paths: Set<PhotoPath>) {
        guard !paths.isEmpty else { return }
        playlist.remove(paths)
        pairs = pairs.filter { !paths.contains($0.key.left) && !paths.contains($0.key.right) }
        for path in paths { shapes[path] = nil }
        revalidateCurrent()
    }

    /// Hides a photo for good: the filter refuses it from now on (scans, refreshes, uploads)
    /// and it leaves the sequence.
    public mutating func hide(_ path: PhotoPath) {
        playlist.catalog.filter.hidden.insert(path)
        remove([path])
    }

    /// Marks a photo as a favourite or not; the next cycle is drawn with it.
    public mutating func setFavorite(_ path: PhotoPath, _ on: Bool) {
        if on {
            playlist.catalog.favorites.insert(path)
        } else {
            playlist.catalog.favorites.remove(path)
        }
    }

    /// Puts a photo next (see `Playlist.placeNext`); false when it is on screen already.
    @discardableResult
    public mutating func placeNext(_ path: PhotoPath) -> Bool {
        guard playlist.placeNext(path) else { return false }
        revalidateCurrent()
        return true
    }

    /// Takes the photos a rescan found (see `Playlist.update(photos:)`).
    @discardableResult
    public mutating func update(photos: [PhotoPath]) -> Playlist.Changes {
        let changes = playlist.update(photos: photos)
        if !changes.removed.isEmpty {
            let gone = Set(changes.removed)
            pairs = pairs.filter { !gone.contains($0.key.left) && !gone.contains($0.key.right) }
            for path in gone { shapes[path] = nil }
        }
        revalidateCurrent()
        return changes
    }

    /// Takes an index refresh's changes (see `Playlist.apply(added:removed:)`).
    @discardableResult
    public mutating func apply(added: [PhotoRecord], removed: [PhotoPath]) -> Playlist.Changes {
        let changes = playlist.apply(added: added, removed: removed)
        if !changes.removed.isEmpty {
            let gone = Set(changes.removed)
            pairs = pairs.filter { !gone.contains($0.key.left) && !gone.contains($0.key.right) }
            for path in gone { shapes[path] = nil }
        }
        revalidateCurrent()
        return changes
    }

    /// A new day: `on-this-day` brings its memories forward (see `Playlist.rollOver(to:)`).
    @discardableResult
    public mutating func rollOver(to day: CalendarDay) -> Bool {
        guard playlist.rollOver(to: day) else { return false }
        revalidateCurrent()
        return true
    }

    /// Puts the photos in another order, keeping the photo on screen: the name and date
    /// orders go on from its place, the others start a fresh cycle with it (so nothing
    /// repeats before every photo had its turn).
    public mutating func reorder(_ order: PlaylistOrder, seed: UInt64) {
        playlist = playlist.reordered(order, seed: seed)
        pairs.removeAll()
        revalidateCurrent()
    }

    /// Follows a cycle decided elsewhere (`--sync`: the group's permutation for this slot),
    /// at `position`, with `next` as the cycle after it.
    public mutating func follow(cycle: [PhotoPath], position: Int, next: [PhotoPath]) {
        playlist.follow(cycle: cycle, position: position, next: next)
        revalidateCurrent()
    }

    /// The slide starting at `list.current`, going forward.
    private func forwardSlide(in list: Playlist) -> Decision {
        guard let first = list.current else { return .empty }
        let cycle = list.cycle, i = list.position
        let next = i + 1 < cycle.count ? cycle[i + 1] : nil
        guard pairing, let next, next != first else { return .slide(Slide(first)) }
        let n = list.cycleNumber
        let ours = pairs[Pair(cycle: n, left: first, right: next)]
        let taken = i + 2 < cycle.count ? pairs[Pair(cycle: n, left: next, right: cycle[i + 2])] : nil
        if let ours, ours > (taken ?? -1) { return .slide(Slide(first, next)) }
        if taken != nil { return .slide(Slide(first)) }
        return decide(left: first, right: next, alone: first)
    }

    /// The slide ending at `list.current`, going back.
    private func backwardSlide(in list: Playlist) -> Decision {
        guard let last = list.current else { return .empty }
        let cycle = list.cycle, j = list.position
        let before = j > 0 ? cycle[j - 1] : nil
        guard pairing, let before, before != last else { return .slide(Slide(last)) }
        let n = list.cycleNumber
        let ours = pairs[Pair(cycle: n, left: before, right: last)]
        let taken = j >= 2 ? pairs[Pair(cycle: n, left: cycle[j - 2], right: before)] : nil
        if let ours, ours > (taken ?? -1) { return .slide(Slide(before, last)) }
        if taken != nil { return .slide(Slide(last)) }
        return decide(left: before, right: last, alone: last)
    }

    /// A pair when both photos stand upright, else `alone` by itself.
    private func decide(left: PhotoPath, right: PhotoPath, alone: PhotoPath) -> Decision {
        if shapes[alone] == .landscape { return .slide(Slide(alone)) }
        let unknown = [left, right].filter { shapes[$0] == nil }
        guard unknown.isEmpty else { return .needsShapes(unknown) }
        return shapes[left] == .portrait && shapes[right] == .portrait ? .slide(Slide(left, right)) : .slide(Slide(alone))
    }

    private mutating func remember(_ slide: Slide) {
        let cycle = playlist.cycleNumber
        pairs[Pair(cycle: cycle, left: slide.photos[0], right: slide.photos[1])] = decisions
        decisions += 1
        // Only the cycles next to this one can be reached again.
        if pairs.count > 3 * playlist.count + 16 {
            pairs = pairs.filter { abs($0.key.cycle - cycle) <= 1 }
        }
    }

    /// Keeps `current` true to the playlist after photos came or went.
    private mutating func revalidateCurrent() {
        guard let first = playlist.current else {
            current = nil
            return
        }
        let cycle = playlist.cycle, i = playlist.position
        if let slide = current, slide.first == first, slide.isPair, i + 1 < cycle.count, cycle[i + 1] == slide.photos[1] { return }
        current = Slide(first)
    }
}
