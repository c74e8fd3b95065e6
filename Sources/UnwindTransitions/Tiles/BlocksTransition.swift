import UnwindECS
import UnwindTime

/// The old image shatters into ~100 px tiles that fade out one by one at random moments,
/// revealing the new image underneath (spec: blocks-transition.md).
public struct BlocksTransition: Transition {
    public static let normalDuration = 1.2
    public static let speedyDuration = 0.6

    public var name: String { "blocks" }
    public var timing: TileTiming
    public var tileEdge: Float
    /// `nil` draws a fresh seed from the system on every play.
    public var seed: UInt64?

    public var duration: Double { timing.total }

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

    public func spawn(in world: World, root: Entity, request: TransitionRequest, start: FixedTime) {
        guard let from = request.from else { return }
        let seed = self.seed ?? UInt64.random(in: .min ... .max)
        TileSpawner.spawn(
            in: world, root: root, from: from, edge: tileEdge, timing: timing, start: start,
            kind: BlocksDelay(seed: seed, maxDelay: timing.maxDelay))
    }
}
