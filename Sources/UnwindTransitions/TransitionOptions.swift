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
    /// Start rectangle of the radial mask (it grows from / shrinks into this oval); wins over `origin`.
    public var originRect: Rect?
    /// Composable spec for the arriving image only (`--insertion`), making the transition asymmetric.
    public var insertion: String?
    /// Composable spec for the leaving image only (`--removal`).
    public var removal: String?
    /// Colour the radial transition fades the uncovered image through; `nil` for none.
    public var fadeColor: Color?
    /// Width in pixels of the radial mask's soft edge; 0 leaves just the anti-aliased edge.
    public var softness: Float
    /// Seconds to hold the old image before the radial mask starts moving.
    public var delay: Double
    /// Width in pixels of the radial mask's anti-aliased edge; 0 leaves it stair-stepped.
    public var feather: Float = Feather.defaultWidth

    /// Options as the command line or config give them; anything not given keeps the transition's default.
    public init(
        speedy: Bool = false, duration: Double? = nil, seed: UInt64? = nil, tileEdge: Float = TileGrid.defaultEdge, origin: Vec2? = nil, curve: String? = nil,
        originRect: Rect? = nil, insertion: String? = nil, removal: String? = nil, fadeColor: Color? = nil, softness: Float = 0, delay: Double = 0
    ) {
        self.speedy = speedy
        self.duration = duration
        self.seed = seed
        self.tileEdge = tileEdge
        self.origin = origin
        self.curve = curve
        self.originRect = originRect
        self.insertion = insertion
        self.removal = removal
        self.fadeColor = fadeColor
        self.softness = softness
        self.delay = delay
    }
}
