import UnwindDraw

/// One pre-blurred copy of an image: the same picture blurred by `radius` pixels, at the
/// image's size or smaller (`scale`; a blurred image loses little by being downscaled, but
/// the software renderer blends scaled textures slowly, so `BlurPyramid` keeps full size).
///
/// Blur transitions cross-fade between the two levels nearest the radius they need, so
/// the draw list stays plain quads that any SDL renderer draws without shaders.
public struct BlurLevel: Sendable, Hashable {
    /// Blur radius in pixels of the original texture.
    public var radius: Double
    /// The uploaded blurred copy.
    public var texture: TextureID
    /// This texture's pixels per pixel of the original (0.25 for a quarter-size level).
    public var scale: Double

    /// A level of `radius` pixels, uploaded as `texture` at `scale` of the original's size.
    public init(radius: Double, texture: TextureID, scale: Double) {
        self.radius = radius
        self.texture = texture
        self.scale = scale
    }
}

extension BlurLevel {
    /// The radii, out of `candidates`, to prepare for transitions that blur up to `maxBlur`
    /// pixels: every candidate below twice that, so the cross-fade always has a level at or
    /// above the radius it needs; none when nothing blurs. One rule for `unwind render`'s
    /// five doubling levels and the slideshow's three.
    public static func radii(forMaxBlur maxBlur: Double, from candidates: [Double]) -> [Double] {
        guard maxBlur > 0 else { return [] }
        return candidates.filter { $0 < maxBlur * 2 }.sorted()
    }
}
