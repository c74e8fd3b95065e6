import UnwindDraw

/// Collects convex polygons over one image into a single textured mesh, clipping each to
/// a rectangle on the CPU (Sutherland–Hodgman) so no vertex lands far off screen and the
/// rasteriser never touches pixels outside the image.
struct MeshBuilder {
    let image: ImageLayer
    let clip: Rect
    private(set) var vertices: [Vertex] = []
    private(set) var indices: [Int32] = []
    private let uvScale: Vec2
    private let uvOffset: Vec2

    init(image: ImageLayer, clip: Rect) {
        self.image = image
        self.clip = clip
        let extent = image.textureExtent
        let sx = image.source.width / max(image.destination.width, .leastNonzeroMagnitude)
        let sy = image.source.height / max(image.destination.height, .leastNonzeroMagnitude)
        uvScale = Vec2(sx / extent.x, sy / extent.y)
        uvOffset = Vec2((image.source.x - image.destination.x * sx) / extent.x, (image.source.y - image.destination.y * sy) / extent.y)
    }

    /// The mesh so far, or `nil` when nothing survived clipping.
    var polygon: TexturedPolygon? {
        indices.isEmpty ? nil : TexturedPolygon(texture: image.texture, vertices: vertices, indices: indices)
    }

    /// Adds a convex polygon given as (position, alpha) pairs in order around it, clipped
    /// to the builder's rectangle and, if given, to `region` too.
    mutating func addConvex(_ points: [(Vec2, Float)], within region: Rect? = nil) {
        let clip = region.map { self.clip.intersection($0) } ?? self.clip
        guard !clip.isEmpty else { return }
        var poly = points
        poly = clipped(poly) {
            $0.x >= clip.minX
        } intersect: { a, b in
            (clip.minX - a.x) / (b.x - a.x)
        }
        poly = clipped(poly) {
            $0.x <= clip.maxX
        } intersect: { a, b in
            (clip.maxX - a.x) / (b.x - a.x)
        }
        poly = clipped(poly) {
            $0.y >= clip.minY
        } intersect: { a, b in
            (clip.minY - a.y) / (b.y - a.y)
        }
        poly = clipped(poly) {
            $0.y <= clip.maxY
        } intersect: { a, b in
            (clip.maxY - a.y) / (b.y - a.y)
        }
        guard poly.count >= 3 else { return }
        let base = Int32(vertices.count)
        for (point, alpha) in poly {
            // Intersections can land a rounding error outside the clip; SDL rejects a whole
            // mesh if any uv leaves 0...1, so snap both back.
            let p = Vec2(min(max(point.x, clip.minX), clip.maxX), min(max(point.y, clip.minY), clip.maxY))
            let uv = Vec2(min(max(uvOffset.x + p.x * uvScale.x, 0), 1), min(max(uvOffset.y + p.y * uvScale.y, 0), 1))
            vertices.append(Vertex(position: p, uv: uv, color: Color(255, 255, 255, UInt8((min(max(alpha, 0), 1) * 255).rounded()))))
        }
        for i in 1..<(Int32(poly.count) - 1) {
            indices.append(base)
            indices.append(base + i)
            indices.append(base + i + 1)
        }
    }

    /// One Sutherland–Hodgman pass against a half-plane, interpolating alpha on cut edges.
    private func clipped(_ poly: [(Vec2, Float)], keep: (Vec2) -> Bool, intersect: (Vec2, Vec2) -> Float) -> [(Vec2, Float)] {
        guard !poly.isEmpty else { return [] }
        var out: [(Vec2, Float)] = []
        out.reserveCapacity(poly.count + 4)
        var previous = poly[poly.count - 1]
        var previousInside = keep(previous.0)
        for current in poly {
            let currentInside = keep(current.0)
            if currentInside != previousInside {
                let t = intersect(previous.0, current.0)
                out.append((previous.0 + (current.0 - previous.0) * t, previous.1 + (current.1 - previous.1) * t))
            }
            if currentInside { out.append(current) }
            previous = current
            previousInside = currentInside
        }
        return out
    }
}
