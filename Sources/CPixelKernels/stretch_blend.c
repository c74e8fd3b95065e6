// Bilinear stretch with a constant-opacity blend, in one pass (see CPixelKernels.h).
#include "CPixelKernels.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_clones.h"

/// Sixteen bytes (four pixels), and the same widened to 16-bit lanes: GCC and Clang turn
/// arithmetic on these into SSE2 or AVX2 (punpcklbw, pmullw, packuswb) or NEON (vmovl, vmul,
/// vmovn) without intrinsics.
typedef uint8_t bytes16 __attribute__((vector_size(16)));
typedef uint16_t lanes16 __attribute__((vector_size(32)));
typedef uint32_t pixels4 __attribute__((vector_size(16)));

static inline lanes16 widen(bytes16 b) { return __builtin_convertvector(b, lanes16); }
static inline bytes16 narrow(lanes16 l) { return __builtin_convertvector(l, bytes16); }
static inline lanes16 splat(uint16_t v) { return (lanes16){v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v}; }

/// `a` moved towards `b` by `w` 256ths, per lane: `(a * (256 - w) + b * w) >> 8` written as
/// `((a << 8) + (b - a) * w) >> 8`, one multiply, exact in 16 bits because the result is.
static inline lanes16 mix(lanes16 a, lanes16 b, lanes16 w) { return ((a << 8) + (b - a) * w) >> 8; }

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

/// One source row interpolated across at the column taps, four destination pixels at a time:
/// each pixel's two source pixels come in one 8-byte load, the four pairs are split into the
/// left and right pixels by one shuffle, and mixed in 16-bit lanes (`weights` holds each
/// pixel's right-hand weight four times). Two last pixels go as a pair, a last one alone.
static inline __attribute__((always_inline)) void interpolate_row(const uint32_t *row, const int32_t *index, const lanes16 *weights, int32_t count, uint32_t *out) {
    typedef uint64_t pairs2 __attribute__((vector_size(16)));
    int32_t i = 0;
    for (; i + 4 <= count; i += 4) {
        uint64_t p0, p1, p2, p3;
        memcpy(&p0, row + index[i], 8);
        memcpy(&p1, row + index[i + 1], 8);
        memcpy(&p2, row + index[i + 2], 8);
        memcpy(&p3, row + index[i + 3], 8);
        const pixels4 near = (pixels4)(pairs2){p0, p1}, far = (pixels4)(pairs2){p2, p3};
        const pixels4 left = __builtin_shufflevector(near, far, 0, 2, 4, 6), right = __builtin_shufflevector(near, far, 1, 3, 5, 7);
        const lanes16 w = weights[i / 4];
        const bytes16 o = narrow(mix(widen((bytes16)left), widen((bytes16)right), w));
        memcpy(out + i, &o, 16);
    }
    for (; i < count; i++) {
        const uint8_t *pair = (const uint8_t *)(row + index[i]);
        const uint16_t w = weights[i / 4][(i % 4) * 4];
        uint8_t mixed[4];
        for (int c = 0; c < 4; c++) mixed[c] = (uint8_t)((pair[c] * (256 - w) + pair[c + 4] * w) >> 8);
        memcpy(out + i, mixed, 4);
    }
}

/// Asks for the `bytes` bytes at `p` to be brought into cache before they are used (`write`: to
/// be written). A tile's rows are short runs 8 KB apart, where the hardware's stream prefetcher
/// never gets going and every row began with a wait for memory: 220 tiles of 96×98 took 1.8×
/// the time of one frame-wide stretch of the same pixels, 1.4× with this. Runs over 4 KB are
/// left to the hardware, which keeps up with them.
static inline __attribute__((always_inline)) void prefetch_run(const void *p, size_t bytes, int write) {
    if (bytes > 4096) return;
    const char *c = (const char *)p;
    for (size_t i = 0; i < bytes + 64; i += 64) {
        if (write) {
            __builtin_prefetch(c + i, 1, 3);
        } else {
            __builtin_prefetch(c + i, 0, 3);
        }
    }
}

/// How a row is laid down: copied (opaque), blended at a constant alpha, or tinted and blended.
enum lay { LAY_COPY, LAY_BLEND, LAY_TINT };

/// Two interpolated rows mixed down at `w` 256ths, multiplied by `tint` (bytes in the pixels'
/// order) for LAY_TINT, and laid over `dst` at `alpha`, sixteen bytes at a time in 16-bit
/// lanes: `s * a + d * (256 - a)`, SDL's constant-alpha blend. `how` is a constant at each
/// call, so each way is its own loop once inlined.
static inline __attribute__((always_inline)) void lay_row(
    enum lay how, const uint8_t *upper, const uint8_t *lower, uint16_t w, uint8_t *dst, int32_t bytes, uint16_t a, const uint8_t tint[4]) {
    const lanes16 vl = splat(w), va = splat(a);
    lanes16 vt = splat(255);
    if (how == LAY_TINT) {
        for (int k = 0; k < 16; k++) vt[k] = tint[k % 4];
    }
    int32_t i = 0;
    for (; i + 16 <= bytes; i += 16) {
        bytes16 u, l, d;
        memcpy(&u, upper + i, 16);
        memcpy(&l, lower + i, 16);
        lanes16 s = mix(widen(u), widen(l), vl);
        if (how == LAY_TINT) {
            // Each channel times its tint / 255, truncated as SDL's colour modulation is:
            // floor(v / 255) = (v + 1 + (v >> 8)) >> 8 for every v = s * t up to 255 * 255.
            const lanes16 v = s * vt;
            s = (v + 1 + (v >> 8)) >> 8;
        }
        if (how != LAY_COPY) {
            memcpy(&d, dst + i, 16);
            s = mix(widen(d), s, va);
        }
        const bytes16 o = narrow(s);
        memcpy(dst + i, &o, 16);
    }
    for (; i < bytes; i++) {
        uint16_t s = (uint16_t)(upper[i] * (256 - w) + lower[i] * w) >> 8;
        if (how == LAY_TINT) {
            const uint16_t v = (uint16_t)(s * tint[i % 4]);
            s = (uint16_t)(v + 1 + (v >> 8)) >> 8;
        }
        dst[i] = how == LAY_COPY ? (uint8_t)s : (uint8_t)((uint16_t)(s * a + dst[i] * (uint16_t)(256 - a)) >> 8);
    }
}

/// `lay_row` with the way chosen once per row, each a loop of its own.
static inline __attribute__((always_inline)) void blend_rows(
    const uint8_t *upper, const uint8_t *lower, uint16_t w, uint8_t *dst, int32_t bytes, int32_t alpha, const uint8_t tint[4]) {
    const uint16_t a = (uint16_t)(alpha >= 255 ? 256 : alpha);
    if (tint != NULL) {
        lay_row(LAY_TINT, upper, lower, w, dst, bytes, a, tint);
    } else if (a == 256) {
        lay_row(LAY_COPY, upper, lower, w, dst, bytes, a, tint);
    } else {
        lay_row(LAY_BLEND, upper, lower, w, dst, bytes, a, tint);
    }
}

/// The destination pixels a quad at (dx, dy, dw, dh) writes: those whose centres fall inside
/// it, within the clip and the image, as [x0, x1) × [y0, y1); false when there are none or a
/// coordinate is not a number of sane size (every one must be before it becomes an integer).
static int written_rect(const double geometry[8], unwind_pixels src, unwind_pixels dst, int32_t cx, int32_t cy, int32_t cw, int32_t ch,
                        int32_t rect[4], int *bad) {
    *bad = src.width < 2 || src.height < 2;
    const double limit = 1 << 24;
    for (int i = 0; i < 8; i++) {
        if (!isfinite(geometry[i]) || fabs(geometry[i]) > limit) *bad = 1;
    }
    if (*bad) return 0;
    const double dx = geometry[4], dy = geometry[5], dw = geometry[6], dh = geometry[7];
    if (dw <= 0 || dh <= 0 || geometry[2] <= 0 || geometry[3] <= 0) return 0;
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
    rect[0] = x0, rect[1] = y0, rect[2] = x1, rect[3] = y1;
    return x0 < x1 && y0 < y1;
}

/// One stretched image over a destination rectangle: its taps, its two cached interpolated
/// source rows, and its tint as the bytes of an XRGB8888 pixel (X, the fourth, left as it is).
typedef struct {
    unwind_pixels src;
    size_t width;
    lanes16 *weights;
    uint32_t *rows[2];
    int32_t held[2];
    int32_t *columns, *lines;
    uint16_t *lineWeight;
    uint8_t tint[4];
    int tinted;
    uint8_t *memory;
} layer;

/// Sets up `layer` for `src`'s part (sx, sy, sw, sh) stretched onto (dx, dy, dw, dh), over the
/// written rectangle `rect`; false when its buffers could not be allocated.
static int layer_open(layer *layer, unwind_pixels src, const double geometry[8], const int32_t rect[4], uint32_t tint) {
    const size_t width = (size_t)(rect[2] - rect[0]), height = (size_t)(rect[3] - rect[1]), quads = (width + 3) / 4;
    // Column weights (one lanes16 per four columns), two interpolated rows, the taps.
    const size_t bytes = quads * sizeof(lanes16) + 2 * (width + 1) * 4 + width * 6 + height * 6 + 32;
    layer->memory = malloc(bytes);
    if (layer->memory == NULL) return 0;
    layer->src = src;
    layer->width = width;
    layer->weights = (lanes16 *)(((uintptr_t)layer->memory + 31) & ~(uintptr_t)31);
    layer->rows[0] = (uint32_t *)(layer->weights + quads);
    layer->rows[1] = layer->rows[0] + width + 1;
    layer->held[0] = layer->held[1] = -1;
    layer->columns = (int32_t *)(layer->rows[1] + width + 1);
    layer->lines = layer->columns + width;
    uint16_t *columnWeight = (uint16_t *)(layer->lines + height);
    layer->lineWeight = columnWeight + width;
    make_taps(layer->columns, columnWeight, rect[0], (int32_t)width, geometry[4], geometry[6], geometry[0], geometry[2], src.width);
    make_taps(layer->lines, layer->lineWeight, rect[1], (int32_t)height, geometry[5], geometry[7], geometry[1], geometry[3], src.height);
    for (size_t q = 0; q < quads; q++) {
        uint16_t w[4];
        for (size_t k = 0; k < 4; k++) w[k] = columnWeight[4 * q + k < width ? 4 * q + k : width - 1];
        layer->weights[q] = (lanes16){w[0], w[0], w[0], w[0], w[1], w[1], w[1], w[1], w[2], w[2], w[2], w[2], w[3], w[3], w[3], w[3]};
    }
    const uint32_t tintPixel = (tint & 0xffffffu) | 0xff000000u;
    memcpy(layer->tint, &tintPixel, 4);
    layer->tinted = (tint & 0xffffffu) != 0xffffffu;
    return 1;
}

/// The two interpolated source rows destination row `j` (counted from the rectangle's top)
/// mixes: rows[k] holds the interpolated source row held[k], and going down the next
/// destination row needs at most one new row (none when enlarging).
static inline __attribute__((always_inline)) void layer_rows(layer *layer, size_t j, const uint8_t *pair[2]) {
    const int32_t want[2] = {layer->lines[j], layer->lines[j] + 1};
    for (int k = 0; k < 2; k++) {
        int slot = layer->held[0] == want[k] ? 0 : (layer->held[1] == want[k] ? 1 : -1);
        if (slot < 0) {
            // Replace the row the other half of this pair does not need.
            slot = layer->held[0] == want[1 - k] ? 1 : 0;
            // The source row after this one is most likely the next one wanted.
            if (want[k] + 1 < layer->src.height) {
                const uint32_t *next = layer->src.pixels + (size_t)(want[k] + 1) * (size_t)layer->src.pitch + layer->columns[0];
                prefetch_run(next, (size_t)(layer->columns[layer->width - 1] + 2 - layer->columns[0]) * 4, 0);
            }
            interpolate_row(
                layer->src.pixels + (size_t)want[k] * (size_t)layer->src.pitch, layer->columns, layer->weights, (int32_t)layer->width,
                layer->rows[slot]);
            layer->held[slot] = want[k];
        }
        pair[k] = (const uint8_t *)layer->rows[slot];
    }
}

KERNEL_CLONES int unwind_stretch_blend_xrgb(
    unwind_pixels src, double sx, double sy, double sw, double sh, unwind_pixels dst, double dx, double dy, double dw, double dh,
    int32_t cx, int32_t cy, int32_t cw, int32_t ch, int32_t alpha, uint32_t tint) {
    const double geometry[8] = {sx, sy, sw, sh, dx, dy, dw, dh};
    int32_t rect[4];
    int bad = 0;
    const int any = written_rect(geometry, src, dst, cx, cy, cw, ch, rect, &bad);
    if (bad) return -1;
    if (!any || alpha <= 0) return 0;
    layer one;
    if (!layer_open(&one, src, geometry, rect, tint)) return -1;
    for (size_t j = 0; j < (size_t)(rect[3] - rect[1]); j++) {
        const uint8_t *pair[2];
        layer_rows(&one, j, pair);
        uint32_t *out = dst.pixels + ((size_t)rect[1] + j) * (size_t)dst.pitch + (size_t)rect[0];
        if (j + 1 < (size_t)(rect[3] - rect[1])) prefetch_run(out + dst.pitch, one.width * 4, 1);
        blend_rows(pair[0], pair[1], one.lineWeight[j], (uint8_t *)out, (int32_t)one.width * 4, alpha, one.tinted ? one.tint : NULL);
    }
    free(one.memory);
    return 0;
}

/// One destination row of a crossfade: `under`'s two rows mixed down (and tinted), `over`'s
/// the same, then `over` laid on `under` at `alpha` (1-255): what drawing `under` opaque and
/// then `over` blended writes, computed in the same steps, without the frame in between.
static inline __attribute__((always_inline)) void crossfade_row(
    const uint8_t *under[2], uint16_t underWeight, const uint8_t *underTint, const uint8_t *over[2], uint16_t overWeight,
    const uint8_t *overTint, uint16_t alpha, uint8_t *dst, int32_t bytes) {
    const lanes16 vu = splat(underWeight), vo = splat(overWeight), va = splat(alpha);
    lanes16 tu = splat(255), to = splat(255);
    for (int k = 0; k < 16; k++) {
        if (underTint) tu[k] = underTint[k % 4];
        if (overTint) to[k] = overTint[k % 4];
    }
    int32_t i = 0;
    for (; i + 16 <= bytes; i += 16) {
        bytes16 u0, u1, o0, o1;
        memcpy(&u0, under[0] + i, 16);
        memcpy(&u1, under[1] + i, 16);
        memcpy(&o0, over[0] + i, 16);
        memcpy(&o1, over[1] + i, 16);
        lanes16 su = mix(widen(u0), widen(u1), vu), so = mix(widen(o0), widen(o1), vo);
        if (underTint) {
            const lanes16 v = su * tu;
            su = (v + 1 + (v >> 8)) >> 8;
        }
        if (overTint) {
            const lanes16 v = so * to;
            so = (v + 1 + (v >> 8)) >> 8;
        }
        const bytes16 out = narrow(mix(su, so, va));
        memcpy(dst + i, &out, 16);
    }
    for (; i < bytes; i++) {
        uint16_t su = (uint16_t)(under[0][i] * (256 - underWeight) + under[1][i] * underWeight) >> 8;
        uint16_t so = (uint16_t)(over[0][i] * (256 - overWeight) + over[1][i] * overWeight) >> 8;
        if (underTint) {
            const uint16_t v = (uint16_t)(su * underTint[i % 4]);
            su = (uint16_t)(v + 1 + (v >> 8)) >> 8;
        }
        if (overTint) {
            const uint16_t v = (uint16_t)(so * overTint[i % 4]);
            so = (uint16_t)(v + 1 + (v >> 8)) >> 8;
        }
        dst[i] = (uint8_t)((uint16_t)(so * alpha + su * (uint16_t)(256 - alpha)) >> 8);
    }
}

KERNEL_CLONES int unwind_stretch_crossfade_xrgb(
    unwind_pixels under, const double underGeometry[8], uint32_t underTint, unwind_pixels over, const double overGeometry[8], uint32_t overTint,
    int32_t alpha, unwind_pixels dst, int32_t cx, int32_t cy, int32_t cw, int32_t ch) {
    int32_t a[4], b[4];
    int badA = 0, badB = 0;
    const int anyA = written_rect(underGeometry, under, dst, cx, cy, cw, ch, a, &badA);
    const int anyB = written_rect(overGeometry, over, dst, cx, cy, cw, ch, b, &badB);
    if (badA || badB || !anyA || !anyB || alpha <= 0 || alpha >= 255 || memcmp(a, b, sizeof a) != 0) return 1;
    layer lower, upper;
    if (!layer_open(&lower, under, underGeometry, a, underTint)) return -1;
    if (!layer_open(&upper, over, overGeometry, a, overTint)) {
        free(lower.memory);
        return -1;
    }
    for (size_t j = 0; j < (size_t)(a[3] - a[1]); j++) {
        const uint8_t *u[2], *o[2];
        layer_rows(&lower, j, u);
        layer_rows(&upper, j, o);
        uint8_t *out = (uint8_t *)(dst.pixels + ((size_t)a[1] + j) * (size_t)dst.pitch + (size_t)a[0]);
        if (j + 1 < (size_t)(a[3] - a[1])) prefetch_run(out + (size_t)dst.pitch * 4, lower.width * 4, 1);
        crossfade_row(u, lower.lineWeight[j], lower.tinted ? lower.tint : NULL, o, upper.lineWeight[j], upper.tinted ? upper.tint : NULL,
                      (uint16_t)alpha, out, (int32_t)lower.width * 4);
    }
    free(lower.memory);
    free(upper.memory);
    return 0;
}
