import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindTestSupport

/// Draw lists rendered headless and read back: pixels are facts.
@Suite struct RendererTests {
    /// A 4-quadrant texture: red, green / blue, white — so a sub-rect shows which part was sampled.
    static func quadrants(_ size: Int) -> PixelBuffer {
        var pixels = PixelBuffer(width: size, height: size, fill: .black)
        let half = size / 2
        for y in 0..<size {
            for x in 0..<size {
                pixels[x, y] =
                    switch (x < half, y < half) {
                    case (true, true): Color(255, 0, 0)
                    case (false, true): Color(0, 255, 0)
                    case (true, false): Color(0, 0, 255)
                    case (false, false): Color(255, 255, 255)
                    }
            }
        }
        return pixels
    }

    @Test func clearColorFillsTheFrame() throws {
        let pixel = try Headless.withRenderer(Size(width: 32, height: 24)) { renderer in
            renderer.submit(DrawList(clearColor: Color(10, 20, 30)))
            return try renderer.readPixels()[16, 12]
        }
        #expect(pixel.distance(to: Color(10, 20, 30)) == 0, "expected the clear colour, got \(pixel)")
    }

    @Test func quadSamplesItsSubRect() throws {
        let frame = try Headless.withRenderer(Size(width: 100, height: 100)) { renderer in
            let texture = try renderer.textures.upload(Self.quadrants(64))
            var list = DrawList()
            // Only the green (top-right) quadrant, stretched over the whole frame.
            list.quad(texture, source: Rect(x: 32, y: 0, width: 32, height: 32), destination: Rect(width: 100, height: 100))
            renderer.submit(list)
            return try renderer.readPixels()
        }
        for (x, y) in [(2, 2), (50, 50), (97, 97), (2, 97)] {
            #expect(frame[x, y].distance(to: Color(0, 255, 0)) <= 2, "pixel (\(x),\(y)) expected green, got \(frame[x, y])")
        }
    }

    @Test func quadOpacityBlendsOverWhatIsBelow() throws {
        let pixel = try Headless.withRenderer(Size(width: 40, height: 40)) { renderer in
            let red = try renderer.textures.upload(PixelBuffer(width: 8, height: 8, fill: Color(255, 0, 0)))
            var list = DrawList(clearColor: Color(0, 0, 255))
            list.quad(red, source: Rect(width: 8, height: 8), destination: Rect(width: 40, height: 40), opacity: 0.25)
            renderer.submit(list)
            return try renderer.readPixels()[20, 20]
        }
        // 25 % red over blue: (64, 0, 191) within rounding.
        #expect(pixel.distance(to: Color(64, 0, 191)) <= 2, "expected a 25 % red blend over blue, got \(pixel)")
    }

    @Test func rotatedQuadTurnsAboutItsCentre() throws {
        let frame = try Headless.withRenderer(Size(width: 100, height: 100)) { renderer in
            let texture = try renderer.textures.upload(Self.quadrants(64))
            var list = DrawList()
            list.quad(texture, source: Rect(width: 64, height: 64), destination: Rect(x: 20, y: 20, width: 60, height: 60), rotation: 90)
            renderer.submit(list)
            return try renderer.readPixels()
        }
        // Turned 90° clockwise, the red top-left quadrant lands top-right.
        #expect(frame[65, 35].distance(to: Color(255, 0, 0)) <= 2, "top-right after rotation expected red, got \(frame[65, 35])")
        #expect(frame[35, 35].distance(to: Color(0, 0, 255)) <= 2, "top-left after rotation expected blue, got \(frame[35, 35])")
    }

    @Test func fillRectIsAlphaBlended() throws {
        let frame = try Headless.withRenderer(Size(width: 50, height: 50)) { renderer in
            var list = DrawList(clearColor: .black)
            list.fill(Rect(x: 10, y: 10, width: 20, height: 20), Color(255, 255, 255, 128))
            renderer.submit(list)
            return try renderer.readPixels()
        }
        #expect(frame[20, 20].distance(to: Color(128, 128, 128)) <= 2, "half-white over black, got \(frame[20, 20])")
        #expect(frame[5, 5].distance(to: .black) == 0, "outside the rect stays black, got \(frame[5, 5])")
    }

    @Test func texturedPolygonMapsUVs() throws {
        let frame = try Headless.withRenderer(Size(width: 100, height: 100)) { renderer in
            let texture = try renderer.textures.upload(Self.quadrants(64))
            // A full-frame quad as two triangles whose uvs cover only the bottom half of the texture.
            let vertices = [
                Vertex(position: Vec2(0, 0), uv: Vec2(0, 0.5)), Vertex(position: Vec2(100, 0), uv: Vec2(1, 0.5)),
                Vertex(position: Vec2(100, 100), uv: Vec2(1, 1)), Vertex(position: Vec2(0, 100), uv: Vec2(0, 1)),
            ]
            var list = DrawList()
            list.polygon(.convex(texture: texture, vertices: vertices))
            renderer.submit(list)
            return try renderer.readPixels()
        }
        #expect(frame[20, 50].distance(to: Color(0, 0, 255)) <= 8, "left half samples blue, got \(frame[20, 50])")
        #expect(frame[80, 50].distance(to: .white) <= 8, "right half samples white, got \(frame[80, 50])")
    }

    @Test func stripDrawsPerVertexColour() throws {
        let frame = try Headless.withRenderer(Size(width: 100, height: 40)) { renderer in
            var list = DrawList()
            list.strip(.polyline([Vec2(0, 20), Vec2(100, 20)], width: 20, colors: [Color(255, 0, 0), Color(0, 0, 255)]))
            renderer.submit(list)
            return try renderer.readPixels()
        }
        #expect(frame[3, 20].r > 200 && frame[3, 20].b < 60, "left end is red, got \(frame[3, 20])")
        #expect(frame[97, 20].b > 200 && frame[97, 20].r < 60, "right end is blue, got \(frame[97, 20])")
        #expect(frame[50, 2] == Color(0, 0, 0, 255), "outside the 20 px line stays clear, got \(frame[50, 2])")
    }

    @Test func clipRestrictsLaterCommands() throws {
        let frame = try Headless.withRenderer(Size(width: 60, height: 60)) { renderer in
            var list = DrawList()
            list.clip(Rect(x: 0, y: 0, width: 30, height: 60))
            list.fill(Rect(width: 60, height: 60), Color(0, 255, 0))
            list.clip(nil)
            renderer.submit(list)
            return try renderer.readPixels()
        }
        #expect(frame[10, 30] == Color(0, 255, 0), "inside the clip is green, got \(frame[10, 30])")
        #expect(frame[50, 30] == Color(0, 0, 0), "outside the clip stays black, got \(frame[50, 30])")
    }

    @Test func textDrawsWithTheBundledFont() throws {
        let font = Repository.root + "/Assets/fonts/DejaVuSans.ttf"
        let lit = try Headless.withRenderer(Size(width: 200, height: 60), fontPath: font) { renderer in
            var list = DrawList()
            list.text(TextRun("Unwind", at: Vec2(100, 10), size: 32, color: .white, alignment: .center))
            renderer.submit(list)
            let frame = try renderer.readPixels()
            var count = 0
            for y in 0..<60 { for x in 0..<200 where frame[x, y].r > 128 { count += 1 } }
            return count
        }
        #expect(lit > 200, "text should light a few hundred pixels, lit \(lit)")
    }

    @Test func missingTextureIsSkippedNotFatal() throws {
        let pixel = try Headless.withRenderer(Size(width: 10, height: 10)) { renderer in
            var list = DrawList(clearColor: Color(1, 2, 3))
            list.quad(TextureID(rawValue: 9999), source: Rect(width: 1, height: 1), destination: Rect(width: 10, height: 10))
            renderer.submit(list)
            return try renderer.readPixels()[5, 5]
        }
        #expect(pixel == Color(1, 2, 3), "a released texture draws nothing, got \(pixel)")
    }
}
