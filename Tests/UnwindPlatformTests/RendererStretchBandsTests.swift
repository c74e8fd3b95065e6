import Testing
import UnwindDraw
import UnwindPlatformTesting

@testable import UnwindPlatform

/// The software renderer gathers the scaled photos its stretch draws and draws them in bands
/// of rows on several threads (`Renderer+StretchBands`): any number of bands gives the same
/// bytes, and what SDL or the mesh loop draws between two stretched photos still lands
/// between them.
@Suite struct RendererStretchBandsTests {
    static let size = Size(width: 320, height: 240)

    /// A Ken Burns blocks frame with everything a batch meets: the new photo zoomed past the
    /// edges (cut to pieces under clips where opaque tiles hide it), the old photo's tiles off
    /// whole pixels (opaque, fading, tinted), a crossfade pair, a fill and a mesh between them,
    /// drawn with `bands` bands: its bytes and how many batches went in bands.
    static func frame(bands: Int) throws -> (bytes: [UInt8], banded: Int) {
        try Headless.withRenderer(size) { renderer in
            renderer.stretchBands = bands
            let new = try renderer.textures.upload(RendererOcclusionTests.pattern(Size(width: 280, height: 200), seed: 1))
            let old = try renderer.textures.upload(RendererOcclusionTests.pattern(Size(width: 360, height: 260), seed: 90))
            var list = DrawList(clearColor: Color(10, 20, 30))
            list.quad(new, source: Rect(x: 3.3, y: 2.1, width: 270.4, height: 190.7), destination: Rect(x: -2.6, y: -1.3, width: 325.2, height: 243.5))
            for row in 0..<6 {
                for col in 0..<8 {
                    let rect = Rect(x: 0.37 + Float(col) * 40.3, y: 0.61 + Float(row) * 40.3, width: 40.3, height: 40.3)
                    var tile = TexturedQuad(
                        texture: old, source: Rect(x: 4.4 + rect.x / 1.1, y: 2.2 + rect.y / 1.1, width: rect.width / 1.1, height: rect.height / 1.1),
                        destination: rect, opacity: [1, 1, 0.6, 0][(row + col) % 4])
                    if col == 3 { tile.tint = Color(255, 190, 120) }
                    list.append(.quad(tile))
                }
            }
            list.fill(Rect(x: 30, y: 20, width: 120, height: 90), Color(255, 255, 255, 100))
            list.polygon(
                .convex(
                    texture: nil,
                    vertices: [Vertex(position: Vec2(5, 5), color: Color(0, 255, 0, 128)), Vertex(position: Vec2(300, 40)), Vertex(position: Vec2(60, 230))]))
            // A crossfade over the lower half: an opaque zoomed photo and a translucent one.
            let lower = Rect(x: 10.5, y: 100.25, width: 300, height: 130)
            list.quad(old, source: Rect(x: 20.5, y: 30.25, width: 250, height: 95), destination: lower)
            list.quad(new, source: Rect(x: 7.25, y: 4, width: 260, height: 100), destination: lower, opacity: 0.4)
            renderer.submit(list)
            return (try renderer.readPixels().bytes, renderer.stretchBandedBatches)
        }
    }

    @Test(arguments: [2, 3, 4])
    func bandsDrawTheBytesOfOne(bands: Int) throws {
        let one = try Self.frame(bands: 1), banded = try Self.frame(bands: bands)
        #expect(one.banded == 0, "one band draws on this thread: \(one.banded)")
        #expect(banded.banded >= 2, "the batches before the fill and after the mesh went in bands: \(banded.banded)")
        let differing = zip(one.bytes, banded.bytes).filter { $0 != $1 }.count
        #expect(one.bytes.count == banded.bytes.count && differing == 0, "\(differing) bytes differ")
    }

    /// A uniformly coloured opaque photo of `size`.
    static func plain(_ color: Color, _ size: Size) -> TexturePixels {
        TexturePixels(PixelBuffer(width: size.width, height: size.height, fill: color), opaque: true)
    }

    @Test func aFillBetweenTwoStretchedPhotosLiesBetweenThem() throws {
        // Green stretched over the frame, an opaque red fill, blue stretched at half opacity:
        // inside the fill red shows through the blue, outside green does.
        let pixels = try Headless.withRenderer(Self.size) { renderer -> PixelBuffer in
            renderer.stretchBands = 2
            let green = try renderer.textures.upload(Self.plain(Color(0, 200, 0), Size(width: 100, height: 80)))
            let blue = try renderer.textures.upload(Self.plain(Color(0, 0, 200), Size(width: 90, height: 70)))
            var list = DrawList(clearColor: .black)
            list.quad(green, source: Rect(x: 0.5, y: 0.5, width: 98, height: 78), destination: Self.size.rect)
            list.fill(Rect(x: 100, y: 100, width: 60, height: 40), Color(200, 0, 0))
            list.quad(blue, source: Rect(x: 0.5, y: 0.5, width: 88, height: 68), destination: Self.size.rect, opacity: 0.5)
            renderer.submit(list)
            #expect(renderer.cpuStretchedQuads == 2, "both photos went through the stretch: \(renderer.cpuStretchedQuads)")
            return try renderer.readPixels()
        }
        let inside = pixels[130, 120], outside = pixels[20, 200]
        #expect(inside.distance(to: Color(100, 0, 100)) <= 2, "red under half blue: \(inside)")
        #expect(outside.distance(to: Color(0, 100, 100)) <= 2, "green under half blue: \(outside)")
    }

    /// A row of opaque tiles cut from one quad of `photo` scaled by `scale`, from `origin`
    /// `pitch` apart, and a last tile of another mapping, drawn with tiles joined or not: the
    /// frame, and how many jobs were joined.
    static func tiles(joined: Bool, origin: Float, pitch: Float, scale: Float) throws -> (pixels: PixelBuffer, joined: Int) {
        try Headless.withRenderer(size) { renderer in
            renderer.joinsStretches = joined
            let photo = try renderer.textures.upload(RendererOcclusionTests.pattern(Size(width: 400, height: 300), seed: 5))
            var list = DrawList(clearColor: .black)
            for row in 0..<4 {
                for col in 0..<7 {
                    let rect = Rect(x: origin + Float(col) * pitch, y: origin + Float(row) * pitch, width: pitch, height: pitch)
                    list.quad(
                        photo, source: Rect(x: 3.5 + rect.x * scale, y: 2.25 + rect.y * scale, width: pitch * scale, height: pitch * scale), destination: rect)
                }
                // Another zoom on the same rows: not the same mapping, so not joined.
                let rect = Rect(x: origin + 7 * pitch, y: origin + Float(row) * pitch, width: pitch, height: pitch)
                list.quad(photo, source: Rect(x: rect.x * 0.5, y: rect.y * 0.5, width: pitch * 0.5, height: pitch * 0.5), destination: rect)
            }
            renderer.submit(list)
            return (try renderer.readPixels(), renderer.stretchJoinedJobs)
        }
    }

    @Test func opaqueTilesOfOnePhotoSideBySideAreOneRun() throws {
        // Whole pixels and a scale of 1.25: every coordinate exact, so the same bytes.
        let one = try Self.tiles(joined: true, origin: 0, pitch: 32, scale: 1.25), each = try Self.tiles(joined: false, origin: 0, pitch: 32, scale: 1.25)
        #expect(one.joined == 4 * 6, "six tiles of each row joined to the first, the other zoom to none: \(one.joined)")
        #expect(each.joined == 0)
        #expect(one.pixels == each.pixels)
        // Off whole pixels, as under a pan and zoom: the same mapping up to rounding, so a
        // channel a step off at most, here and there.
        let zoomed = try Self.tiles(joined: true, origin: 0.37, pitch: 33.3, scale: 1.0383)
        let apart = try Self.tiles(joined: false, origin: 0.37, pitch: 33.3, scale: 1.0383)
        #expect(zoomed.joined == 4 * 6)
        var worst = 0, differing = 0
        for y in 0..<Self.size.height {
            for x in 0..<Self.size.width {
                let d = zoomed.pixels[x, y].distance(to: apart.pixels[x, y])
                worst = max(worst, d)
                if d > 0 { differing += 1 }
            }
        }
        #expect(worst <= 1 && differing * 100 <= Self.size.width * Self.size.height, "worst \(worst), \(differing) pixels differ")
    }
}
