/// The timing shared by every tile of one tile transition: the total, the per-tile fade and
/// the latest a tile may start fading so that it is gone exactly at the total.
public struct TileTiming: Sendable, Equatable {
    /// The spec's per-tile fade, the same for blocks and spiral in normal and speedy mode.
    public static let standardFade = 0.35

    /// Seconds from start until the new image shows untouched.
    public let total: Double
    /// Seconds one tile takes to go from opaque to gone.
    public let fade: Double

    /// A total shorter than the standard fade shortens the fade to the total (every tile
    /// then fades at once), so no tile can outlive its transition.
    public init(total: Double, fade: Double = TileTiming.standardFade) {
        self.total = max(0, total)
        self.fade = min(max(0, fade), self.total)
    }

    /// The latest delay: `total − fade`.
    public var maxDelay: Double { total - fade }
}
