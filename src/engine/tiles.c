#include "engine/tiles.h"

#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/atlas_cache.h"
#include "core/fileio.h"
#include "core/i18n.h"
#include "core/tileset_manifest.h"
#include "engine/app_state.h"
#include "engine/log.h"
#include "engine/assets.h"
#include "engine/image.h"
#include "engine/tile_body.h"
#include "platform/platform.h"

/* 7 x 6 slots hold the 42 faces exactly (8 columns left 6 slots, an eighth of
 * the atlas, empty) */
#define ATLAS_COLS 7
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
    TilesShape shape;  /* what w, h and depth were made from */
    int so;            /* how far the shadow reaches beyond the edge */
    int sw, sh;        /* one atlas slot: shadow + edge + face */
    unsigned generation;
} data;

/* Bump whenever tile_body_paint, tile_body_contact_shadow or the placement of faces changes: cached
 * atlases drawn by older code are then never used. */
#define TILES_ART_VERSION 3 /* 2: thicker bevelled sides, contact shadow, bleed (issue 21); 3: 7 columns */
#define KEY_INDICES 1u
#define KEY_SHAPED 2u /* then per-mille aspect in bits 4-15, depth in bits 16-25 */

/* Everything one atlas build needs; owned by the worker while it runs. */
typedef struct AtlasJob {
    int w, h, d, so, sw, sh, margin, fw, fh;
    bool indices;
    bool shaped;         /* not the default shape: the art is centred on the face */
    AtlasKey key;
    char cache_dir[1024];
    SDL_Surface *blank;  /* shadow + body of one slot */
    /* The atlas, drawn slot by slot as faces arrive. With the software renderer
     * these are the pixels of the locked texture itself (build.tex): no second
     * full-size copy is ever made. */
    SDL_Surface *atlas;
    SDL_mutex *compose;  /* one slot at a time into `atlas` (blits share state) */
    SDL_atomic_t failed; /* faces that did not rasterise */
    bool lost[TILES_FACES]; /* no art: drawn as a label (draw_labels) */
    SDL_atomic_t cancel;
    SDL_atomic_t done;
    bool background;     /* on worker threads while frames are drawn */
    bool store_later;    /* built before the first frame: cached by a thread of its own */
} AtlasJob;

/* The faces one raster thread takes: first, first + step, ... */
typedef struct RasterPart {
    AtlasJob *job;
    int first, step;
} RasterPart;

static struct {
    AtlasJob *job;        /* a build under way (faces not on screen yet) */
    SDL_Thread *thread;
    SDL_Texture *tex;     /* the job's atlas texture, locked until the job is done */
    SDL_Texture *blank;   /* drawn for every face until the atlas is ready */
    uint64_t content;     /* hash of the loaded tileset's sources */
    Uint32 wake_event;    /* pushed when a build finishes, to wake the loop */
    SDL_Thread *store;    /* writing a copy of the first atlas to the cache */
} build;

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

static void apply_manifest(const char *text, size_t len)
{
    TilesetManifest *m = malloc(sizeof *m);
    if (!m)
        return;
    tileset_manifest_parse(m, text, len);
    if (m->display[0])
        SDL_strlcpy(data.display, m->display, sizeof data.display);
    data.bleed = m->bleed;
    for (int g = 0; g < m->groups; g++)
        SDL_strlcpy(data.group_name[g], m->group_name[g], sizeof data.group_name[g]);
    for (int i = 0; i < TILES_FACES && i < TILESET_FACES; i++)
        if (m->has_face[i]) {
            face_index_for(i, m->face_id[i], data.face_index[i], sizeof data.face_index[i]);
            SDL_strlcpy(data.face_name[i], m->face_name[i], sizeof data.face_name[i]);
        }
    free(m);
}

static void build_cancel(void);
static void store_wait(void);
bool tiles_load(App *app, const char *name, Error *err)
{
    (void)app;
    char rel[256], path[1024];
    char *svg[TILES_FACES] = {0};
    size_t len[TILES_FACES] = {0};
    /* a face that is missing or unreadable is drawn as its index or number (see
     * draw_labels): one lost file never stops the game; a set with no face at all
     * does not exist */
    int found = 0, lost = 0;
    char first_lost[sizeof path + 64] = "";
    if (!name[0] || strchr(name, '/') || strchr(name, '\\') || strstr(name, ".."))
        /* TRANSLATORS: %s is the name asked for (from settings.txt or --tileset), %s the data folder */
        return error_set(err, _("tileset '%s': not a tileset's name (a folder of %s/assets/tilesets)"), name,
                         assets_root()); /* a name from the settings file never reaches outside */
    for (int i = 0; i < TILES_FACES; i++) {
        snprintf(rel, sizeof rel, "assets/tilesets/%s/%02d.svg", name, i);
        Error ferr = {{0}};
        if (!assets_path(rel, path, sizeof path))
            error_set(&ferr, "missing %s", path);
        else if (file_read_all(path, SVG_MAX_BYTES, &svg[i], &len[i], &ferr))
            found++;
        if (!svg[i] && lost++ == 0)
            SDL_strlcpy(first_lost, ferr.msg, sizeof first_lost);
    }
    if (found == 0)
        /* TRANSLATORS: %s is a tileset's folder name, %s a file in it, %s the data folder */
        return error_set(err, _("tileset '%s': missing %s (data in %s)"), name, rel, assets_root());
    if (lost == 1)
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "tileset '%s': %s; that face is drawn as a plain label", name, first_lost);
    else if (lost > 1)
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "tileset '%s': %s and %d more faces; they are drawn as plain labels",
                    name, first_lost, lost - 1);
    build_cancel(); /* its workers read the sources */
    free_sources();
    memcpy(data.svg, svg, sizeof svg);
    uint64_t content = atlas_hash(ATLAS_HASH_SEED, name, strlen(name));
    for (int i = 0; i < TILES_FACES; i++)
        content = svg[i] ? atlas_hash(content, svg[i], len[i]) : atlas_hash(content, "", 1);
    memcpy(data.svg_len, len, sizeof len);
    SDL_strlcpy(data.name, name, sizeof data.name);
    SDL_strlcpy(data.display, name, sizeof data.display);
    data.bleed = false;
    for (int i = 0; i < TILES_FACES; i++) {
        /* TRANSLATORS: a tile's name when its tileset names none; %d is its number */
        snprintf(data.face_name[i], sizeof data.face_name[i], _("face %d"), i);
        data.face_index[i][0] = 0;
    }
    /* TRANSLATORS: the names of a tileset's two groups of tiles that match within the group, when it names none */
    SDL_strlcpy(data.group_name[0], NC_("tile group", "group 1"), sizeof data.group_name[0]);
    SDL_strlcpy(data.group_name[1], NC_("tile group", "group 2"), sizeof data.group_name[1]);
    snprintf(rel, sizeof rel, "assets/tilesets/%s/tileset.txt", name);
    char *manifest = NULL;
    size_t mlen = 0;
    if (assets_path(rel, path, sizeof path) && file_read_all(path, 65536, &manifest, &mlen, NULL)) {
        apply_manifest(manifest, mlen);
        content = atlas_hash(content, manifest, mlen);
        free(manifest);
    }
    if (data.atlas) {
        SDL_DestroyTexture(data.atlas);
        data.atlas = NULL;
    }
    data.w = 0;
    data.generation++;
    build.content = content;
    return true;
}

void tiles_shutdown(void)
{
    build_cancel();
    store_wait();
    free_sources();
    if (data.atlas)
        SDL_DestroyTexture(data.atlas);
    data.atlas = NULL;
    data.w = 0;
}

int tiles_face_w(void) { return data.w; }
int tiles_face_h(void) { return data.h; }
int tiles_depth(void) { return data.depth; }
/* The manifest's names are shown in the player's language: tools/i18n_data.py
 * puts them in the catalogue (name: and the faces' quoted names as they are, the
 * groups, and the two a tileset without groups gets, in the context "tile
 * group"); one it does not have is shown as it is. */
static const char *shown(const char *s)
{
    return s[0] ? _(s) : s;
}

const char *tiles_name(void) { return shown(data.display); }

const char *tiles_group_name(int g)
{
    return g >= 0 && g < 2 && data.group_name[g][0] ? C_("tile group", data.group_name[g]) : "";
}

const char *tiles_face_name(int face)
{
    return face >= 0 && face < TILES_FACES ? shown(data.face_name[face]) : "";
}

static SDL_Surface *rasterise_face(int i, int fw, int fh)
{
    if (!data.svg[i])
        return NULL;
    SDL_Surface *s = image_load_svg(data.svg[i], data.svg_len[i], fw, fh);
    if (!s)
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "tileset %s: face %02d.svg: %s", data.name, i,
                    SDL_GetError());
    return s;
}

/* ---------- building the atlas: from the cache, or on worker threads ---------- */

/* Slot i of the atlas: the blank tile, and the face (if any) over it. */
static void place_face(AtlasJob *job, int i, SDL_Surface *face)
{
    SDL_Rect slot = {(i % ATLAS_COLS) * job->sw, (i / ATLAS_COLS) * job->sh, job->sw, job->sh};
    SDL_BlitSurface(job->blank, NULL, job->atlas, &slot);
    if (!face)
        return;
    SDL_SetSurfaceBlendMode(face, SDL_BLENDMODE_BLEND);
    int x0 = slot.x + job->so + job->d;
    SDL_Rect dst = {x0 + job->w - job->margin - face->w, slot.y + job->h - job->margin - face->h, face->w, face->h};
    if (!job->indices && job->shaped)
        dst = (SDL_Rect){x0 + (job->w - face->w) / 2, slot.y + (job->h - face->h) / 2, face->w, face->h};
    else if (!job->indices)
        dst = (SDL_Rect){x0 + job->margin, slot.y + job->margin, face->w, face->h};
    SDL_BlitSurface(face, NULL, job->atlas, &dst);
}

/* Each face goes into its slot as soon as it is made and is freed at once, so
 * no more than one face per thread is ever held beside the atlas. */
static int raster_worker(void *p)
{
    RasterPart *part = p;
    AtlasJob *job = part->job;
    if (job->background)
        SDL_SetThreadPriority(SDL_THREAD_PRIORITY_LOW); /* the first frames go first */
    for (int i = part->first; i < TILES_FACES; i += part->step) {
        if (SDL_AtomicGet(&job->cancel))
            break;
        SDL_Surface *face = rasterise_face(i, job->fw, job->fh);
        if (!face) {
            SDL_AtomicAdd(&job->failed, 1);
            job->lost[i] = true; /* read once the build is done */
        }
        if (job->compose)
            SDL_LockMutex(job->compose);
        place_face(job, i, face);
        /* freed under the lock too: freeing a surface that was blitted unlinks
         * its blit map from the atlas's list, the state the other thread's blit
         * links into (freed outside, the list broke now and then, and freeing
         * the atlas crashed: e2e.test_monkey, e2e.test_confirm_letters) */
        SDL_FreeSurface(face);
        if (job->compose)
            SDL_UnlockMutex(job->compose);
    }
    return 0;
}

/* The per-user cache folder (~/.cache/pagoda; %LOCALAPPDATA%/Pagoda/cache). */
static bool cache_dir(char *out, size_t cap)
{
    return platform_cache_dir("pagoda", out, cap);
}

/* Rasterises the faces into the job's atlas surface, then stores it. Runs on
 * the build thread: SDL surfaces only, no renderer, no fonts. */
static int build_main(void *p)
{
    AtlasJob *job = p;
    /* faces are rasterised on two threads: the SVG work dominates */
    RasterPart odd = {job, 1, 2}, even = {job, 0, 2};
    SDL_FillRect(job->atlas, NULL, 0); /* slots left over in the last row stay clear */
    SDL_Thread *helper = job->compose ? SDL_CreateThread(raster_worker, "tiles", &odd) : NULL;
    if (!helper)
        even.step = 1;
    raster_worker(&even);
    if (helper)
        SDL_WaitThread(helper, NULL);
    /* a face that failed to load is not worth remembering */
    SDL_Surface *atlas = job->atlas;
    if (!job->store_later && !SDL_AtomicGet(&job->cancel) && !SDL_AtomicGet(&job->failed) && job->cache_dir[0] &&
        atlas->pitch == atlas->w * 4) {
        Error err = {{0}};
        AtlasImage img = {atlas->w, atlas->h, atlas->pixels, NULL, 0};
        if (!atlas_cache_store(job->cache_dir, &job->key, &img, ATLAS_CACHE_BOUND, &err))
            SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "tile atlas cache: %s", err.msg);
    }
    SDL_AtomicSet(&job->done, 1);
    if (build.wake_event != (Uint32)-1) {
        SDL_Event ev = {.type = build.wake_event};
        SDL_PushEvent(&ev);
    }
    return 0;
}

/* What the cache keeps of an atlas built before the first frame: a copy,
 * written by a thread of its own, so no file is written (and flushed) while
 * the player waits for the window. */
typedef struct StoreJob {
    char cache_dir[1024];
    AtlasKey key;
    int w, h;
    Uint32 pixels[];
} StoreJob;

static int store_main(void *p)
{
    StoreJob *st = p;
    Error err = {{0}};
    AtlasImage img = {st->w, st->h, st->pixels, NULL, 0};
    if (!atlas_cache_store(st->cache_dir, &st->key, &img, ATLAS_CACHE_BOUND, &err))
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "tile atlas cache: %s", err.msg);
    free(st);
    return 0;
}

static void store_wait(void)
{
    if (build.store)
        SDL_WaitThread(build.store, NULL);
    build.store = NULL;
}

static void store_later(AtlasJob *job)
{
    const SDL_Surface *a = job->atlas;
    if (SDL_AtomicGet(&job->cancel) || SDL_AtomicGet(&job->failed) || !job->cache_dir[0] || a->pitch != a->w * 4)
        return;
    store_wait();
    size_t n = (size_t)a->w * (size_t)a->h;
    StoreJob *st = malloc(sizeof *st + n * sizeof(Uint32));
    if (!st)
        return;
    SDL_strlcpy(st->cache_dir, job->cache_dir, sizeof st->cache_dir);
    st->key = job->key;
    st->w = a->w;
    st->h = a->h;
    memcpy(st->pixels, a->pixels, n * sizeof(Uint32));
    build.store = SDL_CreateThread(store_main, "atlas cache", st);
    if (!build.store)
        store_main(st);
}

static void job_free(AtlasJob *job)
{
    if (!job)
        return;
    SDL_FreeSurface(job->atlas);
    SDL_FreeSurface(job->blank);
    if (job->compose)
        SDL_DestroyMutex(job->compose);
    free(job);
}

/* Stops a build under way (its faces are dropped) and waits for its threads. */
static void build_cancel(void)
{
    if (build.job) {
        SDL_AtomicSet(&build.job->cancel, 1);
        if (build.thread)
            SDL_WaitThread(build.thread, NULL);
        job_free(build.job);
    }
    build.job = NULL;
    build.thread = NULL;
    if (build.tex)
        SDL_DestroyTexture(build.tex);
    build.tex = NULL;
    if (build.blank)
        SDL_DestroyTexture(build.blank);
    build.blank = NULL;
}

/* A label centred on face i's slot, or in its top-left corner. */
static void draw_label(SDL_Surface *atlas, const AtlasJob *job, TTF_Font *font, int i, const char *text, bool centred)
{
    SDL_Surface *label = TTF_RenderUTF8_Blended(font, text, (SDL_Color){40, 40, 48, 255});
    if (!label)
        return;
    int x = (i % ATLAS_COLS) * job->sw + job->so + job->d, y = (i / ATLAS_COLS) * job->sh;
    SDL_Rect dst = {x + job->margin / 2 + 1, y + job->margin / 3, label->w, label->h};
    if (centred)
        dst = (SDL_Rect){x + (job->w - label->w) / 2, y + (job->h - label->h) / 2, label->w, label->h};
    SDL_BlitSurface(label, NULL, atlas, &dst);
    SDL_FreeSurface(label);
}

/* Corner indices go on last, on the main thread (SDL_ttf is not thread-safe),
 * so cached atlases hold none and both paths end here; so do the stand-ins for
 * faces whose art is missing: their index ("6D"), else their number. */
static void draw_labels(SDL_Surface *atlas, const AtlasJob *job)
{
    bool any_lost = false;
    for (int i = 0; i < TILES_FACES; i++)
        any_lost = any_lost || job->lost[i];
    if (!job->indices && !any_lost)
        return;
    char path[1024];
    if (!assets_path("fonts/Lato-Bold.ttf", path, sizeof path))
        return;
    TTF_Font *font = TTF_OpenFont(path, SDL_max(6, job->h * 17 / 100));
    TTF_Font *big = any_lost ? TTF_OpenFont(path, SDL_max(6, job->h * 30 / 100)) : NULL;
    for (int i = 0; i < TILES_FACES; i++) {
        if (job->lost[i] && big) {
            char number[8];
            snprintf(number, sizeof number, "%d", i + 1);
            draw_label(atlas, job, big, i, data.face_index[i][0] ? data.face_index[i] : number, true);
        } else if (job->indices && font && data.face_index[i][0]) {
            draw_label(atlas, job, font, i, data.face_index[i], false);
        }
    }
    if (font)
        TTF_CloseFont(font);
    if (big)
        TTF_CloseFont(big);
}

/* Turns a finished atlas surface into the texture tiles_draw uses. */
static bool install_atlas(App *app, SDL_Surface *atlas, const AtlasJob *job)
{
    draw_labels(atlas, job);
    SDL_Texture *tex = SDL_CreateTextureFromSurface(app->renderer, atlas);
    if (!tex)
        return false;
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    if (data.atlas)
        SDL_DestroyTexture(data.atlas);
    data.atlas = tex;
    data.generation++;
    return true;
}

/* The texture of a finished build: its own pixels were drawn in place (they
 * only need the indices and unlocking), or else it is made from the surface. */
static bool install_built(App *app, AtlasJob *job)
{
    if (!build.tex)
        return install_atlas(app, job->atlas, job);
    draw_labels(job->atlas, job);
    SDL_UnlockTexture(build.tex);
    SDL_SetTextureBlendMode(build.tex, SDL_BLENDMODE_BLEND);
    if (data.atlas)
        SDL_DestroyTexture(data.atlas);
    data.atlas = build.tex;
    build.tex = NULL;
    data.generation++;
    return true;
}

bool tiles_poll(App *app)
{
    if (!build.job || !SDL_AtomicGet(&build.job->done))
        return false;
    SDL_WaitThread(build.thread, NULL);
    build.thread = NULL;
    AtlasJob *job = build.job;
    build.job = NULL;
    bool ok = install_built(app, job);
    if (!ok)
        data.w = 0; /* try again at the next prepare */
    job_free(job);
    if (build.tex)
        SDL_DestroyTexture(build.tex);
    build.tex = NULL;
    if (build.blank)
        SDL_DestroyTexture(build.blank);
    build.blank = NULL;
    log_trace(ok ? "tile faces ready" : "tile atlas failed");
    app->dirty = true;
    return true;
}

void tiles_wait(App *app)
{
    if (!build.job)
        return;
    if (build.thread) {
        SDL_WaitThread(build.thread, NULL);
        build.thread = NULL;
    }
    tiles_poll(app);
}

/* The surface a build draws the atlas into. With the software renderer it is
 * the locked pixels of a streaming texture (build.tex), which is then the atlas
 * itself; with any other renderer a surface of its own, copied into a texture
 * when done (a streaming texture there would keep a second copy for good). */
static SDL_Surface *atlas_target(App *app, int w, int h)
{
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(app->renderer, &info) == 0 && SDL_strcmp(info.name, "software") == 0) {
        build.tex = SDL_CreateTexture(app->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, w, h);
        void *pixels;
        int pitch;
        if (build.tex && SDL_LockTexture(build.tex, NULL, &pixels, &pitch) == 0) {
            SDL_Surface *s = SDL_CreateRGBSurfaceWithFormatFrom(pixels, w, h, 32, pitch, SDL_PIXELFORMAT_ARGB8888);
            if (s)
                return s;
            SDL_UnlockTexture(build.tex);
        }
        if (build.tex)
            SDL_DestroyTexture(build.tex);
        build.tex = NULL;
    }
    return SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
}

static bool same_shape(TilesShape a, TilesShape b)
{
    return a.aspect == b.aspect && a.depth == b.depth;
}

bool tiles_shaped(void)
{
    return data.w > 0 && !same_shape(data.shape, TILES_SHAPE_DEFAULT);
}

bool tiles_prepare(App *app, int w)
{
    return tiles_prepare_shaped(app, w, TILES_SHAPE_DEFAULT);
}

bool tiles_prepare_shaped(App *app, int w, TilesShape shape)
{
    if (w < 8)
        w = 8;
    shape.aspect = SDL_clamp(shape.aspect, 0.5f, 2.0f);
    shape.depth = SDL_clamp(shape.depth, 0.0f, 0.5f);
    if (data.w == w && same_shape(data.shape, shape) && (data.atlas || build.job))
        return true;
    build_cancel();
    if (build.wake_event == 0)
        build.wake_event = SDL_RegisterEvents(1);
    AtlasJob *job = calloc(1, sizeof *job);
    if (!job)
        return false;
    job->w = w;
    job->h = (int)(w * shape.aspect + 0.5f);
    job->d = SDL_max(2, (int)(w * shape.depth + 0.5f));
    job->shaped = !same_shape(shape, TILES_SHAPE_DEFAULT);
    job->so = SDL_max(1, job->d / 2);
    job->sw = w + job->d + job->so;
    job->sh = job->h + job->d + job->so;
    job->margin = data.bleed ? 0 : SDL_max(1, w / 14);
    job->fw = w - 2 * job->margin;
    job->fh = job->h - 2 * job->margin;
    if (job->shaped) /* the art keeps the proportions it was drawn in (100 x 130) */
        job->fw = SDL_min(job->fw, job->fh * 100 / 130);
    /* with corner indices the art shrinks toward the bottom right, leaving the
     * top-left corner to the index */
    job->indices = data.show_index && data.face_index[0][0];
    if (job->indices) {
        job->fw = job->fw * 80 / 100;
        job->fh = job->fh * 80 / 100;
    }
    uint32_t flags = job->indices ? KEY_INDICES : 0;
    if (job->shaped)
        flags |= KEY_SHAPED | (uint32_t)(shape.aspect * 1000 + 0.5f) << 4 | (uint32_t)(shape.depth * 1000 + 0.5f) << 16;
    job->key = (AtlasKey){build.content, (uint32_t)w, flags, TILES_ART_VERSION};
    if (!cache_dir(job->cache_dir, sizeof job->cache_dir))
        job->cache_dir[0] = 0;
    data.w = w;
    data.shape = shape;
    data.h = job->h;
    data.depth = job->d;
    data.so = job->so;
    data.sw = job->sw;
    data.sh = job->sh;
    if (data.atlas)
        SDL_DestroyTexture(data.atlas);
    data.atlas = NULL;
    data.generation++;
    /* a cached atlas: no SVG work at all */
    AtlasImage img;
    Error err = {{0}};
    if (job->cache_dir[0] && atlas_cache_load(job->cache_dir, &job->key, &img, &err)) {
        SDL_Surface *s = SDL_CreateRGBSurfaceWithFormatFrom(img.pixels, img.w, img.h, 32, img.w * 4,
                                                            SDL_PIXELFORMAT_ARGB8888);
        bool ok = s && install_atlas(app, s, job);
        SDL_FreeSurface(s);
        atlas_image_free(&img);
        free(job);
        log_trace("tile atlas from the cache");
        if (ok)
            return true;
        data.w = 0;
        return false;
    }
    if (err.msg[0] && !strstr(err.msg, "not cached yet"))
        SDL_LogInfo(SDL_LOG_CATEGORY_APPLICATION, "tile atlas cache: %s; rebuilding", err.msg);
    /* the blank tile now, so the board can be drawn while the faces are made */
    SDL_Surface *body = SDL_CreateRGBSurfaceWithFormat(0, w + job->d, job->h + job->d, 32, SDL_PIXELFORMAT_ARGB8888);
    job->blank = SDL_CreateRGBSurfaceWithFormat(0, job->sw, job->sh, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!body || !job->blank) {
        SDL_FreeSurface(body);
        job_free(job);
        data.w = 0;
        return false;
    }
    tile_body_contact_shadow(job->blank, w, job->h, job->d, job->so);
    tile_body_paint(body, w, job->h, job->d);
    SDL_SetSurfaceBlendMode(body, SDL_BLENDMODE_BLEND);
    SDL_BlitSurface(body, NULL, job->blank, &(SDL_Rect){job->so, 0, w + job->d, job->h + job->d});
    SDL_FreeSurface(body);
    SDL_SetSurfaceBlendMode(job->blank, SDL_BLENDMODE_NONE);
    int rows = (SLOTS + ATLAS_COLS - 1) / ATLAS_COLS;
    job->atlas = atlas_target(app, job->sw * ATLAS_COLS, job->sh * rows);
    job->compose = SDL_CreateMutex(); /* without it, one raster thread */
    if (!job->atlas) {
        job_free(job);
        data.w = 0;
        return false;
    }
    build.job = job;
    /* The first frame shows every face: before it (and in headless runs: tests,
     * screenshots) the faces are made at once, on this thread and a helper; a
     * new size later (the window resized) is made on worker threads while the
     * frames show blank tiles. */
    if (!app->cfg.headless && app->frames > 0) {
        build.blank = SDL_CreateTextureFromSurface(app->renderer, job->blank);
        if (build.blank)
            SDL_SetTextureBlendMode(build.blank, SDL_BLENDMODE_BLEND);
        job->background = true;
        build.thread = SDL_CreateThread(build_main, "atlas", job);
    }
    if (!build.thread) {
        job->background = false;
        job->store_later = !app->cfg.headless;
        build_main(job);
        if (job->store_later)
            store_later(job);
        tiles_poll(app);
    }
    return data.atlas || build.job;
}

void tiles_draw(App *app, int face, int x, int y, SDL_Color mod, Uint8 alpha, float scale)
{
    SDL_Texture *tex = data.atlas ? data.atlas : build.blank;
    if (!tex || face < 0 || face >= TILES_FACES)
        return;
    SDL_Rect src = {(face % ATLAS_COLS) * data.sw, (face / ATLAS_COLS) * data.sh, data.sw, data.sh};
    if (!data.atlas)
        src.x = src.y = 0; /* faces on their way: the blank tile */
    SDL_Rect dst = tiles_draw_rect(x, y, scale);
    SDL_SetTextureColorMod(tex, mod.r, mod.g, mod.b);
    SDL_SetTextureAlphaMod(tex, alpha);
    SDL_RenderCopy(app->renderer, tex, &src, &dst);
}

SDL_Rect tiles_sprite_rect(int x, int y)
{
    return (SDL_Rect){x - data.depth - data.so, y, data.sw, data.sh};
}

SDL_Rect tiles_draw_rect(int x, int y, float scale)
{
    SDL_Rect dst = tiles_sprite_rect(x, y);
    if (scale != 1.0f) {
        int nw = (int)(data.sw * scale), nh = (int)(data.sh * scale);
        dst.x -= (nw - data.sw) / 2;
        dst.y -= (nh - data.sh) / 2;
        dst.w = nw;
        dst.h = nh;
    }
    return dst;
}

void tiles_draw_small(App *app, int face, int x, int y, float scale)
{
    tiles_draw_small_tinted(app, face, x, y, scale, (SDL_Color){255, 255, 255, 255});
}

void tiles_draw_small_tinted(App *app, int face, int x, int y, float scale, SDL_Color mod)
{
    /* tiles_draw grows a tile about its full-size sprite's centre; undo that so
     * the scaled face's corner lands on (x, y) */
    int nw = (int)(data.sw * scale), nh = (int)(data.sh * scale);
    int at_x = x + data.depth + data.so - (int)((data.depth + data.so) * scale) + (nw - data.sw) / 2;
    int at_y = y + (nh - data.sh) / 2;
    tiles_draw(app, face, at_x, at_y, mod, 255, scale);
}

void tiles_set_indices(bool on)
{
    if (data.show_index != on) {
        build_cancel();
        data.show_index = on;
        data.w = 0; /* rebuild at the next prepare */
        data.generation++;
    }
}

unsigned tiles_generation(void)
{
    return data.generation;
}
