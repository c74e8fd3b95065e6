import Foundation
import Testing
import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindPlatform
import UnwindPlatformTesting
import UnwindSlideshow

@testable import UnwindScenes

/// Every format a photo frame meets, decoded through SDL_image and sniffed from its header;
/// photos bigger than the GPU's limit are scaled down, never shown black.
@Suite struct SlideshowFormatsTests {
    static let blue = Color(30, 144, 255)
    static func fixture(_ name: String) -> String { "\(SlideshowTestSupport.fixtures)/formats/\(name)" }

    @Test(arguments: ["blue.png", "blue.jpg", "blue.gif", "blue.bmp", "blue.webp", "blue.tif", "anim.gif"])
    func formatIsShown(name: String) throws {
        let header = try ImageHeader.read(path: Self.fixture(name))
        #expect(header.width == 24 && header.height == 16, "\(name): header \(header)")
        let scene = SlideshowScene(roots: [Self.fixture(name)], config: SlideshowTestSupport.config())
        var pixel: Color?
        try SlideshowTestSupport.run(scene, size: Size(width: 48, height: 32), frames: 3) { _, renderer in
            pixel = try renderer.readPixels()[24, 16]
        }
        #expect(scene.report.skipped.isEmpty, "\(name): \(scene.report.skipped)")
        let shown = try #require(pixel, "\(name): the run drew a frame")
        let close = abs(Int(shown.r) - 30) <= 6 && abs(Int(shown.g) - 144) <= 6 && abs(Int(shown.b) - 255) <= 6
        #expect(close, "\(name): expected \(Self.blue) (the first frame for GIFs), got \(shown)")
    }

    @Test func photosAreScaledBelowTheMaxTextureSize() throws {
        let preparer = PhotoPreparer(
            display: Size(width: 4000, height: 3000), maxTexture: Size(width: 512, height: 512), fit: .fit,
            background: .black, limits: PhotoLimits())
        let surface = try Headless.withSDL { try preparer.prepare(path: PhotoPath(Self.fixture("blue.png"))).image }
        #expect(surface.size == Size(width: 512, height: 341), "fits 512×512 keeping 3:2, got \(surface.size)")
        let pixels = surface.pixels
        #expect(pixels[256, 170] == Self.blue, "not black: \(pixels[256, 170])")
    }
}
