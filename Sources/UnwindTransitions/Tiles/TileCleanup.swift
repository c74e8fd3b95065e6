import UnwindECS

/// Removes tiles whose fade has finished, so a tile lives no longer than its fade and the
/// world is empty of tiles by the transition's total (the player also removes every member
/// when the transition ends or is interrupted).
public func tileCleanupSystem(_ world: World) {
    world.forEach(TileFade.self) { entity, fade in
        if fade.phase == .done { world.despawn(entity) }
    }
}
