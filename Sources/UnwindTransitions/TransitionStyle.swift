/// A named way for the slideshow to change photos: which transitions play, in what order,
/// and how long each takes. `--transitions calm` (the default) and `--transitions lively`
/// name them; the phone page and MQTT offer the same names.
///
/// Calm is what a frame on a living-room wall wants: TVs and other frames do one slow blend,
/// so every change lasts at least 1.5 s, and the signature effects (blocks, spiral, the
/// circle) come between eased crossfades instead of back to back. Lively is the catalog's
/// full wall-frame cycle at the transitions' own (seed) timings. A transition named on its
/// own keeps its seed timing too, as `unwind transitions` lists it.
public struct TransitionStyle: Sendable, Equatable {
    /// One change of the style: a catalog name and, where the style sets them, its seconds
    /// and easing curve.
    public struct Step: Sendable, Equatable {
        /// The catalog name.
        public let name: String
        /// Seconds; nil keeps the transition's own duration.
        public let duration: Double?
        /// Easing curve for transitions that take one; nil keeps the transition's own.
        public let curve: String?
    }

    /// The name `--transitions` takes.
    public let name: String
    /// One line for `unwind transitions`.
    public let summary: String
    /// The changes in the order they play, looping.
    public let steps: [Step]

    /// The transition names in play order (a name may come more than once).
    public var names: [String] { steps.map(\.name) }

    /// The step that sets `name`'s timing in this style, if the style plays it.
    public func step(for name: String) -> Step? {
        steps.first { $0.name == name }
    }

    /// The default: slow, eased changes with the signature effects between crossfades.
    public static let calm = TransitionStyle(
        name: "calm", summary: "slow eased crossfades with blocks, spiral and the circle between them (the default)",
        steps: [
            Step(name: "crossfade", duration: 2.0, curve: "easeInOut"),
            Step(name: "blocks", duration: 2.4, curve: nil),
            Step(name: "crossfade-zoom", duration: 2.2, curve: "easeInOut"),
            Step(name: "spiral", duration: 2.6, curve: nil),
            Step(name: "crossfade", duration: 2.0, curve: "easeInOut"),
            Step(name: "radial", duration: 1.8, curve: nil),
            Step(name: "crossfade-zoom", duration: 2.2, curve: "easeInOut"),
            Step(name: "radial-unreveal", duration: 1.8, curve: nil),
        ])

    /// The full wall-frame cycle at the transitions' own timings: tile and mask effects
    /// alternating with pushes, zooms and fades.
    public static let lively = TransitionStyle(
        name: "lively", summary: "every wall-frame transition at its own quick timing, tiles and masks between pushes and zooms",
        steps: interleaved(TransitionCatalog.defaultCycle).map { Step(name: $0, duration: nil, curve: nil) })

    /// Every style, in the order the listing and the phone page show them.
    public static let all = [calm, lively]

    /// The style called `name`.
    public static func named(_ name: String) -> TransitionStyle? {
        all.first { $0.name == name }
    }

    /// The style whose timings a requested list plays with: calm for an empty list, else
    /// the first style named in it; nil for a list of transition names only.
    public static func governing(_ requested: [String]) -> TransitionStyle? {
        requested.isEmpty ? calm : requested.lazy.compactMap(named).first
    }

    /// A requested list with each style name replaced by its transitions, and an empty list
    /// by the default style's; `random` and transition names stay as they are.
    public static func expand(_ requested: [String]) -> [String] {
        requested.isEmpty ? calm.names : requested.flatMap { named($0)?.names ?? [$0] }
    }

    /// Tile and radial entries alternating with the rest, each group in the order given, so
    /// neither two mask effects nor two pushes play back to back.
    public static func interleaved(_ available: [String]) -> [String] {
        let headline = ["blocks", "spiral", "radial", "radial-unreveal"].filter(available.contains)
        let rest = available.filter { !headline.contains($0) }
        var out: [String] = []
        for i in 0..<max(headline.count, rest.count) {
            if i < headline.count { out.append(headline[i]) }
            if i < rest.count { out.append(rest[i]) }
        }
        return out
    }
}
