import Foundation
import UnwindDraw

/// Turns a mask oval over an image into draw commands: the solid oval as horizontal bands
/// whose inner rectangles are plain quads (blits cover most pixels) and whose edge slivers,
/// with the soft edge ring, form one textured mesh, all clipped on the CPU to the visible image.
public enum OvalMesh {
    /// Segments for a full turn so that the outline strays from the true oval by less than
    /// a quarter pixel at this radius (`Feather.segmentCount`: 24...2048, ≈ 300 for a
    /// 4K-diagonal circle): with an anti-aliased edge, facets would show before stair-steps.
    public static func segmentCount(radius: Float) -> Int {
        Feather.segmentCount(radius: radius)
    }

    /// Commands that draw `image` inside `oval`, clipped to `clip`, with an edge band
    /// `softness` wide centred on the oval's outline where alpha falls from 1 to 0: a
    /// `Feather.defaultWidth` band is an anti-aliased edge, a wider one a soft edge, 0 a
    /// stair-stepped one. An oval smaller than its band is drawn only partly opaque, so a
    /// mask growing from a point starts from nothing.
    public static func commands(image: ImageLayer, oval: Rect, softness: Float, clip: Rect) -> [DrawCommand] {
        let visible = clip.intersection(image.destination)
        guard !visible.isEmpty, oval.width > 0 || oval.height > 0 else { return [] }
        let c = oval.center
        let a = oval.width / 2, b = oval.height / 2
        let half = max(softness, 0) / 2
        let ia = max(a - half, 0), ib = max(b - half, 0)
        let oa = a + half, ob = b + half
        let innerAlpha = half > 0 ? min(1, min(a, b) / half) : 1
        if oa < 0.01 || ob < 0.01 || innerAlpha <= 0 { return [] }
        // Whole image inside the solid oval: one quad.
        if ia > 0, ib > 0,
            [Vec2(visible.minX, visible.minY), Vec2(visible.maxX, visible.minY), Vec2(visible.minX, visible.maxY), Vec2(visible.maxX, visible.maxY)]
                .allSatisfy({ inside($0, c, ia, ib) })
        {
            return [.quad(TexturedQuad(texture: image.texture, source: image.source(for: visible), destination: visible))]
        }
        // No overlap at all.
        if c.x + oa <= visible.minX || c.x - oa >= visible.maxX || c.y + ob <= visible.minY || c.y - ob >= visible.maxY { return [] }

        var commands: [DrawCommand] = []
        var mesh = MeshBuilder(image: image, clip: visible)
        let n = segmentCount(radius: max(oa, ob))
        if ia > 0, ib > 0 {
            let disc: [(Vec2, Float)] = (0..<n).map { k in
                let angle = Double(k) / Double(n) * 2 * Double.pi
                return (Vec2(c.x + ia * Float(cos(angle)), c.y + ib * Float(sin(angle))), 1)
            }
            commands += solidBands(disc: disc, center: c, ia: ia, ib: ib, visible: visible, image: image, mesh: &mesh)
        }
        if half > 0 {
            for quad in Feather.ellipseBand(center: c, inner: Vec2(ia, ib), outer: Vec2(oa, ob), innerAlpha: innerAlpha, segments: n) {
                mesh.addConvex(quad.map { ($0.position, $0.alpha) })
            }
        }
        if let polygon = mesh.polygon { commands.append(.polygon(polygon)) }
        return commands
    }

    /// The solid oval as horizontal bands: in each, the widest whole-pixel rectangle inside
    /// the oval is a plain quad (a blit) and only the slivers left and right of it are
    /// triangles, reaching 1.5 px under the quad so no seam shows. About 48 bands keep the
    /// triangle area near a sixth of the oval's, which is what the software rasteriser pays for.
    private static func solidBands(disc: [(Vec2, Float)], center c: Vec2, ia: Float, ib: Float, visible: Rect, image: ImageLayer, mesh: inout MeshBuilder)
        -> [DrawCommand]
    {
        var quads: [DrawCommand] = []
        let overlap: Float = 1.5
        let top = max(visible.minY, (c.y - ib).rounded(.down)), bottom = min(visible.maxY, (c.y + ib).rounded(.up))
        let bandHeight = max(4, ((2 * ib) / 48).rounded(.up))
        var y0 = top
        while y0 < bottom {
            let y1 = min(y0 + bandHeight, bottom)
            let dy = max(abs(y0 - c.y), abs(y1 - c.y))
            let halfWidth = dy < ib ? ia * (1 - (dy / ib) * (dy / ib)).squareRoot() : 0
            let left = max((c.x - halfWidth).rounded(.up), visible.minX), right = min((c.x + halfWidth).rounded(.down), visible.maxX)
            if right - left >= 4 {
                let rect = Rect(x: left, y: y0, width: right - left, height: y1 - y0)
                quads.append(.quad(TexturedQuad(texture: image.texture, source: image.source(for: rect), destination: rect)))
                if left > visible.minX {
                    mesh.addConvex(disc, within: Rect(x: visible.minX, y: y0, width: left + overlap - visible.minX, height: y1 - y0))
                }
                if right < visible.maxX {
                    mesh.addConvex(disc, within: Rect(x: right - overlap, y: y0, width: visible.maxX - right + overlap, height: y1 - y0))
                }
            } else {
                mesh.addConvex(disc, within: Rect(x: visible.minX, y: y0, width: visible.width, height: y1 - y0))
            }
            y0 = y1
        }
        return quads
    }

    private static func inside(_ p: Vec2, _ c: Vec2, _ a: Float, _ b: Float) -> Bool {
        let dx = (p.x - c.x) / a, dy = (p.y - c.y) / b
        return dx * dx + dy * dy <= 1
    }

}
