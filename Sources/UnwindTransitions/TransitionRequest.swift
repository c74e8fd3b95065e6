import UnwindDraw

/// Which way the user is moving through the photos; going back mirrors directional
/// transitions (a slide that came in from the right leaves to the right).
public enum NavigationDirection: String, Sendable, Codable {
    case forward, backward
}

/// Everything a transition needs to know to start: the two images, the view, and why.
public struct TransitionRequest: Sendable {
    /// The image going away; `nil` for the first photo of a show.
    public var from: ImageLayer?
    /// The image arriving.
    public var to: ImageLayer
    /// The view both images live in (the window or the export frame).
    public var bounds: Rect
    /// Forward or backward through the photos; backward mirrors directional effects.
    public var direction: NavigationDirection
    /// Where the user touched to cause the change, for transitions with an origin (radial).
    public var origin: Vec2?
    /// The background the view is cleared to, where images do not cover it.
    public var background: Color

    /// A request to change from `from` to `to` in `bounds`, going forward over black unless told.
    public init(from: ImageLayer?, to: ImageLayer, bounds: Rect, direction: NavigationDirection = .forward, origin: Vec2? = nil, background: Color = .black) {
        self.from = from
        self.to = to
        self.bounds = bounds
        self.direction = direction
        self.origin = origin
        self.background = background
    }
}
