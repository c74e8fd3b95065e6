import Foundation
import UnwindDraw

/// The shapes a breathing frame is made of, in screen pixels.
extension SpiralDrawBuilder {
    /// A thick line through `points`, one colour per point or one for all.
    func line(into list: inout DrawList, _ points: [Vec2], width: Float, colors: [Color], roundCaps: Bool = false) {
        list.strip(.polyline(points, width: width, colors: colors))
    }

    /// A filled disc.
    func disc(into list: inout DrawList, _ center: Vec2, radius: Float, color: Color) {
        let n = Self.segments(radius)
        let vertices = (0..<n).map { i -> Vertex in
            let a = Float(i) / Float(n) * 2 * .pi
            return Vertex(position: Vec2(center.x + radius * cos(a), center.y + radius * sin(a)), color: color)
        }
        list.polygon(.convex(texture: nil, vertices: vertices))
    }

    /// A whole ring of stroke `width` centred on `radius`.
    func ring(into list: inout DrawList, _ center: Vec2, radius: Float, width: Float, color: Color) {
        let n = Self.segments(radius)
        let points = (0...n).map { i -> Vec2 in
            let a = Float(i) / Float(n) * 2 * .pi
            return Vec2(center.x + radius * cos(a), center.y + radius * sin(a))
        }
        line(into: &list, points, width: width, colors: [color])
    }

    /// The part of a ring from twelve o'clock clockwise through `fraction` of a turn.
    func arc(into list: inout DrawList, _ center: Vec2, radius: Float, width: Float, fraction: Float, color: Color) {
        let n = max(2, Int(Float(Self.segments(radius)) * fraction) + 1)
        let points = (0..<n).map { i -> Vec2 in
            let a = fraction * Float(i) / Float(n - 1) * 2 * .pi - .pi / 2
            return Vec2(center.x + radius * cos(a), center.y + radius * sin(a))
        }
        line(into: &list, points, width: width, colors: [color], roundCaps: true)
    }

    /// Segments for a circle of `radius` pixels: enough that the polygon is within a
    /// quarter pixel of the true circle.
    static func segments(_ radius: Float) -> Int {
        min(max(Int((Float.pi * (2 * max(radius, 1)).squareRoot() * 1.2).rounded(.up)), 24), 256)
    }
}
