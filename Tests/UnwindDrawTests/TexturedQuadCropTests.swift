import Testing
import UnwindDraw

@Suite struct TexturedQuadCropTests {
    let quad = TexturedQuad(
        texture: TextureID(rawValue: 1), source: Rect(x: 0, y: 0, width: 200, height: 100), destination: Rect(x: -50, y: -25, width: 400, height: 200),
        opacity: 0.5)

    @Test func overflowIsCutFromDestinationAndSourceAlike() throws {
        let cropped = try #require(quad.cropped(to: Rect(width: 300, height: 150)))
        #expect(cropped.destination == Rect(x: 0, y: 0, width: 300, height: 150))
        // 2× scale: screen (0, 0) is texel (25, 12.5); 300×150 screen pixels are 150×75 texels.
        #expect(cropped.source == Rect(x: 25, y: 12.5, width: 150, height: 75), "\(cropped.source)")
        #expect(cropped.opacity == 0.5 && cropped.texture == quad.texture)
    }

    @Test func insideIsUnchangedAndOutsideIsNothing() {
        #expect(quad.cropped(to: Rect(x: -100, y: -100, width: 1000, height: 1000)) == quad)
        #expect(quad.cropped(to: Rect(x: 500, y: 0, width: 10, height: 10)) == nil)
    }
}
