import UnwindPhotos

/// Putting one photo next, out of turn: an upload from the phone, or a photo tapped under
/// "recently shown".
extension Playlist {
    /// Moves `path` right after the photo on screen (before the first photo when the show
    /// has not started), adding it to the cycle when it is new; the rest of the cycle keeps
    /// its order, so nothing else is shown twice or skipped. A photo the cycle already holds
    /// is moved, not copied. False (and nothing changes) when `path` is the photo on screen.
    @discardableResult
    public mutating func placeNext(_ path: PhotoPath) -> Bool {
        guard current != path else { return false }
        var newCycle = cycle
        var newPosition = position
        if let index = newCycle.firstIndex(of: path) {
            newCycle.remove(at: index)
            if index < newPosition { newPosition -= 1 }
        } else {
            // A new photo: the cycle after this one is drawn again so it holds it too.
            nextCycle = nil
        }
        newCycle.insert(path, at: max(0, newPosition + 1))
        replace(cycle: newCycle, position: newPosition)
        return true
    }
}
