import UnwindDraw

/// Where the spiral sits in a window: its centre on screen and the pixels per spiral unit.
/// Converts between spiral units and pixels both ways. The placement comes from
/// `BreathingLayout`, which keeps the text areas clear of the spiral, the orb's largest
/// pulse and its glow; it depends on the window size and the visual config only, never on
/// the text, so a recording replays onto the same spiral in any language.
public struct SpiralLayout: Sendable, Equatable {
    /// Window size in pixels.
    public let size: Size
    /// Screen position of the spiral's centre.
    public let center: Vec2
    /// Pixels per spiral unit.
    public let scale: Float

    /// A spiral centred at `center`, `scale` pixels per unit, in a window of `size`.
    public init(size: Size, center: Vec2, scale: Float) {
        self.size = size
        self.center = center
        self.scale = scale
    }

    /// The layout of a visual config's spiral in `size`.
    public init(size: Size, config: SpiralVisualConfig, path: SpiralPath) {
        self = BreathingLayout(size: size, visual: config, path: path).spiral
    }

    /// Spiral units → pixels.
    public func toScreen(_ p: Vec2) -> Vec2 { center + p * scale }

    /// Pixels → spiral units.
    public func toSpiral(_ p: Vec2) -> Vec2 { (p - center) * (1 / scale) }
}
