import Foundation

extension Feather {
    /// A filled circle with an anti-aliased rim, as one untextured mesh: a solid fan out to
    /// `radius − feather/2` and a ramp to `radius + feather/2`. A disc narrower than the ramp
    /// fades instead of vanishing abruptly, so a growing or shrinking dot stays smooth.
    /// - Parameter segments: around the circle; by default enough for a quarter-pixel outline.
    public static func disc(center c: Vec2, radius: Float, color: Color, feather: Float = defaultWidth, segments: Int? = nil) -> TexturedPolygon {
        guard radius > 0, radius.isFinite else { return TexturedPolygon(texture: nil, vertices: [], indices: []) }
        let f = max(feather, 0)
        let n = max(segments ?? segmentCount(radius: radius + f / 2), 3)
        let inner = max(radius - f / 2, 0), outer = radius + f / 2
        let core = color.withOpacity(f > 0 ? min(1, 2 * radius / f) : 1), clear = color.withOpacity(0)
        var vertices: [Vertex] = [Vertex(position: c, color: core)]
        vertices.reserveCapacity(1 + 2 * n)
        var indices: [Int32] = []
        indices.reserveCapacity(9 * n)
        for k in 0..<n {
            let angle = Double(k) / Double(n) * 2 * Double.pi
            let u = Vec2(Float(cos(angle)), Float(sin(angle)))
            vertices.append(Vertex(position: c + u * inner, color: core))
            vertices.append(Vertex(position: c + u * outer, color: clear))
        }
        for k in 0..<Int32(n) {
            let i0 = 1 + 2 * k, o0 = i0 + 1
            let i1 = 1 + 2 * ((k + 1) % Int32(n)), o1 = i1 + 1
            indices.append(contentsOf: [0, i0, i1, i0, o0, o1, i0, o1, i1])
        }
        return TexturedPolygon(texture: nil, vertices: vertices, indices: indices)
    }

    /// A ring (or an arc of one) `width` pixels wide centred on `radius`, both rims and an
    /// arc's ends anti-aliased: a countdown ring, a halo.
    /// - Parameters:
    ///   - start: radians from the +x axis, clockwise on screen (y down); −π/2 is twelve o'clock.
    ///   - sweep: radians drawn from `start` (negative runs counter-clockwise); a full turn
    ///     or more closes the ring.
    public static func ring(
        center c: Vec2, radius: Float, width: Float, color: Color, start: Float = 0, sweep: Float = 2 * .pi, feather: Float = defaultWidth, segments: Int? = nil
    ) -> TexturedPolygon {
        guard radius > 0, width > 0, radius.isFinite, width.isFinite, sweep != 0 else { return TexturedPolygon(texture: nil, vertices: [], indices: []) }
        let full = abs(sweep) >= 2 * .pi - 1e-4
        let around = max(segments ?? segmentCount(radius: radius + width / 2 + feather / 2), 3)
        let steps = full ? around : max(2, Int((Float(around) * abs(sweep) / (2 * .pi)).rounded(.up)))
        let points = (0..<(full ? steps : steps + 1)).map { i -> Vec2 in
            let angle = start + sweep * Float(i) / Float(steps)
            return Vec2(c.x + radius * cos(angle), c.y + radius * sin(angle))
        }
        return polyline(points, widths: [width], colors: [color], closed: full, feather: feather)
    }
}
