// The Lanczos resampler's two inner loops (see Resample.h).
#include "Resample.h"

#include <string.h>

#include "kernel_clones.h"

typedef uint8_t u8x16 __attribute__((vector_size(16)));
typedef int16_t i16x4 __attribute__((vector_size(8)));
typedef int16_t i16x16 __attribute__((vector_size(32)));
typedef int32_t i32x4 __attribute__((vector_size(16)));
typedef int32_t i32x8 __attribute__((vector_size(32)));
typedef int32_t i32x16 __attribute__((vector_size(64)));

enum { FRACTION_BITS = 14, HALF = 1 << (FRACTION_BITS - 1) };

/// Sixteen 16-bit products with neighbouring pairs added: SSE2's and AVX2's `pmaddwd`
/// (which compilers make of exactly this shape), NEON's multiply-accumulate pairs. Exact:
/// bytes times 16-bit weights, two of them, fit 32 bits.
static inline __attribute__((always_inline)) i32x8 madd(i16x16 a, i16x16 b) {
    const i32x16 p = __builtin_convertvector(a, i32x16) * __builtin_convertvector(b, i32x16);
    return __builtin_shufflevector(p, p, 0, 2, 4, 6, 8, 10, 12, 14) + __builtin_shufflevector(p, p, 1, 3, 5, 7, 9, 11, 13, 15);
}

/// Fixed-point sums to bytes, shifted and clamped to 0…255 as `Weights.clamp` does.
static inline __attribute__((always_inline)) int32_t clamp_sum(int32_t sum) {
    const int32_t v = sum >> FRACTION_BITS;
    return v < 0 ? 0 : (v > 255 ? 255 : v);
}

/// Four taps of one output pixel: four source pixels (16 bytes, R G B X each) and their four
/// weights, multiplied in 16-bit lanes with the pixels' channels paired (r0 r1 g0 g1 … r2 r3 …)
/// and the weights likewise (w0 w1 w0 w1 … w2 w3 …), so one `madd` gives two taps' sums for
/// each channel.
static inline __attribute__((always_inline)) i32x8 four_taps(u8x16 px, i16x4 w) {
    const u8x16 paired = __builtin_shufflevector(px, px, 0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15);
    const i16x16 weights = __builtin_shufflevector(w, w, 0, 1, 0, 1, 0, 1, 0, 1, 2, 3, 2, 3, 2, 3, 2, 3);
    return madd(__builtin_convertvector(paired, i16x16), weights);
}

/// The row pass (see Resample.h), inlined into each clone: clang refuses 32-byte vectors passed
/// between functions in a clone built without AVX, but not inside one function.
static inline __attribute__((always_inline)) void across(
    const uint8_t *row, uint8_t *out, intptr_t width, const intptr_t *first, const intptr_t *count, const int16_t *weights, intptr_t stride,
    int32_t opaque) {
    for (intptr_t x = 0; x < width; x++) {
        const uint8_t *src = row + first[x] * 4;
        const int16_t *w = weights + x * stride;
        const intptr_t n = count[x];
        i32x8 acc = {0, 0, 0, 0, 0, 0, 0, 0};
        intptr_t k = 0;
        for (; k + 4 <= n; k += 4) {
            u8x16 px;
            i16x4 wk;
            memcpy(&px, src + k * 4, 16);
            memcpy(&wk, w + k, 8);
            acc += four_taps(px, wk);
        }
        // The last one to three taps, read exactly (never past the row or the pixel's weights).
        if (k < n) {
            u8x16 px = {0};
            i16x4 wk = {0, 0, 0, 0};
            const intptr_t rest = n - k;
            memcpy(&px, src + k * 4, 4);
            wk[0] = w[k];
            if (rest >= 2) {
                memcpy((uint8_t *)&px + 4, src + k * 4 + 4, 4);
                wk[1] = w[k + 1];
            }
            if (rest == 3) {
                memcpy((uint8_t *)&px + 8, src + k * 4 + 8, 4);
                wk[2] = w[k + 2];
            }
            acc += four_taps(px, wk);
        }
        const i32x4 sum = __builtin_shufflevector(acc, acc, 0, 1, 2, 3) + __builtin_shufflevector(acc, acc, 4, 5, 6, 7) + HALF;
        uint8_t *o = out + x * 4;
        o[0] = (uint8_t)clamp_sum(sum[0]);
        o[1] = (uint8_t)clamp_sum(sum[1]);
        o[2] = (uint8_t)clamp_sum(sum[2]);
        o[3] = opaque ? 255 : (uint8_t)clamp_sum(sum[3]);
    }
}

/// Sixteen output bytes from two lines' bytes at one offset: the lines' bytes paired
/// (a0 b0 a1 b1 …) and multiplied by the pair of weights, eight sums a half.
static inline __attribute__((always_inline)) void two_lines(u8x16 a, u8x16 b, i16x16 w, i32x8 *low, i32x8 *high) {
    const u8x16 lo = __builtin_shufflevector(a, b, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
    const u8x16 hi = __builtin_shufflevector(a, b, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
    *low += madd(__builtin_convertvector(lo, i16x16), w);
    *high += madd(__builtin_convertvector(hi, i16x16), w);
}

/// Eight sums to bytes: shifted, clamped without branches.
static inline __attribute__((always_inline)) void store8(i32x8 sums, uint8_t *out) {
    i32x8 v = sums >> FRACTION_BITS;
    v = v & ~(v >> 31);
    const i32x8 over = v - 255;
    v = (over & (over >> 31)) + 255;
    typedef uint8_t u8x8 __attribute__((vector_size(8)));
    const u8x8 bytes = __builtin_convertvector(v, u8x8);
    memcpy(out, &bytes, 8);
}

/// The column pass (see Resample.h), inlined into each clone as `across` is.
static inline __attribute__((always_inline)) void down(const uint8_t *const *lines, const int16_t *weights, intptr_t count, uint8_t *out, intptr_t length) {
    intptr_t i = 0;
    for (; i + 16 <= length; i += 16) {
        i32x8 low = {HALF, HALF, HALF, HALF, HALF, HALF, HALF, HALF}, high = low;
        intptr_t k = 0;
        for (; k + 1 < count; k += 2) {
            u8x16 a, b;
            memcpy(&a, lines[k] + i, 16);
            memcpy(&b, lines[k + 1] + i, 16);
            const int16_t wa = weights[k], wb = weights[k + 1];
            const i16x16 w = {wa, wb, wa, wb, wa, wb, wa, wb, wa, wb, wa, wb, wa, wb, wa, wb};
            two_lines(a, b, w, &low, &high);
        }
        if (k < count) {
            u8x16 a;
            memcpy(&a, lines[k] + i, 16);
            const u8x16 zero = {0};
            const int16_t wa = weights[k];
            const i16x16 w = {wa, 0, wa, 0, wa, 0, wa, 0, wa, 0, wa, 0, wa, 0, wa, 0};
            two_lines(a, zero, w, &low, &high);
        }
        store8(low, out + i);
        store8(high, out + i + 8);
    }
    for (; i < length; i++) {
        int32_t sum = HALF;
        for (intptr_t k = 0; k < count; k++) sum += (int32_t)weights[k] * (int32_t)lines[k][i];
        out[i] = (uint8_t)clamp_sum(sum);
    }
}

KERNEL_CLONES
void unwind_resample_across_rgbx(
    const uint8_t *row, uint8_t *out, intptr_t width, const intptr_t *first, const intptr_t *count, const int16_t *weights, intptr_t stride,
    int32_t opaque) {
    across(row, out, width, first, count, weights, stride, opaque);
}

KERNEL_CLONES
void unwind_resample_down(const uint8_t *const *lines, const int16_t *weights, intptr_t count, uint8_t *out, intptr_t length) {
    down(lines, weights, count, out, length);
}
