import Testing

@testable import UnwindDraw

/// `DrawList.pairingFades`: a fading tile straight over an opaque scaled photo is drawn again
/// as a pair under a clip of its pixels, and `occluded` then takes those pixels out of the
/// photo, so every pixel ends the same and the photo is stretched there once, with the tile.
@Suite struct DrawListFadePairsTests {
    let photo = TextureID(rawValue: 1)
    let old = TextureID(rawValue: 2)
    let bounds = Rect(width: 40, height: 30)
    /// The pixel-by-pixel model of painter's order the occlusion tests use.
    let model = DrawListScaledOcclusionTests()

    /// The new photo zoomed past the frame at fractional positions, as under a pan and zoom.
    var zoomedPhoto: TexturedQuad {
        TexturedQuad(texture: photo, source: Rect(x: 1.3, y: 2.1, width: 30.5, height: 22.7), destination: Rect(x: -0.6, y: -0.3, width: 41.2, height: 30.9))
    }

    /// A tile of the old photo over `rect`, at `opacity`.
    func tile(_ rect: Rect, opacity: Float) -> TexturedQuad {
        TexturedQuad(
            texture: old, source: Rect(x: rect.x * 0.9 + 2, y: rect.y * 0.9 + 1, width: rect.width * 0.9, height: rect.height * 0.9), destination: rect,
            opacity: opacity)
    }

    func paired(_ list: DrawList) -> DrawList {
        list.pairingFades(in: bounds, opaqueTextureSize: model.size, cutsScaled: { _ in true })
    }

    /// Checks that pairing and then occlusion end every pixel as the list does.
    func expectSamePixels(_ list: DrawList, _ sourceLocation: SourceLocation = #_sourceLocation) {
        let culled = paired(list).occluded(in: bounds, opaqueTextureSize: model.size, cutsScaled: { _ in true })
        #expect(
            model.owners(clear: culled.clear, commands: culled.commands) == model.owners(clear: [bounds], commands: list.commands),
            sourceLocation: sourceLocation)
    }

    @Test func aFadingTileOverThePhotoIsPairedWhereItStands() {
        var list = DrawList()
        list.append(.quad(zoomedPhoto))
        list.append(.quad(tile(Rect(x: 0.4, y: 0.7, width: 10.3, height: 10.3), opacity: 1)))
        let fading = tile(Rect(x: 10.7, y: 0.7, width: 10.3, height: 10.3), opacity: 0.5)
        list.append(.quad(fading))
        let out = paired(list)
        // The pixels whose centres the fading tile covers: x 11..<21, y 1..<11.
        let written = Rect(x: 11, y: 1, width: 10, height: 10)
        #expect(Array(out.commands) == Array(list.commands[0...1]) + [.clip(written), .quad(zoomedPhoto), .quad(fading), .clip(nil)])
        expectSamePixels(list)
        // The photo is drawn once a pixel: its unclipped pieces leave the tile's pixels out.
        let culled = out.occluded(in: bounds, opaqueTextureSize: model.size, cutsScaled: { _ in true })
        var clip: Rect?
        for command in culled.commands {
            if case .clip(let rect) = command { clip = rect }
            if case .quad(let quad) = command, quad.texture == photo, clip != written {
                #expect(clip.map { $0.intersection(written).isEmpty } == true, "a piece of the photo under \(String(describing: clip))")
            }
        }
    }

    @Test func aTileWithSomethingBetweenItAndThePhotoIsNotPaired() {
        let fading = tile(Rect(x: 10.7, y: 0.7, width: 10.3, height: 10.3), opacity: 0.5)
        var fill = DrawList()
        fill.append(.quad(zoomedPhoto))
        fill.fill(Rect(x: 20.5, y: 5, width: 4, height: 4), Color(255, 0, 0, 128))
        fill.append(.quad(fading))
        var text = DrawList()
        text.append(.quad(zoomedPhoto))
        text.text(TextRun("caption", at: Vec2(30, 25), size: 12))
        text.append(.quad(fading))
        // An opaque tile on whole pixels over part of the fading one's pixels.
        var opaque = DrawList()
        opaque.append(.quad(zoomedPhoto))
        opaque.append(.quad(tile(Rect(x: 15, y: 5, width: 10, height: 10), opacity: 1)))
        opaque.append(.quad(fading))
        for list in [fill, text, opaque] {
            #expect(paired(list) == list)
            expectSamePixels(list)
        }
    }

    @Test func onlyATileWhollyOverAnOpaquePhotoWithNoClipIsPaired() {
        let fading = tile(Rect(x: 10.7, y: 0.7, width: 10.3, height: 10.3), opacity: 0.5)
        // The photo covers only part of the tile.
        var partly = DrawList()
        partly.quad(photo, source: Rect(x: 1, y: 1, width: 10, height: 10), destination: Rect(x: 0, y: 0, width: 15.5, height: 30))
        partly.append(.quad(fading))
        // The photo is translucent.
        var translucent = DrawList()
        var faded = zoomedPhoto
        faded.opacity = 0.8
        translucent.append(.quad(faded))
        translucent.append(.quad(fading))
        // The tile is drawn under a clip.
        var clipped = DrawList()
        clipped.append(.quad(zoomedPhoto))
        clipped.clip(Rect(x: 0, y: 0, width: 15, height: 30))
        clipped.append(.quad(fading))
        clipped.clip(nil)
        // The tile samples the photo's own texture.
        var same = DrawList()
        same.append(.quad(zoomedPhoto))
        same.append(.quad(TexturedQuad(texture: photo, source: Rect(width: 9, height: 9), destination: fading.destination, opacity: 0.5)))
        for list in [partly, translucent, clipped, same] {
            #expect(paired(list) == list)
            expectSamePixels(list)
        }
        // Nor where the renderer's own stretch does not draw them.
        var list = DrawList()
        list.append(.quad(zoomedPhoto))
        list.append(.quad(fading))
        #expect(list.pairingFades(in: bounds, opaqueTextureSize: model.size, cutsScaled: { _ in false }) == list)
    }

    @Test func everyFadingTileOfABlocksFrameIsPairedAndEveryPixelEndsTheSame() {
        var list = DrawList()
        list.append(.quad(zoomedPhoto))
        var fades = 0
        for row in 0..<3 {
            for col in 0..<4 {
                let opacity: Float = [1, 0.7, 0, 0.3][(row + col) % 4]
                if opacity > 0, opacity < 1 { fades += 1 }
                list.append(.quad(tile(Rect(x: 0.37 + Float(col) * 10.1, y: 0.61 + Float(row) * 10.1, width: 10.1, height: 10.1), opacity: opacity)))
            }
        }
        let out = paired(list)
        #expect(out.commands.filter { $0 == .clip(nil) }.count == fades)
        expectSamePixels(list)
    }
}
