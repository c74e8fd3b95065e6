import Testing
import UnwindDraw
import UnwindInput

/// A recording hands out its events tick by tick and settles for a second after the last.
@Suite struct ReplayQueueTests {
    @Test func eventsComeOutOnTheirTicksThenTheQueueSettles() {
        let recording = InputRecording(
            size: Size(width: 64, height: 48), rate: 120,
            entries: [
                .init(tick: 2, event: .key(KeyEvent(key: .space, isPressed: true))),
                .init(tick: 2, event: .key(KeyEvent(key: .space, isPressed: false))),
                .init(tick: 5, event: .key(KeyEvent(key: .right, isPressed: true))),
            ])
        var queue = ReplayQueue(recording)
        #expect(queue.take(upTo: 1).isEmpty)
        #expect(queue.take(upTo: 2).count == 2, "both events of tick 2, in order")
        #expect(queue.take(upTo: 4).isEmpty)
        #expect(queue.take(upTo: 9).count == 1)
        #expect(!queue.isExhausted(after: 5 + 119), "settles for one second (120 ticks) after the last event")
        #expect(queue.isExhausted(after: 5 + 120))
    }
}
