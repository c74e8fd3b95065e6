import Testing
import UnwindDraw
import UnwindPlatformTesting

@testable import UnwindPlatform

/// A clip's I420 streaming texture has no alpha: it counts as opaque, so at full opacity the
/// software renderer copies it (no per-pixel blend) and skips the pixels under it, with the
/// same frame as drawing everything; faded, it still blends.
@Suite struct RendererStreamingTests {
    /// A picture whose every pixel differs from its neighbours, as YUV.
    static func pattern(_ size: Size, seed: UInt8) throws -> YUVImage {
        try YUVImage(pixels: RendererOcclusionTests.pattern(size, seed: seed).pixelBuffer())
    }

    @Test func aClipsTextureCountsAsOpaqueAndAFadedOneStillBlends() throws {
        let size = Size(width: 32, height: 16)
        let (clip, photo, translucent, pixel) = try Headless.withRenderer(size) { renderer in
            let id = try renderer.textures.uploadStreaming(YUVImage(width: 32, height: 16, fill: Color(250, 250, 250)))
            let photo = try renderer.textures.upload(RendererOcclusionTests.pattern(size, seed: 5))
            let translucent = try renderer.textures.upload(Surface(pixels: PixelBuffer(width: 32, height: 16, fill: Color(9, 9, 9, 100))))
            var list = DrawList(clearColor: .black)
            list.quad(id, source: size.rect, destination: size.rect, opacity: 0.5)
            renderer.submit(list)
            return (
                renderer.opaqueTextureSize(id), renderer.opaqueTextureSize(photo), renderer.opaqueTextureSize(translucent),
                try renderer.readPixels()[8, 8]
            )
        }
        #expect(clip == size, "a YUV texture has no alpha: opaque, got \(String(describing: clip))")
        #expect(photo == size, "an XRGB photo: opaque, got \(String(describing: photo))")
        #expect(translucent == nil, "an ARGB texture is not: got \(String(describing: translucent))")
        #expect(abs(Int(pixel.r) - 125) <= 6 && abs(Int(pixel.g) - 125) <= 6, "white at half opacity over black blends: got \(pixel)")
    }

    @Test(arguments: [Float(1), 0.6])
    func aClipOverAPhotoLooksTheSameWhenHiddenPixelsAreSkipped(clipOpacity: Float) throws {
        let size = Size(width: 64, height: 48)
        let frames = try RendererOcclusionTests.bothWays(size) { renderer in
            let photo = try renderer.textures.upload(RendererOcclusionTests.pattern(size, seed: 11))
            // A clip's slide: its texture is the whole frame (backdrop and picture).
            let clip = try renderer.textures.uploadStreaming(Self.pattern(Size(width: 64, height: 48), seed: 40))
            try renderer.textures.update(clip, with: Self.pattern(Size(width: 32, height: 24), seed: 90), at: (16, 12))
            var list = DrawList(clearColor: Color(0, 200, 0))
            list.quad(photo, source: size.rect, destination: size.rect)
            list.quad(clip, source: Rect(width: 48, height: 48), destination: Rect(x: 8, y: 0, width: 48, height: 48), opacity: clipOpacity)
            list.fill(Rect(x: 20, y: 20, width: 20, height: 10), Color(255, 255, 255, 100))
            return list
        }
        #expect(frames.all == frames.skipping, "frames differ in \(zip(frames.all, frames.skipping).filter { $0 != $1 }.count) bytes")
    }

    @Test func aPictureTallerThanOneBandLandsWholeAtItsPlace() throws {
        // 40 rows: converted in bands of 16, 16 and 8 rows, at an offset in a larger texture.
        var rows: [[Color]] = []
        for y in 0..<40 { rows.append(Array(repeating: y < 16 ? Color(220, 30, 30) : y < 32 ? Color(30, 220, 30) : Color(30, 30, 220), count: 24)) }
        var pixels = PixelBuffer(width: 24, height: 40, fill: .black)
        for (y, row) in rows.enumerated() { for (x, color) in row.enumerated() { pixels[x, y] = color } }
        let size = Size(width: 40, height: 48)
        let frame = try Headless.withRenderer(size) { renderer in
            let id = try renderer.textures.uploadStreaming(YUVImage(width: 40, height: 48, fill: Color(128, 128, 128)))
            try renderer.textures.update(id, with: YUVImage(pixels: pixels), at: (8, 4))
            var list = DrawList(clearColor: .black)
            list.quad(id, source: size.rect, destination: size.rect)
            renderer.submit(list)
            return try renderer.readPixels()
        }
        let probes: [(x: Int, y: Int, expected: Color)] = [
            (4, 2, Color(128, 128, 128)), (20, 10, Color(220, 30, 30)), (20, 26, Color(30, 220, 30)), (20, 40, Color(30, 30, 220)),
            (36, 40, Color(128, 128, 128)), (20, 46, Color(128, 128, 128)),
        ]
        for probe in probes {
            let got = frame[probe.x, probe.y]
            #expect(TextureStoreStreamingTests.near(got, probe.expected), "(\(probe.x), \(probe.y)): expected \(probe.expected), got \(got)")
        }
    }
}
