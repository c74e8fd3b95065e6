import Testing
import UnwindDraw

/// Folding the evening tint into the frame: which multiply is folded, and what every
/// command becomes (the pixels are compared in `RendererTintTests`).
@Suite struct DrawListTintTests {
    static let bounds = Rect(width: 100, height: 50)
    static let warm = Color(255, 179, 112)

    @Test func aWholeFrameMultiplyIsFoldedIntoWhatItCovers() {
        let photo = TextureID(rawValue: 3)
        var list = DrawList(clearColor: Color(100, 100, 100))
        list.quad(photo, source: Self.bounds, destination: Self.bounds, opacity: 0.5)
        list.fill(Rect(width: 10, height: 10), Color(200, 100, 50, 128))
        list.strip(TriangleStrip(vertices: [Vertex(position: Vec2(0, 0), color: Color(255, 255, 255, 7))]))
        list.polygon(.convex(texture: photo, vertices: [Vertex(position: Vec2(0, 0)), Vertex(position: Vec2(9, 0)), Vertex(position: Vec2(0, 9))]))
        list.text(TextRun("21:00", at: Vec2(5, 5), size: 12, color: Color(255, 255, 255, 200)))
        list.multiply(Rect(x: -1, y: -1, width: 102, height: 52), Self.warm)
        list.fill(Self.bounds, Color(0, 0, 0, 90))
        let folded = list.foldingTint(in: Self.bounds)
        #expect(folded.clearColor == Color(100, 70, 43), "the clear is tinted: \(folded.clearColor)")
        #expect(folded.count == list.count - 1, "the multiply is gone: \(folded.commands)")
        #expect(!folded.commands.contains { if case .multiply = $0 { true } else { false } })
        guard folded.count == 6 else { return }
        #expect(folded.commands[0] == .quad(TexturedQuad(texture: photo, source: Self.bounds, destination: Self.bounds, opacity: 0.5, tint: Self.warm)))
        #expect(folded.commands[1] == .fillRect(Rect(width: 10, height: 10), Color(200, 70, 21, 128)), "alpha kept: \(folded.commands[1])")
        if case .strip(let strip) = folded.commands[2] { #expect(strip.vertices[0].color == Color(255, 179, 112, 7)) }
        if case .polygon(let polygon) = folded.commands[3] { #expect(polygon.vertices.allSatisfy { $0.color == Self.warm }) }
        if case .text(let run) = folded.commands[4] { #expect(run.color == Color(255, 179, 112, 200)) }
        #expect(folded.commands[5] == .fillRect(Self.bounds, Color(0, 0, 0, 90)), "the fade's cover after the tint is kept as it is")
    }

    @Test func aPartialOrClippedMultiplyStaysAMultiply() {
        var partial = DrawList()
        partial.fill(Self.bounds, .white)
        partial.multiply(Rect(width: 100, height: 49), Self.warm)
        #expect(partial.foldingTint(in: Self.bounds) == partial, "a multiply that leaves a row uncovered is drawn as it is")
        var clipped = DrawList()
        clipped.clip(Rect(width: 10, height: 10))
        clipped.fill(Self.bounds, .white)
        clipped.multiply(Self.bounds, Self.warm)
        clipped.clip(nil)
        #expect(clipped.foldingTint(in: Self.bounds) == clipped, "a multiply under a clip covers the clip only")
        var plain = DrawList()
        plain.fill(Self.bounds, .white)
        #expect(plain.foldingTint(in: Self.bounds) == plain)
    }

    @Test func onlyTheLastWholeFrameMultiplyIsFoldedAndEarlierOnesStay() {
        var list = DrawList()
        list.fill(Self.bounds, .white)
        list.multiply(Self.bounds, Color(128, 128, 128))
        list.multiply(Self.bounds, Self.warm)
        let folded = list.foldingTint(in: Self.bounds)
        #expect(folded.commands == [.fillRect(Self.bounds, Self.warm), .multiply(Self.bounds, Color(128, 128, 128))])
    }

    @Test func tintingRoundsDownAsSDLDoes() {
        #expect(Color(255, 128, 1, 9).tinted(by: Color(255, 2, 254)) == Color(255, 1, 0, 9))
        #expect(Color(7, 8, 9).tinted(by: .white) == Color(7, 8, 9))
    }
}
