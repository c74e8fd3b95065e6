import Foundation
import Testing
import UnwindDraw

/// The CPU mesh rasteriser on plain memory: coverage by pixel centres, one blend per pixel
/// across shared edges, colour interpolation, SDL's blend formula, clipping and bad input.
@Suite struct MeshRasterTests {
    /// An XRGB8888 canvas as packed 32-bit values, like SDL's RGB888 surfaces.
    struct Pixels {
        let width: Int, height: Int
        var words: [UInt32]
        init(_ width: Int, _ height: Int, fill: UInt32 = 0) {
            self.width = width
            self.height = height
            words = [UInt32](repeating: fill, count: width * height)
        }
        subscript(x: Int, y: Int) -> (r: Int, g: Int, b: Int, top: Int) {
            let w = words[y * width + x]
            return (Int(w >> 16 & 255), Int(w >> 8 & 255), Int(w & 255), Int(w >> 24))
        }
        mutating func blend(_ vertices: [Vertex], _ indices: [Int32], hasAlpha: Bool = false, clip: (Int, Int, Int, Int)? = nil) {
            let (w, h) = (width, height)
            words.withUnsafeMutableBytes { raw in
                guard let base = raw.baseAddress else { return }
                var canvas = PixelCanvas(base: base, width: w, height: h, pitch: w * 4, hasAlpha: hasAlpha)
                if let clip { canvas.clip = clip }
                MeshRaster.blend(vertices, indices: indices, into: canvas)
            }
        }
    }

    static func rect(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, _ color: Color) -> ([Vertex], [Int32]) {
        let v = [Vec2(x0, y0), Vec2(x1, y0), Vec2(x1, y1), Vec2(x0, y1)].map { Vertex(position: $0, color: color) }
        return (v, [0, 1, 2, 0, 2, 3])
    }

    @Test func pixelCentresDecideCoverage() {
        var p = Pixels(8, 4)
        let (v, i) = Self.rect(1.4, 0.4, 3.6, 1.6, Color(255, 255, 255))
        p.blend(v, i)
        // Centres 1.5, 2.5, 3.5 across, 0.5 and 1.5 down lie inside; 0.5 and 4.5 across do not.
        for y in 0..<4 {
            for x in 0..<8 {
                let inside = (1...3).contains(x) && (0...1).contains(y)
                #expect(p[x, y].r == (inside ? 255 : 0), "pixel \(x),\(y)")
            }
        }
    }

    @Test func aTranslucentFanBlendsEveryPixelOnce() {
        // A disc as a fan of 48 triangles, half transparent over black: every pixel is either
        // untouched or blended exactly once (128), never twice (192) on a shared edge.
        var p = Pixels(64, 64)
        let centre = Vec2(31.3, 32.6), radius: Float = 25.2
        var vertices = [Vertex(position: centre, color: Color(255, 255, 255, 128))]
        var indices: [Int32] = []
        for k in 0..<48 {
            let angle = Float(k) / 48 * 2 * Float.pi
            vertices.append(Vertex(position: Vec2(centre.x + radius * cosf(angle), centre.y + radius * sinf(angle)), color: Color(255, 255, 255, 128)))
            indices += [0, Int32(1 + k), Int32(1 + (k + 1) % 48)]
        }
        p.blend(vertices, indices)
        var covered = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let r = p[x, y].r
                #expect(r == 0 || r == 128, "pixel \(x),\(y) is \(r)")
                if r == 128 { covered += 1 }
            }
        }
        // A regular 48-gon's area: n/2 · r² · sin(2π/n).
        let area: Double = 24 * 25.2 * 25.2 * sin(2 * Double.pi / 48)
        #expect(abs(Double(covered) - area) < 0.03 * area, "\(covered) pixels covered for an area of \(area)")
    }

    @Test func coloursAreInterpolatedAcrossTheTriangle() {
        var p = Pixels(120, 120)
        let vertices = [
            Vertex(position: Vec2(0, 0), color: Color(255, 0, 0)), Vertex(position: Vec2(120, 0), color: Color(0, 255, 0)),
            Vertex(position: Vec2(0, 120), color: Color(0, 0, 255)),
        ]
        p.blend(vertices, [0, 1, 2])
        let nearRed = p[0, 0], middle = p[40, 40]
        #expect(nearRed.r >= 250 && nearRed.g <= 4 && nearRed.b <= 4, "\(nearRed)")
        // (40.5, 40.5) has barycentric weights 0.325, 0.3375, 0.3375.
        #expect(abs(middle.r - 83) <= 2 && abs(middle.g - 86) <= 2 && abs(middle.b - 86) <= 2, "\(middle)")
        #expect(p[100, 100].r == 0 && p[100, 100].b == 0, "outside stays black")
    }

    @Test func blendingUsesSDLsRoundedFormula() {
        var p = Pixels(4, 4, fill: 0x0064_C832)  // r 100, g 200, b 50
        let (v, i) = Self.rect(0, 0, 4, 4, Color(200, 0, 255, 77))
        p.blend(v, i)
        // out = (src × a + dst × (255 − a)) / 255, rounded: r (200·77 + 100·178)/255 = 130.2.
        let px = p[2, 2]
        #expect(px.r == 130 && px.g == 140 && px.b == 112, "\(px)")
        #expect(px.top == 0, "an XRGB canvas's padding byte is left alone")
    }

    @Test func anARGBCanvasBlendsAlphaToo() {
        var p = Pixels(4, 4, fill: 0)
        let (v, i) = Self.rect(0, 0, 4, 4, Color(255, 255, 255, 128))
        p.blend(v, i, hasAlpha: true)
        #expect(p[1, 1].top == 128 && p[1, 1].r == 128)
    }

    @Test func nothingOutsideTheClipChanges() {
        var p = Pixels(10, 10)
        let (v, i) = Self.rect(-5, -5, 15, 15, Color(255, 255, 255))
        p.blend(v, i, clip: (2, 3, 4, 5))
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (2..<6).contains(x) && (3..<8).contains(y)
                #expect(p[x, y].r == (inside ? 255 : 0), "pixel \(x),\(y)")
            }
        }
    }

    @Test func badGeometryIsSkippedWithoutHarm() {
        var p = Pixels(16, 16)
        let good = Vertex(position: Vec2(0, 0), color: .white)
        let vertices = [
            good, Vertex(position: Vec2(.nan, 3), color: .white), Vertex(position: Vec2(16, 16), color: .white),
            Vertex(position: Vec2(1e30, -1e30), color: .white), Vertex(position: Vec2(.infinity, 0), color: .white),
        ]
        // NaN, an index past the end, a negative index, a degenerate triangle, a leftover index.
        p.blend(vertices, [0, 1, 2, 0, 2, 9, -1, 0, 2, 0, 0, 2, 0, 4, 2, 1])
        #expect(p.words.allSatisfy { $0 == 0 }, "nothing drawn from bad triangles")
        // A huge triangle is clamped, not overflowed: it covers the canvas.
        p.blend(vertices, [0, 3, 2])
        #expect(p.words.contains { $0 != 0 })
        p.blend([], [])
    }
}
