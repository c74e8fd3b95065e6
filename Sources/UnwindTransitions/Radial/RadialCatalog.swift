/// The radial transitions under their catalog names.
public enum RadialCatalog {
    /// `radial` and `radial-unreveal`, as `TransitionCatalog.entries` lists them.
    public static var entries: [TransitionCatalog.Entry] {
        [
            TransitionCatalog.Entry(
                name: "radial", summary: "new image grows in a circle from the origin (default: centre) until it covers the view",
                defaultDuration: RadialMaskTransition.defaultDuration, speedyDuration: RadialMaskTransition.speedyDuration
            ) { try make(.reveal, $0) },
            TransitionCatalog.Entry(
                name: "radial-unreveal", summary: "old image shrinks into a circle toward the origin, uncovering the new one",
                defaultDuration: RadialMaskTransition.defaultDuration, speedyDuration: RadialMaskTransition.speedyDuration
            ) { try make(.unreveal, $0) },
        ]
    }

    /// A radial transition of `kind`, or an error naming the first option it cannot use.
    static func make(_ kind: RevealKind, _ options: TransitionOptions) throws -> any Transition {
        let name = kind == .reveal ? "radial" : "radial-unreveal"
        if let duration = options.duration, !(duration.isFinite && duration >= 0) {
            throw TransitionSpecError.invalid(name, reason: "duration must be 0 seconds or more, got \(duration)")
        }
        guard options.delay.isFinite, options.delay >= 0 else {
            throw TransitionSpecError.invalid(name, reason: "delay must be 0 seconds or more, got \(options.delay)")
        }
        guard options.softness.isFinite, options.softness >= 0 else {
            throw TransitionSpecError.invalid(name, reason: "softness must be 0 pixels or more, got \(options.softness)")
        }
        guard options.feather.isFinite, options.feather >= 0 else {
            throw TransitionSpecError.invalid(name, reason: "feather must be 0 pixels or more, got \(options.feather)")
        }
        return RadialMaskTransition(kind: kind, options: options)
    }
}
