import UnwindDraw
import UnwindECS
import UnwindTime

/// A SwiftUI-style transition: the old image plays its removal effect and the new one its
/// insertion effect, at the same time, on one timing curve.
public struct ComposableTransition: Transition {
    /// The catalog name, or the spec it was made from.
    public let name: String
    /// Seconds both images animate.
    public let duration: Double
    /// The arriving image's effect.
    public let insertion: any ComposableEffect
    /// The leaving image's effect.
    public let removal: any ComposableEffect
    /// Maps time to progress for both images.
    public let curve: AnimationCurve
    /// Which image is drawn on top.
    public let stacking: ComposableStacking

    /// The same effect both ways, or an asymmetric pair when `removal` is given.
    public init(
        name: String? = nil, effect: any ComposableEffect, removal: (any ComposableEffect)? = nil, duration: Double = ComposableCatalog.defaultDuration,
        curve: AnimationCurve = .easeInOut, stacking: ComposableStacking = .insertionOnTop
    ) {
        self.insertion = effect
        self.removal = removal ?? effect
        self.name = name ?? (removal.map { AsymmetricEffect(insertion: effect, removal: $0).spec } ?? effect.spec)
        self.duration = max(duration, 0)
        self.curve = curve
        self.stacking = stacking
    }

    /// The draw properties of each image at local time `t` seconds.
    public func properties(phase: TransitionPhase, at t: Double, context: EffectContext) -> ViewProperties {
        let progress = curve.value(at: duration > 0 ? t / duration : 1)
        let effect = phase == .insertion ? insertion : removal
        return effect.properties(phase: phase, progress: progress, context: context)
    }

    /// Spawns one layer per image and marks the transition as drawing the new image itself.
    public func spawn(in world: World, root: Entity, request: TransitionRequest, start: FixedTime) {
        _ = world.modify(ActiveTransition.self, of: root) { $0.drawsIncomingImage = true }
        let context = EffectContext(bounds: request.bounds, direction: request.direction)
        if let from = request.from {
            let layer = ComposableLayer(transition: self, phase: .removal, image: from, context: context, startTick: start.tick)
            world.spawn(layer, TransitionMember(root: root))
        }
        let layer = ComposableLayer(transition: self, phase: .insertion, image: request.to, context: context, startTick: start.tick)
        world.spawn(layer, TransitionMember(root: root))
    }
}

extension ComposableTransition {
    /// The largest blur radius either image reaches, so a scene prepares blur levels only
    /// when they will be used (0 for transitions that never blur).
    public var maxBlur: Double {
        let context = EffectContext(bounds: Rect(width: 1, height: 1))
        var most = 0.0
        for phase in [TransitionPhase.insertion, .removal] {
            let effect = phase == .insertion ? insertion : removal
            for step in 0...4 {
                most = max(most, effect.properties(phase: phase, progress: Double(step) / 4, context: context).blur)
            }
        }
        return most
    }
}
