import Testing

@testable import UnwindDraw

/// `DrawList.occluded` with scaled quads: Ken Burns frames scale every photo quad, and an
/// opaque scaled quad on whole pixels hides what lies under it just as a copy does. Scaled
/// quads under it are cut with clips, never with new geometry, and only when asked.
@Suite struct DrawListScaledOcclusionTests {
    let photo = TextureID(rawValue: 1)
    let old = TextureID(rawValue: 2)
    let translucent = TextureID(rawValue: 3)
    let bounds = Rect(width: 40, height: 30)

    /// Opaque 200×150 textures, but `translucent` has an alpha channel.
    func size(_ id: TextureID) -> Size? { id == translucent ? nil : Size(width: 200, height: 150) }

    /// What each pixel ends as in painter's order: the clear, or the quad (its whole geometry
    /// and opacity, so a piece of it counts as the same quad) over what was below. A quad
    /// writes the pixels whose centres lie inside its destination, within the clip in force.
    func owners(clear: [Rect], commands: [DrawCommand]) -> [[String]] {
        var owner = [[String]](repeating: [String](repeating: "-", count: Int(bounds.width)), count: Int(bounds.height))
        for rect in clear {
            for y in Int(rect.minY)..<Int(rect.maxY) { for x in Int(rect.minX)..<Int(rect.maxX) { owner[y][x] = "clear" } }
        }
        var clip: Rect?
        for command in commands {
            if case .clip(let rect) = command { clip = rect }
            guard case .quad(let quad) = command else { continue }
            for y in 0..<Int(bounds.height) {
                for x in 0..<Int(bounds.width) {
                    let centre = Vec2(Float(x) + 0.5, Float(y) + 0.5)
                    guard quad.destination.contains(centre), clip.map({ $0.contains(centre) }) ?? true else { continue }
                    let name = "\(quad.texture.rawValue) \(quad.source) -> \(quad.destination) at \(quad.opacity)"
                    owner[y][x] = quad.opacity >= 1 && size(quad.texture) != nil ? name : "\(name) over \(owner[y][x])"
                }
            }
        }
        return owner
    }

    /// A Ken Burns blocks frame: the new photo zoomed past every edge of the frame, then a
    /// grid of 10×10 tiles of the zoomed old photo on whole pixels, some fading, two gone.
    var kenBurnsBlocks: DrawList {
        var list = DrawList(clearColor: Color(10, 20, 30))
        list.quad(photo, source: Rect(x: 20.3, y: 11.7, width: 150.2, height: 112.9), destination: Rect(x: -3.5, y: -2.25, width: 47, height: 35))
        for row in 0..<3 {
            for col in 0..<4 where !(row == 1 && col >= 2) {
                let rect = Rect(x: Float(col * 10), y: Float(row * 10), width: 10, height: 10)
                let source = Rect(x: 7.5 + rect.x * 4.1, y: 3.25 + rect.y * 4.1, width: 41, height: 41)
                list.quad(old, source: source, destination: rect, opacity: col == 3 ? 0.5 : 1)
            }
        }
        return list
    }

    @Test func aScaledPhotoUnderScaledTilesIsCutWithClipsAndEveryPixelEndsTheSame() {
        let list = kenBurnsBlocks
        let culled = list.occluded(in: bounds, opaqueTextureSize: size, cutsScaled: { _ in true })
        #expect(owners(clear: culled.clear, commands: culled.commands) == owners(clear: [bounds], commands: list.commands))
        // The photo covers the frame: nothing is left to clear.
        #expect(culled.clear.isEmpty)
        // The photo is drawn where tiles are gone or fading: columns 30..<40 of the top and
        // bottom rows, 20..<40 of the middle one; each piece is the whole quad under a clip.
        guard case .quad(let whole) = list.commands[0] else {
            Issue.record("the frame starts with the photo")
            return
        }
        #expect(
            Array(culled.commands.prefix(7)) == [
                .clip(Rect(x: 30, y: 0, width: 10, height: 10)), .quad(whole), .clip(Rect(x: 20, y: 10, width: 20, height: 10)), .quad(whole),
                .clip(Rect(x: 30, y: 20, width: 10, height: 10)), .quad(whole), .clip(nil),
            ])
        // Every tile is kept as it was, after the clip is lifted.
        #expect(Array(culled.commands.drop { $0 != .clip(nil) }.dropFirst()) == Array(list.commands.dropFirst()))
    }

    @Test func nothingScaledIsCutUnlessTheRendererSaysSo() {
        let list = kenBurnsBlocks
        let culled = list.occluded(in: bounds, opaqueTextureSize: size)
        #expect(culled.commands == list.commands)
        // The clear under the photo still goes: a scaled opaque quad on whole pixels hides it.
        #expect(culled.clear.isEmpty)
        let asked = list.occluded(in: bounds, opaqueTextureSize: size, cutsScaled: { $0.texture != photo })
        #expect(asked.commands == list.commands)
    }

    @Test func aScaledQuadOfWhichNothingShowsIsLeftOut() {
        var list = DrawList()
        list.quad(photo, source: Rect(x: 1, y: 1, width: 20, height: 15), destination: Rect(x: 5.5, y: 4.25, width: 20, height: 10))
        list.quad(old, source: Rect(x: 0, y: 0, width: 80, height: 60), destination: bounds)
        let culled = list.occluded(in: bounds, opaqueTextureSize: size, cutsScaled: { _ in true })
        #expect(culled.commands == [list.commands[1]])
        #expect(culled.clear.isEmpty)
    }

    /// Quads that may leave a pixel of what lies under them showing never hide it: translucent,
    /// turned, off whole pixels, from a texture with alpha, or sampling past their texture.
    @Test(arguments: 0..<5) func aScaledQuadThatMayNotCoverHidesNothing(kind: Int) {
        var cover = TexturedQuad(texture: old, source: Rect(x: 0, y: 0, width: 80, height: 60), destination: Rect(x: 10, y: 10, width: 20, height: 10))
        switch kind {
        case 0: cover.opacity = 0.99
        case 1: cover.rotation = 90
        case 2: cover.destination.x = 10.5
        case 3: cover.texture = translucent
        default: cover.source.x = 150
        }
        var list = DrawList()
        list.quad(photo, source: Rect(x: 1, y: 1, width: 20, height: 15), destination: bounds, opacity: 0.5)
        list.append(.quad(cover))
        // Off whole pixels, a cover hides only where the CPU stretch draws it (next test).
        let culled = list.occluded(in: bounds, opaqueTextureSize: size, cutsScaled: { $0.texture != old })
        #expect(culled.commands == list.commands)
        #expect(culled.clear == [bounds])
    }

    /// A cover off whole pixels that the CPU stretch draws hides the pixels whose centres it
    /// covers, which are the ones the stretch writes (a tile under a pan and zoom).
    @Test func aScaledQuadOffWholePixelsThatTheStretchDrawsHidesThePixelsItsCentresCover() {
        let cover = TexturedQuad(
            texture: old, source: Rect(x: 0, y: 0, width: 80, height: 60), destination: Rect(x: 10.5, y: 9.6, width: 20.2, height: 10.3))
        var list = DrawList()
        list.quad(photo, source: Rect(x: 1, y: 1, width: 20, height: 15), destination: bounds, opacity: 0.5)
        list.append(.quad(cover))
        let culled = list.occluded(in: bounds, opaqueTextureSize: size, cutsScaled: { _ in true })
        // Across [10.5, 30.7) lie the centres 10.5 … 30.5, down [9.6, 19.9) 10.5 … 19.5: pixels
        // 10..<31 by 10..<20 (the pixel-centre rule, `onCoveredPixels`).
        let hidden = Rect(x: 10, y: 10, width: 21, height: 10)
        #expect(culled.clear == DrawList.subtract([hidden], from: bounds))
        let clips = culled.commands.compactMap { command -> Rect? in
            guard case .clip(let rect) = command else { return nil }
            return rect
        }
        #expect(clips == DrawList.subtract([hidden], from: bounds), "the photo under it drawn around it: \(culled.commands)")
        #expect(culled.commands.last == .quad(cover))
    }

    /// A tint changes the colours written, not which pixels: a tinted cover hides as well.
    @Test func aTintedScaledQuadStillHides() {
        var list = DrawList()
        list.quad(photo, source: Rect(x: 1, y: 1, width: 20, height: 15), destination: Rect(x: 0, y: 0, width: 40, height: 15))
        list.append(.quad(TexturedQuad(texture: old, source: Rect(width: 80, height: 60), destination: bounds, tint: Color(200, 150, 100))))
        let culled = list.occluded(in: bounds, opaqueTextureSize: size, cutsScaled: { _ in true })
        #expect(culled.commands == [list.commands[1]])
    }

    /// A quad drawn under a clip writes only part of its destination: it is not cut (its clip
    /// would be lost), it covers only what the stretch writes inside its clip
    /// (`clippedCover`, how `pairingFades` draws the photo under a fading tile), and the
    /// commands after it keep their clip state.
    @Test func aScaledQuadUnderAClipIsNotCutAndCoversOnlyInsideItsClip() {
        var list = DrawList()
        list.quad(photo, source: Rect(x: 1, y: 1, width: 20, height: 15), destination: bounds)
        list.clip(Rect(x: 0, y: 0, width: 20, height: 30))
        list.quad(photo, source: Rect(x: 1, y: 1, width: 20, height: 15), destination: bounds)
        list.quad(old, source: Rect(width: 80, height: 60), destination: Rect(x: 0, y: 0, width: 10, height: 30))
        list.clip(nil)
        list.quad(old, source: Rect(width: 80, height: 60), destination: Rect(x: 0, y: 0, width: 40, height: 20))
        let culled = list.occluded(in: bounds, opaqueTextureSize: size, cutsScaled: { _ in true })
        #expect(owners(clear: culled.clear, commands: culled.commands) == owners(clear: [bounds], commands: list.commands))
        // The first photo shows only below the last quad and right of the clipped photo's
        // clip; the clipped ones stay as they were.
        #expect(
            culled.commands == [.clip(Rect(x: 20, y: 20, width: 20, height: 10)), list.commands[0], .clip(nil)] + list.commands[1...])
        #expect(culled.clear.isEmpty)
    }
}
