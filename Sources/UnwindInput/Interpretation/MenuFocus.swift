/// Which menu entry has the focus, moved by D-pad, stick, arrow keys or pointer; wraps
/// around so a kiosk user never gets stuck at an end.
public struct MenuFocus: Sendable, Equatable {
    /// Entries in the menu.
    public let count: Int
    /// The focused entry, always in `0..<count`.
    public private(set) var index: Int

    /// A focus on `index` (clamped) of `count` entries.
    public init(count: Int, index: Int = 0) {
        self.count = max(count, 1)
        self.index = min(max(index, 0), self.count - 1)
    }

    /// Down / right; wraps to the first entry.
    public mutating func next() { index = (index + 1) % count }
    /// Up / left; wraps to the last entry.
    public mutating func previous() { index = (index + count - 1) % count }

    /// Focuses an entry directly (pointer hover or tap); out-of-range indices are ignored.
    public mutating func set(_ i: Int) {
        if (0..<count).contains(i) { index = i }
    }
}
