#ifndef UNWIND_RESAMPLE_H
#define UNWIND_RESAMPLE_H

#include <stdint.h>

/// The Lanczos resampler's row pass (`Resampler.resampleAcross` in UnwindDraw): one row of
/// 4-byte R, G, B, A/X pixels, `width` output pixels, output pixel `x` the sum of source pixels
/// `first[x]` … `first[x] + count[x] - 1` weighed by `weights[x * stride + k]` (14-bit fixed
/// point, summing to 1 << 14), rounded to nearest and clamped to a byte per channel; alpha
/// written 255 when `opaque`. Four taps a step in 16-bit lanes (SSE2/AVX2 `pmaddwd`, NEON);
/// exactly the sums of the plain loop, since integer sums do not depend on their order.
void unwind_resample_across_rgbx(
    const uint8_t *row, uint8_t *out, intptr_t width, const intptr_t *first, const intptr_t *count, const int16_t *weights, intptr_t stride,
    int32_t opaque);

/// The column pass: `length` output bytes, byte `i` the sum of `lines[k][i]` weighed by
/// `weights[k]` for `k` < `count`, rounded and clamped as the row pass. Sixteen bytes a step.
void unwind_resample_down(const uint8_t *const *lines, const int16_t *weights, intptr_t count, uint8_t *out, intptr_t length);

#endif
