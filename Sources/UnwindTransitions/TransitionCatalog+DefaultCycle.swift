extension TransitionCatalog {
    /// What the slideshow plays when no transitions are configured: only transitions that
    /// keep the whole view covered by photo at every instant (tiles and masks over the other
    /// photo, pushes, fades and zooms that never shrink a photo below the view), so a wall
    /// frame never flashes an empty screen. SwiftUI's literal `move-*` and `scale` leave
    /// half the view or more empty mid-way and `zoom` opens black borders; they play only
    /// when named. `TransitionCoverageTests` measures every entry here.
    ///
    /// Listed with the tile and mask transitions first, then the rest in the order the
    /// `lively` style interleaves them (`TransitionStyle.interleaved`); the default show plays
    /// the calm style (`TransitionStyle.calm`), drawn from the same safe set.
    public static let defaultCycle: [String] = [
        "blocks", "spiral", "radial", "radial-unreveal",
        "push-trailing", "zoom-through", "push-bottom", "crossfade", "push-leading", "crossfade-zoom", "push-top",
    ]
}
