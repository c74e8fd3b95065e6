import Foundation
import Testing
import UnwindDraw

/// The geometry of feathered meshes: where the solid and the transparent vertices go.
@Suite struct FeatherTests {
    func alphas(_ polygon: TexturedPolygon) -> Set<UInt8> { Set(polygon.vertices.map(\.color.a)) }

    @Test func straightLineHasACoreARampAndCaps() {
        let line = Feather.polyline([Vec2(0, 0), Vec2(100, 0)], widths: [4], colors: [.white], feather: 1)
        #expect(line.vertices.count == 16, "two rows and two caps of four vertices: \(line.vertices.count)")
        #expect(line.indices.count == 54, "three joins of six triangles: \(line.indices.count)")
        let row = line.vertices[4..<8].map(\.position)
        #expect(row == [Vec2(0, 2.5), Vec2(0, 1.5), Vec2(0, -1.5), Vec2(0, -2.5)], "ramp from 1.5 to 2.5 px either side: \(row)")
        #expect(line.vertices[4..<8].map(\.color.a) == [0, 255, 255, 0])
        let caps = Array(line.vertices[0..<4]) + Array(line.vertices[12..<16])
        #expect(
            caps.allSatisfy { $0.color.a == 0 } && caps[0].position.x == -0.5 && caps[4].position.x == 100.5,
            "caps half a ramp beyond the ends: \(caps.map(\.position))")
        #expect(line.indices.allSatisfy { $0 >= 0 && Int($0) < line.vertices.count })
    }

    @Test func widthsAndColoursFollowThePoints() {
        let red = Color(255, 0, 0), blue = Color(0, 0, 255, 128)
        let line = Feather.polyline([Vec2(0, 0), Vec2(10, 0), Vec2(20, 0)], widths: [2, 6, 10], colors: [red, .white, blue], feather: 1)
        #expect(line.vertices[5].position == Vec2(0, 0.5) && line.vertices[9].position == Vec2(10, 2.5) && line.vertices[13].position == Vec2(20, 4.5))
        #expect(line.vertices[5].color == red && line.vertices[13].color == blue, "each point's colour, its own alpha kept: \(line.vertices[13].color)")
        #expect(line.vertices[12].color.a == 0)
    }

    @Test func aLineThinnerThanTheRampFadesInsteadOfVanishing() {
        let line = Feather.polyline([Vec2(0, 0), Vec2(10, 0)], widths: [0.5], colors: [.white], feather: 1.25)
        #expect(line.vertices[5].color.a == 102, "0.5 px of a 1.25 px ramp: 40 % alpha, got \(line.vertices[5].color.a)")
        #expect(line.vertices[5].position == line.vertices[6].position, "no solid core")
    }

    @Test func sharpTurnsAreMitredButBounded() {
        let corner = Feather.polyline([Vec2(0, 0), Vec2(10, 0), Vec2(10, 10)], widths: [4], colors: [.white], feather: 0)
        let outer = corner.vertices[8].position, inner = corner.vertices[11].position
        // A right angle: the mitre reaches √2 × the half width along the diagonal.
        #expect(abs((outer - Vec2(10, 0)).length - 2 * Float(2).squareRoot()) < 1e-4, "mitre \(outer)")
        #expect(abs((inner - Vec2(10, 0)).length - 2 * Float(2).squareRoot()) < 1e-4, "mitre \(inner)")
        let hairpin = Feather.polyline([Vec2(0, 0), Vec2(10, 0), Vec2(0, 0.01)], widths: [4], colors: [.white], feather: 0)
        #expect(hairpin.vertices.allSatisfy { (($0.position - Vec2(10, 0)).length) < 20 }, "a hairpin does not spike")
    }

    @Test func closedRingsHaveNoCaps() {
        let square = [Vec2(0, 0), Vec2(10, 0), Vec2(10, 10), Vec2(0, 10)]
        let ring = Feather.polyline(square, widths: [2], colors: [.white], closed: true)
        #expect(ring.vertices.count == 16 && ring.indices.count == 4 * 18, "\(ring.vertices.count) vertices, \(ring.indices.count) indices")
        let repeated = Feather.polyline(square + [Vec2(0, 0)], widths: [2], colors: [.white], closed: true)
        #expect(repeated.vertices.count == 16, "a repeated first point is dropped")
    }

    @Test func discRampStraddlesTheRadius() {
        let disc = Feather.disc(center: Vec2(50, 50), radius: 10, color: .white, feather: 1)
        let distances = disc.vertices.dropFirst().map { (($0.position - Vec2(50, 50)).length * 1000).rounded() / 1000 }
        #expect(Set(distances) == [9.5, 10.5], "inner ring at r − ½, outer at r + ½: \(Set(distances))")
        for v in disc.vertices.dropFirst() {
            let d = (v.position - Vec2(50, 50)).length
            #expect(v.color.a == (d < 10 ? 255 : 0), "alpha \(v.color.a) at \(d)")
        }
        let n = Feather.segmentCount(radius: 10.5)
        #expect(disc.vertices.count == 1 + 2 * n && disc.indices.count == 9 * n)
        #expect(Feather.disc(center: .zero, radius: 0.25, color: .white, feather: 1).vertices[0].color.a == 128, "a dot smaller than the ramp is half covered")
        #expect(Feather.disc(center: .zero, radius: 0, color: .white).vertices.isEmpty)
        #expect(Feather.disc(center: .zero, radius: .nan, color: .white).vertices.isEmpty)
    }

    @Test func arcStartsWhereAskedAndRingsClose() {
        let arc = Feather.ring(center: Vec2(0, 0), radius: 20, width: 4, color: .white, start: -.pi / 2, sweep: .pi)
        // Row 1 is the first point on the arc (row 0 is the cap): twelve o'clock.
        let first = (arc.vertices[5].position + arc.vertices[6].position) * 0.5
        #expect((first - Vec2(0, -20)).length < 1e-3, "starts at twelve o'clock: \(first)")
        let last = (arc.vertices[arc.vertices.count - 7].position + arc.vertices[arc.vertices.count - 6].position) * 0.5
        #expect((last - Vec2(0, 20)).length < 1e-3, "a half turn clockwise ends at six: \(last)")
        let full = Feather.ring(center: .zero, radius: 20, width: 4, color: .white)
        #expect(full.vertices.allSatisfy { abs($0.position.length - 20) <= 2.7 }, "a closed ring has no caps sticking out")
    }

    @Test(arguments: [false, true])
    func convexPolygonInsetsAndOutsetsEitherWayRound(reversed: Bool) {
        let square = [Vec2(0, 0), Vec2(10, 0), Vec2(10, 10), Vec2(0, 10)]
        let polygon = Feather.convexPolygon(reversed ? square.reversed() : square, color: .white, feather: 1)
        func rounded(_ p: Vec2) -> Vec2 { Vec2((p.x * 1000).rounded() / 1000, (p.y * 1000).rounded() / 1000) }
        let solid = Set(polygon.vertices.filter { $0.color.a == 255 }.map { rounded($0.position) })
        let clear = Set(polygon.vertices.filter { $0.color.a == 0 }.map { rounded($0.position) })
        #expect(solid == [Vec2(0.5, 0.5), Vec2(9.5, 0.5), Vec2(9.5, 9.5), Vec2(0.5, 9.5)], "inset by half the ramp: \(solid)")
        #expect(clear == [Vec2(-0.5, -0.5), Vec2(10.5, -0.5), Vec2(10.5, 10.5), Vec2(-0.5, 10.5)], "outset by half the ramp: \(clear)")
        #expect(polygon.indices.count == 3 * 2 + 6 * 4)
    }

    @Test func degenerateInputIsEmptyNotATrap() {
        #expect(Feather.polyline([], widths: [1], colors: [.white]).vertices.isEmpty)
        #expect(Feather.polyline([Vec2(1, 1), Vec2(1, 1)], widths: [1], colors: [.white]).vertices.isEmpty)
        #expect(Feather.polyline([Vec2(0, 0), Vec2(1, 1)], widths: [], colors: [.white]).vertices.isEmpty)
        #expect(Feather.convexPolygon([Vec2(0, 0), Vec2(1, 1)], color: .white).vertices.isEmpty)
        #expect(Feather.ring(center: .zero, radius: 10, width: 0, color: .white).vertices.isEmpty)
        #expect(Feather.ring(center: .zero, radius: 10, width: 2, color: .white, sweep: 0).vertices.isEmpty)
    }

    @Test func segmentCountKeepsTheOutlineWithinAQuarterPixel() {
        for r: Float in [5, 50, 500, 2203, 4406] {
            let n = Feather.segmentCount(radius: r)
            let error = Double(r) * (1 - cos(Double.pi / Double(n)))
            #expect(error < 0.25, "radius \(r): \(n) segments, error \(error)")
        }
        #expect(Feather.segmentCount(radius: .infinity) == 2048 && Feather.segmentCount(radius: .nan) == 24)
    }

    @Test func ellipseBandRunsAllTheWayRound() {
        let band = Feather.ellipseBand(center: Vec2(0, 0), inner: Vec2(10, 5), outer: Vec2(11, 6), innerAlpha: 0.5, segments: 8)
        #expect(band.count == 8)
        #expect(band[0][0] == FeatherPoint(Vec2(10, 0), alpha: 0.5) && band[0][1] == FeatherPoint(Vec2(11, 0), alpha: 0))
        #expect((band[7][2].position - Vec2(11, 0)).length < 1e-4, "the last quad closes on the first")
    }
}
