import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting

/// A scaled quad that reaches past the frame is cropped before SDL sees it (the software
/// renderer would otherwise stretch all of it into a temporary surface): the frame must look
/// the same as the uncropped quad would.
@Suite struct RendererCropTests {
    @Test(arguments: [Float(1), 0.5])
    func overflowingScaledQuadSamplesTheRightTexels(opacity: Float) throws {
        let frame = try Headless.withRenderer(Size(width: 100, height: 100)) { renderer in
            let texture = try renderer.textures.upload(RendererTests.quadrants(64))
            var list = DrawList()
            // The 64×64 quadrants scaled to 160×160 and centred: the frame shows texels 9...55.
            list.quad(texture, source: Rect(width: 64, height: 64), destination: Rect(x: -30, y: -30, width: 160, height: 160), opacity: opacity)
            renderer.submit(list)
            return try renderer.readPixels()
        }
        let scale = opacity
        func expected(_ c: Color) -> Color { Color.black.mixed(with: c, scale) }
        // Quadrant borders land at screen 50 (texel 32): sample well away from them.
        #expect(frame[20, 20].distance(to: expected(Color(255, 0, 0))) <= 3, "top left red: \(frame[20, 20])")
        #expect(frame[80, 20].distance(to: expected(Color(0, 255, 0))) <= 3, "top right green: \(frame[80, 20])")
        #expect(frame[20, 80].distance(to: expected(Color(0, 0, 255))) <= 3, "bottom left blue: \(frame[20, 80])")
        #expect(frame[80, 80].distance(to: expected(Color(255, 255, 255))) <= 3, "bottom right white: \(frame[80, 80])")
        var column = 0
        while column < 100, frame[column, 20].g < frame[column, 20].r { column += 1 }
        #expect(abs(column - 50) <= 2, "red meets green at x ≈ 50 (texel 32 of the 2.5× stretch), found \(column)")
    }
}
