import CSDL2
import Foundation
import Testing
import UnwindDraw
@testable import UnwindPlatform

/// The remote control's thumbnail: a real JPEG, fitted, with the photo's colours where they were.
@Suite struct SurfaceJPEGTests {
    @Test func thumbnailIsAFittedJPEGWithTheRightColours() throws {
        let (jpeg, decoded) = try Headless.withSDL { () throws -> (Data, PixelBuffer) in
            var pixels = PixelBuffer(width: 1600, height: 800, fill: Color(0, 0, 255))
            for y in 0..<800 { for x in 0..<800 { pixels[x, y] = Color(255, 0, 0) } }
            let jpeg = try Surface(pixels: pixels).jpegThumbnail(maxEdge: 640, quality: 85)
            let back = try jpeg.withUnsafeBytes { raw -> PixelBuffer in
                guard let stream = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)), let surface = IMG_Load_RW(stream, 1) else {
                    throw SDLError("decoding the thumbnail")
                }
                return try Surface(taking: surface).pixelBuffer()
            }
            return (jpeg, back)
        }
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]), "JPEG magic")
        #expect(decoded.size == Size(width: 640, height: 320))
        #expect(decoded[100, 160].distance(to: Color(255, 0, 0)) <= 24, "left half red, got \(decoded[100, 160])")
        #expect(decoded[540, 160].distance(to: Color(0, 0, 255)) <= 24, "right half blue, got \(decoded[540, 160])")
        #expect(jpeg.count < 640 * 320 * 3 / 4, "compressed, got \(jpeg.count) bytes")
    }

    @Test func smallImagesAreNotEnlarged() throws {
        let jpeg = try Headless.withSDL { try Surface(size: Size(width: 30, height: 20), fill: .white, opaque: true).jpegThumbnail(maxEdge: 640) }
        let size = try Headless.withSDL { () throws -> Size in
            try jpeg.withUnsafeBytes { raw in
                guard let stream = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)), let surface = IMG_Load_RW(stream, 1) else {
                    throw SDLError("decoding the thumbnail")
                }
                return Surface(taking: surface).size
            }
        }
        #expect(size == Size(width: 30, height: 20))
    }
}
