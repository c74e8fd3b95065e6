/// What a finger (or a mouse click) meant: a swipe to change photo or a tap to pause.
public enum TouchGesture: Equatable, Sendable {
    case swipeLeft, swipeRight, tap
}

/// Turns touch-down/up pairs into gestures. Positions are normalised (0...1 of the window),
/// so a swipe is a fraction of the screen whatever its size.
public struct GestureTracker: Sendable {
    /// Horizontal travel that makes a swipe.
    public var swipeDistance: Float = 0.08
    /// Travel under which a touch is a tap.
    public var tapSlop: Float = 0.03
    private var starts: [Int64: (x: Float, y: Float)] = [:]

    /// A tracker with the default distances and no finger down.
    public init() {}

    /// Feeds one event; returns a gesture when a finger lifts.
    public mutating func handle(_ event: TouchEvent) -> TouchGesture? {
        switch event.phase {
        case .down:
            starts[event.finger] = (event.x, event.y)
            return nil
        case .move:
            return nil
        case .up:
            guard let start = starts.removeValue(forKey: event.finger) else { return nil }
            let dx = event.x - start.x, dy = event.y - start.y
            if abs(dx) >= swipeDistance, abs(dx) > abs(dy) { return dx < 0 ? .swipeLeft : .swipeRight }
            if abs(dx) <= tapSlop, abs(dy) <= tapSlop { return .tap }
            return nil
        }
    }
}
