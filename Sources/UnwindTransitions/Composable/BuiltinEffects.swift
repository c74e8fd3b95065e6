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
    public init() {}
    public var spec: String { "identity" }
    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties { .identity }
}

/// Fades in from transparent and out to transparent.
public struct OpacityEffect: ActiveStateEffect {
    public init() {}
    public var spec: String { "opacity" }
    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties { ViewProperties(opacity: 0) }
}

/// Grows from `scale` (0 by default) to full size about an anchor, and shrinks back on removal.
public struct ScaleEffect: ActiveStateEffect {
    public var scale: Double
    public var anchor: UnitPoint

    public init(scale: Double = 0, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public var spec: String {
        let anchorName = UnitPoint.named.first { $0.1 == anchor }?.0 ?? "\(anchor.x),\(anchor.y)"
        let base = scale == 0 ? "scale" : "scale:\(ComposableGrammar.format(scale))"
        return anchor == .center ? base : "\(base)@\(anchorName)"
    }

    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties {
        ViewProperties(scale: scale, anchor: anchor)
    }
}

/// SwiftUI `.slide`: arrives from the leading edge, leaves past the trailing edge
/// (mirrored when going backward).
public struct SlideEffect: ActiveStateEffect {
    public init() {}
    public var spec: String { "slide" }

    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties {
        var edge: Edge = phase == .insertion ? .leading : .trailing
        if context.isBackward { edge = edge.mirrored }
        let o = edge.offset(in: context.bounds)
        return ViewProperties(offsetX: o.x, offsetY: o.y)
    }
}

/// SwiftUI `.move(edge:)`: arrives from and leaves toward the same edge (the opposite one going backward).
public struct MoveEffect: ActiveStateEffect {
    public var edge: Edge

    public init(edge: Edge) {
        self.edge = edge
    }

    public var spec: String { "move:\(edge.rawValue)" }

    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties {
        let o = (context.isBackward ? edge.mirrored : edge).offset(in: context.bounds)
        return ViewProperties(offsetX: o.x, offsetY: o.y)
    }
}

/// SwiftUI `.offset(x:y:)`: displaced by (x, y) pixels when not shown (negated going backward).
public struct OffsetEffect: ActiveStateEffect {
    public var x: Double
    public var y: Double

    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    public var spec: String { "offset:\(ComposableGrammar.format(x)),\(ComposableGrammar.format(y))" }

    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties {
        let sign = context.isBackward ? -1.0 : 1.0
        return ViewProperties(offsetX: x * sign, offsetY: y * sign)
    }
}

/// Turned by `degrees` clockwise when not shown (counter-clockwise going backward).
public struct RotationEffect: ActiveStateEffect {
    public var degrees: Double

    public init(degrees: Double) {
        self.degrees = degrees
    }

    public var spec: String { "rotate:\(ComposableGrammar.format(degrees))" }

    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties {
        ViewProperties(rotation: context.isBackward ? -degrees : degrees)
    }
}

/// Blurred by `radius` pixels when not shown; sharp as identity.
public struct BlurEffect: ActiveStateEffect {
    public var radius: Double

    public init(radius: Double = 16) {
        self.radius = radius
    }

    public var spec: String { "blur:\(ComposableGrammar.format(radius))" }

    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties {
        ViewProperties(blur: radius)
    }
}
