import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindTestSupport

/// CPU-side images: decoding, scaling, round trips.
@Suite struct SurfaceTests {
    @Test func pixelsRoundTripThroughASurface() throws {
        let source = RendererTests.quadrants(16)
        let back = try Headless.withSDL { try Surface(pixels: source).pixelBuffer() }
        #expect(back == source, "pixels changed in the round trip")
    }

    @Test func halvingScaleAveragesToTheRightColours() throws {
        let scaled = try Headless.withSDL { try Surface(pixels: RendererTests.quadrants(400)).scaled(to: Size(width: 40, height: 40)).pixelBuffer() }
        #expect(scaled.size == Size(width: 40, height: 40))
        #expect(scaled[5, 5].distance(to: Color(255, 0, 0)) <= 4, "top-left stays red, got \(scaled[5, 5])")
        #expect(scaled[35, 35].distance(to: .white) <= 4, "bottom-right stays white, got \(scaled[35, 35])")
    }

    @Test func decodingABundledPhotoGivesItsSize() throws {
        let path = Repository.root + "/Assets/photos/chelsea.png"
        let size = try Headless.withSDL { try ImageDecoder.decode(path: path).size }
        #expect(size == Size(width: 451, height: 300), "chelsea.png is 451x300, got \(size)")
    }

    @Test func decodingGarbageFailsNamingTheFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("not-an-image-\(UUID().uuidString).jpg")
        try Data("hello".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try Headless.withSDL { try ImageDecoder.decode(path: url.path) }
            Issue.record("decoding text as an image must fail")
        } catch let failure as ImageDecoder.Failure {
            #expect(failure.description.contains(url.path), "the error names the file: \(failure)")
        }
    }
}

/// Opaque images travel without an alpha channel so tiles blend on SDL's fast path.
@Suite struct OpaqueSurfaceTests {
    @Test func decodedOpaquePhotosHaveNoAlphaChannel() throws {
        let path = Repository.root + "/Assets/photos/rocket.jpg"
        let hasAlpha = try Headless.withSDL { try ImageDecoder.decode(path: path).hasAlphaChannel }
        #expect(!hasAlpha, "a JPEG decodes to XRGB8888")
    }

    @Test func transparencyIsKept() throws {
        var pixels = PixelBuffer(width: 4, height: 4, fill: .white)
        pixels[1, 1] = Color(0, 0, 0, 10)
        let (opaque, kept) = try Headless.withSDL { () -> (Bool, Color) in
            let surface = try Surface(pixels: pixels)
            return (surface.isFullyOpaque, try surface.pixelBuffer()[1, 1])
        }
        #expect(!opaque, "one translucent pixel makes the image not opaque")
        #expect(kept.a == 10, "alpha survives, got \(kept)")
    }

    @Test func opaqueCopyScalesAndKeepsColours() throws {
        let scaled = try Headless.withSDL { try Surface(pixels: RendererTests.quadrants(64)).opaque().scaled(to: Size(width: 16, height: 16)).pixelBuffer() }
        #expect(scaled[2, 2].distance(to: Color(255, 0, 0)) <= 4, "top-left red, got \(scaled[2, 2])")
        #expect(scaled[2, 2].a == 255, "opaque pixels read back with full alpha")
    }
}
