import Testing
import UnwindDraw
import UnwindSlideshow

/// Moving where a photo is sampled, for quads and meshes alike.
@Suite struct SampleShiftTests {
    static let shift = SampleShift(
        rest: Rect(x: 10, y: 10, width: 100, height: 50), now: Rect(x: 14, y: 6, width: 100, height: 50), textureSize: Size(width: 120, height: 70))

    @Test func aPanMovesEveryTileByTheSameWholePixels() {
        let tile = Rect(x: 30, y: 20, width: 25, height: 25)
        #expect(Self.shift.map(tile) == Rect(x: 34, y: 16, width: 25, height: 25))
    }

    @Test func aZoomScalesAboutTheWindow() {
        let zoom = SampleShift(
            rest: Rect(x: 0, y: 0, width: 100, height: 50), now: Rect(x: 25, y: 12.5, width: 50, height: 25), textureSize: Size(width: 100, height: 50))
        #expect(zoom.map(Rect(x: 50, y: 0, width: 50, height: 50)) == Rect(x: 50, y: 12.5, width: 25, height: 25))
    }

    @Test func uvsMoveLikePixels() {
        let uv = Vec2(60.0 / 120, 35.0 / 70)
        let moved = Self.shift.map(uv: uv)
        #expect(abs(moved.x * 120 - 64) < 0.001 && abs(moved.y * 70 - 31) < 0.001, "\(moved)")
    }

    @Test func onlyTheMovingTextureIsTouched() {
        var list = DrawList()
        let moving = TextureID(rawValue: 1), still = TextureID(rawValue: 2)
        list.quad(moving, source: Rect(x: 10, y: 10, width: 100, height: 50), destination: Rect(width: 100, height: 50))
        list.quad(still, source: Rect(x: 10, y: 10, width: 100, height: 50), destination: Rect(width: 100, height: 50))
        list.polygon(
            .convex(
                texture: moving,
                vertices: [Vertex(position: .zero, uv: Vec2(0.5, 0.5)), Vertex(position: Vec2(1, 0), uv: .zero), Vertex(position: Vec2(0, 1), uv: .zero)]))
        list.fill(Rect(width: 5, height: 5), .white)
        let shifted = list.shiftingSamples([moving: Self.shift])
        #expect(shifted.count == list.count)
        guard case .quad(let a) = shifted.commands[0], case .quad(let b) = shifted.commands[1], case .polygon(let p) = shifted.commands[2] else {
            Issue.record("commands changed kind: \(shifted.commands)")
            return
        }
        #expect(a.source.x == 14 && a.source.y == 6)
        #expect(b.source.x == 10, "another texture is left alone")
        #expect(p.vertices[0].uv != Vec2(0.5, 0.5), "mesh uvs follow")
        #expect(shifted.commands[3] == list.commands[3])
    }

    @Test func blurLevelsShiftAtTheirScale() {
        let half = Self.shift.scaled(0.5)
        #expect(half.map(Rect(x: 15, y: 10, width: 10, height: 10)) == Rect(x: 17, y: 8, width: 10, height: 10))
    }
}
