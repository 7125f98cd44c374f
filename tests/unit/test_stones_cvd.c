/* MahJongg Stones' colours stay apart for colour-blind players: every face is
 * rasterised at 48 px by the game's own code (games/stones/faces.c), the mean
 * colour of each colour's tile area is put through the Machado, Oliveira and
 * Fernandes (2009) simulation of protanopia, deuteranopia and tritanopia
 * (severity 1), and no two colours may come closer than MIN_DE00 in CIEDE2000.
 *
 * The threshold: a CIEDE2000 difference of about 2 is just noticeable side by
 * side; colours a player must name apart at a glance, on tiles scattered over
 * the grid, need several times that. 10 is the usual floor for categorical
 * palettes checked under CVD (tools such as Colorgorical and the Viz Palette
 * report "too close" below it), and the palette clears it with room under
 * normal vision. The symbols' silhouettes differ too, so colour is never the
 * only cue. The same check on a red/green palette fails (test_bad_palette). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "games/stones/faces.h"

#define SIZE 48
#define MIN_DE00 10.0

typedef struct Lab {
    double l, a, b;
} Lab;

static const double MACHADO[4][3][3] = {
    {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
    {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
    {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
    {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}},
};
static const char *const VISION[4] = {"normal", "protanopia", "deuteranopia", "tritanopia"};

static double to_linear(double c)
{
    c /= 255.0;
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static double lab_f(double t)
{
    return t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116;
}

static Lab lab_of_linear(const double rgb[3])
{
    double x = 0.4124564 * rgb[0] + 0.3575761 * rgb[1] + 0.1804375 * rgb[2];
    double y = 0.2126729 * rgb[0] + 0.7151522 * rgb[1] + 0.0721750 * rgb[2];
    double z = 0.0193339 * rgb[0] + 0.1191920 * rgb[1] + 0.9503041 * rgb[2];
    double fx = lab_f(x / 0.95047), fy = lab_f(y), fz = lab_f(z / 1.08883);
    return (Lab){116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

/* CIEDE2000 (Sharma, Wu and Dalal 2005), kL = kC = kH = 1. */
static double de2000(Lab p, Lab q)
{
    const double PI = 3.14159265358979323846, D = PI / 180;
    double c1 = hypot(p.a, p.b), c2 = hypot(q.a, q.b), cm = (c1 + c2) / 2;
    double g = 0.5 * (1 - sqrt(pow(cm, 7) / (pow(cm, 7) + pow(25, 7))));
    double a1 = (1 + g) * p.a, a2 = (1 + g) * q.a;
    double c1p = hypot(a1, p.b), c2p = hypot(a2, q.b);
    double h1 = (a1 == 0 && p.b == 0) ? 0 : atan2(p.b, a1) / D, h2 = (a2 == 0 && q.b == 0) ? 0 : atan2(q.b, a2) / D;
    if (h1 < 0)
        h1 += 360;
    if (h2 < 0)
        h2 += 360;
    double dl = q.l - p.l, dc = c2p - c1p, dh = 0;
    if (c1p * c2p != 0) {
        dh = h2 - h1;
        if (dh > 180)
            dh -= 360;
        else if (dh < -180)
            dh += 360;
    }
    double dH = 2 * sqrt(c1p * c2p) * sin(dh / 2 * D);
    double lm = (p.l + q.l) / 2, cmp = (c1p + c2p) / 2, hm = h1 + h2;
    if (c1p * c2p != 0) {
        if (fabs(h1 - h2) <= 180)
            hm = (h1 + h2) / 2;
        else
            hm = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
    }
    double t = 1 - 0.17 * cos((hm - 30) * D) + 0.24 * cos(2 * hm * D) + 0.32 * cos((3 * hm + 6) * D) -
               0.20 * cos((4 * hm - 63) * D);
    double dtheta = 30 * exp(-pow((hm - 275) / 25, 2));
    double rc = 2 * sqrt(pow(cmp, 7) / (pow(cmp, 7) + pow(25, 7)));
    double sl = 1 + 0.015 * pow(lm - 50, 2) / sqrt(20 + pow(lm - 50, 2));
    double sc = 1 + 0.045 * cmp, sh = 1 + 0.015 * cmp * t;
    double rt = -sin(2 * dtheta * D) * rc;
    return sqrt(pow(dl / sl, 2) + pow(dc / sc, 2) + pow(dH / sh, 2) + rt * (dc / sc) * (dH / sh));
}

/* The mean linear colour of colour c's tile area over its six faces at 48 px. */
static void face_colour(const uint8_t (*pal)[3], int c, double out[3])
{
    uint8_t *px = malloc(SIZE * SIZE * 4), *cls = malloc(SIZE * SIZE);
    assert_non_null(px);
    assert_non_null(cls);
    double sum[3] = {0, 0, 0};
    long n = 0;
    for (int s = 0; s < STONES_FACE_KINDS; s++) {
        stones_face_raster(px, cls, SIZE, c, s, false, pal);
        for (int i = 0; i < SIZE * SIZE; i++)
            if (cls[i] == STONES_PX_TILE) {
                for (int k = 0; k < 3; k++)
                    sum[k] += to_linear(px[4 * i + k]);
                n++;
            }
    }
    assert_true(n > SIZE * SIZE); /* the tile area is most of each face */
    for (int k = 0; k < 3; k++)
        out[k] = sum[k] / (double)n;
    free(px);
    free(cls);
}

/* The smallest CIEDE2000 difference between two colours of the palette under
 * vision v; *ci, *cj the pair. */
static double closest(const uint8_t (*pal)[3], int v, int *ci, int *cj)
{
    Lab lab[STONES_FACE_KINDS];
    for (int c = 0; c < STONES_FACE_KINDS; c++) {
        double lin[3], sim[3];
        face_colour(pal, c, lin);
        for (int r = 0; r < 3; r++) {
            sim[r] = 0;
            for (int k = 0; k < 3; k++)
                sim[r] += MACHADO[v][r][k] * lin[k];
            sim[r] = sim[r] < 0 ? 0 : sim[r] > 1 ? 1 : sim[r];
        }
        lab[c] = lab_of_linear(sim);
    }
    double best = 1e9;
    for (int i = 0; i < STONES_FACE_KINDS; i++)
        for (int j = i + 1; j < STONES_FACE_KINDS; j++) {
            double d = de2000(lab[i], lab[j]);
            if (d < best) {
                best = d;
                *ci = i;
                *cj = j;
            }
        }
    return best;
}

/* The reference pairs of Sharma et al.: the implementation is the published one. */
static void test_ciede2000_reference(void **state)
{
    (void)state;
    assert_true(fabs(de2000((Lab){50, 2.6772, -79.7751}, (Lab){50, 0, -82.7485}) - 2.0425) < 1e-4);
    assert_true(fabs(de2000((Lab){50, -1.3802, -84.2814}, (Lab){50, 0, -82.7485}) - 1.0000) < 1e-4);
    assert_true(fabs(de2000((Lab){50, 2.5, 0}, (Lab){73, 25, -18}) - 27.1492) < 1e-4);
    assert_true(fabs(de2000((Lab){60.2574, -34.0099, 36.2677}, (Lab){60.4626, -34.1751, 39.4387}) - 1.2644) < 1e-4);
}

static void test_palette_under_cvd(void **state)
{
    (void)state;
    for (int v = 0; v < 4; v++) {
        int i = 0, j = 0;
        double d = closest(STONES_PALETTE, v, &i, &j);
        print_message("%-13s closest: %s / %s, CIEDE2000 %.1f\n", VISION[v], STONES_COLOUR_NAMES[i],
                      STONES_COLOUR_NAMES[j], d);
        if (d < MIN_DE00)
            fail_msg("%s: %s and %s are %.1f apart (< %.1f)", VISION[v], STONES_COLOUR_NAMES[i],
                     STONES_COLOUR_NAMES[j], d, MIN_DE00);
    }
}

/* The difference of colours i and j of the palette under vision v. */
static double pair_de(const uint8_t (*pal)[3], int v, int i, int j)
{
    Lab lab[2];
    for (int k = 0; k < 2; k++) {
        double lin[3], sim[3];
        face_colour(pal, k ? j : i, lin);
        for (int r = 0; r < 3; r++) {
            sim[r] = 0;
            for (int q = 0; q < 3; q++)
                sim[r] += MACHADO[v][r][q] * lin[q];
            sim[r] = sim[r] < 0 ? 0 : sim[r] > 1 ? 1 : sim[r];
        }
        lab[k] = lab_of_linear(sim);
    }
    return de2000(lab[0], lab[1]);
}

/* Sky blue and blue (issue 39: "close for colour-blind players"), the pair of
 * one hue: their margin under every vision, printed. */
static void test_sky_blue_and_blue(void **state)
{
    (void)state;
    for (int v = 0; v < 4; v++) {
        double d = pair_de(STONES_PALETTE, v, 1, 4);
        print_message("%-13s sky blue / blue: CIEDE2000 %.1f\n", VISION[v], d);
        if (d < MIN_DE00)
            fail_msg("%s: sky blue and blue are %.1f apart (< %.1f)", VISION[v], d, MIN_DE00);
    }
}

/* The check can fail: a red/green palette collapses under deuteranopia. */
static void test_bad_palette(void **state)
{
    (void)state;
    static const uint8_t bad[STONES_FACE_KINDS][3] = {
        {200, 40, 40}, {40, 140, 40}, {40, 80, 200}, {240, 220, 60}, {150, 60, 180}, {240, 140, 40},
    };
    int i = 0, j = 0;
    assert_true(closest(bad, 0, &i, &j) >= MIN_DE00); /* fine for normal vision */
    double d = closest(bad, 2, &i, &j);
    print_message("red/green palette under deuteranopia: %d / %d, CIEDE2000 %.1f\n", i, j, d);
    assert_true(d < MIN_DE00);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ciede2000_reference),
        cmocka_unit_test(test_palette_under_cvd),
        cmocka_unit_test(test_sky_blue_and_blue),
        cmocka_unit_test(test_bad_palette),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
