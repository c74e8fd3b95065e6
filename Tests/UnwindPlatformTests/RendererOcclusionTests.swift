import Testing
import UnwindDraw
import UnwindPlatformTesting

@testable import UnwindPlatform

/// The software renderer skips pixels that later opaque copies overwrite (`DrawList.occluded`):
/// the frame read back must be the same, byte for byte, as drawing everything.
@Suite struct RendererOcclusionTests {
    /// An opaque texture of `size` whose every pixel differs from its neighbours, so a piece
    /// drawn from the wrong texel or a pixel left uncleared shows.
    static func pattern(_ size: Size, seed: UInt8) throws -> Surface {
        var pixels = PixelBuffer(width: size.width, height: size.height, fill: .black)
        for y in 0..<size.height {
            for x in 0..<size.width {
                pixels[x, y] = Color(
                    UInt8(truncatingIfNeeded: x &* 7 &+ Int(seed)), UInt8(truncatingIfNeeded: y &* 13), UInt8(truncatingIfNeeded: (x ^ y) &* 3 &+ Int(seed)))
            }
        }
        return try Surface(pixels: pixels).opaque()
    }

    /// Draws `list` both ways and returns the two frames.
    static func bothWays(_ size: Size, _ build: (Renderer) throws -> DrawList) throws -> (all: [UInt8], skipping: [UInt8]) {
        try Headless.withRenderer(size) { renderer in
            let list = try build(renderer)
            renderer.skipsHiddenPixels = false
            renderer.submit(list)
            let all = try renderer.readPixels().bytes
            renderer.skipsHiddenPixels = true
            renderer.submit(DrawList(clearColor: Color(255, 0, 255)))  // something else in between
            renderer.submit(list)
            return (all, try renderer.readPixels().bytes)
        }
    }

    @Test(arguments: [Float(0), 0.25, 0.5, 0.75, 1])
    func tilesOverAPhotoLookTheSame(progress: Float) throws {
        let size = Size(width: 96, height: 64)
        let frames = try Self.bothWays(size) { renderer in
            let new = try renderer.textures.upload(Self.pattern(Size(width: 96, height: 48), seed: 1))
            let old = try renderer.textures.upload(Self.pattern(size, seed: 90))
            var list = DrawList(clearColor: Color(10, 20, 30))
            // The new photo letterboxed: 8 px bars above and below show the clear colour.
            list.quad(new, source: Rect(width: 96, height: 48), destination: Rect(x: 0, y: 8, width: 96, height: 48))
            var fading: [(Rect, Float)] = []
            for row in 0..<4 {
                for col in 0..<6 {
                    // Each tile's own point in its fade: gone, fading, or still opaque.
                    let opacity = min(1, max(0, Float((row * 6 + col) % 7) / 3 - progress * 2))
                    let rect = Rect(x: Float(col * 16), y: Float(row * 16), width: 16, height: 16)
                    if opacity >= 1 { list.quad(old, source: rect, destination: rect) } else if opacity > 0 { fading.append((rect, opacity)) }
                }
            }
            for (rect, opacity) in fading { list.quad(old, source: rect, destination: rect, opacity: opacity) }
            list.fill(Rect(x: 30, y: 20, width: 20, height: 20), Color(255, 255, 255, 100))
            list.polygon(
                .convex(texture: nil, vertices: [Vertex(position: Vec2(5, 5)), Vertex(position: Vec2(40, 10)), Vertex(position: Vec2(20, 50))]))
            list.clip(Rect(x: 50, y: 0, width: 46, height: 64))
            list.quad(new, source: Rect(width: 96, height: 48), destination: Rect(x: 0, y: 8, width: 96, height: 48), opacity: 0.4)
            list.clip(nil)
            return list
        }
        #expect(frames.all == frames.skipping, "frames differ in \(zip(frames.all, frames.skipping).filter { $0 != $1 }.count) bytes")
    }

    @Test func aSmallerPhotoOverABiggerOneLooksTheSame() throws {
        let size = Size(width: 64, height: 40)
        let frames = try Self.bothWays(size) { renderer in
            let back = try renderer.textures.upload(Self.pattern(size, seed: 3))
            let front = try renderer.textures.upload(Self.pattern(Size(width: 30, height: 20), seed: 70))
            var list = DrawList(clearColor: Color(200, 0, 0))
            list.quad(back, source: Rect(x: 4, y: 0, width: 60, height: 40), destination: Rect(x: 0, y: 0, width: 60, height: 40))
            list.quad(front, source: Rect(width: 30, height: 20), destination: Rect(x: 20, y: 10, width: 30, height: 20))
            list.quad(front, source: Rect(width: 30, height: 20), destination: Rect(x: 50, y: 30, width: 30, height: 20))  // past the edge
            return list
        }
        #expect(frames.all == frames.skipping, "frames differ in \(zip(frames.all, frames.skipping).filter { $0 != $1 }.count) bytes")
    }

    /// The composable transitions clip to their bounds; on a full-screen slide that clip is
    /// the frame and hides nothing, so the photo under the fading one still hides the clear.
    @Test func aClipCoveringTheFrameStillLetsACopyHideTheClear() throws {
        let size = Size(width: 64, height: 40), bounds = Size(width: 64, height: 40).rect
        func frame(_ under: TextureID, _ over: TextureID) -> DrawList {
            var list = DrawList(clearColor: Color(200, 0, 0))
            list.clip(bounds)
            list.quad(under, source: bounds, destination: bounds)
            list.quad(over, source: bounds, destination: Rect(x: -8, y: -5, width: 80, height: 50), opacity: 0.5)
            list.clip(nil)
            return list
        }
        let list = frame(TextureID(rawValue: 1), TextureID(rawValue: 2))
        let opaque = { (_: TextureID) -> Size? in size }
        #expect(list.occluded(in: bounds, opaqueTextureSize: opaque).clear == [bounds], "under a clip no copy hides anything")
        let unclipped = Renderer.withoutWholeFrameClips(list, bounds: bounds)
        #expect(unclipped.occluded(in: bounds, opaqueTextureSize: opaque).clear.isEmpty, "a clip that is the frame clips nothing")
        var partial = DrawList()
        partial.clip(Rect(x: 0, y: 0, width: 32, height: 40))
        #expect(Renderer.withoutWholeFrameClips(partial, bounds: bounds) == partial, "a clip inside the frame stays")
        let frames = try Self.bothWays(size) { renderer in
            frame(try renderer.textures.upload(Self.pattern(size, seed: 3)), try renderer.textures.upload(Self.pattern(size, seed: 70)))
        }
        #expect(frames.all == frames.skipping, "frames differ in \(zip(frames.all, frames.skipping).filter { $0 != $1 }.count) bytes")
    }
}
