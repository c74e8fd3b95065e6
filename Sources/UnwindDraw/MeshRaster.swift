import CPixelKernels

/// Blends untextured meshes into CPU pixels, for the software renderer.
///
/// SDL 2's software renderer draws each blended triangle into a temporary surface the size
/// of its bounding box, works out every pixel's colour with four 64-bit divisions, then blits
/// the whole box: a screen-filling spiral or a large breathing disc costs 3–5 ms a frame at
/// 1080p. This rasteriser walks each row's covered span once, steps colours in fixed point
/// and blends in place with SDL's formula (out = src × a + dst × (1 − a), rounded), so the
/// same mesh costs a fraction of that. Pixel centres decide coverage, with a tie rule that
/// gives a pixel on an edge shared by two triangles to exactly one of them: a translucent
/// mesh blends every pixel once, with no seams.
public enum MeshRaster {
    /// Blends the triangles `indices` names (three per triangle) over `canvas`. Vertex
    /// positions are in canvas pixels; texture coordinates are ignored. A triangle naming a
    /// vertex that does not exist, or with a coordinate that is not finite, is skipped.
    public static func blend(_ vertices: [Vertex], indices: [Int32], into canvas: PixelCanvas) {
        guard vertices.count >= 3, indices.count >= 3, vertices.count <= Int(Int32.max), indices.count <= Int(Int32.max) else { return }
        var xy = [Float](repeating: 0, count: vertices.count * 2)
        var rgba = [UInt8](repeating: 0, count: vertices.count * 4)
        for (i, v) in vertices.enumerated() {
            xy[2 * i] = v.position.x
            xy[2 * i + 1] = v.position.y
            rgba[4 * i] = v.color.r
            rgba[4 * i + 1] = v.color.g
            rgba[4 * i + 2] = v.color.b
            rgba[4 * i + 3] = v.color.a
        }
        var target = craster_canvas(
            pixels: canvas.base.assumingMemoryBound(to: UInt8.self),
            width: Int32(clamping: canvas.width), height: Int32(clamping: canvas.height), pitch: Int32(clamping: canvas.pitch),
            clip_x0: Int32(clamping: canvas.clip.x), clip_y0: Int32(clamping: canvas.clip.y),
            clip_x1: Int32(clamping: canvas.clip.x + canvas.clip.width), clip_y1: Int32(clamping: canvas.clip.y + canvas.clip.height),
            has_alpha: canvas.hasAlpha ? 1 : 0)
        craster_blend_triangles(&target, xy, rgba, Int32(vertices.count), indices, Int32(indices.count))
    }
}
