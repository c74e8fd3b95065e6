/// Which menu entry has the focus, moved by D-pad, stick, arrow keys or pointer; wraps
/// around so a kiosk user never gets stuck at an end.
public struct MenuFocus: Sendable, Equatable {
    public let count: Int
    public private(set) var index: Int

    public init(count: Int, index: Int = 0) {
        self.count = max(count, 1)
        self.index = min(max(index, 0), self.count - 1)
    }

    public mutating func next() { index = (index + 1) % count }
    public mutating func previous() { index = (index + count - 1) % count }

    /// Focuses an entry directly (pointer hover or tap); out-of-range indices are ignored.
    public mutating func set(_ i: Int) {
        if (0..<count).contains(i) { index = i }
    }
}
