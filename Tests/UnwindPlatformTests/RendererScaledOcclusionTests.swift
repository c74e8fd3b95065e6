import Testing
import UnwindDraw
import UnwindPlatformTesting

@testable import UnwindPlatform

/// The software renderer skips the pixels of scaled photos that later opaque scaled quads
/// overwrite (Ken Burns frames, where every photo quad is scaled): the frame read back must
/// be the same, byte for byte, as drawing everything, with fewer pixels stretched.
@Suite struct RendererScaledOcclusionTests {
    /// `build`'s frame drawn with hidden work kept and skipped: both frames, the pixels
    /// Unwind's stretch wrote for each, and the crossfades it drew in one pass skipping.
    static func bothWays(_ size: Size, _ build: (Renderer) throws -> DrawList) throws -> (
        all: [UInt8], skipping: [UInt8], allStretched: Int, skippingStretched: Int, skippingPairs: Int
    ) {
        try Headless.withRenderer(size) { renderer in
            let list = try build(renderer)
            renderer.skipsHiddenPixels = false
            var before = renderer.cpuStretchedPixels
            renderer.submit(list)
            let allStretched = renderer.cpuStretchedPixels - before
            let all = try renderer.readPixels().bytes
            renderer.skipsHiddenPixels = true
            renderer.submit(DrawList(clearColor: Color(255, 0, 255)))  // something else in between
            before = renderer.cpuStretchedPixels
            let pairsBefore = renderer.cpuCrossfades
            renderer.submit(list)
            let skippingStretched = renderer.cpuStretchedPixels - before
            return (all, try renderer.readPixels().bytes, allStretched, skippingStretched, renderer.cpuCrossfades - pairsBefore)
        }
    }

    /// How many bytes two frames differ in (a frame of another size differs in all).
    static func differingBytes(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.count == b.count ? zip(a, b).filter { $0 != $1 }.count : max(a.count, b.count)
    }

    /// A Ken Burns blocks frame: the new photo zoomed past the frame's edges at fractional
    /// positions, then the zoomed old photo's tiles on whole pixels, opaque, fading or gone.
    @Test(arguments: [Float(0), 0.3, 0.6, 0.9], [Color.white, Color(255, 190, 120)])
    func scaledTilesOverAScaledPhotoLookTheSame(progress: Float, tint: Color) throws {
        try Self.checkTiles(progress: progress, tint: tint, origin: (0, 0), pitch: 16)
    }

    /// Under a pan and zoom the tiles sit off whole pixels too: an opaque one hides the pixels
    /// whose centres it covers (`stretchedCover`), which are the ones the stretch writes.
    @Test(arguments: [Float(0), 0.3, 0.6, 0.9])
    func scaledTilesOffWholePixelsLookTheSame(progress: Float) throws {
        try Self.checkTiles(progress: progress, tint: Color(255, 190, 120), origin: (0.37, 0.61), pitch: 16.3)
    }

    /// Draws a blocks frame of 6×4 tiles `pitch` apart from `origin` both ways and checks that
    /// skipping hidden work changes no byte and stretches exactly the hidden pixels fewer.
    static func checkTiles(progress: Float, tint: Color, origin: (x: Float, y: Float), pitch: Float) throws {
        let size = Size(width: 96, height: 64)
        var hidden = 0, fades = 0
        let frames = try Self.bothWays(size) { renderer in
            let new = try renderer.textures.upload(RendererOcclusionTests.pattern(Size(width: 80, height: 50), seed: 1))
            let old = try renderer.textures.upload(RendererOcclusionTests.pattern(Size(width: 120, height: 80), seed: 90))
            var list = DrawList(clearColor: Color(10, 20, 30))
            // The evening tint: the stretch multiplies it in, so a tinted photo is cut as well.
            list.append(
                .quad(
                    TexturedQuad(
                        texture: new, source: Rect(x: 3.3, y: 2.1, width: 70.4, height: 45.7), destination: Rect(x: -2.6, y: -1.3, width: 101.2, height: 66.5),
                        tint: tint)))
            var fading: [(Rect, Float)] = []
            for row in 0..<4 {
                for col in 0..<6 {
                    let opacity = min(1, max(0, Float((row * 6 + col) % 7) / 3 - progress * 2))
                    let rect = Rect(x: origin.x + Float(col) * pitch, y: origin.y + Float(row) * pitch, width: pitch, height: pitch)
                    if opacity >= 1 {
                        let tile = TexturedQuad(texture: old, source: Self.zoomed(rect), destination: rect)
                        let covered = tile.onCoveredPixels()?.destination.intersection(size.rect)
                        hidden += covered.map { Int($0.width * $0.height) } ?? 0
                        list.append(.quad(tile))
                    } else if opacity > 0 {
                        fading.append((rect, opacity))
                    }
                }
            }
            for (rect, opacity) in fading { list.quad(old, source: Self.zoomed(rect), destination: rect, opacity: opacity) }
            fades = fading.count
            list.fill(Rect(x: 30, y: 20, width: 20, height: 20), Color(255, 255, 255, 100))
            return list
        }
        #expect(Self.differingBytes(frames.all, frames.skipping) == 0)
        #expect(frames.allStretched >= 96 * 64, "the photo went through Unwind's stretch: \(frames.allStretched) pixels")
        // The photo covers the frame; where an opaque tile lies over it, it is not stretched.
        #expect(frames.allStretched - frames.skippingStretched == hidden, "hidden photo pixels are not stretched: \(frames)")
        // Each fading tile and the photo under it went in one pass (`DrawList.pairingFades`).
        #expect(frames.skippingPairs == fades, "fading tiles paired with the photo: \(frames.skippingPairs) of \(fades)")
    }

    /// Where a tile samples the old photo, zoomed 1.1× about a fractional offset.
    static func zoomed(_ rect: Rect) -> Rect {
        Rect(x: 4.4 + rect.x / 1.1, y: 2.2 + rect.y / 1.1, width: rect.width / 1.1, height: rect.height / 1.1)
    }

    /// A radial-like frame: the old photo zoomed whole, the new one's oval as whole-pixel
    /// bands of scaled quads over it, slivers as a mesh, then an overlay on top.
    @Test func scaledBandsOverAScaledPhotoLookTheSame() throws {
        let size = Size(width: 96, height: 64)
        var hidden = 0
        let frames = try Self.bothWays(size) { renderer in
            let back = try renderer.textures.upload(RendererOcclusionTests.pattern(Size(width: 90, height: 60), seed: 7))
            let front = try renderer.textures.upload(RendererOcclusionTests.pattern(Size(width: 100, height: 70), seed: 40))
            var list = DrawList(clearColor: Color(200, 0, 0))
            list.quad(back, source: Rect(x: 1.7, y: 0.9, width: 84.3, height: 56.1), destination: Rect(x: -0.4, y: -0.7, width: 96.9, height: 65.1))
            for band in 0..<8 {
                let y = Float(4 + band * 7), dy = abs(y + 3.5 - 32) / 32
                let half = (36 * (1 - dy * dy).squareRoot()).rounded(.down)
                let rect = Rect(x: 48 - half, y: y, width: 2 * half, height: 7)
                hidden += Int(rect.width * rect.height)
                list.quad(front, source: Rect(x: 2.5 + rect.x * 0.9, y: 1.5 + rect.y * 0.9, width: rect.width * 0.9, height: 7 * 0.9), destination: rect)
            }
            list.polygon(
                .convex(
                    texture: nil,
                    vertices: [Vertex(position: Vec2(5, 5), color: Color(0, 255, 0, 128)), Vertex(position: Vec2(40, 10)), Vertex(position: Vec2(20, 50))]))
            list.quad(back, source: Rect(width: 90, height: 60), destination: Rect(x: 70.5, y: 40.25, width: 20, height: 15), opacity: 0.5)
            return list
        }
        #expect(Self.differingBytes(frames.all, frames.skipping) == 0)
        #expect(frames.allStretched - frames.skippingStretched == hidden, "the photo under the bands is not stretched: \(frames)")
    }

    /// Where SDL would draw a piece of a scaled quad itself (here: Unwind's stretch off), its
    /// clipped copy samples elsewhere, so nothing scaled is cut, and the frame is the same;
    /// SDL's scaled copies on whole pixels still hide the clear and what lies under them.
    @Test func nothingScaledIsCutWhereSDLDrawsIt() throws {
        let size = Size(width: 64, height: 48)
        let frames = try Headless.withRenderer(size) { renderer -> ([UInt8], [UInt8]) in
            renderer.stretchesOnCPU = false
            let photo = try renderer.textures.upload(RendererOcclusionTests.pattern(Size(width: 50, height: 40), seed: 3))
            var list = DrawList(clearColor: Color(10, 20, 30))
            list.quad(photo, source: Rect(x: 1.5, y: 2.5, width: 40.3, height: 30.2), destination: Rect(x: -1.5, y: -0.5, width: 67, height: 50))
            list.quad(photo, source: Rect(x: 0, y: 0, width: 20, height: 20), destination: Rect(x: 10, y: 10, width: 30, height: 30))
            renderer.skipsHiddenPixels = false
            renderer.submit(list)
            let all = try renderer.readPixels().bytes
            renderer.skipsHiddenPixels = true
            renderer.submit(DrawList(clearColor: Color(255, 0, 255)))  // a pixel SDL left unwritten shows
            renderer.submit(list)
            #expect(!renderer.drawsScaledOnCPU(TexturedQuad(texture: photo, source: Rect(width: 20, height: 20), destination: size.rect)))
            return (all, try renderer.readPixels().bytes)
        }
        #expect(Self.differingBytes(frames.0, frames.1) == 0)
    }
}
