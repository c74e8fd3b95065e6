/// A session's state at one tick, as a plain value: what the draw builder and the scene's
/// report need, without reaching into the world.
public struct BreathingSnapshot: Sendable, Equatable {
    /// Where the session is; decides which parts are drawn and which guidance shows.
    public var state: BreathingState
    /// Head position along the spiral now and one tick ago, in spiral units.
    public var length: Float
    /// The head's length one tick ago, the start of the interpolation to `length`.
    public var previousLength: Float
    /// Touching seconds counted in Hold, and the seconds it needs.
    public var heldSeconds: Double
    /// Touching seconds the hold needs in all.
    public var holdDuration: Double
    /// Whether the finger currently rests on the head in Hold.
    public var isHoldTouching: Bool
    /// Down but too far from the head.
    public var isStraying: Bool
    /// Whether anything (finger, mouse button, assist button) is down.
    public var isContactDown: Bool
    /// Traced and held time and finished cycles so far, for the Completed screen and the history.
    public var summary: SessionSummary
    /// Seconds of the traces out and back at the guided pace, so Idle can say how long a
    /// whole session takes (hold plus traces), not just the hold.
    public var traceSeconds: Double = 0

    /// Hold seconds still to go.
    public var holdRemaining: Double { max(0, holdDuration - heldSeconds) }

    /// Head length `alpha` of the way from the previous tick to this one.
    public func interpolatedLength(_ alpha: Double) -> Float {
        previousLength + (length - previousLength) * Float(min(max(alpha, 0), 1))
    }
}
