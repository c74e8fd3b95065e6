extension Feather {
    /// A filled convex polygon (corners in order, either way round) with anti-aliased
    /// sides, as one untextured mesh: the corners inset by half the ramp carry the colour,
    /// the same corners outset by half the ramp carry none. Corners are mitred up to four
    /// times the ramp, so sharp tips stay close to their true shape.
    public static func convexPolygon(_ points: [Vec2], color: Color, feather: Float = defaultWidth) -> TexturedPolygon {
        var corners: [Vec2] = []
        for p in points where corners.last.map({ (p - $0).length >= 1e-4 }) ?? true { corners.append(p) }
        if corners.count > 2, let first = corners.first, let last = corners.last, (first - last).length < 1e-4 { corners.removeLast() }
        let n = corners.count
        guard n >= 3 else { return TexturedPolygon(texture: nil, vertices: [], indices: []) }
        var area: Float = 0
        for i in 0..<n {
            let a = corners[i], b = corners[(i + 1) % n]
            area += a.x * b.y - b.x * a.y
        }
        // Screen y points down: a positive signed area runs clockwise on screen, and the
        // outward normal of edge a→b is then (dy, −dx).
        let outwardSign: Float = area >= 0 ? 1 : -1
        func outward(_ a: Vec2, _ b: Vec2) -> Vec2 {
            let d = b - a
            let length = max(d.length, 1e-6)
            return Vec2(d.y, -d.x) * (outwardSign / length)
        }
        let half = max(feather, 0) / 2
        let solid = color, clear = color.withOpacity(0)
        var vertices: [Vertex] = []
        vertices.reserveCapacity(2 * n)
        for i in 0..<n {
            let n1 = outward(corners[(i + n - 1) % n], corners[i]), n2 = outward(corners[i], corners[(i + 1) % n])
            var bisector = n1 + n2
            bisector = bisector.length > 1e-4 ? bisector * (1 / bisector.length) : n1
            let cosine = bisector.x * n1.x + bisector.y * n1.y
            let offset = bisector * (half / max(cosine, 0.25))
            vertices.append(Vertex(position: corners[i] - offset, color: solid))
            vertices.append(Vertex(position: corners[i] + offset, color: clear))
        }
        var indices: [Int32] = []
        indices.reserveCapacity(3 * (n - 2) + 6 * n)
        for i in 1..<Int32(n - 1) {
            indices.append(contentsOf: [0, 2 * i, 2 * (i + 1)])
        }
        if half > 0 {
            for i in 0..<Int32(n) {
                let j = (i + 1) % Int32(n)
                indices.append(contentsOf: [2 * i, 2 * i + 1, 2 * j + 1, 2 * i, 2 * j + 1, 2 * j])
            }
        }
        return TexturedPolygon(texture: nil, vertices: vertices, indices: indices)
    }
}
