import UnwindDraw
import UnwindECS

/// One image of a running composable transition: what it draws and from when; its draw
/// properties are a function of time (`properties(at:)`).
public struct ComposableLayer: Component, Sendable {
    /// The transition whose effects and curve this layer follows.
    public let transition: ComposableTransition
    /// Insertion for the new image, removal for the old one.
    public let phase: TransitionPhase
    /// The image drawn with the computed properties.
    public let image: ImageLayer
    /// View bounds and navigation direction, fixed at start.
    public let context: EffectContext
    /// The tick at which this layer's local time is 0.
    public let startTick: Int64

    /// A layer drawing `image` in `phase` of `transition`, with local time 0 at `startTick`.
    public init(transition: ComposableTransition, phase: TransitionPhase, image: ImageLayer, context: EffectContext, startTick: Int64) {
        self.transition = transition
        self.phase = phase
        self.image = image
        self.context = context
        self.startTick = startTick
    }

    /// Properties at `seconds` after the transition started.
    public func properties(at seconds: Double) -> ViewProperties {
        transition.properties(phase: phase, at: seconds, context: context)
    }
}
