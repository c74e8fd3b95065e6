import UnwindECS
import UnwindTime

/// The old image's tiles fade out along a clockwise spiral from the top-left corner inward,
/// so the eye is drawn to the centre (spec: spiral-transition.md).
public struct SpiralTransition: Transition {
    /// The spec's total: the eye needs time to follow the spiral.
    public static let normalDuration = 1.4
    /// Speedy mode keeps the 0.35 s fade and halves the spread of delays.
    public static let speedyDuration = 0.7

    /// `spiral`.
    public var name: String { "spiral" }
    /// Total, per-tile fade and the latest delay.
    public var timing: TileTiming
    /// Target tile edge in pixels (tiles are about this size and evenly divide the image).
    public var tileEdge: Float

    /// The timing's total: the last tile of the spiral is gone by then.
    public var duration: Double { timing.total }

    /// A spiral transition of `duration` seconds total.
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

    /// Cuts the old image into tiles carrying `SpiralDelay`; nothing to cut for a first photo.
    public func spawn(in world: World, root: Entity, request: TransitionRequest, start: FixedTime) {
        guard let from = request.from else { return }
        TileSpawner.spawn(
            in: world, root: root, from: from, edge: tileEdge, timing: timing, start: start,
            kind: SpiralDelay(maxDelay: timing.maxDelay))
    }
}
