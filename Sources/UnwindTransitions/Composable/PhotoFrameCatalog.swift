/// Composable transitions made for a wall frame: at every instant of each, photo covers the
/// whole view (no background shows between or around the two images), and each has the
/// timing and curve that suit it rather than SwiftUI's one default.
///
/// SwiftUI's literal `.move(edge:)` and `.scale` (`move-*`, `scale`) move or shrink *both*
/// images away from the view, so half the screen or more is empty mid-way; they stay in the
/// catalog by name, and these are what the slideshow plays by default.
public enum PhotoFrameCatalog {
    /// One named wall-frame transition: its effects, stacking and timing.
    struct Preset: Sendable {
        let name: String
        let summary: String
        let insertion: any ComposableEffect
        let removal: any ComposableEffect
        let stacking: ComposableStacking
        /// Seconds, normal and speedy.
        let duration: Double
        let speedyDuration: Double
        let curve: AnimationCurve
    }

    /// A push crosses the whole view, so it gets more time than SwiftUI's 0.35 s and a curve
    /// that starts gently and lands long (most of the way is covered in the first half, the
    /// rest settles), which reads calmer on a large screen than a symmetric ease.
    static let pushCurve = AnimationCurve.bezier(CubicBezier(0.45, 0, 0.2, 1))
    /// Zooms decelerate from the start: the old photo is already moving when the change begins.
    ///
    /// `zoom-through` scales only the old photo: on the software renderer every scaled
    /// full-screen layer costs a bilinear stretch of the whole frame (≈ 4 ms at 1080p here),
    /// and two of them (`zoom-through-settle`) miss the 8 ms frame budget.
    static let zoomCurve = AnimationCurve.bezier(CubicBezier(0.25, 0.1, 0.25, 1))

    static let presets: [Preset] = [
        push(.leading, "the new photo pushes in from the left (leading) edge, the old one leaves to the right"),
        push(.trailing, "the new photo pushes in from the right (trailing) edge, the old one leaves to the left"),
        push(.top, "the new photo pushes in from the top, the old one leaves through the bottom"),
        push(.bottom, "the new photo pushes in from the bottom, the old one leaves through the top"),
        Preset(
            name: "zoom-through", summary: "the old photo grows and fades away over the new one, as if passing through it",
            insertion: IdentityEffect(), removal: ScaleEffect(scale: 1.25).combined(with: OpacityEffect()),
            stacking: .removalOnTop, duration: 1.2, speedyDuration: 0.6, curve: zoomCurve),
        Preset(
            name: "zoom-through-settle", summary: "zoom-through with the new photo settling from slightly larger (two scaled layers: for GPUs)",
            insertion: ScaleEffect(scale: 1.08), removal: ScaleEffect(scale: 1.25).combined(with: OpacityEffect()),
            stacking: .removalOnTop, duration: 1.2, speedyDuration: 0.6, curve: zoomCurve),
        Preset(
            name: "crossfade-zoom", summary: "the new photo fades in over the old one while settling from slightly larger",
            insertion: ScaleEffect(scale: 1.06).combined(with: OpacityEffect()), removal: IdentityEffect(),
            stacking: .insertionOnTop, duration: 1.2, speedyDuration: 0.6, curve: .easeInOut),
    ]

    private static func push(_ edge: Edge, _ summary: String) -> Preset {
        Preset(
            name: "push-\(edge.rawValue)", summary: summary, insertion: PushEffect(edge: edge), removal: PushEffect(edge: edge),
            stacking: .insertionOnTop, duration: 1.1, speedyDuration: 0.55, curve: pushCurve)
    }

    /// Catalog entries for the wall-frame transitions.
    public static var entries: [TransitionCatalog.Entry] {
        presets.map { preset in
            TransitionCatalog.Entry(name: preset.name, summary: preset.summary, defaultDuration: preset.duration, speedyDuration: preset.speedyDuration) {
                options in
                try make(preset, options: options)
            }
        }
    }

    /// The preset with the options applied: `--duration`, `--speedy` and `--curve` retime it,
    /// `--insertion`/`--removal` replace one side (the name then becomes the composed spec).
    static func make(_ preset: Preset, options: TransitionOptions) throws -> ComposableTransition {
        let duration = options.duration ?? (options.speedy ? preset.speedyDuration : preset.duration)
        guard duration.isFinite, duration >= 0 else {
            throw TransitionSpecError.invalid(preset.name, reason: "duration must be 0 seconds or more, got \(duration)")
        }
        let curve = options.curve == nil ? preset.curve : try ComposableGrammar.curve(options.curve, in: preset.name)
        let insertion = try options.insertion.map(ComposableGrammar.effect) ?? preset.insertion
        let removal = try options.removal.map(ComposableGrammar.effect) ?? preset.removal
        let customised = options.insertion != nil || options.removal != nil
        return ComposableTransition(
            name: customised ? nil : preset.name, effect: insertion, removal: removal, duration: duration, curve: curve, stacking: preset.stacking)
    }
}
