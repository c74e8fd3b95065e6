import Testing
import UnwindInput

/// Menu focus wraps at both ends, and an analog stick steps it once per push.
@Suite struct MenuFocusTests {
    @Test func focusWrapsAroundBothEnds() {
        var focus = MenuFocus(count: 3)
        focus.previous()
        #expect(focus.index == 2, "up from the first entry goes to the last, got \(focus.index)")
        focus.next()
        #expect(focus.index == 0, "down from the last entry goes to the first, got \(focus.index)")
        focus.set(7)
        #expect(focus.index == 0, "an index out of range is ignored, got \(focus.index)")
        #expect(MenuFocus(count: 0).count == 1, "an empty menu still has one slot")
    }

    @Test func stickStepsOncePerPush() {
        var latch = StickLatch()
        #expect(latch.step(for: 0.5) == nil, "under the press threshold nothing happens")
        #expect(latch.step(for: 0.9) == 1, "a push down steps down")
        #expect(latch.step(for: 1.0) == nil, "holding the stick does not repeat")
        #expect(latch.step(for: 0.4) == nil, "still above the release threshold")
        #expect(latch.step(for: 0.1) == nil, "back near the centre releases")
        #expect(latch.step(for: -0.7) == -1, "a push up after release steps up")
    }
}
