// Bilinear stretch with a constant-opacity blend, in one pass (see CPixelKernels.h).
#include "CPixelKernels.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/// Eight bytes, and the same widened to 16-bit lanes: GCC and Clang turn arithmetic on these
/// into SSE2 (punpcklbw, pmullw, packuswb) or NEON (vmovl, vmul, vmovn) without intrinsics.
typedef uint8_t bytes8 __attribute__((vector_size(8)));
typedef uint16_t lanes8 __attribute__((vector_size(16)));

static inline lanes8 widen(bytes8 b) { return __builtin_convertvector(b, lanes8); }
static inline bytes8 narrow(lanes8 l) { return __builtin_convertvector(l, bytes8); }
static inline lanes8 splat(uint16_t v) { return (lanes8){v, v, v, v, v, v, v, v}; }

/// Where one destination column or row samples the source: the first of the two source
/// pixels (always one before the last, so its neighbour exists) and the second one's weight
/// in 256ths.
static void make_taps(int32_t *index, uint16_t *weight, int32_t first, int32_t count, double d0, double dn, double s0, double sn, int32_t limit) {
    const double scale = sn / dn;
    for (int32_t i = 0; i < count; i++) {
        // Pixel centres map to source positions; past either end clamps to the end pixel.
        double at = s0 + ((double)(first + i) + 0.5 - d0) * scale - 0.5;
        if (at < 0) at = 0;
        if (at > (double)(limit - 1)) at = (double)(limit - 1);
        int32_t whole = (int32_t)at;
        if (whole > limit - 2) whole = limit - 2;
        index[i] = whole;
        weight[i] = (uint16_t)lround((at - (double)whole) * 256.0);
    }
}

/// One source row interpolated across at the column taps, two destination pixels at a time:
/// one 8-byte load fetches a pixel with its right neighbour, and the pair's four pixels are
/// mixed in 16-bit lanes (`weights` holds each pixel's right-hand weight four times).
static void interpolate_row(const uint32_t *row, const int32_t *index, const lanes8 *weights, int32_t count, uint32_t *out) {
    int32_t i = 0;
    for (; i + 2 <= count; i += 2) {
        uint64_t p, q;
        memcpy(&p, row + index[i], 8);
        memcpy(&q, row + index[i + 1], 8);
        const uint64_t left = (p & 0xffffffffu) | (q << 32), right = (p >> 32) | (q & 0xffffffff00000000u);
        bytes8 l8, r8;
        memcpy(&l8, &left, 8);
        memcpy(&r8, &right, 8);
        const lanes8 w = weights[i / 2];
        const bytes8 o8 = narrow((widen(l8) * (256 - w) + widen(r8) * w) >> 8);
        memcpy(out + i, &o8, 8);
    }
    if (i < count) {
        uint64_t p;
        memcpy(&p, row + index[i], 8);
        const uint32_t a = (uint32_t)p, b = (uint32_t)(p >> 32), w = weights[i / 2][0], v = 256 - w;
        out[i] = ((((a & 0xff00ffu) * v + (b & 0xff00ffu) * w) >> 8) & 0xff00ffu) | ((((a & 0xff00u) * v + (b & 0xff00u) * w) >> 8) & 0xff00u);
    }
}

/// Two interpolated rows mixed down at `w` 256ths and laid over `dst` at `alpha`, eight bytes
/// at a time in 16-bit lanes: `s * a + d * (256 - a)`, SDL's constant-alpha blend.
static void blend_rows(const uint8_t *upper, const uint8_t *lower, uint16_t w, uint8_t *dst, int32_t bytes, int32_t alpha) {
    const uint16_t a = (uint16_t)(alpha >= 255 ? 256 : alpha);
    const lanes8 vl = splat(w), vu = 256 - vl, va = splat(a), vd = 256 - va;
    int32_t i = 0;
    if (a == 256) {
        for (; i + 8 <= bytes; i += 8) {
            bytes8 u8, l8;
            memcpy(&u8, upper + i, 8);
            memcpy(&l8, lower + i, 8);
            const bytes8 o8 = narrow((widen(u8) * vu + widen(l8) * vl) >> 8);
            memcpy(dst + i, &o8, 8);
        }
    } else {
        for (; i + 8 <= bytes; i += 8) {
            bytes8 u8, l8, d8;
            memcpy(&u8, upper + i, 8);
            memcpy(&l8, lower + i, 8);
            memcpy(&d8, dst + i, 8);
            const lanes8 s = (widen(u8) * vu + widen(l8) * vl) >> 8;
            const bytes8 o8 = narrow((s * va + widen(d8) * vd) >> 8);
            memcpy(dst + i, &o8, 8);
        }
    }
    for (; i < bytes; i++) {
        const uint16_t s = (uint16_t)(upper[i] * (256 - w) + lower[i] * w) >> 8;
        dst[i] = (uint8_t)((uint16_t)(s * a + dst[i] * (uint16_t)(256 - a)) >> 8);
    }
}

int unwind_stretch_blend_xrgb(
    unwind_pixels src, double sx, double sy, double sw, double sh, unwind_pixels dst, double dx, double dy, double dw, double dh,
    int32_t cx, int32_t cy, int32_t cw, int32_t ch, int32_t alpha) {
    if (src.width < 2 || src.height < 2) return -1;
    // Every coordinate must be a number of sane size before it becomes an integer.
    const double limit = 1 << 24;
    const double all[8] = {sx, sy, sw, sh, dx, dy, dw, dh};
    for (int i = 0; i < 8; i++) {
        if (!isfinite(all[i]) || fabs(all[i]) > limit) return -1;
    }
    if (alpha <= 0 || dw <= 0 || dh <= 0 || sw <= 0 || sh <= 0) return 0;
    // The destination pixels whose centres fall inside the rectangle, within the clip and the image.
    int32_t x0 = (int32_t)ceil(dx - 0.5), x1 = (int32_t)ceil(dx + dw - 0.5);
    int32_t y0 = (int32_t)ceil(dy - 0.5), y1 = (int32_t)ceil(dy + dh - 0.5);
    if (x0 < cx) x0 = cx;
    if (y0 < cy) y0 = cy;
    if (x1 > cx + cw) x1 = cx + cw;
    if (y1 > cy + ch) y1 = cy + ch;
    if (x0 < 0) x0 = 0;
    if (y0 < 0) y0 = 0;
    if (x1 > dst.width) x1 = dst.width;
    if (y1 > dst.height) y1 = dst.height;
    if (x0 >= x1 || y0 >= y1) return 0;
    const size_t width = (size_t)(x1 - x0), height = (size_t)(y1 - y0), pairs = (width + 1) / 2;

    // Column weights (one lanes8 per pair of columns), two interpolated rows, the taps.
    const size_t bytes = pairs * sizeof(lanes8) + 2 * (width + 1) * 4 + width * 6 + height * 6 + 32;
    uint8_t *memory = malloc(bytes);
    if (memory == NULL) return -1;
    lanes8 *weights = (lanes8 *)(((uintptr_t)memory + 15) & ~(uintptr_t)15);
    uint32_t *rows[2] = {(uint32_t *)(weights + pairs), (uint32_t *)(weights + pairs) + width + 1};
    int32_t *columns = (int32_t *)(rows[1] + width + 1), *lines = columns + width;
    uint16_t *columnWeight = (uint16_t *)(lines + height), *lineWeight = columnWeight + width;
    make_taps(columns, columnWeight, x0, (int32_t)width, dx, dw, sx, sw, src.width);
    make_taps(lines, lineWeight, y0, (int32_t)height, dy, dh, sy, sh, src.height);
    for (size_t p = 0; p < pairs; p++) {
        const uint16_t l = columnWeight[2 * p], r = 2 * p + 1 < width ? columnWeight[2 * p + 1] : l;
        weights[p] = (lanes8){l, l, l, l, r, r, r, r};
    }

    // rows[k] holds the interpolated source row held[k]; a destination row needs two, and
    // going down the next one needs at most one new row (none when enlarging).
    int32_t held[2] = {-1, -1};
    for (size_t j = 0; j < height; j++) {
        const int32_t want[2] = {lines[j], lines[j] + 1};
        const uint32_t *pair[2];
        for (int k = 0; k < 2; k++) {
            int slot = held[0] == want[k] ? 0 : (held[1] == want[k] ? 1 : -1);
            if (slot < 0) {
                // Replace the row the other half of this pair does not need.
                slot = held[0] == want[1 - k] ? 1 : 0;
                interpolate_row(src.pixels + (size_t)want[k] * (size_t)src.pitch, columns, weights, (int32_t)width, rows[slot]);
                held[slot] = want[k];
            }
            pair[k] = rows[slot];
        }
        uint32_t *out = dst.pixels + ((size_t)y0 + j) * (size_t)dst.pitch + (size_t)x0;
        blend_rows((const uint8_t *)pair[0], (const uint8_t *)pair[1], lineWeight[j], (uint8_t *)out, (int32_t)width * 4, alpha);
    }
    free(memory);
    return 0;
}
