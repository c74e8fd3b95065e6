import UnwindDraw

/// Pixels a decoder produced, and whether any of them is transparent.
///
/// `opaque` lets the platform keep photos in a format without alpha, which the software
/// renderer blends several times faster (docs/architecture.md).
public struct DecodedImage: Sendable {
    /// RGBA pixels, upright.
    public var pixels: PixelBuffer
    /// True when no pixel is transparent.
    public var opaque: Bool

    /// Pixels and whether they are all opaque.
    public init(pixels: PixelBuffer, opaque: Bool) {
        self.pixels = pixels
        self.opaque = opaque
    }
}
