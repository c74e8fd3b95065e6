import UnwindDraw

/// Whether a view is arriving (the new image) or leaving (the old one).
public enum TransitionPhase: String, Sendable, Hashable {
    case insertion, removal
}

/// What an effect may depend on besides phase and progress.
public struct EffectContext: Sendable, Hashable {
    /// The view the images live in; slides and moves travel its width or height.
    public var bounds: Rect
    /// Going backward mirrors slide, move, offset and rotation.
    public var direction: NavigationDirection

    /// The context of a transition in `bounds`, going forward unless told.
    public init(bounds: Rect, direction: NavigationDirection = .forward) {
        self.bounds = bounds
        self.direction = direction
    }

    /// True when directional effects should mirror.
    public var isBackward: Bool { direction == .backward }
}

/// A composable transition effect, SwiftUI's `Transition` on our draw list: given the
/// phase and the (eased) progress, the draw properties of the view.
///
/// Progress runs 0 → 1 over the transition: an inserted view goes from its active state to
/// identity, a removed one from identity to its active state. Built-ins and custom effects
/// use this one protocol, so anything can be combined or made asymmetric.
public protocol ComposableEffect: Sendable {
    /// The grammar form of this effect (`scale:0.5@topLeading`), for names and listings.
    var spec: String { get }
    func properties(phase: TransitionPhase, progress: Double, context: EffectContext) -> ViewProperties
}

/// An effect defined, as SwiftUI's `.modifier(active:identity:)`, by the state of a view
/// that is not (yet or any more) shown; the protocol interpolates to and from identity.
public protocol ActiveStateEffect: ComposableEffect {
    /// The view's properties when fully inserted-not-yet or fully removed.
    func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties
}

extension ActiveStateEffect {
    /// Identity blended toward the active state: inserted views leave it as progress runs, removed ones reach it.
    public func properties(phase: TransitionPhase, progress: Double, context: EffectContext) -> ViewProperties {
        let active = active(phase: phase, context: context)
        let towardActive = phase == .insertion ? 1 - progress : progress
        return ViewProperties.identity.interpolated(to: active, amount: towardActive).withAnchor(active.anchor)
    }
}

extension ViewProperties {
    func withAnchor(_ anchor: UnitPoint) -> ViewProperties {
        var copy = self
        copy.anchor = anchor
        return copy
    }
}

extension ComposableEffect {
    /// This effect and `other` at once (SwiftUI `combined(with:)`).
    public func combined(with other: any ComposableEffect) -> CombinedEffect {
        CombinedEffect(self, other)
    }
}

/// Two effects on the same view at once; see `ViewProperties.combined(with:)` for how they add up.
public struct CombinedEffect: ComposableEffect {
    /// The first part (its anchor wins if it scales).
    public let first: any ComposableEffect
    /// The second part.
    public let second: any ComposableEffect

    /// Both effects at once; the order matters only for the anchor.
    public init(_ first: any ComposableEffect, _ second: any ComposableEffect) {
        self.first = first
        self.second = second
    }

    /// `first+second`, the grammar's combination.
    public var spec: String { "\(first.spec)+\(second.spec)" }

    /// Both parts' properties, combined as `ViewProperties.combined(with:)` describes.
    public func properties(phase: TransitionPhase, progress: Double, context: EffectContext) -> ViewProperties {
        first.properties(phase: phase, progress: progress, context: context)
            .combined(with: second.properties(phase: phase, progress: progress, context: context))
    }
}

/// One effect for the arriving view and another for the leaving one.
public struct AsymmetricEffect: ComposableEffect {
    /// The effect for the arriving image.
    public let insertion: any ComposableEffect
    /// The effect for the leaving image.
    public let removal: any ComposableEffect

    /// `insertion` for the arriving image, `removal` for the leaving one.
    public init(insertion: any ComposableEffect, removal: any ComposableEffect) {
        self.insertion = insertion
        self.removal = removal
    }

    /// `asymmetric(insertion: …, removal: …)`, as `--insertion` and `--removal` produce it.
    public var spec: String { "asymmetric(insertion: \(insertion.spec), removal: \(removal.spec))" }

    /// The arriving image follows `insertion`, the leaving one `removal`.
    public func properties(phase: TransitionPhase, progress: Double, context: EffectContext) -> ViewProperties {
        switch phase {
        case .insertion: insertion.properties(phase: phase, progress: progress, context: context)
        case .removal: removal.properties(phase: phase, progress: progress, context: context)
        }
    }
}
