extension Feather {
    /// A thick line through `points` with anti-aliased sides and ends, as one untextured
    /// mesh: per point, a solid core and a ramp on either side; open lines get feathered
    /// caps half a ramp beyond their ends. Joints are mitred (up to twice the width at
    /// sharp turns), so a smooth curve keeps its width all along.
    /// - Parameters:
    ///   - widths: one width per point (the line swells and thins between them) or one for all.
    ///   - colors: one colour per point (a gradient along the line) or one for all; each
    ///     colour's own alpha is kept and multiplied by the edge coverage.
    ///   - closed: joins the last point back to the first (a ring), without caps.
    /// - Complexity: O(points); 4 vertices and 6 triangles per point.
    public static func polyline(_ points: [Vec2], widths: [Float], colors: [Color], closed: Bool = false, feather: Float = defaultWidth) -> TexturedPolygon {
        guard !widths.isEmpty, !colors.isEmpty else { return TexturedPolygon(texture: nil, vertices: [], indices: []) }
        var pts: [Vec2] = [], ws: [Float] = [], cs: [Color] = []
        pts.reserveCapacity(points.count)
        for i in points.indices {
            if let last = pts.last, (points[i] - last).length < 1e-4 { continue }
            pts.append(points[i])
            ws.append(max(widths.count == points.count ? widths[i] : widths[0], 0))
            cs.append(colors.count == points.count ? colors[i] : colors[0])
        }
        if closed, pts.count > 2, let first = pts.first, let last = pts.last, (first - last).length < 1e-4 {
            pts.removeLast()
            ws.removeLast()
            cs.removeLast()
        }
        let closed = closed && pts.count >= 3
        guard pts.count >= 2 else { return TexturedPolygon(texture: nil, vertices: [], indices: []) }
        let f = max(feather, 0)
        let m = pts.count
        var vertices: [Vertex] = []
        vertices.reserveCapacity((m + 2) * 4)
        var indices: [Int32] = []
        indices.reserveCapacity((m + 1) * 18)

        func direction(_ from: Vec2, _ to: Vec2) -> Vec2 {
            let d = to - from
            let length = d.length
            return length > 0 ? d * (1 / length) : Vec2(1, 0)
        }
        /// Appends one row of four vertices across the line at `p`: outer, inner, inner, outer.
        func row(_ p: Vec2, normal: Vec2, miter: Float, width: Float, color: Color, fade: Float) {
            let half = width / 2
            let inner = max(half - f / 2, 0) * miter, outer = (half + f / 2) * miter
            let core = (f > 0 ? min(1, width / f) : 1) * fade
            let solid = color.withOpacity(core), clear = color.withOpacity(0)
            vertices.append(Vertex(position: p + normal * outer, color: clear))
            vertices.append(Vertex(position: p + normal * inner, color: solid))
            vertices.append(Vertex(position: p - normal * inner, color: solid))
            vertices.append(Vertex(position: p - normal * outer, color: clear))
        }
        /// Joins the rows starting at vertices `a` and `b` with three quads.
        func join(_ a: Int32, _ b: Int32) {
            for j: Int32 in 0..<3 {
                indices.append(contentsOf: [a + j, a + j + 1, b + j + 1, a + j, b + j + 1, b + j])
            }
        }

        var lastTangent = Vec2(1, 0)
        for i in 0..<m {
            let prev: Vec2? = i > 0 ? pts[i - 1] : (closed ? pts[m - 1] : nil)
            let next: Vec2? = i < m - 1 ? pts[i + 1] : (closed ? pts[0] : nil)
            let d1 = prev.map { direction($0, pts[i]) }, d2 = next.map { direction(pts[i], $0) }
            let incoming = d1 ?? d2 ?? Vec2(1, 0), outgoing = d2 ?? incoming
            var tangent = incoming + outgoing
            tangent = tangent.length > 1e-3 ? tangent * (1 / tangent.length) : incoming
            let normal = Vec2(-tangent.y, tangent.x)
            let cosine = normal.x * -incoming.y + normal.y * incoming.x
            let miter = 1 / max(cosine, 0.5)
            if i == m - 1 { lastTangent = tangent }
            if i == 0, !closed {
                row(pts[0] - tangent * (f / 2), normal: normal, miter: 1, width: ws[0], color: cs[0], fade: 0)
            }
            row(pts[i], normal: normal, miter: miter, width: ws[i], color: cs[i], fade: 1)
            let current = Int32(vertices.count - 4)
            if current >= 4 { join(current - 4, current) }
        }
        if closed {
            join(Int32(vertices.count - 4), 0)
        } else {
            let normal = Vec2(-lastTangent.y, lastTangent.x)
            row(pts[m - 1] + lastTangent * (f / 2), normal: normal, miter: 1, width: ws[m - 1], color: cs[m - 1], fade: 0)
            join(Int32(vertices.count - 8), Int32(vertices.count - 4))
        }
        return TexturedPolygon(texture: nil, vertices: vertices, indices: indices)
    }
}
