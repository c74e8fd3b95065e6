import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes

/// Images framed for rendering: exactly the output size, letterboxed or cropped, opaque.
@Suite struct FramedImageTests {
    /// A 200×100 image: left half red, right half blue.
    private func image() throws -> Surface {
        var pixels = PixelBuffer(width: 200, height: 100, fill: Color(255, 0, 0))
        for y in 0..<100 {
            for x in 100..<200 { pixels[x, y] = Color(0, 0, 255) }
        }
        return try Surface(pixels: pixels)
    }

    @Test func fitLetterboxesOnBlack() throws {
        let framed = try Headless.withSDL { try FramedImage.compose(image(), size: Size(width: 100, height: 100), fit: .fit).pixelBuffer() }
        #expect(framed.size == Size(width: 100, height: 100), "size: \(framed.size)")
        #expect(framed[50, 10] == Color(0, 0, 0), "black bar above: \(framed[50, 10])")
        #expect(framed[50, 90] == Color(0, 0, 0), "black bar below: \(framed[50, 90])")
        #expect(framed[10, 50] == Color(255, 0, 0) && framed[90, 50] == Color(0, 0, 255), "the whole image in between: \(framed[10, 50]) \(framed[90, 50])")
    }

    @Test func fillCropsToCover() throws {
        let framed = try Headless.withSDL { try FramedImage.compose(image(), size: Size(width: 100, height: 100), fit: .fill).pixelBuffer() }
        #expect(framed[50, 2] != Color(0, 0, 0) && framed[50, 97] != Color(0, 0, 0), "no bars: \(framed[50, 2])")
        #expect(framed[10, 50] == Color(255, 0, 0) && framed[90, 50] == Color(0, 0, 255), "centre crop keeps both halves: \(framed[10, 50]) \(framed[90, 50])")
    }

    @Test func framedImagesAreOpaque() throws {
        let framed = try Headless.withSDL { try FramedImage.compose(image(), size: Size(width: 64, height: 48), fit: .fit) }
        #expect(!framed.hasAlphaChannel, "XRGB, so tiles take SDL's fast paths")
    }
}
