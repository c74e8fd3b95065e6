/// Where a breathing session is. Trace out while breathing in, hold at the end through the
/// breathing cycles, trace back while breathing out.
public enum BreathingState: String, Sendable, Hashable, Codable, CaseIterable {
    /// Waiting for a touch on the centre of the spiral.
    case idle
    /// Tracing outwards.
    case inhale
    /// Holding the end of the spiral while the hold cycles run.
    case hold
    /// Tracing back to the centre.
    case exhale
    /// Done; the summary is shown.
    case completed

    /// What can move a session from one state to the next.
    public enum Trigger: String, Sendable, Hashable, Codable {
        /// The finger (or assisted button) came down on the spiral's start.
        case touchedStart
        /// The head reached the outer end.
        case reachedEnd
        /// Enough touching time was held.
        case holdFinished
        /// The head came back to the centre.
        case reachedStart
        /// The user asked for another round.
        case restart
    }

    /// The state `trigger` leads to, or nil when it does not apply here. These are the only
    /// transitions; everything else (lifting, straying) pauses within a state.
    public func next(on trigger: Trigger) -> BreathingState? {
        switch (self, trigger) {
        case (.idle, .touchedStart): .inhale
        case (.inhale, .reachedEnd): .hold
        case (.hold, .holdFinished): .exhale
        case (.exhale, .reachedStart): .completed
        case (.completed, .restart), (.inhale, .restart), (.hold, .restart), (.exhale, .restart): .idle
        default: nil
        }
    }

    /// True while the user traces the line.
    public var isTracing: Bool { self == .inhale || self == .exhale }
}
