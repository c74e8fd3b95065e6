import UnwindDraw

/// The blurred, dimmed copy of a photo that fills the bars around it when it is fitted,
/// as digital photo frames do; computed on a small downscale so it costs little.
public enum Backdrop {
    /// A box-blurred (three passes, close to a Gaussian) and dimmed copy of `pixels`.
    /// - Parameters:
    ///   - radius: blur radius in pixels of the small image.
    ///   - brightness: 0 (black) ... 1 (unchanged).
    public static func blurred(_ pixels: PixelBuffer, radius: Int, brightness: Float) -> PixelBuffer {
        var out = pixels
        guard out.width > 0, out.height > 0 else { return out }
        out.boxBlur(radius: max(1, min(radius, out.width - 1, out.height - 1)), passes: 3)
        for i in stride(from: 0, to: out.bytes.count, by: 4) {
            for c in 0..<3 { out.bytes[i + c] = UInt8((Float(out.bytes[i + c]) * brightness).rounded()) }
            out.bytes[i + 3] = 255
        }
        return out
    }
}
