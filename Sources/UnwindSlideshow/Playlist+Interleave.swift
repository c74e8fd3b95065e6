import UnwindPhotos

/// Placing new photos at random among those still to come, in time linear in the cycle.
extension Playlist {
    /// The cycle with `added` at random places after `position`: every interleaving of the
    /// new photos with the ones still to come is equally likely, and the photos already
    /// shown keep their places. One pass over the cycle, so a first index build that
    /// brings 100,000 photos into a running show costs milliseconds, not the seconds that
    /// inserting them one by one into the array would.
    mutating func interleaving(_ added: [PhotoPath], afterPosition position: Int) -> [PhotoPath] {
        let start = max(0, min(cycle.count, position + 1))
        let slots = cycle.count - start + added.count
        // Which of the slots still to come hold a new photo: a random subset of added.count.
        var isNew = [Bool](repeating: false, count: slots)
        for i in 0..<added.count { isNew[i] = true }
        for i in stride(from: slots - 1, to: 0, by: -1) {
            isNew.swapAt(i, randomIndex(in: 0...i))
        }
        var shuffled = added
        for i in stride(from: shuffled.count - 1, to: 0, by: -1) {
            shuffled.swapAt(i, randomIndex(in: 0...i))
        }
        var merged = Array(cycle[..<start])
        merged.reserveCapacity(cycle.count + added.count)
        var old = start, new = 0
        for slot in isNew {
            if slot {
                merged.append(shuffled[new])
                new += 1
            } else {
                merged.append(cycle[old])
                old += 1
            }
        }
        return merged
    }
}
