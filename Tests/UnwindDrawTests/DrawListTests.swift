import Testing
import UnwindDraw

/// The draw list as a value: order, helpers, meshes.
@Suite struct DrawListTests {
    @Test func commandsKeepPaintersOrder() {
        var list = DrawList(clearColor: .white)
        list.fill(Rect(width: 1, height: 1), .black)
        list.quad(TextureID(rawValue: 1), source: Rect(width: 2, height: 2), destination: Rect(width: 4, height: 4), opacity: 0.5)
        list.clip(nil)
        #expect(list.count == 3)
        guard case .fillRect = list.commands[0], case .quad(let quad) = list.commands[1], case .clip(nil) = list.commands[2] else {
            Issue.record("unexpected order: \(list.commands)")
            return
        }
        #expect(quad.opacity == 0.5)
    }

    @Test func convexPolygonIsAFan() {
        let vertices = (0..<5).map { Vertex(position: Vec2(Float($0), 0)) }
        let polygon = TexturedPolygon.convex(texture: nil, vertices: vertices)
        #expect(polygon.indices == [0, 1, 2, 0, 2, 3, 0, 3, 4], "fan indices: \(polygon.indices)")
    }

    @Test func stripIndicesCoverEveryTriangle() {
        let strip = TriangleStrip(vertices: (0..<4).map { Vertex(position: Vec2(Float($0), 0)) })
        #expect(strip.triangleIndices == [0, 1, 2, 1, 2, 3])
    }

    @Test func polylineHasTheRequestedWidth() {
        let strip = TriangleStrip.polyline([Vec2(0, 0), Vec2(10, 0)], width: 4, colors: [.white])
        #expect(strip.vertices.count == 4)
        let ys = strip.vertices.map(\.position.y).sorted()
        #expect(ys == [-2, -2, 2, 2], "a horizontal 4 px line spans y -2...2, got \(ys)")
    }

    @Test func colorOpacityAndMix() {
        #expect(Color(255, 0, 0).withOpacity(0.5).a == 128)
        #expect(Color.black.mixed(with: .white, 0.5) == Color(128, 128, 128))
    }
}
