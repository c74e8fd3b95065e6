import Foundation

/// Anti-aliased edges for meshes drawn with SDL_RenderGeometry, which has no multisampling
/// on any backend: each edge becomes a thin ramp of geometry whose vertex alpha falls from
/// the shape's to 0 across it, and the rasteriser's per-vertex colour interpolation turns
/// that into sub-pixel coverage. The same mesh is smooth on the software and GPU renderers.
///
/// The ramp is centred on the nominal edge, so a shape keeps its size: a pixel whose centre
/// lies on the edge gets half the colour, as box-filtered coverage of a straight edge would.
public enum Feather {
    /// Width of the ramp in pixels. One pixel is exact box-filter coverage for a straight
    /// edge; a little more keeps the ramp at least a pixel wide after the software renderer
    /// snaps vertices to half pixels, and still reads as crisp.
    public static let defaultWidth: Float = 1.25

    /// Segments for a full circle of `radius` so the outline strays from the true circle by
    /// less than `tolerance` pixels (r(1 − cos(π/n)) < tolerance), within 24...2048. With
    /// smooth edges facets show sooner than with stair-steps, hence a quarter pixel.
    public static func segmentCount(radius: Float, tolerance: Float = 0.25) -> Int {
        let tolerance = max(tolerance, 0.01)
        guard radius > tolerance * 2 else { return 24 }
        let step = acos(1 - Double(tolerance) / Double(radius))
        let count = (Double.pi / step).rounded(.up)
        return count.isFinite ? Int(min(max(count, 24), 2048)) : 2048
    }
}
