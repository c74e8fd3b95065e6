import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting

/// Cutting a decoded image back to its header's size (SDL_image's ILBM reader pads rows).
@Suite struct SurfaceCropTests {
    @Test func croppingKeepsTheTopLeftPixels() throws {
        let source = RendererTests.quadrants(16)
        let cut = try Headless.withSDL { try Surface(pixels: source).cropped(to: Size(width: 10, height: 6)).pixelBuffer() }
        #expect(cut.size == Size(width: 10, height: 6))
        #expect(cut[0, 0] == source[0, 0], "top-left \(cut[0, 0]), expected \(source[0, 0])")
        #expect(cut[9, 5] == source[9, 5], "the last kept pixel \(cut[9, 5]), expected \(source[9, 5])")
    }

    @Test func croppingToNothingOrMoreIsRefused() throws {
        try Headless.withSDL {
            let surface = try Surface(pixels: RendererTests.quadrants(8))
            #expect(throws: SDLError.self) { try surface.cropped(to: Size(width: 9, height: 8)) }
            #expect(throws: SDLError.self) { try surface.cropped(to: Size(width: 0, height: 8)) }
        }
    }
}
