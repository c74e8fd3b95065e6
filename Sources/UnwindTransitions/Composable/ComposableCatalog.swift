/// The composable transitions under plain names, with their timing.
///
/// SwiftUI's default animation is easeInOut over 0.35 s, made for small views; a whole
/// photo crossing a kiosk screen reads better slower, so the default is 0.8 s (speedy 0.4 s).
public enum ComposableCatalog {
    /// Default seconds for a named or composed composable transition.
    public static let defaultDuration = 0.8
    /// Seconds with `--speedy`.
    public static let speedyDuration = 0.4

    /// The named entries: name, spec (insertion; removal too unless given), summary.
    static let named: [(name: String, spec: String, removal: (any ComposableEffect)?, summary: String)] = [
        ("opacity", "opacity", nil, "old image fades out while the new one fades in (SwiftUI .opacity)"),
        ("crossfade", "opacity", IdentityEffect(), "new image fades in over the old one, no dip to black"),
        ("scale", "scale", nil, "new image grows from the centre, old one shrinks away (SwiftUI .scale)"),
        ("slide", "slide", nil, "new image slides in from the leading edge, old one out the trailing edge"),
        ("move-leading", "move:leading", nil, "both images move to and from the leading (left) edge"),
        ("move-trailing", "move:trailing", nil, "both images move to and from the trailing (right) edge"),
        ("move-top", "move:top", nil, "both images move to and from the top edge"),
        ("move-bottom", "move:bottom", nil, "both images move to and from the bottom edge"),
        ("blur", "blur:24+opacity", nil, "old image blurs and fades out, new one sharpens in"),
        ("zoom", "scale:0.85+opacity", nil, "a gentle zoom with a fade (scale:0.85+opacity)"),
    ]

    /// Catalog entries for the named composable transitions.
    public static var entries: [TransitionCatalog.Entry] {
        named.map { item in
            TransitionCatalog.Entry(
                name: item.name, summary: item.summary, defaultDuration: defaultDuration, speedyDuration: speedyDuration
            ) { options in
                try ComposableGrammar.transition(item.spec, options: options, name: item.name, defaultRemoval: item.removal)
            }
        }
    }
}
