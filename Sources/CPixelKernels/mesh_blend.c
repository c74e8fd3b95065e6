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

/* A textured triangle's texture and its vertices' texture coordinates (0-1 across it). */
typedef struct {
    const craster_texture *texture;
    const float *uv[3];
} texturing;

/* The texel under `at` (16.16 fixed point, in texels from the first texel's centre) in one
 * axis of `size` texels: the first of the two texels interpolated and the second's weight in
 * 256ths, clamped at the edges as the stretch clamps its taps. */
static inline void tap(int64_t at, int32_t size, int32_t *first, uint32_t *weight) {
    const int64_t last = (int64_t)(size - 1) << 16;
    if (at < 0) at = 0;
    if (at > last) at = last;
    int32_t whole = (int32_t)(at >> 16);
    if (whole > size - 2) whole = size - 2;
    *first = whole;
    *weight = (uint32_t)((at - ((int64_t)whole << 16) + 128) >> 8);
}

/* The texture bilinearly at (u, v) (16.16 fixed point texels), as 0xRRGGBB. */
static inline uint32_t sample(const craster_texture *t, int64_t u, int64_t v) {
    int32_t x, y;
    uint32_t wx, wy;
    tap(u, t->width, &x, &wx);
    tap(v, t->height, &y, &wy);
    const uint32_t *row = t->pixels + (int64_t)y * t->pitch + x;
    const uint32_t a = row[0], b = row[1], c = row[t->pitch], d = row[t->pitch + 1];
    uint32_t out = 0;
    for (int shift = 0; shift <= 16; shift += 8) {
        const uint32_t top = (((a >> shift) & 255) * (256 - wx) + ((b >> shift) & 255) * wx) >> 8;
        const uint32_t bottom = (((c >> shift) & 255) * (256 - wx) + ((d >> shift) & 255) * wx) >> 8;
        out |= ((top * (256 - wy) + bottom * wy) >> 8) << shift;
    }
    return out;
}

static void triangle(const craster_canvas *c, const float *p0, const float *p1, const float *p2, const uint8_t *c0,
                     const uint8_t *c1, const uint8_t *c2, texturing tx) {
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
    /* Texture coordinates, in texels, as an affine function of the position, from the
     * vertices' own positions rather than the 1/16-pixel ones coverage uses: at (x, y) the
     * texel position is base + x * per_x + y * per_y, for each axis. */
    double tex_base[2] = {0, 0}, tex_per_x[2] = {0, 0}, tex_per_y[2] = {0, 0};
    if (tx.texture) {
        const double x0 = ps[0][0], y0 = ps[0][1], x1 = ps[1][0], y1 = ps[1][1], x2 = ps[2][0], y2 = ps[2][1];
        const double det = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
        if (det == 0) return;
        const double size[2] = {(double)tx.texture->width, (double)tx.texture->height};
        for (int k = 0; k < 2; k++) {
            const double t0 = tx.uv[0][k] * size[k], t1 = tx.uv[1][k] * size[k], t2 = tx.uv[2][k] * size[k];
            tex_per_x[k] = ((t1 - t0) * (y2 - y0) - (t2 - t0) * (y1 - y0)) / det;
            tex_per_y[k] = ((x1 - x0) * (t2 - t0) - (x2 - x0) * (t1 - t0)) / det;
            tex_base[k] = t0 - x0 * tex_per_x[k] - y0 * tex_per_y[k];
        }
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
    if (tx.texture) uniform = 0;

    /* Colours in 16.16 fixed point: each channel's change per pixel to the right. */
    double inv_area = 1.0 / (double)area;
    int32_t step[4];
    for (int k = 0; k < 4; k++) {
        double s = 0;
        for (int i = 0; i < 3; i++) s += (double)e[i].step_x * cs[i][k];
        step[k] = (int32_t)lrint(s * inv_area * 65536.0);
    }

    /* Texture coordinates step in 16.16 fixed point along a row. */
    const int64_t uv_step[2] = {llrint(tex_per_x[0] * 65536.0), llrint(tex_per_x[1] * 65536.0)};

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
                /* At the first pixel's centre, less half a texel: from the first texel's centre. */
                int64_t uv[2] = {0, 0};
                for (int k = 0; k < 2 && tx.texture; k++) {
                    const double at = tex_base[k] + ((double)(x0 + lo) + 0.5) * tex_per_x[k] + ((double)y + 0.5) * tex_per_y[k] - 0.5;
                    uv[k] = llrint(at * 65536.0);
                }
                for (; p < end; p++) {
                    int32_t a = acc[3] >> 16;
                    if (a > 0 && tx.texture) {
                        /* The texel times the vertex colour, as SDL's colour modulation. */
                        const uint32_t t = sample(tx.texture, uv[0], uv[1]);
                        int32_t r = acc[0] >> 16, g = acc[1] >> 16, b = acc[2] >> 16;
                        if (a > 255) a = 255;
                        r = r < 0 ? 0 : (r > 255 ? 255 : r);
                        g = g < 0 ? 0 : (g > 255 ? 255 : g);
                        b = b < 0 ? 0 : (b > 255 ? 255 : b);
                        *p = blend(*p, div255(((t >> 16) & 255) * (uint32_t)r), div255(((t >> 8) & 255) * (uint32_t)g),
                                   div255((t & 255) * (uint32_t)b), (uint32_t)a, c->has_alpha);
                    } else if (a > 0) {
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
                    uv[0] += uv_step[0];
                    uv[1] += uv_step[1];
                }
            }
        }
        for (int i = 0; i < 3; i++) e[i].at_row += e[i].step_y;
    }
}

/* Narrows the canvas's clip to the canvas itself; false when nothing is left to draw in. */
static int clip_to_canvas(craster_canvas *c) {
    if (c->clip_x0 < 0) c->clip_x0 = 0;
    if (c->clip_y0 < 0) c->clip_y0 = 0;
    if (c->clip_x1 > c->width) c->clip_x1 = c->width;
    if (c->clip_y1 > c->height) c->clip_y1 = c->height;
    return c->clip_x0 < c->clip_x1 && c->clip_y0 < c->clip_y1;
}

/* The three vertex indices of triangle `t`, false when one is out of range. */
static int corners(const int32_t *indices, int32_t t, int32_t vertex_count, int32_t out[3]) {
    for (int k = 0; k < 3; k++) {
        out[k] = indices[t + k];
        if (out[k] < 0 || out[k] >= vertex_count) return 0;
    }
    return 1;
}

void craster_blend_triangles(const craster_canvas *canvas, const float *xy, const uint8_t *rgba, int32_t vertex_count,
                             const int32_t *indices, int32_t index_count) {
    if (!canvas || !canvas->pixels || !xy || !rgba || !indices) return;
    craster_canvas c = *canvas;
    if (!clip_to_canvas(&c)) return;
    for (int32_t t = 0; t + 2 < index_count; t += 3) {
        int32_t i[3];
        if (!corners(indices, t, vertex_count, i)) continue;
        triangle(&c, xy + 2 * i[0], xy + 2 * i[1], xy + 2 * i[2], rgba + 4 * i[0], rgba + 4 * i[1], rgba + 4 * i[2], (texturing){0});
    }
}

void craster_blend_textured_triangles(const craster_canvas *canvas, const craster_texture *texture, const float *xy, const float *uv,
                                      const uint8_t *rgba, int32_t vertex_count, const int32_t *indices, int32_t index_count) {
    if (!canvas || !canvas->pixels || !texture || !texture->pixels || texture->width < 2 || texture->height < 2 || !xy || !uv || !rgba ||
        !indices)
        return;
    craster_canvas c = *canvas;
    if (!clip_to_canvas(&c)) return;
    for (int32_t t = 0; t + 2 < index_count; t += 3) {
        int32_t i[3];
        if (!corners(indices, t, vertex_count, i)) continue;
        const float *u[3] = {uv + 2 * i[0], uv + 2 * i[1], uv + 2 * i[2]};
        int finite = 1;
        for (int k = 0; k < 3; k++) finite &= isfinite(u[k][0]) && isfinite(u[k][1]) && fabsf(u[k][0]) < 1024 && fabsf(u[k][1]) < 1024;
        if (!finite) continue;
        texturing tx = {texture, {u[0], u[1], u[2]}};
        triangle(&c, xy + 2 * i[0], xy + 2 * i[1], xy + 2 * i[2], rgba + 4 * i[0], rgba + 4 * i[1], rgba + 4 * i[2], tx);
    }
}
