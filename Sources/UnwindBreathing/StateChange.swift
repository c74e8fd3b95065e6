/// One transition of a session, with when it happened: replay reports list these, and two
/// runs of one recording must produce the same list.
public struct StateChange: Sendable, Hashable, Codable {
    /// The fixed tick the change happened on.
    public var tick: Int64
    /// Simulation seconds at that tick.
    public var seconds: Double
    /// The state the session left.
    public var from: BreathingState
    /// The state it entered.
    public var to: BreathingState
    /// What moved it: a touch, the head reaching an end, the hold finishing, or a restart.
    public var trigger: BreathingState.Trigger

    /// A change from `from` to `to`, caused by `trigger` on `tick`.
    public init(tick: Int64, seconds: Double, from: BreathingState, to: BreathingState, trigger: BreathingState.Trigger) {
        self.tick = tick
        self.seconds = seconds
        self.from = from
        self.to = to
        self.trigger = trigger
    }
}
