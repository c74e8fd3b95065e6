import Foundation

extension Feather {
    /// The band around an ellipse between two sets of radii, as quads (four points in order
    /// around each), alpha `innerAlpha` on the inner ellipse and 0 on the outer: a
    /// feathered or soft edge for a mask that has its own texture mapping and clipping.
    /// - Parameters:
    ///   - inner: the x and y radii where the band is solid.
    ///   - outer: the x and y radii where it has faded out.
    public static func ellipseBand(center c: Vec2, inner: Vec2, outer: Vec2, innerAlpha: Float = 1, segments n: Int) -> [[FeatherPoint]] {
        guard n >= 3 else { return [] }
        var quads: [[FeatherPoint]] = []
        quads.reserveCapacity(n)
        var (c0, s0) = (Float(1), Float(0))
        for k in 0..<n {
            let angle = Double(k + 1) / Double(n) * 2 * Double.pi
            let (c1, s1) = (Float(cos(angle)), Float(sin(angle)))
            quads.append([
                FeatherPoint(Vec2(c.x + inner.x * c0, c.y + inner.y * s0), alpha: innerAlpha),
                FeatherPoint(Vec2(c.x + outer.x * c0, c.y + outer.y * s0), alpha: 0),
                FeatherPoint(Vec2(c.x + outer.x * c1, c.y + outer.y * s1), alpha: 0),
                FeatherPoint(Vec2(c.x + inner.x * c1, c.y + inner.y * s1), alpha: innerAlpha),
            ])
            (c0, s0) = (c1, s1)
        }
        return quads
    }
}
