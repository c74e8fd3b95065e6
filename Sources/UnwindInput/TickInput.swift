import UnwindDraw

/// The one way input reaches a scene. Every source's events (the event pump, a headless
/// run's script, the remote inbox, a presence sensor) wait here until the next fixed tick,
/// which takes them all, records them with its number (`--record`) and hands them to the
/// scene; a replay hands out a recording's events at their ticks instead, and live input is
/// dropped. The runner owns one, so no scene keeps a queue, a bound, a recorder or a
/// replayer of its own, and every scene records and replays the same way.
///
/// Render thread only (sources that post from other threads go through an `InputSource`).
public final class TickInput {
    /// Events held for the next tick at most: no ticks run while a window is hidden, and a
    /// busy remote must not grow memory meanwhile. The oldest go first.
    public static let defaultCapacity = 1024

    /// The bound of this queue.
    public let capacity: Int
    private var pending: [InputEvent] = []
    private var replayQueue: ReplayQueue?
    private var recorder: InputRecorder?
    /// Events dropped because `capacity` was reached (oldest first).
    public private(set) var dropped = 0
    /// The drawable size of the recording being replayed (pointer positions refer to it);
    /// nil when input is live.
    public private(set) var replaySize: Size?

    /// An empty, live queue holding at most `capacity` events (at least one).
    public init(capacity: Int = TickInput.defaultCapacity) {
        self.capacity = max(1, capacity)
    }

    /// True while a recording drives the scene instead of live input.
    public var isReplaying: Bool { replayQueue != nil }

    /// Queues live events for the next tick; ignored while a replay drives the scene.
    public func post(_ events: [InputEvent]) {
        guard replayQueue == nil, !events.isEmpty else { return }
        pending.append(contentsOf: events)
        if pending.count > capacity {
            let excess = pending.count - capacity
            pending.removeFirst(excess)
            dropped += excess
        }
    }

    /// The events of tick `tick`, oldest first: a replay's events recorded up to it, or every
    /// live event since the last tick (recorded with this tick when recording).
    public func take(forTick tick: Int64) -> [InputEvent] {
        if var queue = replayQueue {
            let events = queue.take(upTo: tick)
            replayQueue = queue
            return events
        }
        guard !pending.isEmpty else { return [] }
        let events = pending
        pending.removeAll(keepingCapacity: true)
        if let recorder {
            for event in events { recorder.record(event, tick: tick) }
        }
        return events
    }

    /// Plays `recording`'s events at their ticks from now on, in place of live input (a
    /// replay of a recorded session, remote commands included).
    public func replay(_ recording: InputRecording) {
        replayQueue = ReplayQueue(recording)
        replaySize = recording.size
        pending.removeAll()
    }

    /// True once a replay has handed out every event and its settle time after `tick` has
    /// passed (or it reached a recorded quit); false when input is live.
    public func isReplayExhausted(after tick: Int64) -> Bool {
        replayQueue?.isExhausted(after: tick) ?? false
    }

    /// Starts saving live input into `recorder`'s file, recorded at `size` and `rate` (the
    /// drawable and the tick rate a replay must use).
    public func record(into recorder: InputRecorder, size: Size, rate: Int) throws {
        try recorder.begin(size: size, rate: rate)
        self.recorder = recorder
    }

    /// True while live input is being saved.
    public var isRecording: Bool { recorder != nil }

    /// Flushes and closes the recording, if any.
    public func finishRecording() throws {
        defer { recorder = nil }
        try recorder?.finish()
    }
}
