import Testing
import UnwindDraw
import UnwindPlatformTesting

@testable import UnwindPlatform

/// An offscreen software target leaves alone pixels that already hold what a frame writes
/// there: every frame of a sequence must read back the same, byte for byte, as a renderer
/// that draws everything every frame.
@Suite struct RetainedPixelsTests {
    /// A tile transition in miniature: a letterboxed new photo under a 6×4 grid of old tiles
    /// that start fading one after another; frame `k` of `count`.
    static func tiles(_ k: Int, of count: Int, new: TextureID, old: TextureID) -> DrawList {
        var list = DrawList(clearColor: Color(10, 20, 30))
        list.quad(new, source: Rect(width: 96, height: 48), destination: Rect(x: 0, y: 8, width: 96, height: 48))
        var fading: [TexturedQuad] = []
        for index in 0..<24 {
            let rect = Rect(x: Float(index % 6 * 16), y: Float(index / 6 * 16), width: 16, height: 16)
            let start = Float(index * 7 % 24) / 24 * Float(count) * 0.6
            let opacity = min(1, max(0, 1 - (Float(k) - start) / (Float(count) * 0.3)))
            let quad = TexturedQuad(texture: old, source: rect, destination: rect, opacity: opacity)
            if opacity >= 1 { list.append(.quad(quad)) } else if opacity > 0 { fading.append(quad) }
        }
        for quad in fading { list.append(.quad(quad)) }
        return list
    }

    /// Draws every list on two renderers, one keeping pixels and one not, and returns the
    /// frames that differ.
    static func differences(_ size: Size, frames: [(TextureID, TextureID) -> DrawList]) throws -> [Int] {
        func run(keeping: Bool) throws -> [[UInt8]] {
            try Headless.withRenderer(size) { renderer in
                renderer.keepsPixels = keeping
                let new = try renderer.textures.upload(RendererOcclusionTests.pattern(Size(width: 96, height: 48), seed: 1))
                let old = try renderer.textures.upload(RendererOcclusionTests.pattern(size, seed: 90))
                return try frames.map { frame in
                    renderer.submit(frame(new, old))
                    return try renderer.readPixels().bytes
                }
            }
        }
        let all = try run(keeping: false), kept = try run(keeping: true)
        return all.indices.filter { all[$0] != kept[$0] }
    }

    @Test func aTileTransitionReadsBackTheSameEveryFrame() throws {
        let count = 40
        var frames = (0...count).map { k in { (new: TextureID, old: TextureID) in Self.tiles(k, of: count, new: new, old: old) } }
        // Then the same frame with something over it, a different clear colour, and again.
        frames.append { new, old in
            var list = Self.tiles(10, of: count, new: new, old: old)
            list.fill(Rect(x: 20, y: 20, width: 30, height: 10), Color(255, 255, 255, 128))
            list.polygon(.convex(texture: nil, vertices: [Vertex(position: Vec2(60, 5)), Vertex(position: Vec2(90, 10)), Vertex(position: Vec2(70, 40))]))
            return list
        }
        frames.append { new, old in Self.tiles(10, of: count, new: new, old: old) }
        frames.append { new, _ in
            var list = DrawList(clearColor: Color(200, 0, 0))
            list.quad(new, source: Rect(width: 96, height: 48), destination: Rect(x: 0, y: 8, width: 96, height: 48))
            return list
        }
        frames.append { _, _ in DrawList(clearColor: Color(0, 200, 0)) }
        // A clipped copy writes part of its destination only; the next frame draws it whole.
        for _ in 0..<2 {
            frames.append { new, old in
                var list = DrawList(clearColor: Color(0, 200, 0))
                list.clip(Rect(x: 10, y: 10, width: 20, height: 20))
                list.quad(old, source: Rect(width: 96, height: 64), destination: Rect(width: 96, height: 64))
                list.clip(nil)
                return list
            }
        }
        frames.append { _, old in
            var list = DrawList()
            list.quad(old, source: Rect(width: 96, height: 64), destination: Rect(width: 96, height: 64))
            return list
        }
        frames.append { new, old in Self.tiles(0, of: count, new: new, old: old) }
        // The evening tint multiplies the whole frame: held pixels are tinted, so the same
        // frame again must be drawn again, never tinted twice.
        for _ in 0..<3 {
            frames.append { new, old in
                var list = Self.tiles(20, of: count, new: new, old: old)
                list.append(.multiply(Rect(width: 96, height: 64), Color(255, 180, 120)))
                return list
            }
        }
        frames.append { new, old in Self.tiles(20, of: count, new: new, old: old) }
        let differing = try Self.differences(Size(width: 96, height: 64), frames: frames)
        #expect(differing.isEmpty, "frames that differ: \(differing)")
    }

    @Test func unchangedOpaqueCopiesAreNotDrawnAgain() {
        let photo = TextureID(rawValue: 1)
        var list = DrawList()
        list.quad(photo, source: Rect(width: 40, height: 30), destination: Rect(width: 40, height: 30))
        let frame = DrawList.Occluded(clear: [], commands: list.commands)
        let opaque: (TexturedQuad) -> Bool = { $0.opacity >= 1 }
        let bounds = Rect(width: 40, height: 30)
        let first = RetainedPixels.plan(frame, clearColor: .black, revision: 0, bounds: bounds, previous: nil, isOpaqueCopy: opaque)
        #expect(first.commands.count == 1 && first.retained.copies.count == 1)
        let second = RetainedPixels.plan(frame, clearColor: .black, revision: 0, bounds: bounds, previous: first.retained, isOpaqueCopy: opaque)
        #expect(second.commands.isEmpty, "nothing to draw again: \(second.commands)")
        // A texture changed in place (a clip's next frame): everything is drawn again.
        let changed = RetainedPixels.plan(frame, clearColor: .black, revision: 1, bounds: bounds, previous: second.retained, isOpaqueCopy: opaque)
        #expect(changed.commands.count == 1)
    }

    @Test func somethingDrawnEarlierInTheFrameMeansTheCopyIsDrawn() {
        let photo = TextureID(rawValue: 1)
        let bounds = Rect(width: 40, height: 30)
        let opaque: (TexturedQuad) -> Bool = { $0.opacity >= 1 }
        var list = DrawList()
        list.quad(photo, source: bounds, destination: bounds)
        let first = RetainedPixels.plan(
            DrawList.Occluded(clear: [], commands: list.commands), clearColor: .black, revision: 0, bounds: bounds, previous: nil, isOpaqueCopy: opaque)
        var under = DrawList()
        under.fill(Rect(x: 5, y: 5, width: 5, height: 5), .white)
        under.quad(photo, source: bounds, destination: bounds)
        let second = RetainedPixels.plan(
            DrawList.Occluded(clear: [], commands: under.commands), clearColor: .black, revision: 0, bounds: bounds, previous: first.retained,
            isOpaqueCopy: opaque)
        #expect(second.commands == under.commands)
    }
}
