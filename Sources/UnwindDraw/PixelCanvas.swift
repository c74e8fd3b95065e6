/// Pixels someone else owns (an SDL surface, a test's buffer) that meshes can be blended
/// into on the CPU: 32-bit packed XRGB8888 or ARGB8888, alpha or padding in the top byte.
///
/// A view, not an owner: the caller keeps `base` alive and locked while the canvas is used.
public struct PixelCanvas {
    /// The first byte of the top row.
    public let base: UnsafeMutableRawPointer
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Bytes from one row to the next (at least `width * 4`).
    public let pitch: Int
    /// Whether the top byte is alpha, blended as SDL blends it, rather than padding left alone.
    public let hasAlpha: Bool
    /// The pixels drawing may change, in whole pixels: SDL's clip rectangle, or the whole canvas.
    public var clip: (x: Int, y: Int, width: Int, height: Int)

    /// A canvas over `base`, clipped to itself.
    public init(base: UnsafeMutableRawPointer, width: Int, height: Int, pitch: Int, hasAlpha: Bool) {
        precondition(width >= 0 && height >= 0 && pitch >= width * 4, "a canvas needs pitch ≥ width × 4")
        self.base = base
        self.width = width
        self.height = height
        self.pitch = pitch
        self.hasAlpha = hasAlpha
        self.clip = (0, 0, width, height)
    }
}
