import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting

/// Feathered meshes through the software renderer: pixels the outline crosses take
/// intermediate values, pixels clear of it are exactly the shape's colour or the background.
@Suite struct FeatherPixelTests {
    static let size = Size(width: 96, height: 64)
    static let background = Color(0, 0, 0)
    static let ink = Color(255, 255, 255)

    func render(_ polygon: TexturedPolygon) throws -> PixelBuffer {
        try Headless.withRenderer(Self.size) { renderer in
            var list = DrawList(clearColor: Self.background)
            list.polygon(polygon)
            renderer.submit(list)
            return try renderer.readPixels()
        }
    }

    /// Classifies every pixel by its signed distance to the outline (negative inside).
    func survey(_ frame: PixelBuffer, distance: (Vec2) -> Float) -> (edge: [UInt8], wrongInside: Int, wrongOutside: Int) {
        var edge: [UInt8] = []
        var wrongInside = 0, wrongOutside = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let d = distance(Vec2(Float(x) + 0.5, Float(y) + 0.5))
                let value = frame[x, y].r
                if abs(d) < 0.4 { edge.append(value) }
                if d < -1.5, value != 255 { wrongInside += 1 }
                if d > 1.5, value != 0 { wrongOutside += 1 }
            }
        }
        return (edge, wrongInside, wrongOutside)
    }

    func expectAntialiased(_ s: (edge: [UInt8], wrongInside: Int, wrongOutside: Int), _ label: String) {
        let between = s.edge.filter { (25...230).contains($0) }
        #expect(s.edge.count >= 20, "\(label): the outline crosses \(s.edge.count) pixels")
        #expect(Double(between.count) >= 0.6 * Double(s.edge.count), "\(label): \(between.count) of \(s.edge.count) edge pixels are intermediate")
        #expect(s.wrongInside == 0 && s.wrongOutside == 0, "\(label): interior \(s.wrongInside) and exterior \(s.wrongOutside) pixels changed")
    }

    @Test func discRimIsAntialiased() throws {
        let centre = Vec2(40.3, 30.7)
        let frame = try render(Feather.disc(center: centre, radius: 21.4, color: Self.ink))
        expectAntialiased(survey(frame) { ($0 - centre).length - 21.4 }, "disc")
    }

    @Test func withoutFeatherTheRimIsStairStepped() throws {
        let centre = Vec2(40.3, 30.7)
        let frame = try render(Feather.disc(center: centre, radius: 21.4, color: Self.ink, feather: 0))
        let s = survey(frame) { ($0 - centre).length - 21.4 }
        #expect(s.edge.allSatisfy { $0 == 0 || $0 == 255 }, "feather 0: only 0 or 255 on the rim, got \(Set(s.edge).sorted())")
    }

    @Test func thickLineSidesAreAntialiased() throws {
        let a = Vec2(6.2, 8.1), b = Vec2(90.7, 55.3), half: Float = 5
        let frame = try render(Feather.polyline([a, b], widths: [2 * half], colors: [Self.ink]))
        let direction = (b - a) * (1 / (b - a).length)
        expectAntialiased(
            survey(frame) { p in
                let along = (p - a).x * direction.x + (p - a).y * direction.y
                guard along > 3, along < (b - a).length - 3 else { return .nan }
                return abs((p - a).x * -direction.y + (p - a).y * direction.x) - half
            }, "polyline")
    }

    @Test func ringHasTwoAntialiasedRims() throws {
        let centre = Vec2(48, 32)
        let frame = try render(Feather.ring(center: centre, radius: 20, width: 8, color: Self.ink))
        expectAntialiased(survey(frame) { abs(($0 - centre).length - 20) - 4 }, "ring")
        #expect(frame[48, 32].r == 0, "the hole stays background")
    }

    @Test func convexPolygonSidesAreAntialiased() throws {
        let corners = [Vec2(10.3, 6.6), Vec2(85.2, 14.1), Vec2(40.7, 58.9)]
        let frame = try render(Feather.convexPolygon(corners, color: Self.ink))
        expectAntialiased(
            survey(frame) { p in
                var outside = -Float.infinity
                for i in 0..<3 {
                    let e0 = corners[i], e1 = corners[(i + 1) % 3]
                    let d = (e1 - e0) * (1 / (e1 - e0).length)
                    // Corners run clockwise on screen, so the outward normal is (dy, −dx).
                    outside = max(outside, (p - e0).x * d.y - (p - e0).y * d.x)
                }
                return outside
            }, "triangle")
    }
}
