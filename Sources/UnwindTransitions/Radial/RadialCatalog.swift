/// The radial transitions under their catalog names.
public enum RadialCatalog {
    /// `radial` and `radial-unreveal`, as `TransitionCatalog.entries` lists them.
    public static var entries: [TransitionCatalog.Entry] {
        [
            TransitionCatalog.Entry(
                name: "radial", summary: "new image grows in a circle from the origin (default: centre) until it covers the view",
                defaultDuration: RadialMaskTransition.defaultDuration, speedyDuration: RadialMaskTransition.speedyDuration
            ) { try RadialMaskTransition(kind: .reveal, options: RadialCatalog.checked($0, name: "radial")) },
            TransitionCatalog.Entry(
                name: "radial-unreveal", summary: "old image shrinks into a circle toward the origin, uncovering the new one",
                defaultDuration: RadialMaskTransition.defaultDuration, speedyDuration: RadialMaskTransition.speedyDuration
            ) { try RadialMaskTransition(kind: .unreveal, options: RadialCatalog.checked($0, name: "radial-unreveal")) },
        ]
    }

    /// The options, or an error naming the first value a radial transition cannot use.
    static func checked(_ options: TransitionOptions, name: String) throws -> TransitionOptions {
        if let duration = options.duration, !(duration.isFinite && duration >= 0) {
            throw TransitionSpecError.invalid(name, reason: "duration must be 0 seconds or more, got \(duration)")
        }
        guard options.delay.isFinite, options.delay >= 0 else {
            throw TransitionSpecError.invalid(name, reason: "delay must be 0 seconds or more, got \(options.delay)")
        }
        guard options.softness.isFinite, options.softness >= 0 else {
            throw TransitionSpecError.invalid(name, reason: "softness must be 0 pixels or more, got \(options.softness)")
        }
        return options
    }
}
