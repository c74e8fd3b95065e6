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

    @Test func onCoveredPixelsKeepsThePixelCentresInside() throws {
        // A slide's photo at x 0.91 ... 120 in a 120-wide frame: pixels 1 ... 119 have their
        // centres inside (SDL's truncation drew 0 ... 118 and left 119 black).
        let sliding = TexturedQuad(
            texture: TextureID(rawValue: 2), source: Rect(x: 10, y: 5, width: 238.18, height: 120), destination: Rect(x: 0.91, y: 0, width: 119.09, height: 60))
        let covered = try #require(sliding.onCoveredPixels())
        #expect(covered.destination == Rect(x: 1, y: 0, width: 119, height: 60))
        // 2× scale: 0.09 px more on the left is 0.18 texels; the width 119 px is 238 texels.
        #expect(abs(covered.source.x - 10.18) < 0.001 && abs(covered.source.width - 238) < 0.01, "\(covered.source)")
        #expect(covered.source.y == 5 && covered.source.height == 120)
        #expect(quad.onCoveredPixels()?.destination == quad.destination, "whole pixels stay as they are")
        let sliver = TexturedQuad(texture: TextureID(rawValue: 2), source: Rect(width: 10, height: 10), destination: Rect(x: 3.6, y: 0, width: 0.8, height: 4))
        #expect(sliver.onCoveredPixels() == nil, "no pixel centre inside 3.6 ... 4.4")
    }
}
