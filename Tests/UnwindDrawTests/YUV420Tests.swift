import Testing
import UnwindDraw

/// The Y4M writer's colour conversion: BT.601 full range, chroma averaged per 2×2 block.
@Suite struct YUV420Tests {
    private func convert(_ pixels: PixelBuffer) -> [UInt8] {
        var planes: [UInt8] = []
        YUV420.convert(pixels, into: &planes)
        return planes
    }

    @Test(arguments: [
        (Color(255, 255, 255), 255, 128, 128), (Color(0, 0, 0), 0, 128, 128), (Color(255, 0, 0), 76, 85, 255),
        (Color(0, 255, 0), 150, 44, 21), (Color(0, 0, 255), 29, 255, 107),
    ])
    func flatColoursMatchTheJPEGMatrix(color: Color, y: Int, u: Int, v: Int) {
        let planes = convert(PixelBuffer(width: 4, height: 2, fill: color))
        #expect(planes.count == 8 + 2 * 2, "4x2: 8 luma + 2x1 per chroma plane, got \(planes.count)")
        let got = (Int(planes[0]), Int(planes[8]), Int(planes[10]))
        #expect(abs(got.0 - y) <= 1 && abs(got.1 - u) <= 1 && abs(got.2 - v) <= 1, "\(color): expected Y\(y) U\(u) V\(v), got \(got)")
    }

    @Test func oddSizesRoundChromaUpAndAverageBlocks() {
        var pixels = PixelBuffer(width: 3, height: 3, fill: .black)
        pixels[0, 0] = Color(255, 255, 255)
        pixels[1, 0] = Color(255, 255, 255)
        let planes = convert(pixels)
        #expect(planes.count == 9 + 2 * 4, "3x3: 9 luma + 2x2 per chroma plane, got \(planes.count)")
        #expect(planes[0] == 255 && planes[2] == 0, "luma per pixel: \(planes[0..<3])")
        #expect(planes[9] == 128 && planes[13] == 128, "grey blocks have neutral chroma: U \(planes[9]) V \(planes[13])")
    }
}
