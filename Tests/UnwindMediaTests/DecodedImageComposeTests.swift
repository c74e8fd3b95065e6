import Foundation
import Testing
import UnwindCodecs
import UnwindDraw
import UnwindMedia

/// Composing on CPU pixels, as the decode thread prepares a slide: scaling keeps colours and
/// sizes, EXIF orientations turn the right way, copies crop and clip, blurred copies keep
/// their size, thumbnails are JPEG, and texture order is B, G, R, A.
@Suite struct DecodedImageComposeTests {
    /// A 4×2 picture: red left half, blue right half, a green pixel at the top-left corner.
    static func marked() -> DecodedImage {
        var pixels = PixelBuffer(width: 4, height: 2, fill: Color(255, 0, 0))
        for y in 0..<2 { for x in 2..<4 { pixels[x, y] = Color(0, 0, 255) } }
        pixels[0, 0] = Color(0, 255, 0)
        return DecodedImage(pixels: pixels, opaque: true)
    }

    @Test func orientationSixTurnsAQuarterClockwise() throws {
        let turned = try Self.marked().oriented(exif: 6)
        #expect(turned.size == Size(width: 2, height: 4), "5...8 swap the sides, got \(turned.size)")
        // Clockwise: the top-left corner goes to the top-right, the right half to the bottom.
        #expect(turned.pixels[1, 0] == Color(0, 255, 0), "corner at top-right: \(turned.pixels[1, 0])")
        #expect(turned.pixels[0, 3] == Color(0, 0, 255), "right half at the bottom: \(turned.pixels[0, 3])")
        #expect(turned.pixels[0, 0] == Color(255, 0, 0), "left half at the top: \(turned.pixels[0, 0])")
    }

    @Test(arguments: [2, 3, 4, 5, 7, 8]) func everyOrientationKeepsThePixels(orientation: Int) throws {
        let turned = try Self.marked().oriented(exif: orientation)
        let colours = Set((0..<turned.size.height).flatMap { y in (0..<turned.size.width).map { turned.pixels[$0, y] } })
        #expect(turned.size.width * turned.size.height == 8, "orientation \(orientation) keeps every pixel, got \(turned.size)")
        #expect(colours == [Color(255, 0, 0), Color(0, 0, 255), Color(0, 255, 0)], "orientation \(orientation): \(colours)")
    }

    @Test func scalingKeepsFlatColoursAndReachesTheSize() throws {
        let flat = DecodedImage(pixels: PixelBuffer(width: 640, height: 480, fill: Color(30, 144, 255)), opaque: true)
        for target in [Size(width: 37, height: 23), Size(width: 1920, height: 1080), Size(width: 320, height: 240)] {
            let scaled = try flat.scaled(to: target)
            #expect(scaled.size == target, "asked \(target), got \(scaled.size)")
            for (x, y) in [(0, 0), (target.width - 1, target.height - 1), (target.width / 2, target.height / 2)] {
                #expect(scaled.pixels[x, y] == Color(30, 144, 255), "\(target) at (\(x), \(y)): \(scaled.pixels[x, y])")
            }
        }
        #expect(throws: DecodeError.self) { try flat.scaled(to: Size(width: 0, height: 10)) }
    }

    @Test func halvingAveragesNeighbours() throws {
        var stripes = PixelBuffer(width: 8, height: 8, fill: .black)
        for y in 0..<8 { for x in stride(from: 0, to: 8, by: 2) { stripes[x, y] = Color(200, 200, 200) } }
        let half = try DecodedImage(pixels: stripes, opaque: true).scaled(to: Size(width: 4, height: 4))
        #expect(half.pixels[1, 1] == Color(100, 100, 100), "one light and one dark column average to grey: \(half.pixels[1, 1])")
    }

    @Test func drawCropsScalesAndClips() throws {
        var canvas = try DecodedImage.canvas(size: Size(width: 10, height: 10), fill: .black, opaque: true)
        // The right (blue) half of the marked picture, doubled, half off the canvas's right edge.
        canvas.draw(Self.marked(), source: Rect(x: 2, y: 0, width: 2, height: 2), destination: Rect(x: 8, y: 0, width: 4, height: 4))
        #expect(canvas.pixels[8, 0] == Color(0, 0, 255), "blue copied in: \(canvas.pixels[8, 0])")
        #expect(canvas.pixels[9, 3] == Color(0, 0, 255), "scaled up to 4 rows: \(canvas.pixels[9, 3])")
        #expect(canvas.pixels[7, 0] == .black, "nothing left of the destination: \(canvas.pixels[7, 0])")
        #expect(canvas.pixels[8, 4] == .black, "nothing below the destination: \(canvas.pixels[8, 4])")
    }

    @Test func drawIntoAnOpaqueCanvasIsOpaque() throws {
        var canvas = try DecodedImage.canvas(size: Size(width: 2, height: 2), fill: .black, opaque: true)
        let clear = DecodedImage(pixels: PixelBuffer(width: 2, height: 2, fill: Color(10, 20, 30, 0)), opaque: false)
        canvas.draw(clear, destination: Rect(x: 0, y: 0, width: 2, height: 2))
        #expect(canvas.pixels[1, 1] == Color(10, 20, 30, 255), "colour kept, alpha dropped: \(canvas.pixels[1, 1])")
    }

    @Test func blurredCopyKeepsSizeAndFlatColour() throws {
        let flat = DecodedImage(pixels: PixelBuffer(width: 96, height: 64, fill: Color(200, 40, 40)), opaque: true)
        let blurred = try flat.blurred(sigma: 8)
        #expect(blurred.size == flat.size, "full size: \(blurred.size)")
        #expect(blurred.opaque, "an opaque picture blurs opaque")
        #expect(blurred.pixels[48, 32] == Color(200, 40, 40), "a flat picture stays flat: \(blurred.pixels[48, 32])")
        let edge = try Self.marked().scaled(to: Size(width: 64, height: 32)).blurred(sigma: 8)
        #expect(edge.pixels[32, 16].r > 40 && edge.pixels[32, 16].b > 40, "the red-blue edge is mixed: \(edge.pixels[32, 16])")
    }

    @Test func thumbnailIsASmallJPEG() throws {
        let big = DecodedImage(pixels: PixelBuffer(width: 1280, height: 640, fill: Color(30, 144, 255)), opaque: true)
        let jpeg = try big.jpegThumbnail(maxEdge: 640)
        #expect(Array(jpeg.prefix(2)) == [0xFF, 0xD8], "JPEG start of image: \(Array(jpeg.prefix(2)))")
        let decoded = try JPEGDecoder.decode(bytes: Array(jpeg)) { $0 }
        #expect(decoded.image.pixels.size == Size(width: 640, height: 320), "shrunk to 640 on the long edge: \(decoded.image.pixels.size)")
    }

    @Test func texturePixelsAreBGRAAndComeBack() {
        let picture = DecodedImage(pixels: PixelBuffer(width: 1, height: 1, fill: Color(1, 2, 3, 4)), opaque: false)
        let texture = TexturePixels(picture)
        #expect(texture.bytes == [3, 2, 1, 4], "B, G, R, A: \(texture.bytes)")
        #expect(texture.pixelBuffer == picture.pixels, "back to RGBA unchanged")
        let opaque = TexturePixels(picture.pixels, opaque: true)
        #expect(opaque.bytes == [3, 2, 1, 255], "opaque: alpha 255: \(opaque.bytes)")
    }

    @Test func aComposedFrameGoesIntoTextureOrderInItsOwnBuffer() throws {
        let frame = try DecodedImage.canvas(size: Size(width: 48, height: 27), fill: Color(10, 20, 30), opaque: true)
        let address = frame.pixels.bytes.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }
        let texture = TexturePixels(consume frame)
        #expect(texture.bytes.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) } == address, "swapped in place, no copy")
        #expect(Array(texture.bytes.prefix(4)) == [30, 20, 10, 255], "B, G, R, A: \(Array(texture.bytes.prefix(4)))")
    }
}
