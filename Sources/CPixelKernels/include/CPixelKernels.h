#ifndef UNWIND_CPIXELKERNELS_H
#define UNWIND_CPIXELKERNELS_H

#include <stdint.h>

/// A rectangle of 32-bit pixels in memory: `pixels` is the top-left pixel, `pitch` the
/// distance between rows in pixels (not bytes).
typedef struct {
    uint32_t *pixels;
    int32_t width;
    int32_t height;
    int32_t pitch;
} unwind_pixels;

/// Draws the part `(sx, sy, sw, sh)` of the XRGB8888 image `src`, stretched bilinearly onto
/// the destination rectangle `(dx, dy, dw, dh)` of the XRGB8888 image `dst`, blended at the
/// constant opacity `alpha / 255` (255: an opaque copy), its colours first multiplied by
/// `tint` (0xRRGGBB, 0xFFFFFF for none) as SDL's colour modulation does. Only pixels inside
/// both `dst` and the clip rectangle `(cx, cy, cw, ch)` are written. Samples come from the whole of `src`, clamped
/// at its edges, so a tile of a larger image joins its neighbours seamlessly.
///
/// One pass: each source row is interpolated across once into a small row buffer, then each
/// destination row is interpolated down and blended straight into `dst`, so no image of the
/// destination's size is ever allocated (SDL 2.26 makes, fills and frees one per call for a
/// scaled translucent copy). The byte loops are plain C that compilers vectorise for SSE2 and
/// NEON. Returns 0, or -1 (nothing drawn) for an image under 2×2 pixels, a coordinate that is
/// not finite or beyond ±2^24, or row buffers it could not allocate.
int unwind_stretch_blend_xrgb(
    unwind_pixels src, double sx, double sy, double sw, double sh, unwind_pixels dst, double dx, double dy, double dw, double dh,
    int32_t cx, int32_t cy, int32_t cw, int32_t ch, int32_t alpha, uint32_t tint);

/// A crossfade frame in one pass: `under` (an opaque copy) and `over` (blended at `alpha`,
/// 1-254) each stretched and tinted as `unwind_stretch_blend_xrgb` would, geometries given as
/// {sx, sy, sw, sh, dx, dy, dw, dh}, written straight into `dst` within the clip: the same
/// bytes as drawing `under` then `over`, without writing the frame twice and reading it back.
/// Returns 0 when drawn, 1 (nothing drawn) when the two do not write exactly the same pixels
/// or a geometry or `alpha` does not qualify (draw them one by one then), -1 when buffers
/// could not be allocated.
int unwind_stretch_crossfade_xrgb(
    unwind_pixels under, const double underGeometry[8], uint32_t underTint, unwind_pixels over, const double overGeometry[8], uint32_t overTint,
    int32_t alpha, unwind_pixels dst, int32_t cx, int32_t cy, int32_t cw, int32_t ch);

#endif
