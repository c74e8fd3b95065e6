import UnwindDraw

extension Surface {
    /// A blurred copy for blur transitions: Gaussian-like with standard deviation `sigma`
    /// pixels, at this surface's size.
    ///
    /// The image is first shrunk by a power of two up to sigma/2 (a blurred image loses
    /// nothing at lower resolution), blurred there with three box passes each way (a box
    /// blur ×3 is within a few percent of a Gaussian), and stretched back with bilinear
    /// filtering. Full size, because SDL's software renderer blends a scaled texture through
    /// its slow generic blitter (≈ 150 ms a 1080p frame) but an unscaled opaque one through
    /// the surface-alpha blitter (a few ms). Opaque sources give opaque (XRGB) results.
    /// Returns the surface and its size relative to this one (1).
    /// - Complexity: O(pixels) per level, independent of the radius.
    public func blurred(sigma: Double) throws -> (surface: Surface, scale: Double) {
        var factor = 1
        while Double(factor * 2) <= sigma / 2, size.width / (factor * 2) >= 8, size.height / (factor * 2) >= 8 { factor *= 2 }
        let small = factor == 1 ? self : try scaled(to: Size(width: max(size.width / factor, 1), height: max(size.height / factor, 1)))
        var pixels = try small.pixelBuffer()
        let localSigma = sigma / Double(factor)
        // Three boxes of radius b give variance b(b+1).
        let box = max(Int(((1 + 4 * localSigma * localSigma).squareRoot() - 1) / 2 + 0.5), 1)
        pixels.boxBlur(radius: box, passes: 3)
        var result = try Surface(pixels: pixels)
        if result.size != size { result = try result.scaled(to: size) }
        if !hasAlphaChannel { result = try result.opaque() }
        return (result, Double(result.size.width) / Double(size.width))
    }
}
