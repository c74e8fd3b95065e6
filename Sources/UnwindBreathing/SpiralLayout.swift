import UnwindDraw

/// Places the spiral in a window: centred, uniformly scaled to the shorter side left after
/// bands for the guidance text above and the hint below, so it fits portrait and landscape
/// screens alike. Converts between spiral units and pixels both ways.
public struct SpiralLayout: Sendable, Equatable {
    /// Window size in pixels.
    public let size: Size
    /// Screen position of the spiral's centre.
    public let center: Vec2
    /// Pixels per spiral unit.
    public let scale: Float
    /// Height of each text band.
    public let textBand: Float

    /// Fits a spiral of `outerRadius` plus room for the fully pulsed orb into `size`.
    public init(size: Size, outerRadius: Float, headRadius: Float) {
        let w = Float(max(size.width, 1)), h = Float(max(size.height, 1))
        let band = max(min(h * 0.14, 120), 24)
        let availableHeight = max(h - 2 * band, h * 0.4)
        let extent = 2 * (outerRadius + headRadius)
        self.size = size
        self.textBand = band
        self.scale = max(min(w * 0.94, availableHeight) / max(extent, 1), 0.01)
        self.center = Vec2(w / 2, h / 2)
    }

    /// The layout of a visual config's spiral in `size`.
    public init(size: Size, config: SpiralVisualConfig, path: SpiralPath) {
        self.init(size: size, outerRadius: path.outerRadius, headRadius: Float(config.headSize * config.pulseScale / 2))
    }

    /// Spiral units → pixels.
    public func toScreen(_ p: Vec2) -> Vec2 { center + p * scale }

    /// Pixels → spiral units.
    public func toSpiral(_ p: Vec2) -> Vec2 { (p - center) * (1 / scale) }
}
