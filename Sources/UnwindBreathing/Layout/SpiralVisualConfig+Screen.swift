import UnwindDraw

/// The spiral's geometry follows the screen: on a small one the turns would crowd closer than
/// a finger can follow (about 20 px apart at 480×320 with four turns), so fewer turns are
/// drawn, each farther apart. The spec's parameters are what a phone-sized screen gets.
extension SpiralVisualConfig {
    /// The phone-sized screen (in points, upright) the spec's parameters are made for.
    public static let referenceScreen = Size(width: 390, height: 844)

    /// Pixels between neighbouring turns while a session runs in a window of `size`.
    public func turnGap(in size: Size) -> Float {
        Float(spacing) * BreathingLayout(size: size, visual: self, path: SpiralPath(self), state: .hold).spiral.scale
    }

    /// This config with whole turns taken away (down to one) until the turns on `size` are
    /// at least as far apart as on the reference phone; unchanged on that phone and anything
    /// larger. Only the number of turns changes: every timing and size setting stays.
    public func fitted(to size: Size) -> SpiralVisualConfig {
        let wanted = turnGap(in: Self.referenceScreen)
        var fitted = self
        while fitted.rotations > 1, fitted.turnGap(in: size) < wanted - 0.5 {
            fitted.rotations = max(fitted.rotations - 1, 1)
        }
        return fitted
    }
}
