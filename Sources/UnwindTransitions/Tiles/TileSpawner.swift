import UnwindECS
import UnwindTime

/// Cuts the old image into tile entities; blocks and spiral differ only in the delay
/// component they attach.
enum TileSpawner {
    /// Spawns one entity per grid cell over the old image's screen rectangle, each sampling
    /// its sub-rectangle of the old image's single texture.
    static func spawn<Kind: Component>(
        in world: World, root: Entity, from layer: ImageLayer, edge: Float, timing: TileTiming,
        start: FixedTime, kind: Kind
    ) {
        let grid = TileGrid(bounds: layer.destination, edge: edge)
        for cell in grid.cells {
            let screen = grid.rect(col: cell.col, row: cell.row)
            guard !screen.isEmpty else { continue }
            let entity = world.spawn(
                TileSprite(texture: layer.texture, source: layer.source(for: screen), destination: screen),
                TileFade(startTick: start.tick, fade: timing.fade),
                cell)
            world.insert(kind, for: entity)
            world.insert(TransitionMember(root: root), for: entity)
        }
    }
}
