import UnwindDraw
import UnwindECS
import UnwindTransitions

/// An uploaded slide: its texture placed in the view at rest (before any motion).
public struct PhotoSlot: Component, Sendable {
    /// The slide the texture shows.
    public var slide: Slide
    /// Where the texture goes on screen; transitions start from this.
    public var layer: ImageLayer
    /// The texture's pixel size.
    public var textureSize: Size
    /// What matters in the picture (0...1 of the texture), for `kenburns-smart`.
    public var focus: Vec2?
    /// Seconds a clip plays (capped); nil for a still.
    public var clipLength: Double? = nil
    /// False for a Live or Motion Photo's motion, which plays within the interval.
    public var clipHoldsShow = true
}

/// A slot that is on screen: the slide shown (or arriving), or the one a transition leaves.
public struct OnStage: Component, Sendable {
    /// Shown (or arriving), or leaving in a transition.
    public enum Role: Sendable, Equatable {
        case showing, leaving
    }

    /// This slot's part on screen.
    public var role: Role
}

/// Ken Burns for a slot on stage: its path and how far along it the slot is. The clock runs
/// while the slide is on screen and the show is not paused, so a paused photo holds still.
public struct Motion: Component, Sendable {
    /// Which window is shown when.
    public var path: MotionPath
    /// Seconds of motion so far.
    public var elapsed: Double
    /// Whether the clock runs this tick (not paused, screen on).
    public var isRunning: Bool
}
