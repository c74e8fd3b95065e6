extension DrawCommand {
    /// The rectangle this command may write inside `bounds`: whole pixels, and a pixel of
    /// margin for meshes (SDL's half-pixel snap, feathered rims); all of `bounds` where it
    /// cannot be known cheaply (text, turned quads, a mesh with a vertex not finite); nil for
    /// a clip, which writes nothing. What a renderer keeping or reordering pixels must assume
    /// each command touches (`RetainedPixels`, `DrawList.pairingFades`).
    public func extent(in bounds: Rect) -> Rect? {
        switch self {
        case .quad(let quad):
            return quad.rotation == 0 ? quad.destination.outwardToWholePixels.intersection(bounds) : bounds
        case .fillRect(let rect, _), .multiply(let rect, _):
            return rect.outwardToWholePixels.intersection(bounds)
        case .polygon(let polygon):
            return Self.box(polygon.vertices, bounds)
        case .strip(let strip):
            return Self.box(strip.vertices, bounds)
        case .text:
            return bounds
        case .clip:
            return nil
        }
    }

    /// The vertices' bounding box, a pixel wider on every side, inside `bounds`.
    private static func box(_ vertices: [Vertex], _ bounds: Rect) -> Rect {
        guard let first = vertices.first else { return .zero }
        if vertices.contains(where: { !$0.position.x.isFinite || !$0.position.y.isFinite }) { return bounds }
        var x0 = first.position.x, y0 = first.position.y, x1 = x0, y1 = y0
        for v in vertices {
            x0 = min(x0, v.position.x)
            y0 = min(y0, v.position.y)
            x1 = max(x1, v.position.x)
            y1 = max(y1, v.position.y)
        }
        return Rect(x: x0 - 1, y: y0 - 1, width: x1 - x0 + 2, height: y1 - y0 + 2).outwardToWholePixels.intersection(bounds)
    }
}

extension Rect {
    /// This rectangle grown to whole pixels.
    public var outwardToWholePixels: Rect {
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }
}
