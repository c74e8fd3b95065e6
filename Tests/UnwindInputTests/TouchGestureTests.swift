import Testing
import UnwindInput

/// Finger down/up pairs become swipes and taps, in fractions of the screen.
@Suite struct TouchGestureTests {
    @Test func gestures() {
        var tracker = GestureTracker()
        #expect(tracker.handle(TouchEvent(phase: .down, finger: 1, x: 0.8, y: 0.5)) == nil)
        #expect(tracker.handle(TouchEvent(phase: .up, finger: 1, x: 0.3, y: 0.55)) == .swipeLeft)
        _ = tracker.handle(TouchEvent(phase: .down, finger: 2, x: 0.2, y: 0.5))
        #expect(tracker.handle(TouchEvent(phase: .up, finger: 2, x: 0.6, y: 0.5)) == .swipeRight)
        _ = tracker.handle(TouchEvent(phase: .down, finger: 3, x: 0.5, y: 0.5))
        #expect(tracker.handle(TouchEvent(phase: .up, finger: 3, x: 0.51, y: 0.5)) == .tap)
        _ = tracker.handle(TouchEvent(phase: .down, finger: 4, x: 0.5, y: 0.2))
        #expect(tracker.handle(TouchEvent(phase: .up, finger: 4, x: 0.5, y: 0.8)) == nil, "a vertical drag is neither")
    }
}
