import UnwindDraw

/// SwiftUI `.push(from:)`: the arriving view enters from `edge` while the leaving one exits
/// through the opposite edge, the two moving as one so the view is never uncovered.
/// Going backward swaps the edges, so stepping back retraces the way forward.
public struct PushEffect: ActiveStateEffect {
    /// The edge the arriving image comes in from (forward).
    public var edge: Edge

    /// A push with the new image entering from `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// `push:<edge>`.
    public var spec: String { "push:\(edge.rawValue)" }

    /// Inserted: just past the entry edge; removed: just past the opposite one, so both move the same way.
    public func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties {
        let entry = context.isBackward ? edge.mirrored : edge
        let o = (phase == .insertion ? entry : entry.mirrored).offset(in: context.bounds)
        return ViewProperties(offsetX: o.x, offsetY: o.y)
    }
}
