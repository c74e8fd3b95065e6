import UnwindDraw

/// An edge of the view a move comes from or goes to.
public enum Edge: String, Sendable, Hashable, CaseIterable {
    case leading, trailing, top, bottom

    /// The opposite edge, for going backward.
    public var mirrored: Edge {
        switch self {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
    }

    /// The displacement that puts a view just past this edge of `bounds`.
    func offset(in bounds: Rect) -> (x: Double, y: Double) {
        switch self {
        case .leading: (-Double(bounds.width), 0)
        case .trailing: (Double(bounds.width), 0)
        case .top: (0, -Double(bounds.height))
        case .bottom: (0, Double(bounds.height))
        }
    }
}

/// No change: the view simply appears or stays until the end.
public struct IdentityEffect: ActiveStateEffect {
    /// The identity effect; it has no settings.
    public init() {}
    /// `identity`.
    public var spec: String { "identity" }
    /// Unchanged in both phases, so only the curve's timing shows.
    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties { .identity }
}

/// Fades in from transparent and out to transparent.
public struct OpacityEffect: ActiveStateEffect {
    /// The opacity effect; it has no settings.
    public init() {}
    /// `opacity`.
    public var spec: String { "opacity" }
    /// Fully transparent before insertion and after removal.
    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties { ViewProperties(opacity: 0) }
}

/// Grows from `scale` (0 by default) to full size about an anchor, and shrinks back on removal.
public struct ScaleEffect: ActiveStateEffect {
    /// The scale the view has when not shown (0: a point).
    public var scale: Double
    /// The point of the view that stays put while it scales.
    public var anchor: UnitPoint

    /// A scale effect from `scale` about `anchor`; the defaults grow from nothing at the centre.
    public init(scale: Double = 0, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// `scale`, `scale:0.5` or `scale:0.5@topLeading`, leaving defaults out.
    public var spec: String {
        let anchorName = UnitPoint.named.first { $0.1 == anchor }?.0 ?? "\(anchor.x),\(anchor.y)"
        let base = scale == 0 ? "scale" : "scale:\(ComposableGrammar.format(scale))"
        return anchor == .center ? base : "\(base)@\(anchorName)"
    }

    /// Scaled to `scale` about `anchor`.
    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties {
        ViewProperties(scale: scale, anchor: anchor)
    }
}

/// SwiftUI `.slide`: arrives from the leading edge, leaves past the trailing edge
/// (mirrored when going backward).
public struct SlideEffect: ActiveStateEffect {
    /// The slide effect; it has no settings.
    public init() {}
    /// `slide`.
    public var spec: String { "slide" }

    /// Just past the leading edge before insertion, just past the trailing edge after removal.
    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties {
        var edge: Edge = phase == .insertion ? .leading : .trailing
        if context.isBackward { edge = edge.mirrored }
        let o = edge.offset(in: context.bounds)
        return ViewProperties(offsetX: o.x, offsetY: o.y)
    }
}

/// SwiftUI `.move(edge:)`: arrives from and leaves toward the same edge (the opposite one going backward).
public struct MoveEffect: ActiveStateEffect {
    /// The edge the view comes from and goes to, going forward.
    public var edge: Edge

    /// A move through `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// `move:<edge>`.
    public var spec: String { "move:\(edge.rawValue)" }

    /// Just past `edge` (the opposite one going backward) in both phases.
    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties {
        let o = (context.isBackward ? edge.mirrored : edge).offset(in: context.bounds)
        return ViewProperties(offsetX: o.x, offsetY: o.y)
    }
}

/// SwiftUI `.offset(x:y:)`: displaced by (x, y) pixels when not shown (negated going backward).
public struct OffsetEffect: ActiveStateEffect {
    /// Horizontal displacement in view pixels when not shown, right positive.
    public var x: Double
    /// Vertical displacement in view pixels when not shown, down positive.
    public var y: Double

    /// An offset of (`x`, `y`) pixels.
    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    /// `offset:X,Y`.
    public var spec: String { "offset:\(ComposableGrammar.format(x)),\(ComposableGrammar.format(y))" }

    /// Displaced by (`x`, `y`), negated going backward.
    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties {
        let sign = context.isBackward ? -1.0 : 1.0
        return ViewProperties(offsetX: x * sign, offsetY: y * sign)
    }
}

/// Turned by `degrees` clockwise when not shown (counter-clockwise going backward).
public struct RotationEffect: ActiveStateEffect {
    /// Clockwise turn in degrees when not shown.
    public var degrees: Double

    /// A rotation of `degrees` clockwise.
    public init(degrees: Double) {
        self.degrees = degrees
    }

    /// `rotate:DEGREES`.
    public var spec: String { "rotate:\(ComposableGrammar.format(degrees))" }

    /// Turned by `degrees`, counter-clockwise going backward.
    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties {
        ViewProperties(rotation: context.isBackward ? -degrees : degrees)
    }
}

/// Blurred by `radius` pixels when not shown; sharp as identity.
public struct BlurEffect: ActiveStateEffect {
    /// Blur radius in pixels when not shown; drawn from the image's pre-blurred levels (sharp without them).
    public var radius: Double

    /// A blur of `radius` pixels (16 unless told).
    public init(radius: Double = 16) {
        self.radius = radius
    }

    /// `blur:RADIUS`.
    public var spec: String { "blur:\(ComposableGrammar.format(radius))" }

    /// Blurred by `radius`, in both phases and both directions.
    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties {
        ViewProperties(blur: radius)
    }
}
