#ifndef UNWIND_MESHBLEND_H
#define UNWIND_MESHBLEND_H

#include <stdint.h>

/// A 32-bit packed destination (SDL's XRGB8888 or ARGB8888: A or X in bits 24-31, then R,
/// G, B) that meshes are blended into, with the rectangle they may touch.
typedef struct {
    uint8_t *pixels;
    int32_t width, height;
    /// Bytes from one row to the next.
    int32_t pitch;
    /// The pixels drawing may change: [clip_x0, clip_x1) x [clip_y0, clip_y1).
    int32_t clip_x0, clip_y0, clip_x1, clip_y1;
    /// Whether bits 24-31 are alpha (blended as SDL does) rather than unused (left alone).
    int32_t has_alpha;
} craster_canvas;

/// Blends triangles with per-vertex colour (straight, not premultiplied alpha) over the
/// canvas, as SDL's BLENDMODE_BLEND does: out = src * a + dst * (1 - a). Pixel centres
/// decide coverage with a tie rule that gives a pixel on an edge shared by two triangles to
/// exactly one of them, so a mesh blends every pixel once. `xy` holds x, y per vertex,
/// `rgba` four bytes per vertex, `indices` three per triangle; triangles with an index out
/// of range or a coordinate that is not finite are skipped.
void craster_blend_triangles(const craster_canvas *canvas, const float *xy, const uint8_t *rgba, int32_t vertex_count,
                             const int32_t *indices, int32_t index_count);

/// An opaque XRGB8888 texture that textured triangles sample: `pitch` in pixels.
typedef struct {
    const uint32_t *pixels;
    int32_t width, height, pitch;
} craster_texture;

/// `craster_blend_triangles` for textured triangles: each pixel's colour is `texture` sampled
/// bilinearly at the texture coordinates interpolated there (`uv`, two per vertex, 0-1 across
/// the texture; texel centres and edges as Unwind's stretch takes them, so a textured sliver
/// joins a stretched quad of the same photo without a seam) times the vertex colour, blended
/// at the vertex alpha (the texture is opaque). Textures under 2×2 draw nothing; triangles
/// with a texture coordinate not finite or beyond ±1024 are skipped.
void craster_blend_textured_triangles(const craster_canvas *canvas, const craster_texture *texture, const float *xy, const float *uv,
                                      const uint8_t *rgba, int32_t vertex_count, const int32_t *indices, int32_t index_count);

#endif
