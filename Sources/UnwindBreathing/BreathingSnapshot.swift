/// A session's state at one tick, as a plain value: what the draw builder and the scene's
/// report need, without reaching into the world.
public struct BreathingSnapshot: Sendable, Equatable {
    public var state: BreathingState
    /// Head position along the spiral now and one tick ago, in spiral units.
    public var length: Float
    public var previousLength: Float
    /// Touching seconds counted in Hold, and the seconds it needs.
    public var heldSeconds: Double
    public var holdDuration: Double
    /// Whether the finger currently rests on the head in Hold.
    public var isHoldTouching: Bool
    /// Down but too far from the head.
    public var isStraying: Bool
    /// Whether anything (finger, mouse button, assist button) is down.
    public var isContactDown: Bool
    public var summary: SessionSummary

    /// Hold seconds still to go.
    public var holdRemaining: Double { max(0, holdDuration - heldSeconds) }

    /// Head length `alpha` of the way from the previous tick to this one.
    public func interpolatedLength(_ alpha: Double) -> Float {
        previousLength + (length - previousLength) * Float(min(max(alpha, 0), 1))
    }
}
