import UnwindDraw
import UnwindECS

/// One image of a running composable transition and its current draw properties.
public struct ComposableLayer: Component, Sendable {
    public let transition: ComposableTransition
    public let phase: TransitionPhase
    public let image: ImageLayer
    public let context: EffectContext
    public let startTick: Int64
    /// Properties at the last tick (the draw system recomputes them for the exact frame time).
    public var properties: ViewProperties

    public init(transition: ComposableTransition, phase: TransitionPhase, image: ImageLayer, context: EffectContext, startTick: Int64) {
        self.transition = transition
        self.phase = phase
        self.image = image
        self.context = context
        self.startTick = startTick
        self.properties = transition.properties(phase: phase, at: 0, context: context)
    }

    /// Properties at `seconds` after the transition started.
    public func properties(at seconds: Double) -> ViewProperties {
        transition.properties(phase: phase, at: seconds, context: context)
    }
}
