import UnwindDraw

extension Surface {
    /// A blurred copy for blur transitions: Gaussian-like with standard deviation `sigma`
    /// pixels, made small when the blur allows it.
    ///
    /// The image is first shrunk by a power of two up to sigma/2 (a blurred image loses
    /// nothing at lower resolution, and linear filtering adds back smoothness when it is
    /// drawn large), then blurred with three box passes each way (a box blur ×3 is within a
    /// few percent of a Gaussian). Returns the surface and its size relative to this one.
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
        return (try Surface(pixels: pixels), Double(small.size.width) / Double(size.width))
    }
}

extension PixelBuffer {
    /// Blurs in place with `passes` running-sum box filters of `radius` along rows then
    /// columns; edges repeat their last pixel.
    mutating func boxBlur(radius: Int, passes: Int) {
        guard radius > 0, width > 1 || height > 1 else { return }
        let w = width, h = height
        var scratch = [UInt8](repeating: 0, count: bytes.count)
        bytes.withUnsafeMutableBufferPointer { image in
            scratch.withUnsafeMutableBufferPointer { temp in
                for _ in 0..<passes {
                    Self.blurLines(from: image, to: temp, count: h, length: w, lineStride: w * 4, step: 4, radius: radius)
                    Self.blurLines(from: temp, to: image, count: w, length: h, lineStride: 4, step: w * 4, radius: radius)
                }
            }
        }
    }

    /// One box pass over `count` lines of `length` pixels; `step` is the byte distance between
    /// neighbours on a line and `lineStride` between line starts.
    private static func blurLines(from src: UnsafeMutableBufferPointer<UInt8>, to dst: UnsafeMutableBufferPointer<UInt8>, count: Int, length: Int, lineStride: Int, step: Int, radius: Int) {
        let window = 2 * radius + 1
        let half = window / 2
        for line in 0..<count {
            let base = line * lineStride
            for channel in 0..<4 {
                let start = base + channel
                func at(_ i: Int) -> Int { Int(src[start + min(max(i, 0), length - 1) * step]) }
                var sum = 0
                for i in -radius...radius { sum += at(i) }
                for i in 0..<length {
                    dst[start + i * step] = UInt8((sum + half) / window)
                    sum += at(i + radius + 1) - at(i - radius)
                }
            }
        }
    }
}
