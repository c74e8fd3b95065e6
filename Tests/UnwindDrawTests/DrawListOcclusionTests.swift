import Testing

@testable import UnwindDraw

/// `DrawList.occluded` takes out only pixels that later opaque copies overwrite: every
/// pixel of the frame is still written by the same command as before.
@Suite struct DrawListOcclusionTests {
    let photo = TextureID(rawValue: 1)
    let tiles = TextureID(rawValue: 2)
    let translucent = TextureID(rawValue: 3)
    let bounds = Rect(width: 40, height: 30)

    /// Both photos are opaque 40×30 textures; `translucent` has an alpha channel.
    func size(_ id: TextureID) -> Size? { id == translucent ? nil : Size(width: 40, height: 30) }

    /// What each pixel ends as in painter's order: the clear, or texture, texel and opacity
    /// over what was below; only the clear and quads take part.
    func owners(clear: [Rect], commands: [DrawCommand]) -> [[String]] {
        var owner = [[String]](repeating: [String](repeating: "-", count: 40), count: 30)
        func paint(_ rect: Rect, _ name: String) {
            let r = rect.intersection(bounds)
            guard !r.isEmpty else { return }
            for y in Int(r.minY)..<Int(r.maxY) { for x in Int(r.minX)..<Int(r.maxX) { owner[y][x] = name } }
        }
        for rect in clear { paint(rect, "clear") }
        for command in commands {
            guard case .quad(let quad) = command else { continue }
            // What a pixel shows: texture, texel and opacity; a piece samples the same texel.
            let r = quad.destination.intersection(bounds)
            guard !r.isEmpty else { continue }
            for y in Int(r.minY)..<Int(r.maxY) {
                for x in Int(r.minX)..<Int(r.maxX) {
                    let tx = Int(quad.source.x) + x - Int(quad.destination.x), ty = Int(quad.source.y) + y - Int(quad.destination.y)
                    let below = owner[y][x]
                    owner[y][x] =
                        quad.opacity >= 1 ? "\(quad.texture.rawValue)@\(tx),\(ty)" : "\(quad.texture.rawValue)@\(tx),\(ty)*\(quad.opacity) over \(below)"
                }
            }
        }
        return owner
    }

    /// A blocks-like frame: the new photo whole, a grid of 10×10 tiles of the old one, some
    /// fading, one gone.
    var blocksFrame: DrawList {
        var list = DrawList(clearColor: Color(10, 20, 30))
        list.quad(photo, source: bounds, destination: bounds)
        for row in 0..<3 {
            for col in 0..<4 where !(row == 1 && col == 2) {
                let rect = Rect(x: Float(col * 10), y: Float(row * 10), width: 10, height: 10)
                list.quad(tiles, source: rect, destination: rect, opacity: col == 3 ? 0.5 : 1)
            }
        }
        return list
    }

    @Test func everyPixelEndsTheSameAndHiddenWorkIsGone() {
        let list = blocksFrame
        let culled = list.occluded(in: bounds, opaqueTextureSize: size)
        #expect(owners(clear: culled.clear, commands: culled.commands) == owners(clear: [bounds], commands: list.commands))
        // The photo is drawn only where the old photo's tiles are not opaque: the fading column
        // (10×30) and the missing tile (10×10); nothing is left to clear.
        let photoPixels = culled.commands.reduce(Float(0)) { sum, command in
            guard case .quad(let q) = command, q.texture == photo else { return sum }
            return sum + q.destination.width * q.destination.height
        }
        #expect(photoPixels == 400, "photo pixels drawn: \(photoPixels)")
        #expect(culled.clear.isEmpty, "clear: \(culled.clear)")
    }

    @Test func letterboxBarsStillClear() {
        var list = DrawList()
        list.quad(photo, source: Rect(width: 40, height: 20), destination: Rect(x: 0, y: 5, width: 40, height: 20))
        let culled = list.occluded(in: bounds, opaqueTextureSize: size)
        #expect(culled.clear == [Rect(x: 0, y: 0, width: 40, height: 5), Rect(x: 0, y: 25, width: 40, height: 5)], "\(culled.clear)")
        #expect(culled.commands == list.commands)
    }

    @Test func nothingOpaqueMeansNothingChanges() {
        var list = DrawList()
        list.quad(photo, source: bounds, destination: bounds)
        list.quad(translucent, source: bounds, destination: bounds)  // alpha channel: not opaque
        list.quad(tiles, source: bounds, destination: bounds, opacity: 0.99)
        list.quad(tiles, source: Rect(width: 20, height: 15), destination: Rect(width: 39.5, height: 30))  // scaled, off whole pixels
        list.quad(tiles, source: bounds, destination: bounds, rotation: 90)
        list.quad(tiles, source: Rect(x: 0.5, y: 0, width: 40, height: 30), destination: bounds)  // between texels
        list.quad(tiles, source: Rect(x: 10, y: 0, width: 40, height: 30), destination: bounds)  // past the texture
        let culled = list.occluded(in: bounds, opaqueTextureSize: size)
        #expect(culled.commands == list.commands)
        // Only the first quad covers the clear.
        #expect(culled.clear.isEmpty)
    }

    @Test func clippedQuadsNeitherHideNorAreCut() {
        var list = DrawList()
        list.quad(photo, source: bounds, destination: bounds)
        list.clip(Rect(width: 20, height: 30))
        list.quad(tiles, source: bounds, destination: bounds)
        list.clip(nil)
        let culled = list.occluded(in: bounds, opaqueTextureSize: size)
        #expect(culled.commands == list.commands)
    }

    @Test func meshesAndTextStayInPlace() {
        var list = blocksFrame
        list.text(TextRun("hi", at: Vec2(5, 5), size: 12))
        let culled = list.occluded(in: bounds, opaqueTextureSize: size)
        #expect(culled.commands.last == list.commands.last)
    }

    @Test func subtractCutsBandsAndMergesRuns() {
        let holes = [Rect(x: 10, y: 10, width: 10, height: 10)]
        let pieces = DrawList.subtract(holes, from: Rect(width: 30, height: 30))
        #expect(
            pieces == [
                Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 0, y: 10, width: 10, height: 10), Rect(x: 20, y: 10, width: 10, height: 10),
                Rect(x: 0, y: 20, width: 30, height: 10),
            ], "\(pieces)")
        #expect(DrawList.subtract([Rect(x: -5, y: -5, width: 50, height: 50)], from: Rect(width: 30, height: 30)).isEmpty)
        #expect(DrawList.subtract([Rect(x: 40, y: 0, width: 5, height: 5)], from: Rect(width: 30, height: 30)) == [Rect(width: 30, height: 30)])
        // A column hole splits every band the same way: two rectangles, not one per band.
        let column = DrawList.subtract([Rect(x: 10, y: 0, width: 5, height: 10), Rect(x: 10, y: 10, width: 5, height: 20)], from: Rect(width: 30, height: 30))
        #expect(column == [Rect(x: 0, y: 0, width: 10, height: 30), Rect(x: 15, y: 0, width: 15, height: 30)], "\(column)")
    }
}
