import Testing
import UnwindDraw
import UnwindPlatformTesting
import UnwindTestSupport

@testable import UnwindPlatform

/// The evening tint folded into the colours drawn (`Renderer.foldsTint`) gives the pixels
/// the whole-frame MOD fill gives on every path a software renderer takes: exactly for opaque
/// copies, opaque fills and the clear (most of a photo frame), within SDL's integer rounding
/// for blended layers (fading, scaled and turned quads, fills, meshes with soft edges, text;
/// 2 steps a channel for one layer, 3 where the test stacks several), with the fade-in's black
/// cover after the tint; with and without the hidden-pixel and kept-pixel shortcuts, and on a
/// turned panel.
@Suite struct RendererTintTests {
    static let size = Size(width: 96, height: 64)
    /// 3000 K: red kept, green × 0.70, blue × 0.44 (`ColorTemperature`).
    static let warm = Color(255, 179, 112)

    /// A transition's frame `k` of `count` in miniature, with everything else the show
    /// draws over it, then the tint, then a fade's cover.
    static func frame(_ k: Int, of count: Int, new: TextureID, old: TextureID, tint: Color) -> DrawList {
        var list = RetainedPixelsTests.tiles(k, of: count, new: new, old: old)
        list.quad(new, source: Rect(width: 48, height: 24), destination: Rect(x: 50, y: 30, width: 40, height: 30), opacity: 0.6)
        list.quad(new, source: Rect(width: 20, height: 20), destination: Rect(x: 10, y: 30, width: 20, height: 20), rotation: 30)
        list.fill(Rect(x: 20, y: 20, width: 30, height: 10), Color(255, 255, 255, 128))
        list.fill(Rect(x: 70, y: 4, width: 20, height: 8), Color(40, 200, 90))
        list.polygon(softTriangle)
        list.polygon(texturedTriangle(old))
        list.strip(.polyline([Vec2(5, 5), Vec2(50, 12), Vec2(90, 60)], width: 3, colors: [Color(255, 128, 0, 200)]))
        list.text(TextRun("Unwind 21:00", at: Vec2(48, 40), size: 14, color: Color(255, 255, 255, 230), alignment: .center))
        list.clip(Rect(x: 0, y: 50, width: 40, height: 14))
        list.quad(old, source: Rect(width: 96, height: 64), destination: Rect(width: 96, height: 64), opacity: 0.5)
        list.clip(nil)
        list.multiply(Rect(width: 96, height: 64), tint)
        list.fill(Rect(width: 96, height: 64), Color(0, 0, 0, 70))
        return list
    }

    /// A triangle whose corners fade from opaque to clear (a feathered edge).
    static let softTriangle = TexturedPolygon.convex(
        texture: nil,
        vertices: [
            Vertex(position: Vec2(60, 5), color: Color(250, 240, 10, 255)), Vertex(position: Vec2(90, 10), color: Color(10, 240, 250, 90)),
            Vertex(position: Vec2(70, 40), color: Color(200, 30, 200, 0)),
        ])

    /// A textured triangle with one translucent corner (a mask's soft edge).
    static func texturedTriangle(_ texture: TextureID) -> TexturedPolygon {
        .convex(
            texture: texture,
            vertices: [
                Vertex(position: Vec2(4, 40), uv: Vec2(0, 0)), Vertex(position: Vec2(40, 44), uv: Vec2(0.5, 0)),
                Vertex(position: Vec2(30, 62), uv: Vec2(0.5, 0.5), color: Color(255, 255, 255, 120)),
            ])
    }

    /// Every frame drawn with the MOD fill and folded, on renderers set up by `setUp`; the
    /// largest difference of any channel of any pixel, and how many frames differ at all.
    static func compare(frames: [(TextureID, TextureID) -> DrawList], setUp: (Renderer) -> Void) throws -> (worst: Int, differing: Int) {
        func run(folding: Bool) throws -> [PixelBuffer] {
            try Headless.withRenderer(size, fontPath: Repository.root + "/Assets/fonts/DejaVuSans.ttf") { renderer in
                setUp(renderer)
                renderer.foldsTint = folding
                let new = try renderer.textures.upload(RendererOcclusionTests.pattern(Size(width: 96, height: 48), seed: 1))
                let old = try renderer.textures.upload(RendererOcclusionTests.pattern(size, seed: 90))
                return try frames.map { frame in
                    renderer.submit(frame(new, old))
                    return try renderer.readPixels()
                }
            }
        }
        let filled = try run(folding: false), folded = try run(folding: true)
        var worst = 0, differing = 0
        for (a, b) in zip(filled, folded) {
            var frameWorst = 0
            for y in 0..<size.height {
                for x in 0..<size.width { frameWorst = max(frameWorst, a[x, y].distance(to: b[x, y])) }
            }
            worst = max(worst, frameWorst)
            if frameWorst > 0 { differing += 1 }
        }
        return (worst, differing)
    }

    /// A transition under a changing tint (the warmth's step at 21:00 during it), then neutral.
    static var frames: [(TextureID, TextureID) -> DrawList] {
        let count = 24
        return (0...count).map { k in
            { (new: TextureID, old: TextureID) in frame(k, of: count, new: new, old: old, tint: k < 12 ? warm : Color(255, 140, 60)) }
        } + [{ new, old in frame(12, of: count, new: new, old: old, tint: .white) }]
    }

    @Test(arguments: ["shortcuts", "everything drawn", "turned panel"])
    func foldedTintGivesTheModFillsPixels(setting: String) throws {
        let result = try Self.compare(frames: Self.frames) { renderer in
            switch setting {
            case "everything drawn":
                renderer.skipsHiddenPixels = false
                renderer.keepsPixels = false
            case "turned panel":
                renderer.rotation = .half
            default: break
            }
        }
        // Up to three blended layers over one pixel here (fading tiles, a fill, a mesh, text).
        #expect(result.worst <= 3, "\(setting): folded and filled differ by \(result.worst) in some channel (\(result.differing) frames differ)")
    }

    /// One layer of each kind over an opaque copy, then the tint: what SDL's integer blends
    /// allow. A blended layer truncates after the tint instead of before it (three
    /// truncations instead of two), so a blended pixel may come out up to 2 steps lower or
    /// higher; an opaque copy, an opaque fill, the clear and a clipped copy come out exact.
    @Test(arguments: [
        ("fade", 2), ("scaled", 2), ("turned", 2), ("fill", 2), ("opaque fill", 0), ("mesh", 2), ("textured mesh", 2), ("strip", 2), ("text", 2),
        ("opaque clip", 0),
    ])
    func oneLayerOverAPhoto(kind: String, tolerance: Int) throws {
        let result = try Self.compare(frames: [
            { new, old in
                var list = DrawList(clearColor: Color(30, 60, 90))
                list.quad(old, source: Rect(width: 96, height: 48), destination: Rect(width: 96, height: 48))
                switch kind {
                case "fade": list.quad(new, source: Rect(width: 96, height: 48), destination: Rect(width: 96, height: 48), opacity: 0.4)
                case "scaled": list.quad(new, source: Rect(width: 48, height: 24), destination: Rect(x: 50, y: 30, width: 40, height: 30), opacity: 0.6)
                case "turned": list.quad(new, source: Rect(width: 20, height: 20), destination: Rect(x: 10, y: 30, width: 20, height: 20), rotation: 30)
                case "fill": list.fill(Rect(x: 20, y: 20, width: 30, height: 10), Color(255, 255, 255, 128))
                case "opaque fill": list.fill(Rect(x: 70, y: 4, width: 20, height: 8), Color(40, 200, 90))
                case "mesh": list.polygon(Self.softTriangle)
                case "textured mesh": list.polygon(Self.texturedTriangle(new))
                case "strip": list.strip(.polyline([Vec2(5, 5), Vec2(50, 12), Vec2(90, 60)], width: 3, colors: [Color(255, 128, 0, 200)]))
                case "text": list.text(TextRun("Unwind 21:00", at: Vec2(48, 40), size: 14, color: Color(255, 255, 255, 230), alignment: .center))
                default:
                    list.clip(Rect(x: 0, y: 30, width: 40, height: 34))
                    list.quad(new, source: Rect(width: 96, height: 48), destination: Rect(x: 0, y: 16, width: 96, height: 48))
                    list.clip(nil)
                }
                list.multiply(Rect(width: 96, height: 64), Self.warm)
                return list
            }
        ]) { _ in }
        #expect(result.worst <= tolerance, "\(kind): folded and filled differ by \(result.worst), allowed \(tolerance)")
    }

    @Test func aWarmOpaqueCopyIsExactlyTheModFill() throws {
        let result = try Self.compare(frames: [
            { _, old in
                var list = DrawList(clearColor: Color(30, 60, 90))
                list.quad(old, source: Rect(width: 96, height: 48), destination: Rect(width: 96, height: 48))
                list.multiply(Rect(width: 96, height: 64), Self.warm)
                return list
            }
        ]) { _ in }
        #expect(result.worst == 0, "an opaque copy and the clear are tinted exactly as the MOD fill does: \(result.worst)")
    }

    @Test func tintedCopiesAreMadeOncePerTintAndGoWithTheirTexture() throws {
        try Headless.withRenderer(Self.size) { renderer in
            let photo = try renderer.textures.upload(RendererOcclusionTests.pattern(Self.size, seed: 5))
            func frame(_ tint: Color) -> DrawList {
                var list = DrawList()
                list.quad(photo, source: Self.size.rect, destination: Self.size.rect, opacity: 0.5)
                list.multiply(Self.size.rect, tint)
                return list
            }
            renderer.submit(frame(Self.warm))
            renderer.submit(frame(Self.warm))
            #expect(renderer.textures.tintedCopyCount == 1, "one copy for the photo: \(renderer.textures.tintedCopyCount)")
            renderer.submit(frame(Color(255, 140, 60)))
            #expect(renderer.textures.tintedCopyCount == 1, "a new tint replaces the copy: \(renderer.textures.tintedCopyCount)")
            renderer.textures.release(photo)
            #expect(renderer.textures.tintedCopyCount == 0, "released with its texture: \(renderer.textures.tintedCopyCount)")
            #expect(renderer.textures.liveCount == 0)
        }
    }

    /// The memory budget counts two tinted copies (the leaving and the entering slide): a copy
    /// lives only while its texture is drawn tinted, not as long as the texture is kept.
    @Test func onlyTexturesDrawnTintedKeepACopy() throws {
        try Headless.withRenderer(Self.size) { renderer in
            let leaving = try renderer.textures.upload(RendererOcclusionTests.pattern(Self.size, seed: 5))
            let entering = try renderer.textures.upload(RendererOcclusionTests.pattern(Self.size, seed: 6))
            func frame(_ photos: [TextureID], _ tint: Color) -> DrawList {
                var list = DrawList()
                for photo in photos { list.quad(photo, source: Self.size.rect, destination: Self.size.rect, opacity: 0.5) }
                list.multiply(Self.size.rect, tint)
                return list
            }
            renderer.submit(frame([leaving, entering], Self.warm))
            #expect(renderer.textures.tintedCopyCount == 2, "both slides of a transition: \(renderer.textures.tintedCopyCount)")
            renderer.submit(frame([entering], Self.warm))
            #expect(renderer.textures.tintedCopyCount == 1, "the slide that left keeps its texture, not its copy: \(renderer.textures.tintedCopyCount)")
            #expect(renderer.textures.liveCount == 2)
            renderer.submit(frame([entering], .white))
            #expect(renderer.textures.tintedCopyCount == 0, "no tint, no copies: \(renderer.textures.tintedCopyCount)")
            renderer.textures.release(leaving)
            renderer.textures.release(entering)
        }
    }
}
