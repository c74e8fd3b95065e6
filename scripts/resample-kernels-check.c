// Built by scripts/resample-kernels-check.sh: the resampler's C kernels (CPixelKernels/resample.c)
// against plain loops over random rows, taps and weights, for a build the tests do not run (the
// SSE2 baseline on an AVX2 machine, or NEON for aarch64 under qemu). Prints the cases that differ.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "Resample.h"

static uint32_t state = 12345;
static uint32_t next(void) {
    state = state * 1664525u + 1013904223u;
    return state >> 8;
}

static uint8_t clamp_sum(int32_t sum) {
    int32_t v = sum >> 14;
    return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
}

int main(void) {
    int bad = 0, cases = 0;
    for (int round = 0; round < 300; round++) {
        const intptr_t source = 1 + next() % 700, width = 1 + next() % 300, stride = 1 + next() % 40;
        uint8_t *row = malloc((size_t)source * 4);
        for (intptr_t i = 0; i < source * 4; i++) row[i] = (uint8_t)next();
        intptr_t *first = malloc(sizeof(intptr_t) * (size_t)width), *count = malloc(sizeof(intptr_t) * (size_t)width);
        int16_t *weights = calloc((size_t)(width * stride), sizeof(int16_t));
        for (intptr_t x = 0; x < width; x++) {
            count[x] = 1 + (intptr_t)(next() % (uint32_t)(stride < source ? stride : source));
            first[x] = (intptr_t)(next() % (uint32_t)(source - count[x] + 1));
            for (intptr_t k = 0; k < count[x]; k++) weights[x * stride + k] = (int16_t)((int32_t)(next() % 24000) - 6000);
        }
        const int opaque = (int)(next() % 2);
        uint8_t *fast = malloc((size_t)width * 4), *plain = malloc((size_t)width * 4);
        unwind_resample_across_rgbx(row, fast, width, first, count, weights, stride, opaque);
        for (intptr_t x = 0; x < width; x++) {
            for (int c = 0; c < 4; c++) {
                int32_t sum = 1 << 13;
                for (intptr_t k = 0; k < count[x]; k++) sum += weights[x * stride + k] * row[(first[x] + k) * 4 + c];
                plain[x * 4 + c] = (c == 3 && opaque) ? 255 : clamp_sum(sum);
            }
        }
        cases++;
        for (intptr_t i = 0; i < width * 4; i++) {
            if (fast[i] != plain[i]) {
                printf("across differs: source %ld width %ld stride %ld byte %ld\n", (long)source, (long)width, (long)stride, (long)i);
                bad++;
                break;
            }
        }
        // The column pass over `taps` lines of `length` bytes.
        const intptr_t length = 1 + next() % 200, taps = 1 + next() % 30;
        const uint8_t **lines = malloc(sizeof(uint8_t *) * (size_t)taps);
        int16_t *down = malloc(sizeof(int16_t) * (size_t)taps);
        for (intptr_t k = 0; k < taps; k++) {
            uint8_t *line = malloc((size_t)length);
            for (intptr_t i = 0; i < length; i++) line[i] = (uint8_t)next();
            lines[k] = line;
            down[k] = (int16_t)((int32_t)(next() % 24000) - 6000);
        }
        uint8_t *out = malloc((size_t)length);
        unwind_resample_down(lines, down, taps, out, length);
        cases++;
        for (intptr_t i = 0; i < length; i++) {
            int32_t sum = 1 << 13;
            for (intptr_t k = 0; k < taps; k++) sum += down[k] * lines[k][i];
            if (out[i] != clamp_sum(sum)) {
                printf("down differs: length %ld taps %ld byte %ld\n", (long)length, (long)taps, (long)i);
                bad++;
                break;
            }
        }
        for (intptr_t k = 0; k < taps; k++) free((void *)lines[k]);
        free(lines), free(down), free(out), free(row), free(first), free(count), free(weights), free(fast), free(plain);
    }
    printf("%d of %d cases differ from the plain loops\n", bad, cases);
    return bad != 0;
}
