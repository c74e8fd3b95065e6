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
        let w = pixels.width, h = pixels.height
        guard w > 0, h > 0 else { return out }
        var scratch = [Float](repeating: 0, count: w * h * 3)
        for i in 0..<(w * h) {
            scratch[i * 3] = Float(pixels.bytes[i * 4])
            scratch[i * 3 + 1] = Float(pixels.bytes[i * 4 + 1])
            scratch[i * 3 + 2] = Float(pixels.bytes[i * 4 + 2])
        }
        for _ in 0..<3 {
            boxPass(&scratch, width: w, height: h, radius: radius, horizontal: true)
            boxPass(&scratch, width: w, height: h, radius: radius, horizontal: false)
        }
        for i in 0..<(w * h) {
            for c in 0..<3 {
                out.bytes[i * 4 + c] = UInt8(max(0, min(255, scratch[i * 3 + c] * brightness)).rounded())
            }
            out.bytes[i * 4 + 3] = 255
        }
        return out
    }

    /// One running-sum box blur along rows or columns, edges clamped.
    private static func boxPass(_ data: inout [Float], width: Int, height: Int, radius: Int, horizontal: Bool) {
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let r = max(1, min(radius, length - 1))
        var line = [Float](repeating: 0, count: length * 3)
        let scale = 1 / Float(2 * r + 1)
        for l in 0..<lines {
            let index = { (k: Int) -> Int in horizontal ? (l * width + k) * 3 : (k * width + l) * 3 }
            for k in 0..<length {
                let i = index(k)
                line[k * 3] = data[i]
                line[k * 3 + 1] = data[i + 1]
                line[k * 3 + 2] = data[i + 2]
            }
            for c in 0..<3 {
                var sum: Float = 0
                for k in -r...r { sum += line[min(max(k, 0), length - 1) * 3 + c] }
                for k in 0..<length {
                    data[index(k) + c] = sum * scale
                    sum += line[min(k + r + 1, length - 1) * 3 + c] - line[max(k - r, 0) * 3 + c]
                }
            }
        }
    }
}
