#include "engine/tiles.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "engine/app.h"
#include "engine/assets.h"
#include "engine/tile_art.h"

#define ATLAS_COLS 8
#define SLOTS TILES_FACES
#define SVG_MAX_BYTES (512 * 1024)

static struct {
    char name[64];
    char display[64];
    char face_name[TILES_FACES][48];
    char face_index[TILES_FACES][8]; /* corner index ("3B"), empty if none */
    char group_name[2][32];
    bool show_index;
    bool bleed;        /* the art covers the whole tile top (manifest "bleed: yes") */
    char *svg[TILES_FACES];
    size_t svg_len[TILES_FACES];
    SDL_Texture *atlas;
    int w, h, depth;   /* face size and edge thickness, pixels */
    int so;            /* how far the shadow reaches beyond the edge */
    int sw, sh;        /* one atlas slot: shadow + edge + face */
    unsigned generation;
} data;

static void free_sources(void)
{
    for (int i = 0; i < TILES_FACES; i++) {
        free(data.svg[i]);
        data.svg[i] = NULL;
    }
}

/* Corner indices for sets whose face ids follow the Mahjong suits: "dots-3" is
 * "3D", "wind-east" "E", "dragon-white" "Wh", flowers F1-F4, seasons S1-S4.
 * Other sets carry their own letters or numbers in the art. */
static void face_index_for(int face, const char *id, char *out, size_t cap)
{
    static const struct { const char *prefix, *label; } fixed[] = {
        {"wind-east", "E"}, {"wind-south", "S"}, {"wind-west", "W"}, {"wind-north", "N"},
        {"dragon-red", "R"}, {"dragon-green", "G"}, {"dragon-white", "Wh"},
    };
    static const struct { const char *prefix; char suit; } suits[] = {
        {"dots-", 'D'}, {"bamboo-", 'B'}, {"characters-", 'C'},
    };
    out[0] = 0;
    for (size_t i = 0; i < SDL_arraysize(fixed); i++)
        if (strcmp(id, fixed[i].prefix) == 0)
            SDL_strlcpy(out, fixed[i].label, cap);
    for (size_t i = 0; i < SDL_arraysize(suits); i++) {
        size_t n = strlen(suits[i].prefix);
        if (strncmp(id, suits[i].prefix, n) == 0 && id[n] >= '1' && id[n] <= '9' && !id[n + 1])
            snprintf(out, cap, "%c%c", id[n], suits[i].suit);
    }
    if (strncmp(id, "flower-", 7) == 0 && face >= 34 && face <= 37)
        snprintf(out, cap, "F%d", face - 33);
    if (strncmp(id, "season-", 7) == 0 && face >= 38 && face <= 41)
        snprintf(out, cap, "S%d", face - 37);
}

static void parse_manifest(const char *text)
{
    const char *p = text;
    int group = 0;
    while (*p) {
        const char *eol = strchr(p, '\n');
        size_t n = eol ? (size_t)(eol - p) : strlen(p);
        char line[256];
        SDL_strlcpy(line, p, SDL_min(n + 1, sizeof line));
        int idx;
        char id[64];
        int used = 0;
        if (strncmp(line, "name:", 5) == 0) {
            const char *v = line + 5;
            while (*v == ' ')
                v++;
            SDL_strlcpy(data.display, v, sizeof data.display);
        } else if (strncmp(line, "bleed:", 6) == 0) {
            data.bleed = strstr(line + 6, "yes") != NULL;
        } else if (strncmp(line, "group ", 6) == 0 && group < 2) {
            char gname[32];
            if (sscanf(line + 6, "%31s", gname) == 1)
                SDL_strlcpy(data.group_name[group++], gname, sizeof data.group_name[0]);
        } else if (sscanf(line, "face %d %63s %n", &idx, id, &used) == 2 && idx >= 0 &&
                   idx < TILES_FACES) {
            face_index_for(idx, id, data.face_index[idx], sizeof data.face_index[idx]);
            const char *q = strchr(line + used, '"');
            if (q) {
                const char *e = strchr(q + 1, '"');
                size_t len = e ? (size_t)(e - q - 1) : strlen(q + 1);
                SDL_strlcpy(data.face_name[idx], q + 1,
                            SDL_min(len + 1, sizeof data.face_name[idx]));
            } else {
                SDL_strlcpy(data.face_name[idx], id, sizeof data.face_name[idx]);
            }
        }
        if (!eol)
            break;
        p = eol + 1;
    }
}

bool tiles_load(App *app, const char *name, Error *err)
{
    (void)app;
    char rel[256], path[1024];
    char *svg[TILES_FACES] = {0};
    size_t len[TILES_FACES] = {0};
    for (int i = 0; i < TILES_FACES; i++) {
        snprintf(rel, sizeof rel, "assets/tilesets/%s/%02d.svg", name, i);
        if (!assets_path(rel, path, sizeof path)) {
            for (int j = 0; j < i; j++)
                free(svg[j]);
            return error_set(err, "tileset '%s': missing %s (data in %s)", name, rel, assets_root());
        }
        if (!file_read_all(path, SVG_MAX_BYTES, &svg[i], &len[i], err)) {
            for (int j = 0; j < i; j++)
                free(svg[j]);
            return false;
        }
    }
    free_sources();
    memcpy(data.svg, svg, sizeof svg);
    memcpy(data.svg_len, len, sizeof len);
    SDL_strlcpy(data.name, name, sizeof data.name);
    SDL_strlcpy(data.display, name, sizeof data.display);
    data.bleed = false;
    for (int i = 0; i < TILES_FACES; i++) {
        snprintf(data.face_name[i], sizeof data.face_name[i], "face %d", i);
        data.face_index[i][0] = 0;
    }
    SDL_strlcpy(data.group_name[0], "group 1", sizeof data.group_name[0]);
    SDL_strlcpy(data.group_name[1], "group 2", sizeof data.group_name[1]);
    snprintf(rel, sizeof rel, "assets/tilesets/%s/tileset.txt", name);
    char *manifest = NULL;
    size_t mlen = 0;
    if (assets_path(rel, path, sizeof path) && file_read_all(path, 65536, &manifest, &mlen, NULL)) {
        parse_manifest(manifest);
        free(manifest);
    }
    if (data.atlas) {
        SDL_DestroyTexture(data.atlas);
        data.atlas = NULL;
    }
    data.w = 0;
    data.generation++;
    return true;
}

void tiles_shutdown(void)
{
    free_sources();
    if (data.atlas)
        SDL_DestroyTexture(data.atlas);
    data.atlas = NULL;
    data.w = 0;
}

int tiles_face_w(void) { return data.w; }
int tiles_face_h(void) { return data.h; }
int tiles_depth(void) { return data.depth; }
const char *tiles_name(void) { return data.display; }

const char *tiles_group_name(int g)
{
    return g >= 0 && g < 2 ? data.group_name[g] : "";
}

const char *tiles_face_name(int face)
{
    return face >= 0 && face < TILES_FACES ? data.face_name[face] : "";
}

static SDL_Surface *rasterise_face(int i, int fw, int fh)
{
    if (!data.svg[i])
        return NULL;
    SDL_RWops *rw = SDL_RWFromConstMem(data.svg[i], (int)data.svg_len[i]);
    if (!rw)
        return NULL;
    SDL_Surface *s = IMG_LoadSizedSVG_RW(rw, fw, fh);
    SDL_RWclose(rw);
    if (!s)
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "tileset %s: face %02d.svg: %s", data.name, i,
                    IMG_GetError());
    return s;
}

typedef struct RasterJob {
    int first, step, fw, fh;
    SDL_Surface *out[TILES_FACES];
} RasterJob;

static int raster_worker(void *p)
{
    RasterJob *job = p;
    for (int i = job->first; i < TILES_FACES; i += job->step)
        job->out[i] = rasterise_face(i, job->fw, job->fh);
    return 0;
}

bool tiles_prepare(App *app, int w)
{
    if (w < 8)
        w = 8;
    if (data.atlas && data.w == w)
        return true;
    int h = (int)(w * TILES_ASPECT + 0.5f);
    int d = SDL_max(2, (int)(w * TILES_DEPTH + 0.5f));
    int so = SDL_max(1, d / 2);
    int sw = w + d + so, sh = h + d + so;
    int rows = (SLOTS + ATLAS_COLS - 1) / ATLAS_COLS;
    SDL_Surface *atlas = SDL_CreateRGBSurfaceWithFormat(0, sw * ATLAS_COLS, sh * rows, 32,
                                                        SDL_PIXELFORMAT_ARGB8888);
    SDL_Surface *body = SDL_CreateRGBSurfaceWithFormat(0, w + d, h + d, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Surface *blank = SDL_CreateRGBSurfaceWithFormat(0, sw, sh, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!atlas || !body || !blank) {
        SDL_FreeSurface(atlas);
        SDL_FreeSurface(body);
        SDL_FreeSurface(blank);
        return false;
    }
    SDL_FillRect(atlas, NULL, 0);
    tile_art_contact_shadow(blank, w, h, d, so);
    tile_art_body(body, w, h, d);
    SDL_SetSurfaceBlendMode(body, SDL_BLENDMODE_BLEND);
    SDL_BlitSurface(body, NULL, blank, &(SDL_Rect){so, 0, w + d, h + d});
    SDL_SetSurfaceBlendMode(blank, SDL_BLENDMODE_NONE);
    int margin = data.bleed ? 0 : SDL_max(1, w / 14);
    int fw = w - 2 * margin, fh = h - 2 * margin;
    /* with corner indices the art shrinks toward the bottom right, leaving the
     * top-left corner to the index */
    bool indices = data.show_index && data.face_index[0][0];
    TTF_Font *font = NULL;
    if (indices) {
        fw = fw * 80 / 100;
        fh = fh * 80 / 100;
        char path[1024];
        if (assets_path("fonts/Lato-Bold.ttf", path, sizeof path))
            font = TTF_OpenFont(path, SDL_max(6, h * 17 / 100));
    }
    /* faces are rasterised on two threads: the SVG work dominates start-up */
    RasterJob odd = {1, 2, fw, fh, {0}};
    RasterJob even = {0, 2, fw, fh, {0}};
    SDL_Thread *helper = SDL_CreateThread(raster_worker, "tiles", &odd);
    if (!helper) {
        even.step = 1;
    }
    raster_worker(&even);
    if (helper) {
        SDL_WaitThread(helper, NULL);
        for (int i = 1; i < TILES_FACES; i += 2)
            even.out[i] = odd.out[i];
    }
    for (int i = 0; i < TILES_FACES; i++) {
        SDL_Rect slot = {(i % ATLAS_COLS) * sw, (i / ATLAS_COLS) * sh, sw, sh};
        SDL_BlitSurface(blank, NULL, atlas, &slot);
        SDL_Surface *face = even.out[i];
        if (face) {
            SDL_SetSurfaceBlendMode(face, SDL_BLENDMODE_BLEND);
            SDL_Rect dst = {slot.x + so + d + w - margin - face->w, slot.y + h - margin - face->h, face->w, face->h};
            if (!indices)
                dst = (SDL_Rect){slot.x + so + d + margin, slot.y + margin, face->w, face->h};
            SDL_BlitSurface(face, NULL, atlas, &dst);
            SDL_FreeSurface(face);
        }
        if (font && data.face_index[i][0]) {
            SDL_Surface *label = TTF_RenderUTF8_Blended(font, data.face_index[i], (SDL_Color){40, 40, 48, 255});
            if (label) {
                SDL_Rect dst = {slot.x + so + d + margin / 2 + 1, slot.y + margin / 3, label->w, label->h};
                SDL_BlitSurface(label, NULL, atlas, &dst);
                SDL_FreeSurface(label);
            }
        }
    }
    if (font)
        TTF_CloseFont(font);
    SDL_FreeSurface(body);
    SDL_FreeSurface(blank);
    SDL_Texture *tex = SDL_CreateTextureFromSurface(app->renderer, atlas);
    SDL_FreeSurface(atlas);
    if (!tex)
        return false;
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    if (data.atlas)
        SDL_DestroyTexture(data.atlas);
    data.atlas = tex;
    data.w = w;
    data.h = h;
    data.depth = d;
    data.so = so;
    data.generation++;
    data.sw = sw;
    data.sh = sh;
    return true;
}

void tiles_draw(App *app, int face, int x, int y, SDL_Color mod, Uint8 alpha, float scale)
{
    if (!data.atlas || face < 0 || face >= TILES_FACES)
        return;
    SDL_Rect src = {(face % ATLAS_COLS) * data.sw, (face / ATLAS_COLS) * data.sh, data.sw, data.sh};
    SDL_Rect dst = {x - data.depth - data.so, y, data.sw, data.sh};
    if (scale != 1.0f) {
        int nw = (int)(data.sw * scale), nh = (int)(data.sh * scale);
        dst.x -= (nw - data.sw) / 2;
        dst.y -= (nh - data.sh) / 2;
        dst.w = nw;
        dst.h = nh;
    }
    SDL_SetTextureColorMod(data.atlas, mod.r, mod.g, mod.b);
    SDL_SetTextureAlphaMod(data.atlas, alpha);
    SDL_RenderCopy(app->renderer, data.atlas, &src, &dst);
}

void tiles_set_indices(bool on)
{
    if (data.show_index != on) {
        data.show_index = on;
        data.w = 0; /* rebuild at the next prepare */
        data.generation++;
    }
}

unsigned tiles_generation(void)
{
    return data.generation;
}
