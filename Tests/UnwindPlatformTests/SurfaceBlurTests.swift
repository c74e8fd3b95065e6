import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting

@Suite struct SurfaceBlurTests {
    @Test func blurredKeepsSizeAndOpacity() throws {
        try Headless.withSDL {
            var stripes = PixelBuffer(width: 64, height: 32, fill: .black)
            for y in 0..<32 { for x in stride(from: 0, to: 64, by: 2) { stripes[x, y] = .white } }
            let source = try Surface(pixels: stripes).opaque()
            let (blurred, scale) = try source.blurred(sigma: 8)
            #expect(blurred.size == source.size && scale == 1, "full size: \(blurred.size)")
            #expect(!blurred.hasAlphaChannel, "an opaque source gives an opaque level")
            let mid = try blurred.pixelBuffer()[32, 16]
            #expect(abs(Int(mid.r) - 128) < 20, "stripes average to grey: \(mid)")
        }
    }
}
