/// One point of a feathered outline: where it is and how much of the shape's colour it
/// carries (1 on the solid side of the ramp, 0 at its outer rim).
public struct FeatherPoint: Hashable, Sendable {
    /// Where the point lies, in pixels.
    public var position: Vec2
    /// How much of the shape's colour it carries: 1 solid, 0 fully faded.
    public var alpha: Float

    /// A point at `position` carrying `alpha` of the colour.
    public init(_ position: Vec2, alpha: Float) {
        self.position = position
        self.alpha = alpha
    }
}
