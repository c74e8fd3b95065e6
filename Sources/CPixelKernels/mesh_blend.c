#include "MeshBlend.h"

#include <math.h>

/* Positions in 1/16 pixel: fine enough for feathered rims, and every product below fits
 * in 64 bits for coordinates up to the clamp. */
#define SUB 16
#define COORD_LIMIT 1048576.0f

static inline int64_t floor_div(int64_t a, int64_t b) { /* b > 0 */
    int64_t q = a / b;
    if ((a % b != 0) && (a < 0)) q--;
    return q;
}

static inline int64_t ceil_div(int64_t a, int64_t b) { return -floor_div(-a, b); }

/* x * a / 255 for 0..255 values with exact rounding, as SDL's ALPHA_BLEND_CHANNEL. */
static inline uint32_t div255(uint32_t t) {
    t += 128;
    return (t + (t >> 8)) >> 8;
}

static inline uint32_t blend(uint32_t d, uint32_t r, uint32_t g, uint32_t b, uint32_t a, int has_alpha) {
    uint32_t ia = 255 - a;
    uint32_t nr = div255(r * a + ((d >> 16) & 255) * ia);
    uint32_t ng = div255(g * a + ((d >> 8) & 255) * ia);
    uint32_t nb = div255(b * a + (d & 255) * ia);
    uint32_t top = has_alpha ? div255(255 * a + (d >> 24) * ia) << 24 : (d & 0xff000000u);
    return top | (nr << 16) | (ng << 8) | nb;
}

typedef struct {
    int64_t x, y;
} point;

typedef struct {
    /* The edge function at the first pixel centre of the row, its step per pixel to the
     * right and per row down, and the smallest value that counts as inside (0 or 1). */
    int64_t at_row, step_x, step_y, threshold;
} edge;

static inline edge make_edge(point a, point b, int64_t px, int64_t py) {
    int64_t dx = b.x - a.x, dy = b.y - a.y;
    edge e;
    e.at_row = dx * (py - a.y) - dy * (px - a.x);
    e.step_x = -dy * SUB;
    e.step_y = dx * SUB;
    /* A pixel centre exactly on the edge belongs to the triangle for which the edge runs
     * down (or left, when flat); the neighbour sharing it sees it run the other way. */
    e.threshold = (dy > 0 || (dy == 0 && dx < 0)) ? 0 : 1;
    return e;
}

/* Narrows [lo, hi] (pixel offsets in the row) to where the edge is inside; false when empty. */
static inline int narrow(const edge *e, int64_t *lo, int64_t *hi) {
    if (e->step_x > 0) {
        int64_t first = ceil_div(e->threshold - e->at_row, e->step_x);
        if (first > *lo) *lo = first;
    } else if (e->step_x < 0) {
        int64_t last = floor_div(e->at_row - e->threshold, -e->step_x);
        if (last < *hi) *hi = last;
    } else if (e->at_row < e->threshold) {
        return 0;
    }
    return *lo <= *hi;
}

static void triangle(const craster_canvas *c, const float *p0, const float *p1, const float *p2, const uint8_t *c0,
                     const uint8_t *c1, const uint8_t *c2) {
    const float *ps[3] = {p0, p1, p2};
    point v[3];
    for (int i = 0; i < 3; i++) {
        float x = ps[i][0], y = ps[i][1];
        if (!isfinite(x) || !isfinite(y)) return;
        if (x < -COORD_LIMIT) x = -COORD_LIMIT;
        if (x > COORD_LIMIT) x = COORD_LIMIT;
        if (y < -COORD_LIMIT) y = -COORD_LIMIT;
        if (y > COORD_LIMIT) y = COORD_LIMIT;
        v[i].x = (int64_t)lrintf(x * SUB);
        v[i].y = (int64_t)lrintf(y * SUB);
    }
    int64_t area = (v[1].x - v[0].x) * (v[2].y - v[0].y) - (v[1].y - v[0].y) * (v[2].x - v[0].x);
    if (area == 0) return;
    if (area < 0) {
        point t = v[1];
        v[1] = v[2];
        v[2] = t;
        const uint8_t *tc = c1;
        c1 = c2;
        c2 = tc;
        area = -area;
    }

    int64_t min_x = v[0].x, max_x = v[0].x, min_y = v[0].y, max_y = v[0].y;
    for (int i = 1; i < 3; i++) {
        if (v[i].x < min_x) min_x = v[i].x;
        if (v[i].x > max_x) max_x = v[i].x;
        if (v[i].y < min_y) min_y = v[i].y;
        if (v[i].y > max_y) max_y = v[i].y;
    }
    /* Pixels whose centres (x + 1/2) can lie inside, cut to the clip rectangle. */
    int64_t x0 = ceil_div(min_x - SUB / 2, SUB), x1 = floor_div(max_x - SUB / 2, SUB);
    int64_t y0 = ceil_div(min_y - SUB / 2, SUB), y1 = floor_div(max_y - SUB / 2, SUB);
    if (x0 < c->clip_x0) x0 = c->clip_x0;
    if (y0 < c->clip_y0) y0 = c->clip_y0;
    if (x1 > c->clip_x1 - 1) x1 = c->clip_x1 - 1;
    if (y1 > c->clip_y1 - 1) y1 = c->clip_y1 - 1;
    if (x0 > x1 || y0 > y1) return;

    int64_t px = x0 * SUB + SUB / 2, py = y0 * SUB + SUB / 2;
    /* e[i] is the weight of vertex i: the edge facing it. */
    edge e[3] = {make_edge(v[1], v[2], px, py), make_edge(v[2], v[0], px, py), make_edge(v[0], v[1], px, py)};
    const uint8_t *cs[3] = {c0, c1, c2};

    int uniform = c0[0] == c1[0] && c0[0] == c2[0] && c0[1] == c1[1] && c0[1] == c2[1] && c0[2] == c1[2] &&
                  c0[2] == c2[2] && c0[3] == c1[3] && c0[3] == c2[3];
    if (uniform && c0[3] == 0) return;

    /* Colours in 16.16 fixed point: each channel's change per pixel to the right. */
    double inv_area = 1.0 / (double)area;
    int32_t step[4];
    for (int k = 0; k < 4; k++) {
        double s = 0;
        for (int i = 0; i < 3; i++) s += (double)e[i].step_x * cs[i][k];
        step[k] = (int32_t)lrint(s * inv_area * 65536.0);
    }

    for (int64_t y = y0; y <= y1; y++) {
        int64_t lo = 0, hi = x1 - x0;
        int inside = narrow(&e[0], &lo, &hi) && narrow(&e[1], &lo, &hi) && narrow(&e[2], &lo, &hi);
        if (inside) {
            uint32_t *row = (uint32_t *)(c->pixels + (int64_t)y * c->pitch) + x0;
            uint32_t *p = row + lo, *end = row + hi + 1;
            if (uniform) {
                uint32_t r = c0[0], g = c0[1], b = c0[2], a = c0[3];
                if (a == 255) {
                    uint32_t keep = c->has_alpha ? 0xff000000u : 0;
                    for (; p < end; p++) {
                        uint32_t top = c->has_alpha ? keep : (*p & 0xff000000u);
                        *p = top | (r << 16) | (g << 8) | b;
                    }
                } else {
                    for (; p < end; p++) *p = blend(*p, r, g, b, a, c->has_alpha);
                }
            } else {
                int32_t acc[4];
                for (int k = 0; k < 4; k++) {
                    double s = 0;
                    for (int i = 0; i < 3; i++) s += (double)(e[i].at_row + lo * e[i].step_x) * cs[i][k];
                    /* Half a step up, so the shift below rounds. */
                    acc[k] = (int32_t)lrint(s * inv_area * 65536.0) + 32768;
                }
                for (; p < end; p++) {
                    int32_t a = acc[3] >> 16;
                    if (a > 0) {
                        int32_t r = acc[0] >> 16, g = acc[1] >> 16, b = acc[2] >> 16;
                        if (a > 255) a = 255;
                        if (r < 0) r = 0;
                        if (r > 255) r = 255;
                        if (g < 0) g = 0;
                        if (g > 255) g = 255;
                        if (b < 0) b = 0;
                        if (b > 255) b = 255;
                        *p = blend(*p, (uint32_t)r, (uint32_t)g, (uint32_t)b, (uint32_t)a, c->has_alpha);
                    }
                    acc[0] += step[0];
                    acc[1] += step[1];
                    acc[2] += step[2];
                    acc[3] += step[3];
                }
            }
        }
        for (int i = 0; i < 3; i++) e[i].at_row += e[i].step_y;
    }
}

void craster_blend_triangles(const craster_canvas *canvas, const float *xy, const uint8_t *rgba, int32_t vertex_count,
                             const int32_t *indices, int32_t index_count) {
    if (!canvas || !canvas->pixels || !xy || !rgba || !indices) return;
    craster_canvas c = *canvas;
    if (c.clip_x0 < 0) c.clip_x0 = 0;
    if (c.clip_y0 < 0) c.clip_y0 = 0;
    if (c.clip_x1 > c.width) c.clip_x1 = c.width;
    if (c.clip_y1 > c.height) c.clip_y1 = c.height;
    if (c.clip_x0 >= c.clip_x1 || c.clip_y0 >= c.clip_y1) return;
    for (int32_t t = 0; t + 2 < index_count; t += 3) {
        int32_t i0 = indices[t], i1 = indices[t + 1], i2 = indices[t + 2];
        if (i0 < 0 || i1 < 0 || i2 < 0 || i0 >= vertex_count || i1 >= vertex_count || i2 >= vertex_count) continue;
        triangle(&c, xy + 2 * i0, xy + 2 * i1, xy + 2 * i2, rgba + 4 * i0, rgba + 4 * i1, rgba + 4 * i2);
    }
}
