import UnwindDraw

/// Settings a transition is made with, from the command line or the slideshow config.
public struct TransitionOptions: Sendable, Equatable {
    /// Use the transition's speedy timing (blocks 0.6 s, spiral 0.7 s, ...).
    public var speedy: Bool
    /// Overrides the total duration in seconds.
    public var duration: Double?
    /// Seeds random patterns (blocks); `nil` gives a different pattern on every play.
    public var seed: UInt64?
    /// Target tile edge in pixels for tile transitions.
    public var tileEdge: Float
    /// Origin of transitions that grow from a point (radial), in view pixels; `nil` is the centre.
    public var origin: Vec2?
    /// Name of an easing curve, for transitions that take one (`linear`, `easeInOut`, ...).
    public var curve: String?

    public init(speedy: Bool = false, duration: Double? = nil, seed: UInt64? = nil, tileEdge: Float = 100, origin: Vec2? = nil, curve: String? = nil) {
        self.speedy = speedy
        self.duration = duration
        self.seed = seed
        self.tileEdge = tileEdge
        self.origin = origin
        self.curve = curve
    }
}
