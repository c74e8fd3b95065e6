import UnwindDraw

/// The orb's glow as a texture made once: white, with an alpha that falls smoothly from
/// the centre to exactly 0 at the edge, `(1 − d²)^2.5`, with zero slope at the rim so no
/// edge shows. Drawn scaled and tinted with the line's colour, it replaces the three
/// hard-edged translucent discs that read as target rings.
///
/// Alpha is quantised with a fixed ordered dither (a 4×4 Bayer matrix), so a glow scaled
/// up on a dark background shows no rings of equal alpha.
public enum GlowTexture {
    /// Side of the texture in pixels: larger than the glow is usually drawn, so it is
    /// mostly scaled down, which stays smooth with any filtering.
    public static let side = 256

    /// The glow's alpha (0...1) at `d`, the distance from the centre over the radius.
    public static func falloff(_ d: Float) -> Float {
        guard d < 1 else { return 0 }
        let x = 1 - d * d
        return x * x * x.squareRoot()
    }

    /// The texture's pixels.
    public static func pixels(side: Int = side) -> PixelBuffer {
        let bayer: [Float] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]
        var bytes = [UInt8](repeating: 255, count: side * side * 4)
        let half = Float(side) / 2
        for y in 0..<side {
            for x in 0..<side {
                let dx = (Float(x) + 0.5 - half) / half, dy = (Float(y) + 0.5 - half) / half
                let a = falloff((dx * dx + dy * dy).squareRoot()) * 255
                let threshold = (bayer[(y % 4) * 4 + x % 4] + 0.5) / 16
                let value = a < 1e-3 ? 0 : min(a.rounded(.down) + (a - a.rounded(.down) >= threshold ? 1 : 0), 255)
                bytes[(y * side + x) * 4 + 3] = UInt8(value)
            }
        }
        return PixelBuffer(width: side, height: side, bytes: bytes)
    }
}
