/// Hands out a recording's events tick by tick.
public struct ReplayQueue: Sendable {
    private let entries: [InputRecording.Entry]
    private var next = 0
    /// Ticks to keep running after the last event, so its consequences are drawn.
    public let settleTicks: Int64

    /// A queue over every event of `recording`, first to last.
    public init(_ recording: InputRecording) {
        entries = recording.entries
        settleTicks = Int64(recording.rate)
    }

    /// Events recorded on ticks up to and including `tick`, in order.
    public mutating func take(upTo tick: Int64) -> [InputEvent] {
        var events: [InputEvent] = []
        while next < entries.count, entries[next].tick <= tick {
            events.append(entries[next].event)
            next += 1
        }
        return events
    }

    /// True once every event was applied and the settle time has passed, or a recorded quit was reached.
    public func isExhausted(after tick: Int64) -> Bool {
        guard next >= entries.count else { return false }
        if entries.last?.event == .quit { return true }
        return tick >= (entries.last?.tick ?? 0) + settleTicks
    }
}
