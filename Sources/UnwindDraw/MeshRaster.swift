import CPixelKernels

/// Blends meshes into CPU pixels, for the software renderer.
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
        let (xy, _, rgba) = packed(vertices)
        var target = canvas.rasterCanvas
        craster_blend_triangles(&target, xy, rgba, Int32(vertices.count), indices, Int32(indices.count))
    }

    /// Blends textured triangles over `canvas`: each pixel `texture` (opaque XRGB8888,
    /// `pitch` in pixels, at least 2×2) sampled bilinearly at the texture coordinates there
    /// (0–1 across it), times the vertex colour, at the vertex alpha. The texel mapping is the
    /// stretch's, so a textured sliver of a photo meets a stretched quad of it without a seam.
    ///
    /// Why: SDL 2's software renderer draws a textured triangle into a temporary surface, and
    /// the radial transitions' edge (the slivers between the oval's bands and the oval, and
    /// its anti-aliased rim) took a third of a pan-and-zoom radial frame at 1080p that way.
    public static func blend(
        _ vertices: [Vertex], indices: [Int32], texture: UnsafePointer<UInt32>, width: Int, height: Int, pitch: Int, into canvas: PixelCanvas
    ) {
        guard vertices.count >= 3, indices.count >= 3, vertices.count <= Int(Int32.max), indices.count <= Int(Int32.max) else { return }
        let (xy, uv, rgba) = packed(vertices)
        var target = canvas.rasterCanvas
        var source = craster_texture(
            pixels: texture, width: Int32(clamping: width), height: Int32(clamping: height), pitch: Int32(clamping: pitch))
        craster_blend_textured_triangles(&target, &source, xy, uv, rgba, Int32(vertices.count), indices, Int32(indices.count))
    }
}

extension MeshRaster {
    /// The vertices as the C rasteriser takes them: positions and texture coordinates as x, y
    /// pairs, colours as four bytes each.
    fileprivate static func packed(_ vertices: [Vertex]) -> (xy: [Float], uv: [Float], rgba: [UInt8]) {
        var xy = [Float](repeating: 0, count: vertices.count * 2)
        var uv = [Float](repeating: 0, count: vertices.count * 2)
        var rgba = [UInt8](repeating: 0, count: vertices.count * 4)
        for (i, v) in vertices.enumerated() {
            xy[2 * i] = v.position.x
            xy[2 * i + 1] = v.position.y
            uv[2 * i] = v.uv.x
            uv[2 * i + 1] = v.uv.y
            rgba[4 * i] = v.color.r
            rgba[4 * i + 1] = v.color.g
            rgba[4 * i + 2] = v.color.b
            rgba[4 * i + 3] = v.color.a
        }
        return (xy, uv, rgba)
    }
}

extension PixelCanvas {
    /// This canvas as the C rasteriser takes it.
    fileprivate var rasterCanvas: craster_canvas {
        craster_canvas(
            pixels: base.assumingMemoryBound(to: UInt8.self),
            width: Int32(clamping: width), height: Int32(clamping: height), pitch: Int32(clamping: pitch),
            clip_x0: Int32(clamping: clip.x), clip_y0: Int32(clamping: clip.y),
            clip_x1: Int32(clamping: clip.x + clip.width), clip_y1: Int32(clamping: clip.y + clip.height),
            has_alpha: hasAlpha ? 1 : 0)
    }
}
