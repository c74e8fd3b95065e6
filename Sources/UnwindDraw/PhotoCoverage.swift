/// How much of a frame shows two known solid-colour photos rather than the background,
/// for measuring transitions: the pixel test and the benchmark render a transition
/// between two such photos and ask, frame by frame, where the background shows through.
///
/// Each pixel is read as `background + α·(first − background) + β·(second − background)`
/// (least squares over R, G and B, with α, β ≥ 0); `α + β` is how much of it is photo.
/// A blend of the two photos is fully covered (a crossfade, a soft mask edge), a photo
/// faded over the background is partly covered, and the bare background is not at all.
public struct PhotoCoverage: Sendable, Equatable {
    /// Fraction of pixels (0...1) that are less than half photo: where a viewer sees the
    /// background rather than either picture.
    public var emptyFraction: Double
    /// Mean coverage over all pixels (1 when no background shows anywhere; 0.75 in the
    /// middle of a fade that dips a quarter of the way to the background).
    public var meanCoverage: Double

    /// A measurement, as `photoCoverage` computes it or a test states the expected one.
    public init(emptyFraction: Double, meanCoverage: Double) {
        self.emptyFraction = emptyFraction
        self.meanCoverage = meanCoverage
    }
}

extension PixelBuffer {
    /// The coverage of this frame by two solid-colour photos over a background colour.
    /// The three colours must be distinct and not in a line in RGB space (a red and a blue
    /// photo over black are fine; two greys over black are not).
    /// - Complexity: O(pixels).
    public func photoCoverage(first: Color, second: Color, background: Color = .black) -> PhotoCoverage {
        // Plain scalar arithmetic: this runs over every pixel of many frames in debug-built tests.
        let (br, bg, bb) = (Double(background.r), Double(background.g), Double(background.b))
        let (ur, ug, ub) = (Double(first.r) - br, Double(first.g) - bg, Double(first.b) - bb)
        let (vr, vg, vb) = (Double(second.r) - br, Double(second.g) - bg, Double(second.b) - bb)
        let uu = ur * ur + ug * ug + ub * ub, vv = vr * vr + vg * vg + vb * vb, uv = ur * vr + ug * vg + ub * vb
        let det = uu * vv - uv * uv
        let planar = det > 1e-9 * uu * vv
        guard width * height > 0, uu > 0, vv > 0 else { return PhotoCoverage(emptyFraction: 0, meanCoverage: 1) }
        var empty = 0
        var total = 0.0
        bytes.withUnsafeBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                let qr = Double(p[i]) - br, qg = Double(p[i + 1]) - bg, qb = Double(p[i + 2]) - bb
                let uq = ur * qr + ug * qg + ub * qb, vq = vr * qr + vg * qg + vb * qb
                var alpha = -1.0, beta = -1.0
                if planar {
                    alpha = (uq * vv - vq * uv) / det
                    beta = (vq * uu - uq * uv) / det
                }
                if alpha < 0 || beta < 0 {
                    // Outside the plane's positive quadrant: the nearer single photo explains it best.
                    let onFirst = max(uq / uu, 0), onSecond = max(vq / vv, 0)
                    let qq = qr * qr + qg * qg + qb * qb
                    let firstResidual = qq - 2 * onFirst * uq + onFirst * onFirst * uu
                    let secondResidual = qq - 2 * onSecond * vq + onSecond * onSecond * vv
                    (alpha, beta) = firstResidual <= secondResidual ? (onFirst, 0) : (0, onSecond)
                }
                let coverage = min(alpha + beta, 1)
                if coverage < 0.5 { empty += 1 }
                total += coverage
            }
        }
        let count = Double(width * height)
        return PhotoCoverage(emptyFraction: Double(empty) / count, meanCoverage: total / count)
    }
}
