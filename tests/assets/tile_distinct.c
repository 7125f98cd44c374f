/* Distinctness of tile faces: every face of every tileset is rasterised at play
 * size (48 px wide, the art over the ivory tile top) with the engine's own SVG
 * path (SDL_image / nanosvg), and every pair of faces that do not match is
 * compared with a perceptual difference:
 *
 *   D = (1 - SSIM(grey)) + dE / 100
 *
 * SSIM is the usual structural similarity (Wang et al. 2004: 7x7 Gaussian window,
 * sigma 1.5, C1 = (0.01 L)^2, C2 = (0.03 L)^2) on the luma; dE is the mean CIE76
 * colour difference of the two faces after a 4x4 box blur (what survives at a
 * glance: where the colours are). Identical faces give 0. The test fails when a
 * pair scores below the threshold and prints the five closest pairs per set.
 *
 * usage: tile_distinct [--threshold T] [--sheet DIR] TILESETS_DIR [SET...]
 *   --sheet DIR  also writes DIR/SET.png, every face at 48 px, for eyes.
 */
#include <SDL.h>
#include <SDL_image.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FACES 42
#define W 48
#define H 62 /* 48 * 1.3, the tile's aspect */
#define BW (W / 4)
#define BH (H / 4)

typedef struct Face {
    float y[H][W];      /* luma 0..255 */
    float lab[BH][BW][3]; /* blurred CIELAB */
    Uint32 argb[H][W];
    char name[64];
} Face;

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    if (buf) {
        buf[n] = 0;
        *len = (size_t)n;
    }
    return buf;
}

static float srgb_to_linear(float c)
{
    c /= 255.0f;
    return c <= 0.04045f ? c / 12.92f : powf((c + 0.055f) / 1.055f, 2.4f);
}

static void to_lab(float r, float g, float b, float out[3])
{
    float R = srgb_to_linear(r), G = srgb_to_linear(g), B = srgb_to_linear(b);
    float X = (0.4124f * R + 0.3576f * G + 0.1805f * B) / 0.95047f;
    float Y = 0.2126f * R + 0.7152f * G + 0.0722f * B;
    float Z = (0.0193f * R + 0.1192f * G + 0.9505f * B) / 1.08883f;
    float v[3] = {X, Y, Z};
    for (int i = 0; i < 3; i++)
        v[i] = v[i] > 0.008856f ? cbrtf(v[i]) : 7.787f * v[i] + 16.0f / 116.0f;
    out[0] = 116.0f * v[1] - 16.0f;
    out[1] = 500.0f * (v[0] - v[1]);
    out[2] = 200.0f * (v[1] - v[2]);
}

/* The face as the player sees it: the art rasterised over the tile's ivory top. */
static bool load_face(const char *path, Face *f)
{
    size_t len = 0;
    char *svg = read_file(path, &len);
    if (!svg)
        return false;
    SDL_RWops *rw = SDL_RWFromConstMem(svg, (int)len);
    SDL_Surface *s = rw ? IMG_LoadSizedSVG_RW(rw, W, H) : NULL;
    if (rw)
        SDL_RWclose(rw);
    free(svg);
    if (!s)
        return false;
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(s);
    if (!c)
        return false;
    float rgb[H][W][3];
    for (int y = 0; y < H; y++) {
        for (int x = 0; x < W; x++) {
            Uint32 p = 0;
            if (x < c->w && y < c->h)
                p = ((Uint32 *)((Uint8 *)c->pixels + y * c->pitch))[x];
            float a = (float)(p >> 24) / 255.0f;
            const float bg[3] = {252, 247, 232};
            for (int k = 0; k < 3; k++) {
                float v = (float)((p >> (16 - 8 * k)) & 255);
                rgb[y][x][k] = v * a + bg[k] * (1 - a);
            }
            f->y[y][x] = 0.299f * rgb[y][x][0] + 0.587f * rgb[y][x][1] + 0.114f * rgb[y][x][2];
            f->argb[y][x] = 0xff000000u | (Uint32)rgb[y][x][0] << 16 | (Uint32)rgb[y][x][1] << 8 |
                            (Uint32)rgb[y][x][2];
        }
    }
    SDL_FreeSurface(c);
    for (int by = 0; by < BH; by++)
        for (int bx = 0; bx < BW; bx++) {
            float m[3] = {0, 0, 0};
            for (int y = 0; y < 4; y++)
                for (int x = 0; x < 4; x++)
                    for (int k = 0; k < 3; k++)
                        m[k] += rgb[by * 4 + y][bx * 4 + x][k] / 16.0f;
            to_lab(m[0], m[1], m[2], f->lab[by][bx]);
        }
    return true;
}

static float gauss[7];

static float ssim(const Face *a, const Face *b)
{
    const float c1 = (0.01f * 255) * (0.01f * 255), c2 = (0.03f * 255) * (0.03f * 255);
    double sum = 0;
    int n = 0;
    for (int y = 3; y < H - 3; y++)
        for (int x = 3; x < W - 3; x++) {
            float ma = 0, mb = 0, saa = 0, sbb = 0, sab = 0;
            for (int j = -3; j <= 3; j++)
                for (int i = -3; i <= 3; i++) {
                    float w = gauss[j + 3] * gauss[i + 3];
                    float va = a->y[y + j][x + i], vb = b->y[y + j][x + i];
                    ma += w * va;
                    mb += w * vb;
                    saa += w * va * va;
                    sbb += w * vb * vb;
                    sab += w * va * vb;
                }
            saa -= ma * ma;
            sbb -= mb * mb;
            sab -= ma * mb;
            sum += ((2 * ma * mb + c1) * (2 * sab + c2)) / ((ma * ma + mb * mb + c1) * (saa + sbb + c2));
            n++;
        }
    return (float)(sum / n);
}

static float colour_diff(const Face *a, const Face *b)
{
    double sum = 0;
    for (int y = 0; y < BH; y++)
        for (int x = 0; x < BW; x++) {
            const float *p = a->lab[y][x], *q = b->lab[y][x];
            sum += sqrtf((p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1]) +
                         (p[2] - q[2]) * (p[2] - q[2]));
        }
    return (float)(sum / (BW * BH));
}

/* Faces 34-37 match one another, as do 38-41 (flowers, seasons or the set's own). */
static bool faces_match(int i, int j)
{
    return i == j || (i >= 34 && i <= 37 && j >= 34 && j <= 37) ||
           (i >= 38 && i <= 41 && j >= 38 && j <= 41);
}

static void read_names(const char *dir, Face *faces)
{
    char path[1600];
    snprintf(path, sizeof path, "%s/tileset.txt", dir);
    size_t len = 0;
    char *text = read_file(path, &len);
    for (int i = 0; i < FACES; i++)
        snprintf(faces[i].name, sizeof faces[i].name, "%02d", i);
    if (!text)
        return;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        int idx = -1, used = 0;
        char id[64];
        if (sscanf(line, "face %d %63s %n", &idx, id, &used) >= 2 && idx >= 0 && idx < FACES) {
            const char *q = strchr(line + used, '"');
            if (q) {
                const char *e = strchr(q + 1, '"');
                int n = e ? (int)(e - q - 1) : (int)strlen(q + 1);
                snprintf(faces[idx].name, sizeof faces[idx].name, "%02d %.*s", idx, n, q + 1);
            }
        }
    }
    free(text);
}

static void write_sheet(const char *sheet_dir, const char *set, Face *faces)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, 7 * (W + 4) + 4, 6 * (H + 4) + 4, 32,
                                                    SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return;
    SDL_FillRect(s, NULL, 0xff1f4a40);
    for (int i = 0; i < FACES; i++) {
        int ox = 4 + (i % 7) * (W + 4), oy = 4 + (i / 7) * (H + 4);
        for (int y = 0; y < H; y++)
            memcpy((Uint8 *)s->pixels + (oy + y) * s->pitch + ox * 4, faces[i].argb[y], W * 4);
    }
    char path[1600];
    snprintf(path, sizeof path, "%s/%.255s.png", sheet_dir, set);
    IMG_SavePNG(s, path);
    SDL_FreeSurface(s);
}

typedef struct Pair {
    float d, s, c;
    int i, j;
} Pair;

static int by_d(const void *x, const void *y)
{
    const Pair *a = x, *b = y;
    return (a->d > b->d) - (a->d < b->d);
}

int main(int argc, char **argv)
{
    float threshold = 0.0f;
    const char *sheet = NULL;
    int a = 1;
    for (; a < argc && argv[a][0] == '-'; a++) {
        if (strcmp(argv[a], "--threshold") == 0 && a + 1 < argc)
            threshold = strtof(argv[++a], NULL);
        else if (strcmp(argv[a], "--sheet") == 0 && a + 1 < argc)
            sheet = argv[++a];
        else {
            fprintf(stderr, "tile_distinct: unknown option %s\n", argv[a]);
            return 2;
        }
    }
    if (a >= argc) {
        fprintf(stderr, "usage: tile_distinct [--threshold T] [--sheet DIR] TILESETS_DIR [SET...]\n");
        return 2;
    }
    const char *root = argv[a++];
    float gs = 0;
    for (int i = 0; i < 7; i++)
        gs += gauss[i] = expf(-(float)((i - 3) * (i - 3)) / (2 * 1.5f * 1.5f));
    for (int i = 0; i < 7; i++)
        gauss[i] /= gs;

    /* the sets: those named, else every folder with a tileset.txt */
    char sets[64][256];
    int nsets = 0;
    for (; a < argc && nsets < 64; a++)
        snprintf(sets[nsets++], sizeof sets[0], "%s", argv[a]);
    if (!nsets) {
        char cmd[1200];
        snprintf(cmd, sizeof cmd, "ls '%s'", root);
        FILE *p = popen(cmd, "r");
        char line[200];
        while (p && nsets < 64 && fgets(line, sizeof line, p)) {
            line[strcspn(line, "\n")] = 0;
            char probe[1400];
            snprintf(probe, sizeof probe, "%.900s/%.200s/tileset.txt", root, line);
            FILE *f = fopen(probe, "r");
            if (f) {
                fclose(f);
                snprintf(sets[nsets++], sizeof sets[0], "%s", line);
            }
        }
        if (p)
            pclose(p);
    }
    if (!nsets) {
        fprintf(stderr, "tile_distinct: no tilesets under %s\n", root);
        return 2;
    }

    Face *faces = calloc(FACES, sizeof *faces);
    Pair *pairs = calloc(FACES * FACES, sizeof *pairs);
    if (!faces || !pairs)
        return 2;
    int failed = 0;
    printf("%-10s %8s %8s  closest pair (D = 1-SSIM + dE/100; threshold %.3f)\n", "set", "min D", "median",
           threshold);
    for (int k = 0; k < nsets; k++) {
        char dir[1400];
        snprintf(dir, sizeof dir, "%.900s/%.255s", root, sets[k]);
        read_names(dir, faces);
        for (int i = 0; i < FACES; i++) {
            char path[1600];
            snprintf(path, sizeof path, "%s/%02d.svg", dir, i);
            if (!load_face(path, &faces[i])) {
                printf("FAIL: %s: cannot rasterise %s\n", sets[k], path);
                failed = 1;
                memset(&faces[i], 0, sizeof faces[i]);
            }
        }
        if (sheet)
            write_sheet(sheet, sets[k], faces);
        int n = 0;
        for (int i = 0; i < FACES; i++)
            for (int j = i + 1; j < FACES; j++)
                if (!faces_match(i, j)) {
                    float s = ssim(&faces[i], &faces[j]), c = colour_diff(&faces[i], &faces[j]);
                    pairs[n++] = (Pair){(1 - s) + c / 100.0f, s, c, i, j};
                }
        qsort(pairs, (size_t)n, sizeof *pairs, by_d);
        printf("%-10s %8.3f %8.3f  %s / %s\n", sets[k], pairs[0].d, pairs[n / 2].d, faces[pairs[0].i].name,
               faces[pairs[0].j].name);
        for (int p = 0; p < 5 && p < n; p++)
            printf("    D=%.3f (SSIM %.3f, dE %5.1f)  %s / %s%s\n", pairs[p].d, pairs[p].s, pairs[p].c,
                   faces[pairs[p].i].name, faces[pairs[p].j].name, pairs[p].d < threshold ? "  << below" : "");
        int below = 0;
        for (int p = 0; p < n; p++)
            below += pairs[p].d < threshold;
        if (below) {
            printf("FAIL: %s: %d pair(s) of faces below D=%.3f\n", sets[k], below, threshold);
            failed = 1;
        }
    }
    free(faces);
    free(pairs);
    return failed;
}
