// The stretch kernel built two ways (or against another revision's), compared pixel for pixel
// over random geometries and timed side by side at 1080p; see scripts/stretch-check.sh.
#include "CPixelKernels.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int kernel_a(unwind_pixels, double, double, double, double, unwind_pixels, double, double, double, double, int32_t, int32_t, int32_t, int32_t,
             int32_t, uint32_t);
int kernel_b(unwind_pixels, double, double, double, double, unwind_pixels, double, double, double, double, int32_t, int32_t, int32_t, int32_t,
             int32_t, uint32_t);
int crossfade_b(unwind_pixels, const double[8], uint32_t, unwind_pixels, const double[8], uint32_t, int32_t, unwind_pixels, int32_t, int32_t,
                int32_t, int32_t);
typedef int (*kernel)(unwind_pixels, double, double, double, double, unwind_pixels, double, double, double, double, int32_t, int32_t, int32_t,
                      int32_t, int32_t, uint32_t);

static double cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}
static int by_value(const void *a, const void *b) { return *(const double *)a < *(const double *)b ? -1 : *(const double *)a > *(const double *)b; }
static uint32_t next(uint32_t *state) { return *state = *state * 1103515245u + 12345u; }

int main(int argc, char **argv) {
    const char *names[2] = {argc > 2 ? argv[1] : "a", argc > 2 ? argv[2] : "b"};
    // A revision from before the tint was a parameter is only asked for untinted pixels.
    const int tints = argc > 3 && argv[3][0] == 't';
    enum { SW = 2304, SH = 1296, DW = 1920, DH = 1080 };
    uint32_t *source = malloc((size_t)SW * SH * 4), *one = malloc((size_t)DW * DH * 4), *two = malloc((size_t)DW * DH * 4);
    if (!source || !one || !two) return 2;
    uint32_t state = 12345;
    for (size_t i = 0; i < (size_t)SW * SH; i++) source[i] = next(&state) ^ (state << 13);
    const unwind_pixels src = {source, SW, SH, SW}, a = {one, DW, DH, DW}, b = {two, DW, DH, DW};
    // Geometries: scales 0.5-2.2, fractional offsets, partly off the frame, clips, opacities.
    int differing = 0;
    for (int k = 0; k < 300; k++) {
        const double sx = next(&state) % 300 + (state & 255) / 256.0, sy = next(&state) % 200 + (state & 255) / 256.0;
        const double scale = 0.5 + (next(&state) >> 16) % 1000 / 600.0;
        double sw = DW / scale, sh = DH / scale;
        if (sx + sw > SW) sw = SW - sx;
        if (sy + sh > SH) sh = SH - sy;
        const double dx = -50.0 + (next(&state) >> 16) % 100 + (state & 255) / 256.0;
        const int alpha = k % 3 == 0 ? 255 : (int)((next(&state) >> 8) % 256);
        const uint32_t tint = tints && k % 4 == 1 ? (next(&state) >> 8) & 0xffffff : 0xffffff;
        const int cx = (k % 5) * 37, cy = (k % 7) * 13, cw = DW - (k % 4) * 101 - cx, ch = DH - (k % 3) * 77 - cy;
        for (size_t i = 0; i < (size_t)DW * DH; i++) one[i] = two[i] = (uint32_t)i * 2654435761u;
        const int ra = kernel_a(src, sx, sy, sw, sh, a, dx, 3.25, sw * scale, sh * scale, cx, cy, cw, ch, alpha, tint);
        const int rb = kernel_b(src, sx, sy, sw, sh, b, dx, 3.25, sw * scale, sh * scale, cx, cy, cw, ch, alpha, tint);
        size_t i = 0;
        // The unused X byte may differ between revisions; the colour may not.
        while (i < (size_t)DW * DH && ((one[i] ^ two[i]) & 0xffffff) == 0) i++;
        if (ra != rb || i < (size_t)DW * DH) {
            if (differing++ < 5)
                printf("MISMATCH geometry %d (alpha %d) at (%zu, %zu): %08x against %08x\n", k, alpha, i % DW, i / DW, one[i], two[i]);
        }
    }
    printf("%d of 300 geometries differ\n", differing);
    // A Ken Burns zoom: a photo prepared at 1.2x the screen, shown at 1.0-1.2x, opaque and at half opacity.
    const kernel kernels[2] = {kernel_a, kernel_b};
    for (int alpha = 255; alpha >= 128; alpha -= 127) {
        double times[2][101];
        for (int run = 0; run < 101; run++) {
            for (int v = 0; v < 2; v++) {
                const double zoom = 1.0 + 0.2 * run / 100.0, start = cpu_ms();
                kernels[v](src, 10.3, 7.7, DW * 1.2 / zoom, DH * 1.2 / zoom, a, 0, 0, DW, DH, 0, 0, DW, DH, alpha, 0xffffff);
                times[v][run] = cpu_ms() - start;
            }
        }
        for (int v = 0; v < 2; v++) qsort(times[v], 101, sizeof(double), by_value);
        printf("1920x1080 from 2304x1296 at 1.0-1.2x, alpha %d: %s median %.3f ms (p90 %.3f), %s median %.3f ms (p90 %.3f), ratio %.2f\n", alpha,
               names[0], times[0][50], times[0][90], names[1], times[1][50], times[1][90], times[1][50] / times[0][50]);
    }
    // The one-pass crossfade against the same two layers drawn one after the other (the
    // second build's), pixel for pixel over random pairs, and timed at 1080p.
    uint32_t *second = malloc((size_t)SW * SH * 4);
    if (!second) return 2;
    for (size_t i = 0; i < (size_t)SW * SH; i++) second[i] = next(&state) * 2654435761u;
    const unwind_pixels other = {second, SW, SH, SW};
    int crossDiffering = 0;
    for (int k = 0; k < 100; k++) {
        const double zoomA = 1.0 + (next(&state) >> 16) % 200 / 1000.0, zoomB = 1.0 + (next(&state) >> 16) % 200 / 1000.0;
        const double ga[8] = {(next(&state) >> 16) % 100 / 7.0, 3.3, DW * 1.2 / zoomA, DH * 1.2 / zoomA, 0, 0, DW, DH};
        const double gb[8] = {5.1, (next(&state) >> 16) % 100 / 9.0, DW * 1.2 / zoomB, DH * 1.2 / zoomB, k % 2 ? -0.25 : 0, 0, DW + (k % 2 ? 0.5 : 0), DH};
        const uint32_t ta = tints && k % 3 == 1 ? 0xffc080 : 0xffffff, tb = tints && k % 3 == 2 ? 0x80c0ff : 0xffffff;
        const int alpha = 1 + (int)((next(&state) >> 8) % 254);
        for (size_t i = 0; i < (size_t)DW * DH; i++) one[i] = two[i] = (uint32_t)i * 2654435761u;
        kernel_b(src, ga[0], ga[1], ga[2], ga[3], a, ga[4], ga[5], ga[6], ga[7], 0, 0, DW, DH, 255, ta);
        kernel_b(other, gb[0], gb[1], gb[2], gb[3], a, gb[4], gb[5], gb[6], gb[7], 0, 0, DW, DH, alpha, tb);
        if (crossfade_b(src, ga, ta, other, gb, tb, alpha, b, 0, 0, DW, DH) != 0) {
            if (crossDiffering++ < 5) printf("MISMATCH crossfade %d was not drawn in one pass\n", k);
            continue;
        }
        size_t i = 0;
        while (i < (size_t)DW * DH && ((one[i] ^ two[i]) & 0xffffff) == 0) i++;
        if (i < (size_t)DW * DH && crossDiffering++ < 5)
            printf("MISMATCH crossfade %d (alpha %d) at (%zu, %zu): %08x against %08x\n", k, alpha, i % DW, i / DW, one[i], two[i]);
    }
    printf("%d of 100 crossfades differ from the two layers drawn one by one\n", crossDiffering);
    double passes[2][101];
    for (int run = 0; run < 101; run++) {
        const double zoom = 1.0 + 0.2 * run / 100.0;
        const double ga[8] = {10.3, 7.7, DW * 1.2 / zoom, DH * 1.2 / zoom, 0, 0, DW, DH}, gb[8] = {3.1, 2.9, DW * 1.1 / zoom, DH * 1.1 / zoom, 0, 0, DW, DH};
        double start = cpu_ms();
        kernel_b(src, ga[0], ga[1], ga[2], ga[3], a, 0, 0, DW, DH, 0, 0, DW, DH, 255, 0xffffff);
        kernel_b(other, gb[0], gb[1], gb[2], gb[3], a, 0, 0, DW, DH, 0, 0, DW, DH, 128, 0xffffff);
        passes[0][run] = cpu_ms() - start;
        start = cpu_ms();
        crossfade_b(src, ga, 0xffffff, other, gb, 0xffffff, 128, b, 0, 0, DW, DH);
        passes[1][run] = cpu_ms() - start;
    }
    for (int v = 0; v < 2; v++) qsort(passes[v], 101, sizeof(double), by_value);
    printf("1080p crossfade of two zoomed photos: two passes median %.3f ms (p90 %.3f), one pass median %.3f ms (p90 %.3f), ratio %.2f\n",
           passes[0][50], passes[0][90], passes[1][50], passes[1][90], passes[1][50] / passes[0][50]);
    free(second);
    free(source);
    free(one);
    free(two);
    return differing || crossDiffering ? 1 : 0;
}
