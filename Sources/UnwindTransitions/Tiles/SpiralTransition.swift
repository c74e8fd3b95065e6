import UnwindECS
import UnwindTime

/// The old image's tiles fade out along a clockwise spiral from the top-left corner inward,
/// so the eye is drawn to the centre (spec: spiral-transition.md).
public struct SpiralTransition: Transition {
    public static let normalDuration = 1.4
    public static let speedyDuration = 0.7

    public var name: String { "spiral" }
    public var timing: TileTiming
    public var tileEdge: Float

    public var duration: Double { timing.total }

    public init(duration: Double = SpiralTransition.normalDuration, tileEdge: Float = TileGrid.defaultEdge) {
        self.timing = TileTiming(total: duration)
        self.tileEdge = tileEdge
    }

    /// Made from catalog options; a bad duration or tile edge is an error naming it.
    public init(options: TransitionOptions) throws {
        let total = try TileTiming.validatedTotal(
            "spiral", options: options, normal: Self.normalDuration, speedy: Self.speedyDuration)
        self.init(duration: total, tileEdge: options.tileEdge)
    }

    public func spawn(in world: World, root: Entity, request: TransitionRequest, start: FixedTime) {
        guard let from = request.from else { return }
        TileSpawner.spawn(
            in: world, root: root, from: from, edge: tileEdge, timing: timing, start: start,
            kind: SpiralDelay(maxDelay: timing.maxDelay))
    }
}
