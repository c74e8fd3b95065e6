import UnwindECS
import UnwindTime

/// The old image shatters into ~100 px tiles that fade out one by one at random moments,
/// revealing the new image underneath (spec: blocks-transition.md).
public struct BlocksTransition: Transition {
    /// The spec's total: long enough for the random mosaic to read as a pattern.
    public static let normalDuration = 1.2
    /// Speedy mode keeps the 0.35 s fade, so tiles cluster into a quicker shatter.
    public static let speedyDuration = 0.6

    /// `blocks`.
    public var name: String { "blocks" }
    /// Total, per-tile fade and the latest delay.
    public var timing: TileTiming
    /// Target tile edge in pixels (tiles are about this size and evenly divide the image).
    public var tileEdge: Float
    /// `nil` draws a fresh seed from the system on every play.
    public var seed: UInt64?

    /// The timing's total: the last tile is gone by then.
    public var duration: Double { timing.total }

    /// A blocks transition of `duration` seconds total.
    public init(duration: Double = BlocksTransition.normalDuration, tileEdge: Float = TileGrid.defaultEdge, seed: UInt64? = nil) {
        self.timing = TileTiming(total: duration)
        self.tileEdge = tileEdge
        self.seed = seed
    }

    /// Made from catalog options; a bad duration or tile edge is an error naming it.
    public init(options: TransitionOptions) throws {
        let total = try TileTiming.validatedTotal(
            "blocks", options: options, normal: Self.normalDuration, speedy: Self.speedyDuration)
        self.init(duration: total, tileEdge: options.tileEdge, seed: options.seed)
    }

    /// Cuts the old image into tiles carrying `BlocksDelay`; nothing to cut for a first photo.
    public func spawn(in world: World, root: Entity, request: TransitionRequest, start: FixedTime) {
        guard let from = request.from else { return }
        let seed = self.seed ?? UInt64.random(in: .min ... .max)
        TileSpawner.spawn(
            in: world, root: root, from: from, edge: tileEdge, timing: timing, start: start,
            kind: BlocksDelay(seed: seed, maxDelay: timing.maxDelay))
    }
}
