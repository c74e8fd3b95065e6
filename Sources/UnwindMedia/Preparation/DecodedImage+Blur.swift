import UnwindCodecs
import UnwindDraw

extension DecodedImage {
    /// A blurred copy for blur transitions: Gaussian-like with standard deviation `sigma`
    /// pixels, at this picture's size.
    ///
    /// The picture is first shrunk by a power of two up to sigma/2 (a blurred image loses
    /// nothing at lower resolution), blurred there with three box passes each way (a box
    /// blur ×3 is within a few percent of a Gaussian), and stretched back with bilinear
    /// filtering. Full size, because SDL's software renderer blends a scaled texture through
    /// its slow generic blitter but an unscaled opaque one through the surface-alpha blitter.
    /// An opaque picture gives an opaque copy.
    /// - Complexity: O(pixels) per level, independent of the radius.
    public func blurred(sigma: Double) throws -> DecodedImage {
        var factor = 1
        while Double(factor * 2) <= sigma / 2, size.width / (factor * 2) >= 8, size.height / (factor * 2) >= 8 { factor *= 2 }
        var small = factor == 1 ? self : try scaled(to: Size(width: max(size.width / factor, 1), height: max(size.height / factor, 1)))
        let localSigma = sigma / Double(factor)
        // Three boxes of radius b give variance b(b+1).
        let box = max(Int(((1 + 4 * localSigma * localSigma).squareRoot() - 1) / 2 + 0.5), 1)
        small.pixels.boxBlur(radius: box, passes: 3)
        return small.size == size ? small : try small.scaled(to: size)
    }
}
