extension TransitionSystems {
    /// The tile family (blocks, spiral): per-kind delays, then the shared fade and cleanup
    /// each tick; one draw system per frame.
    public static var tiles: TransitionSystems {
        TransitionSystems(
            tick: [
                ("tiles.blocksDelay", blocksDelaySystem),
                ("tiles.spiralDelay", spiralDelaySystem),
                ("tiles.fade", tileFadeSystem),
                ("tiles.cleanup", tileCleanupSystem),
            ],
            draw: [("tiles.draw", tileDrawSystem)])
    }
}
