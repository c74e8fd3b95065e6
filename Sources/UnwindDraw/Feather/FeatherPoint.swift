/// One point of a feathered outline: where it is and how much of the shape's colour it
/// carries (1 on the solid side of the ramp, 0 at its outer rim).
public struct FeatherPoint: Hashable, Sendable {
    public var position: Vec2
    public var alpha: Float

    public init(_ position: Vec2, alpha: Float) {
        self.position = position
        self.alpha = alpha
    }
}
