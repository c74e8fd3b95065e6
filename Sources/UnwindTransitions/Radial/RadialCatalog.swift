/// The radial transitions under their catalog names.
public enum RadialCatalog {
    /// `radial` and `radial-unreveal`, as `TransitionCatalog.entries` lists them.
    public static var entries: [TransitionCatalog.Entry] {
        [
            TransitionCatalog.Entry(
                name: "radial", summary: "new image grows in a circle from the origin (default: centre) until it covers the view",
                defaultDuration: RadialMaskTransition.defaultDuration, speedyDuration: RadialMaskTransition.speedyDuration
            ) { RadialMaskTransition(kind: .reveal, options: $0) },
            TransitionCatalog.Entry(
                name: "radial-unreveal", summary: "old image shrinks into a circle toward the origin, uncovering the new one",
                defaultDuration: RadialMaskTransition.defaultDuration, speedyDuration: RadialMaskTransition.speedyDuration
            ) { RadialMaskTransition(kind: .unreveal, options: $0) },
        ]
    }
}
