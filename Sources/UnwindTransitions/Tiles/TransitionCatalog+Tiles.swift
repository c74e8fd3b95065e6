extension TransitionCatalog {
    /// The tile transitions' catalog entries.
    static var tileEntries: [Entry] {
        [
            Entry(
                name: "blocks", summary: "the old image breaks into tiles that fade out at random moments",
                defaultDuration: BlocksTransition.normalDuration, speedyDuration: BlocksTransition.speedyDuration,
                make: { try BlocksTransition(options: $0) }),
            Entry(
                name: "spiral", summary: "tiles fade out clockwise from the top-left corner to the centre",
                defaultDuration: SpiralTransition.normalDuration, speedyDuration: SpiralTransition.speedyDuration,
                make: { try SpiralTransition(options: $0) }),
        ]
    }
}
