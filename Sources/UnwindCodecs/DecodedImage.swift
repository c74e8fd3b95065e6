import UnwindDraw

/// Pixels a decoder produced, and whether any of them is transparent.
///
/// `opaque` lets the platform keep photos in a format without alpha, which the software
/// renderer blends several times faster (docs/architecture.md).
public struct DecodedImage: Sendable {
    public var pixels: PixelBuffer
    public var opaque: Bool

    public init(pixels: PixelBuffer, opaque: Bool) {
        self.pixels = pixels
        self.opaque = opaque
    }
}
