import Testing
import UnwindDraw

/// The running-sum box blur: exact spreading, a Gaussian-like falloff, flat areas kept flat.
@Suite struct PixelBufferBoxBlurTests {
    @Test func boxSpreadsAPointEvenly() {
        var pixels = PixelBuffer(width: 9, height: 9, fill: Color(0, 0, 0))
        pixels[4, 4] = Color(255, 90, 9)
        pixels.boxBlur(radius: 1, passes: 1)
        for y in 3...5 {
            for x in 3...5 {
                #expect(pixels[x, y] == Color(28, 10, 1), "3×3 box spreads 1/9 to (\(x),\(y)): \(pixels[x, y])")
            }
        }
        #expect(pixels[2, 4] == Color(0, 0, 0) && pixels[4, 6] == Color(0, 0, 0), "nothing beyond the box")
    }

    @Test func threePassesApproachAGaussianAndKeepFlatAreasFlat() {
        var pixels = PixelBuffer(width: 41, height: 41, fill: Color(0, 0, 0))
        pixels[20, 20] = Color(255, 255, 255)
        pixels.boxBlur(radius: 2, passes: 3)
        let profile = (20...26).map { Int(pixels[$0, 20].r) }
        #expect(zip(profile, profile.dropFirst()).allSatisfy { $0 >= $1 }, "falls off from the centre: \(profile)")
        #expect(profile[0] > 0 && profile[6] == 0, "negligible at 3 × radius: \(profile)")
        var flat = PixelBuffer(width: 16, height: 8, fill: Color(120, 60, 30))
        flat.boxBlur(radius: 3, passes: 3)
        #expect(flat[0, 0] == Color(120, 60, 30) && flat[15, 7] == Color(120, 60, 30), "edges repeat, so a flat image stays flat")
    }
}
