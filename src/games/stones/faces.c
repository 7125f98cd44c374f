/* MahJongg Stones' tiles, rasterised with 4x4 supersampling (see faces.h). */
#include "games/stones/faces.h"

#include <math.h>
#include <stddef.h>

#include "core/i18n.h"

/* Okabe & Ito (2008), "Color Universal Design": vermillion, sky blue, bluish
 * green, yellow, blue, reddish purple (orange and black left out: orange sits
 * next to vermillion and yellow for some deficiencies, black hides the symbol). */
const uint8_t STONES_PALETTE[STONES_FACE_KINDS][3] = {
    {213, 94, 0}, {86, 180, 233}, {0, 158, 115}, {240, 228, 66}, {0, 114, 178}, {204, 121, 167},
};
/* TRANSLATORS: the colours of MahJongg Stones' tiles (row labels of its tile guide) */
const char *const STONES_COLOUR_NAMES[STONES_FACE_KINDS] = {
    NC_("stones colour", "vermillion"), NC_("stones colour", "sky blue"), NC_("stones colour", "green"),
    NC_("stones colour", "yellow"), NC_("stones colour", "blue"), NC_("stones colour", "purple")};
/* TRANSLATORS: the symbols on MahJongg Stones' tiles (column labels of its tile guide) */
const char *const STONES_SYMBOL_NAMES[STONES_FACE_KINDS] = {
    NC_("stones symbol", "circle"), NC_("stones symbol", "square"), NC_("stones symbol", "triangle"),
    NC_("stones symbol", "diamond"), NC_("stones symbol", "star"), NC_("stones symbol", "cross")};
/* TRANSLATORS: a MahJongg Stones tile, its colour and its symbol (under the next tile) */
const char *const STONES_TILE_NAMES[STONES_FACE_KINDS][STONES_FACE_KINDS] = {
    {N_("vermillion circle"), N_("vermillion square"), N_("vermillion triangle"), N_("vermillion diamond"), N_("vermillion star"), N_("vermillion cross")},
    {N_("sky blue circle"), N_("sky blue square"), N_("sky blue triangle"), N_("sky blue diamond"), N_("sky blue star"), N_("sky blue cross")},
    {N_("green circle"), N_("green square"), N_("green triangle"), N_("green diamond"), N_("green star"), N_("green cross")},
    {N_("yellow circle"), N_("yellow square"), N_("yellow triangle"), N_("yellow diamond"), N_("yellow star"), N_("yellow cross")},
    {N_("blue circle"), N_("blue square"), N_("blue triangle"), N_("blue diamond"), N_("blue star"), N_("blue cross")},
    {N_("purple circle"), N_("purple square"), N_("purple triangle"), N_("purple diamond"), N_("purple star"), N_("purple cross")},
};

#define SS 4 /* samples per pixel side */

static bool in_polygon(const float (*p)[2], int n, float x, float y)
{
    bool in = false;
    for (int i = 0, j = n - 1; i < n; j = i++)
        if ((p[i][1] > y) != (p[j][1] > y) &&
            x < (p[j][0] - p[i][0]) * (y - p[i][1]) / (p[j][1] - p[i][1]) + p[i][0])
            in = !in;
    return in;
}

/* Is (x, y), in the symbol's box [-1, 1]^2 (y down), inside symbol s? */
static bool in_symbol(int s, float x, float y)
{
    switch (s) {
    case 0: return x * x + y * y <= 0.80f * 0.80f;
    case 1: return fabsf(x) <= 0.68f && fabsf(y) <= 0.68f;
    case 2: {
        static const float tri[3][2] = {{0, -0.86f}, {0.92f, 0.74f}, {-0.92f, 0.74f}};
        return in_polygon(tri, 3, x, y);
    }
    case 3: return fabsf(x) + fabsf(y) <= 0.95f;
    case 4: {
        static float star[10][2];
        static bool made;
        if (!made) { /* a five-pointed star, point up */
            for (int i = 0; i < 10; i++) {
                float r = i % 2 ? 0.42f : 1.0f, a = -1.5707963f + (float)i * 0.62831853f;
                star[i][0] = r * cosf(a);
                star[i][1] = r * sinf(a) + 0.08f;
            }
            made = true;
        }
        return in_polygon((const float(*)[2])star, 10, x, y);
    }
    default: return (fabsf(x) <= 0.26f && fabsf(y) <= 0.88f) || (fabsf(y) <= 0.26f && fabsf(x) <= 0.88f);
    }
}

/* A rounded square of half-side 1 and corner radius r. */
static bool in_rounded(float x, float y, float r)
{
    float ax = fabsf(x) - (1 - r), ay = fabsf(y) - (1 - r);
    if (ax <= 0 || ay <= 0)
        return fabsf(x) <= 1 && fabsf(y) <= 1;
    return ax * ax + ay * ay <= r * r;
}

/* The pattern of colour c at tile coordinates (x, y) in [0, 1): true where it
 * darkens the face. */
static bool in_pattern(int c, float x, float y)
{
    const float period = 0.125f;
    float u = x / period, v = y / period;
    switch (c) {
    case 0: return fmodf(v, 1.0f) < 0.3f;                       /* rows */
    case 1: return fmodf(u, 1.0f) < 0.3f;                       /* columns */
    case 2: return fmodf(u + v, 1.0f) < 0.3f;                   /* rising diagonals */
    case 3: return fmodf(u - v + 64.0f, 1.0f) < 0.3f;           /* falling diagonals */
    case 4: {                                                    /* dots */
        float du = fmodf(u, 1.0f) - 0.5f, dv = fmodf(v, 1.0f) - 0.5f;
        return du * du + dv * dv < 0.06f;
    }
    default: return ((int)u + (int)v) % 2 == 0 && fmodf(u, 1.0f) < 0.5f && fmodf(v, 1.0f) < 0.5f; /* checks */
    }
}

void stones_face_raster(uint8_t *rgba, uint8_t *cls, int size, int colour, int symbol, bool pattern,
                        const uint8_t (*palette)[3])
{
    if (!palette)
        palette = STONES_PALETTE;
    const uint8_t *base = palette[colour % STONES_FACE_KINDS];
    const float edge = 0.075f, sym = 0.56f, outline = 0.13f;
    for (int py = 0; py < size; py++)
        for (int px = 0; px < size; px++) {
            float acc[4] = {0, 0, 0, 0};
            int n_tile = 0, n_edge = 0, n_sym = 0;
            for (int sy = 0; sy < SS; sy++)
                for (int sx = 0; sx < SS; sx++) {
                    float fx = (px + (sx + 0.5f) / SS) / size, fy = (py + (sy + 0.5f) / SS) / size;
                    float x = fx * 2 - 1, y = fy * 2 - 1; /* tile box [-1, 1] */
                    if (!in_rounded(x, y, 0.22f))
                        continue;
                    float r, g, b;
                    float shade = 1.06f - 0.14f * fy; /* lit from above */
                    if (!in_rounded(x / (1 - edge), y / (1 - edge), 0.2f)) {
                        r = base[0] * 0.55f, g = base[1] * 0.55f, b = base[2] * 0.55f;
                        n_edge++;
                    } else {
                        float u = x / sym, v = y / sym;
                        if (in_symbol(symbol, u, v)) {
                            r = g = b = 22;
                            n_sym++;
                        } else if (in_symbol(symbol, u / (1 + outline), v / (1 + outline))) {
                            r = g = b = 250;
                            n_sym++;
                        } else {
                            r = base[0] * shade, g = base[1] * shade, b = base[2] * shade;
                            if (pattern && in_pattern(colour % STONES_FACE_KINDS, fx, fy))
                                r *= 0.62f, g *= 0.62f, b *= 0.62f;
                            n_tile++;
                        }
                    }
                    acc[0] += r > 255 ? 255 : r;
                    acc[1] += g > 255 ? 255 : g;
                    acc[2] += b > 255 ? 255 : b;
                    acc[3] += 1;
                }
            uint8_t *o = rgba + ((size_t)py * (size_t)size + (size_t)px) * 4;
            if (acc[3] == 0) {
                o[0] = o[1] = o[2] = o[3] = 0;
            } else {
                o[0] = (uint8_t)(acc[0] / acc[3] + 0.5f);
                o[1] = (uint8_t)(acc[1] / acc[3] + 0.5f);
                o[2] = (uint8_t)(acc[2] / acc[3] + 0.5f);
                o[3] = (uint8_t)(255 * acc[3] / (SS * SS) + 0.5f);
            }
            if (cls) {
                int best = n_tile >= n_edge && n_tile >= n_sym ? STONES_PX_TILE
                           : n_sym >= n_edge                   ? STONES_PX_SYMBOL
                                                               : STONES_PX_EDGE;
                cls[(size_t)py * (size_t)size + (size_t)px] =
                    (uint8_t)(acc[3] == 0 ? STONES_PX_OUT : best);
            }
        }
}
