import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting

/// The remote control's thumbnail: a real JPEG, fitted, with the photo's colours where they were.
@Suite struct SurfaceJPEGTests {
    /// Decodes JPEG bytes the way a browser would get them: from a file, through SDL_image.
    static func decode(_ jpeg: Data) throws -> Surface {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-thumb-\(UUID().uuidString).jpg")
        defer { try? FileManager.default.removeItem(at: file) }
        try jpeg.write(to: file)
        return try ImageDecoder.decode(path: file.path, format: .jpeg)
    }

    @Test func thumbnailIsAFittedJPEGWithTheRightColours() throws {
        let (jpeg, decoded) = try Headless.withSDL { () throws -> (Data, PixelBuffer) in
            var pixels = PixelBuffer(width: 1600, height: 800, fill: Color(0, 0, 255))
            for y in 0..<800 { for x in 0..<800 { pixels[x, y] = Color(255, 0, 0) } }
            let jpeg = try Surface(pixels: pixels).jpegThumbnail(maxEdge: 640, quality: 85)
            return (jpeg, try Self.decode(jpeg).pixelBuffer())
        }
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]), "JPEG magic")
        #expect(decoded.size == Size(width: 640, height: 320))
        #expect(decoded[100, 160].distance(to: Color(255, 0, 0)) <= 24, "left half red, got \(decoded[100, 160])")
        #expect(decoded[540, 160].distance(to: Color(0, 0, 255)) <= 24, "right half blue, got \(decoded[540, 160])")
        #expect(jpeg.count < 640 * 320 * 3 / 4, "compressed, got \(jpeg.count) bytes")
    }

    @Test func smallImagesAreNotEnlarged() throws {
        let jpeg = try Headless.withSDL { try Surface(size: Size(width: 30, height: 20), fill: .white, opaque: true).jpegThumbnail(maxEdge: 640) }
        let size = try Headless.withSDL { try Self.decode(jpeg).size }
        #expect(size == Size(width: 30, height: 20))
    }
}
