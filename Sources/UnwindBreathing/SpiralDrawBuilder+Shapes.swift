import Foundation
import UnwindDraw

/// The shapes a breathing frame is made of, in screen pixels, all with anti-aliased edges
/// (UnwindDraw's `Feather` meshes: a sub-pixel alpha ramp on every edge, smooth on the
/// software and GPU renderers alike).
extension SpiralDrawBuilder {
    /// A thick line through `points`, one colour per point or one for all.
    func line(into list: inout DrawList, _ points: [Vec2], width: Float, colors: [Color]) {
        add(Feather.polyline(points, widths: [width], colors: colors), to: &list)
    }

    /// A filled disc; `softness` widens the rim's ramp beyond the anti-aliasing pixel.
    func disc(into list: inout DrawList, _ center: Vec2, radius: Float, color: Color, softness: Float = Feather.defaultWidth) {
        add(Feather.disc(center: center, radius: radius, color: color, feather: softness), to: &list)
    }

    /// A whole ring of stroke `width` centred on `radius`.
    func ring(into list: inout DrawList, _ center: Vec2, radius: Float, width: Float, color: Color) {
        add(Feather.ring(center: center, radius: radius, width: width, color: color), to: &list)
    }

    /// The part of a ring from twelve o'clock clockwise through `fraction` of a turn.
    func arc(into list: inout DrawList, _ center: Vec2, radius: Float, width: Float, fraction: Float, color: Color) {
        add(Feather.ring(center: center, radius: radius, width: width, color: color, start: -.pi / 2, sweep: 2 * .pi * min(max(fraction, 0), 1)), to: &list)
    }

    /// A filled axis-aligned rectangle with anti-aliased sides (the pause sign's bars).
    func bar(into list: inout DrawList, _ rect: Rect, color: Color) {
        let corners = [Vec2(rect.minX, rect.minY), Vec2(rect.maxX, rect.minY), Vec2(rect.maxX, rect.maxY), Vec2(rect.minX, rect.maxY)]
        add(Feather.convexPolygon(corners, color: color), to: &list)
    }

    private func add(_ mesh: TexturedPolygon, to list: inout DrawList) {
        guard !mesh.indices.isEmpty else { return }
        list.polygon(mesh)
    }
}
