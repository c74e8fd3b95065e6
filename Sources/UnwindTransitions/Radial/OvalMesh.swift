import Foundation
import UnwindDraw

/// Turns a mask oval over an image into draw commands: the inscribed rectangle as a plain
/// quad (the cheap blit covers most pixels), the four convex caps around it and the soft
/// edge ring as one textured mesh, all clipped on the CPU to the visible image.
public enum OvalMesh {
    /// Segments for a full turn so that the chord error stays under half a pixel at this
    /// radius: r(1 − cos(π/n)) < 0.5, within 24...2048 (≈ 210 for a 4K-diagonal circle).
    public static func segmentCount(radius: Float) -> Int {
        guard radius > 1 else { return 24 }
        let step = acos(1 - 0.5 / Double(radius))
        return min(max(Int((Double.pi / step).rounded(.up)), 24), 2048)
    }

    /// Commands that draw `image` inside `oval` (with a soft band `softness` wide centred
    /// on its edge), clipped to `clip`.
    public static func commands(image: ImageLayer, oval: Rect, softness: Float, clip: Rect) -> [DrawCommand] {
        let visible = clip.intersection(image.destination)
        guard !visible.isEmpty, oval.width > 0 || oval.height > 0 else { return [] }
        let c = oval.center
        let a = oval.width / 2, b = oval.height / 2
        let half = softness / 2
        let ia = max(a - half, 0), ib = max(b - half, 0)
        let oa = a + half, ob = b + half
        if oa < 0.01 || ob < 0.01 { return [] }
        // Whole image inside the solid oval: one quad.
        if ia > 0, ib > 0, [Vec2(visible.minX, visible.minY), Vec2(visible.maxX, visible.minY), Vec2(visible.minX, visible.maxY), Vec2(visible.maxX, visible.maxY)]
            .allSatisfy({ inside($0, c, ia, ib) }) {
            return [.quad(TexturedQuad(texture: image.texture, source: image.source(for: visible), destination: visible))]
        }
        // No overlap at all.
        if c.x + oa <= visible.minX || c.x - oa >= visible.maxX || c.y + ob <= visible.minY || c.y - ob >= visible.maxY { return [] }

        var commands: [DrawCommand] = []
        var mesh = MeshBuilder(image: image, clip: visible)
        let n = segmentCount(radius: max(oa, ob))
        // Inscribed rectangle of the solid oval, snapped inward to whole pixels.
        let hx = ia * 0.70710677, hy = ib * 0.70710677
        let left = (c.x - hx).rounded(.up), top = (c.y - hy).rounded(.up)
        let innerRect = Rect(x: left, y: top, width: (c.x + hx).rounded(.down) - left, height: (c.y + hy).rounded(.down) - top)
            .intersection(visible)
        if !innerRect.isEmpty, innerRect.width >= 4, innerRect.height >= 4 {
            commands.append(.quad(TexturedQuad(texture: image.texture, source: image.source(for: innerRect), destination: innerRect)))
            // Four caps: oval points beyond each side of the rectangle, reaching 1.5 px into it so no seam shows.
            let overlap: Float = 1.5 * 1.4142135
            for side in 0..<4 {
                var cap: [Vec2] = []
                let from = Double(side) * Double.pi / 2 - Double.pi / 4
                let steps = max(n / 4, 6)
                for k in 0...steps {
                    let angle = from + Double(k) / Double(steps) * Double.pi / 2
                    cap.append(Vec2(c.x + ia * Float(cos(angle)), c.y + ib * Float(sin(angle))))
                }
                // Close the cap along the diagonals toward the centre, so neighbouring caps
                // share an edge and the chord sits inside the square.
                let first = cap[0], last = cap[cap.count - 1]
                cap.append(last + (c - last) * (overlap / max((c - last).length, 1e-3)))
                cap.insert(first + (c - first) * (overlap / max((c - first).length, 1e-3)), at: 0)
                mesh.addConvex(cap.map { ($0, Float(1)) })
            }
        } else if ia > 0, ib > 0 {
            var disc: [(Vec2, Float)] = []
            for k in 0..<n {
                let angle = Double(k) / Double(n) * 2 * Double.pi
                disc.append((Vec2(c.x + ia * Float(cos(angle)), c.y + ib * Float(sin(angle))), 1))
            }
            mesh.addConvex(disc)
        }
        if softness > 0 {
            for k in 0..<n {
                let a0 = Double(k) / Double(n) * 2 * Double.pi, a1 = Double(k + 1) / Double(n) * 2 * Double.pi
                let (c0, s0, c1, s1) = (Float(cos(a0)), Float(sin(a0)), Float(cos(a1)), Float(sin(a1)))
                mesh.addConvex([
                    (Vec2(c.x + ia * c0, c.y + ib * s0), 1), (Vec2(c.x + oa * c0, c.y + ob * s0), 0),
                    (Vec2(c.x + oa * c1, c.y + ob * s1), 0), (Vec2(c.x + ia * c1, c.y + ib * s1), 1),
                ])
            }
        }
        if let polygon = mesh.polygon { commands.append(.polygon(polygon)) }
        return commands
    }

    private static func inside(_ p: Vec2, _ c: Vec2, _ a: Float, _ b: Float) -> Bool {
        let dx = (p.x - c.x) / a, dy = (p.y - c.y) / b
        return dx * dx + dy * dy <= 1
    }

}
