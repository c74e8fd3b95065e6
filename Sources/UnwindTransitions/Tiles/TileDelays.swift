import UnwindECS
import UnwindRandom

/// Marks a blocks tile whose random delay is still to be drawn.
public struct BlocksDelay: Component, Sendable, Equatable {
    /// The run's seed: the same seed gives the same pattern.
    public var seed: UInt64
    /// `total − fade`: the latest a tile may start.
    public var maxDelay: Double

    /// A marker for a tile of the run seeded with `seed`, starting by `maxDelay` at the latest.
    public init(seed: UInt64, maxDelay: Double) {
        self.seed = seed
        self.maxDelay = maxDelay
    }
}

/// Marks a spiral tile whose delay is still to be set from its place in the spiral.
public struct SpiralDelay: Component, Sendable, Equatable {
    /// `total − fade`: the delay of the last tile in the spiral.
    public var maxDelay: Double

    /// A marker for a spiral tile; the last one starts at `maxDelay`.
    public init(maxDelay: Double) {
        self.maxDelay = maxDelay
    }
}

/// Blocks: each tile's delay is uniform in `[0, maxDelay)`, the seeded generator's draw
/// numbered by the tile's row-major index, so a seed replays the same mosaic.
public func blocksDelaySystem(_ world: World) {
    world.forEach(BlocksDelay.self, TileCell.self, TileFade.self) { entity, blocks, cell, fade in
        let unit = SplitMix64.unitInterval(SplitMix64.value(seed: blocks.seed, index: cell.index))
        fade.delay = unit * blocks.maxDelay
        world.remove(BlocksDelay.self, from: entity)
    }
}

/// Spiral: `delay = index / (n − 1) × maxDelay` along the clockwise outside-in spiral;
/// a single tile starts at once.
public func spiralDelaySystem(_ world: World) {
    world.forEach(SpiralDelay.self, TileCell.self, TileFade.self) { entity, spiral, cell, fade in
        let n = cell.cols * cell.rows
        let index = SpiralOrder.index(row: cell.row, col: cell.col, rows: cell.rows, cols: cell.cols)
        fade.delay = n > 1 ? Double(index) / Double(n - 1) * spiral.maxDelay : 0
        world.remove(SpiralDelay.self, from: entity)
    }
}
