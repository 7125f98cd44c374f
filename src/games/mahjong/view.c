/* How Mahjong solitaire looks: the layout's tiles in depth, removed pairs that
 * lift and fade with a burst, and the still board cached in a texture. The play
 * scene (scenes/play/) does everything else through this table. */
#include "games/mahjong/view.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/editor.h"
#include "core/fileio.h"
#include "core/games/mahjong/mahjong.h"
#include "core/games/mahjong/rules.h"
#include "core/games/mahjong/scores.h"
#include "core/i18n.h"
#include "core/records.h"
#include "engine/audio.h"
#include "engine/catalog.h"
#include "games/mahjong/layouts.h"
#include "games/mahjong/tournament_view.h"
#include "engine/gfx.h"
#include "engine/prefs.h"
#include "engine/text.h"
#include "engine/tile_art.h"
#include "engine/tiles.h"
#include "engine/ui.h"

#define REMOVE_TICKS 24 /* a removed pair lifts and fades */
#define PARTICLE_TICKS 36
#define MAX_ANIMS 16
#define MAX_PARTICLES 160
#define RECORDS_FILE "records.txt"

enum { MJ_MENU_LAYOUT = 100, MJ_MENU_SCORES = 101 };

typedef struct Flyer {
    int face, x, y, t;
} Flyer;

typedef struct Particle {
    float x, y, vx, vy;
    int life;
    SDL_Color c;
} Particle;

typedef struct MjView {
    App *app;
    int tw, th, depth, ox, oy, maxz;
    int order[LAYOUT_MAX_TILES];
    Flyer fly[MAX_ANIMS];
    int n_fly;
    Particle part[MAX_PARTICLES];
    int n_part;
    /* what the last draw drew that moves or pulses (flying tiles, particles,
     * hinted tiles): the next frame's damage */
    SDL_Rect drawn[MAX_ANIMS + MAX_PARTICLES + 2];
    int n_drawn;
    SDL_Texture *board_tex; /* table and resting tiles over board_box, redrawn when they change */
    SDL_Rect board_box;     /* window pixels; the table around it is drawn straight */
    uint64_t board_sig, board_geo;
    /* the tiles board_tex shows: face + 1, 0 where none */
    int16_t board_face[LAYOUT_MAX_TILES];
    const Game *game; /* the game in play (reset), for the menu's Tournament items */
    int new_rank;     /* the rank the win of this game took in the high scores (0: none) */
} MjView;

static const Mahjong *mj(const Game *g)
{
    return g->state;
}


static const Layout *sort_layout;

static int cmp_order(const void *pa, const void *pb)
{
    const LayoutPlace *a = &sort_layout->place[*(const int *)pa], *b = &sort_layout->place[*(const int *)pb];
    if (a->z != b->z)
        return a->z - b->z;
    /* edges stick out left and down: draw top-right first */
    int ka = a->y - a->x, kb = b->y - b->x;
    if (ka != kb)
        return ka - kb;
    return a->y - b->y;
}

static void reset(void *vd, App *app, const Game *g)
{
    (void)app;
    MjView *v = vd;
    const Layout *l = &mj(g)->layout;
    v->game = g;
    v->new_rank = 0;
    v->maxz = 0;
    for (int i = 0; i < l->count; i++) {
        v->order[i] = i;
        if (l->place[i].z > v->maxz)
            v->maxz = l->place[i].z;
    }
    sort_layout = l;
    qsort(v->order, (size_t)l->count, sizeof v->order[0], cmp_order);
    sort_layout = NULL;
    v->n_fly = v->n_part = 0;
    v->board_sig = 0;
}

static void fit(void *vd, App *app, const Game *g, SDL_Rect area)
{
    MjView *v = vd;
    const Layout *l = &mj(g)->layout;
    float margin = app->h * 0.03f;
    float aw = area.w - 2 * margin, ah = area.h - 2 * margin;
    float layers = (float)(v->maxz + 1);
    /* width in face widths: half-units / 2, plus one edge per layer */
    float tw_w = aw / (l->width * 0.5f + layers * TILES_DEPTH);
    float tw_h = ah / (l->height * 0.5f * TILES_ASPECT + layers * TILES_DEPTH);
    int tw = (int)SDL_min(tw_w, tw_h);
    tw &= ~1; /* even, so half-tile offsets land on whole pixels */
    if (tw < 8)
        tw = 8;
    tiles_prepare(app, tw);
    log_trace("tile atlas");
    v->tw = tiles_face_w();
    v->th = tiles_face_h();
    v->depth = tiles_depth();
    int bw = l->width * v->tw / 2 + v->maxz * v->depth + v->depth;
    int bh = l->height * v->th / 2 + v->maxz * v->depth + v->depth;
    v->ox = area.x + (area.w - bw) / 2 + v->depth;
    v->oy = area.y + (int)margin + (int)(ah - bh) / 2 + v->maxz * v->depth;
}

static void tile_pos(const MjView *v, const Mahjong *m, int id, int *x, int *y)
{
    const LayoutPlace *p = &m->layout.place[id];
    *x = v->ox + p->x * v->tw / 2 + p->z * v->depth;
    *y = v->oy + p->y * v->th / 2 - p->z * v->depth;
}

static int piece_at(void *vd, const Game *g, int x, int y)
{
    MjView *v = vd;
    const Mahjong *m = mj(g);
    for (int k = m->layout.count - 1; k >= 0; k--) {
        int id = v->order[k];
        if (!m->present[id])
            continue;
        int tx, ty;
        tile_pos(v, m, id, &tx, &ty);
        if (x >= tx && x < tx + v->tw && y >= ty && y < ty + v->th)
            return id;
    }
    return -1;
}

static bool piece_rect(void *vd, const Game *g, int id, SDL_Rect *out)
{
    MjView *v = vd;
    const Mahjong *m = mj(g);
    if (id < 0 || id >= m->layout.count || !m->present[id])
        return false;
    tile_pos(v, m, id, &out->x, &out->y);
    out->w = v->tw;
    out->h = v->th;
    return true;
}

/* ---------- animations ---------- */

static void burst(MjView *v, App *app, int cx, int cy)
{
    static const SDL_Color colors[] = {{255, 226, 140, 255}, {255, 250, 230, 255}, {250, 180, 90, 255}};
    for (int i = 0; i < 18 && v->n_part < MAX_PARTICLES; i++) {
        Particle *p = &v->part[v->n_part++];
        float ang = rng_float(&app->cosmetic) * 6.2831853f;
        float sp = (0.3f + rng_float(&app->cosmetic)) * v->tw * 0.09f;
        p->x = (float)cx;
        p->y = (float)cy;
        p->vx = SDL_cosf(ang) * sp;
        p->vy = SDL_sinf(ang) * sp - v->tw * 0.03f;
        p->life = PARTICLE_TICKS - (int)(rng_float(&app->cosmetic) * 10);
        p->c = colors[i % 3];
    }
}

static void before_move(void *vd, App *app, const Game *g, const Move *mv)
{
    MjView *v = vd;
    const Mahjong *m = mj(g);
    if (mv->kind != MJ_MOVE_REMOVE || !app->settings.animations || !mj_can_remove(m, mv->a, mv->b))
        return;
    int ids[2] = {mv->a, mv->b};
    for (int i = 0; i < 2 && v->n_fly < MAX_ANIMS; i++) {
        int x, y;
        tile_pos(v, m, ids[i], &x, &y);
        v->fly[v->n_fly++] = (Flyer){m->face[ids[i]], x, y, 0};
        burst(v, app, x + v->tw / 2, y + v->th / 2);
    }
}

static void update(void *vd, App *app)
{
    (void)app;
    MjView *v = vd;
    for (int i = 0; i < v->n_fly;) {
        if (++v->fly[i].t >= REMOVE_TICKS)
            v->fly[i] = v->fly[--v->n_fly];
        else
            i++;
    }
    for (int i = 0; i < v->n_part;) {
        Particle *p = &v->part[i];
        p->x += p->vx;
        p->y += p->vy;
        p->vy += v->tw * 0.004f;
        if (--p->life <= 0)
            *p = v->part[--v->n_part];
        else
            i++;
    }
}

static bool animating(void *vd)
{
    MjView *v = vd;
    return v->n_fly > 0 || v->n_part > 0;
}

/* ---------- drawing ---------- */

static SDL_Color tint_for(App *app, const ViewMarks *mk, int id, int shade)
{
    Uint8 g = (Uint8)shade;
    if (id == mk->flash)
        return (SDL_Color){255, 120, 110, 255};
    if (id == mk->selected)
        return (SDL_Color){255, 214, 120, 255};
    if (id == mk->hint[0] || id == mk->hint[1]) {
        float t = 0.5f + 0.5f * SDL_sinf((float)app->tick * 0.18f);
        return (SDL_Color){(Uint8)(150 + 60 * t), (Uint8)(230 + 25 * t), (Uint8)(170 + 50 * t), 255};
    }
    return (SDL_Color){g, g, g, 255};
}

static void draw_tiles(MjView *v, App *app, const Mahjong *m, const ViewMarks *mk)
{
    const Layout *l = &m->layout;
    int layer = -1, shade = 255;
    for (int k = 0; k < l->count; k++) {
        int id = v->order[k];
        if (!m->present[id])
            continue;
        int z = l->place[id].z;
        if (z != layer) {
            layer = z;
            shade = 255 - (v->maxz - z) * 16; /* lower layers slightly darker */
        }
        SDL_Color tint = mk ? tint_for(app, mk, id, shade) : (SDL_Color){(Uint8)shade, (Uint8)shade, (Uint8)shade, 255};
        bool lit = tint.r != shade || tint.g != shade || tint.b != shade;
        if (mk && (!lit || !mj_is_free(m, id)))
            continue; /* the marks pass draws only lit free tiles */
        int x, y;
        tile_pos(v, m, id, &x, &y);
        if (!mk)
            tile_art_draw_shadow(app, x, y, z); /* falls further the higher the tile */
        tiles_draw(app, m->face[id], x, y, tint, 255, 1.0f);
    }
}

static int board_face(const Mahjong *m, int id)
{
    return m->present[id] ? m->face[id] + 1 : 0;
}

/* Where the tiles lie and how they are drawn, but not which lie there. */
static uint64_t board_geometry(const MjView *v, App *app, const Mahjong *m)
{
    uint64_t h = 1469598103934665603ull;
    uint64_t geo[] = {(uint64_t)app->w, (uint64_t)app->h, (uint64_t)v->tw, (uint64_t)v->ox, (uint64_t)v->oy,
                      tiles_generation(), (uint64_t)m->layout.count, layout_hash(&m->layout)};
    for (size_t i = 0; i < SDL_arraysize(geo); i++)
        h = (h ^ geo[i]) * 1099511628211ull;
    return h;
}

static uint64_t board_signature(const MjView *v, App *app, const Mahjong *m)
{
    uint64_t h = board_geometry(v, app, m);
    for (int i = 0; i < m->layout.count; i++)
        h = (h ^ (uint64_t)board_face(m, i)) * 1099511628211ull;
    return h;
}

#define BOARD_PATCH_MAX 8 /* tiles changed at most for a patch; more (a shuffle): the board again */

/* The cached board after a few tiles came or went (a pair removed, an undo):
 * only their places are drawn again, each clipped to the tile and its cast
 * shadow, which is exact since the tiles are drawn at their own size. False
 * when more changed. Draws into board_tex, the render target. */
static bool patch_board(MjView *v, App *app, const Mahjong *m, SDL_Rect box)
{
    /* (the view's origin is the texture's here: v->ox, v->oy less the box's corner) */
    int changed[BOARD_PATCH_MAX], n = 0;
    for (int id = 0; id < m->layout.count; id++)
        if (board_face(m, id) != v->board_face[id]) {
            if (n == BOARD_PATCH_MAX)
                return false;
            changed[n++] = id;
        }
    for (int k = 0; k < n; k++) {
        int x, y, id = changed[k];
        tile_pos(v, m, id, &x, &y);
        SDL_Rect r = tiles_sprite_rect(x, y), shadow = tile_art_shadow_rect(x, y, m->layout.place[id].z);
        if (shadow.w > 0)
            SDL_UnionRect(&r, &shadow, &r);
        if (!SDL_IntersectRect(&r, &(SDL_Rect){0, 0, box.w, box.h}, &r))
            continue;
        SDL_RenderSetClipRect(app->renderer, &r);
        gfx_background_area(app, box, 0, 0);
        draw_tiles(v, app, m, NULL);
    }
    SDL_RenderSetClipRect(app->renderer, NULL);
    return true;
}

/* The part of the window that resting tiles can cover: the sprites and cast
 * shadows of every place of the layout, present or not (so it holds for the
 * whole game), within the window. Empty if none shows. */
static SDL_Rect board_box(const MjView *v, App *app, const Mahjong *m)
{
    int x0 = app->w, y0 = app->h, x1 = 0, y1 = 0;
    for (int id = 0; id < m->layout.count; id++) {
        int x, y;
        tile_pos(v, m, id, &x, &y);
        SDL_Rect r[2] = {tiles_sprite_rect(x, y), tile_art_shadow_rect(x, y, m->layout.place[id].z)};
        for (int k = 0; k < 2; k++) {
            if (r[k].w <= 0 || r[k].h <= 0)
                continue;
            x0 = SDL_min(x0, r[k].x);
            y0 = SDL_min(y0, r[k].y);
            x1 = SDL_max(x1, r[k].x + r[k].w);
            y1 = SDL_max(y1, r[k].y + r[k].h);
        }
    }
    x0 = SDL_max(x0, 0);
    y0 = SDL_max(y0, 0);
    x1 = SDL_min(x1, app->w);
    y1 = SDL_min(y1, app->h);
    return x1 > x0 && y1 > y0 ? (SDL_Rect){x0, y0, x1 - x0, y1 - y0} : (SDL_Rect){0, 0, 0, 0};
}

/* The resting tiles are cached over the table in a texture the size of the
 * board's box, not of the window: at 1080p a third of a full-screen buffer less
 * (the table around the box is copied from the table texture, so a frame still
 * copies each window pixel once). */
static void draw_board(MjView *v, App *app, const Mahjong *m)
{
    SDL_Rect box = board_box(v, app, m);
    if (v->board_tex && (v->board_box.w != box.w || v->board_box.h != box.h)) {
        SDL_DestroyTexture(v->board_tex);
        v->board_tex = NULL;
    }
    if (!v->board_tex && box.w > 0 && SDL_RenderTargetSupported(app->renderer)) {
        v->board_tex = SDL_CreateTexture(app->renderer, GFX_OPAQUE_FORMAT, SDL_TEXTUREACCESS_TARGET, box.w, box.h);
        if (v->board_tex)
            SDL_SetTextureBlendMode(v->board_tex, SDL_BLENDMODE_NONE);
        v->board_sig = 0;
    }
    if (!v->board_tex) {
        gfx_background(app);
        draw_tiles(v, app, m, NULL);
        return;
    }
    uint64_t sig = board_signature(v, app, m);
    sig = (sig ^ ((uint64_t)box.x << 32 | (uint32_t)box.y)) * 1099511628211ull;
    if (sig != v->board_sig || box.x != v->board_box.x || box.y != v->board_box.y) {
        uint64_t geo = board_geometry(v, app, m);
        bool same_place = v->board_sig != 0 && geo == v->board_geo && box.x == v->board_box.x &&
                          box.y == v->board_box.y;
        SDL_Texture *prev = SDL_GetRenderTarget(app->renderer);
        SDL_SetRenderTarget(app->renderer, v->board_tex);
        /* the tiles drawn at their window places, less the box's corner */
        v->ox -= box.x;
        v->oy -= box.y;
        if (!same_place || !patch_board(v, app, m, box)) {
            gfx_background_area(app, box, 0, 0);
            draw_tiles(v, app, m, NULL);
        }
        v->ox += box.x;
        v->oy += box.y;
        SDL_SetRenderTarget(app->renderer, prev);
        v->board_sig = sig;
        v->board_geo = geo;
        v->board_box = box;
        for (int id = 0; id < m->layout.count; id++)
            v->board_face[id] = (int16_t)board_face(m, id);
    }
    gfx_background_around(app, box);
    SDL_RenderCopy(app->renderer, v->board_tex, NULL, &box);
}

static float fly_ease(const Flyer *f)
{
    float p = (float)f->t / REMOVE_TICKS;
    return 1 - (1 - p) * (1 - p);
}

static int fly_y(const MjView *v, const Flyer *f)
{
    return f->y - (int)(fly_ease(f) * v->th * 0.6f);
}

static SDL_Rect particle_rect(const MjView *v, const Particle *p)
{
    int sz = SDL_max(2, v->tw / 18);
    return (SDL_Rect){(int)p->x - sz / 2, (int)p->y - sz / 2, sz, sz};
}

/* Where the frame draws what moves or pulses: the flying tiles, the particles,
 * and the hinted tiles (their tint pulses with the tick). */
static int moving_rects(const MjView *v, const Mahjong *m, const ViewMarks *mk, SDL_Rect *out)
{
    int n = 0;
    for (int i = 0; i < v->n_fly; i++)
        out[n++] = tiles_draw_rect(v->fly[i].x, fly_y(v, &v->fly[i]), 1.0f + 0.18f * fly_ease(&v->fly[i]));
    for (int i = 0; i < v->n_part; i++)
        out[n++] = particle_rect(v, &v->part[i]);
    for (int k = 0; k < 2; k++) {
        int id = mk->hint[k];
        if (id >= 0 && id < m->layout.count && m->present[id] && mj_is_free(m, id)) {
            int x, y;
            tile_pos(v, m, id, &x, &y);
            out[n++] = tiles_sprite_rect(x, y);
        }
    }
    return n;
}

/* Between frames where nothing but the animations moved: where they were
 * drawn, and where they will be. */
static bool damage(void *vd, App *app, const Game *g, const ViewMarks *mk)
{
    MjView *v = vd;
    SDL_Rect now[SDL_arraysize(v->drawn)];
    int n = moving_rects(v, mj(g), mk, now);
    for (int i = 0; i < v->n_drawn; i++)
        app_damage(app, v->drawn[i]);
    for (int i = 0; i < n; i++)
        app_damage(app, now[i]);
    return true;
}

static void draw(void *vd, App *app, const Game *g, const ViewMarks *mk)
{
    MjView *v = vd;
    const Mahjong *m = mj(g);
    draw_board(v, app, m);
    /* selected, hinted and refused tiles are free, so nothing lies on them:
     * drawing them again, tinted, over the cached board is exact */
    draw_tiles(v, app, m, mk);
    /* a refused pick of a covered tile: outline it, since tiles lie on it */
    if (mk->flash >= 0 && mk->flash < m->layout.count && m->present[mk->flash] && !mj_is_free(m, mk->flash)) {
        int x, y;
        tile_pos(v, m, mk->flash, &x, &y);
        gfx_frame(app, (SDL_Rect){x, y, v->tw, v->th}, SDL_max(2, v->tw / 20), (SDL_Color){240, 90, 80, 255});
    }
    if (mk->focus >= 0 && mk->focus < m->layout.count && m->present[mk->focus]) {
        int x, y;
        tile_pos(v, m, mk->focus, &x, &y);
        int t = SDL_max(2, v->tw / 16);
        gfx_frame(app, (SDL_Rect){x - t, y - t, v->tw + 2 * t, v->th + 2 * t}, t, (SDL_Color){80, 200, 255, 255});
    }
    for (int i = 0; i < v->n_fly; i++) {
        const Flyer *f = &v->fly[i];
        float p = (float)f->t / REMOVE_TICKS;
        Uint8 alpha = (Uint8)(255 * (1 - p) * (1 - p * 0.5f));
        tiles_draw(app, f->face, f->x, fly_y(v, f), (SDL_Color){255, 240, 200, 255}, alpha,
                   1.0f + 0.18f * fly_ease(f));
    }
    for (int i = 0; i < v->n_part; i++) {
        const Particle *p = &v->part[i];
        SDL_Color c = p->c;
        c.a = (Uint8)(255 * p->life / PARTICLE_TICKS);
        gfx_fill(app, particle_rect(v, p), c);
    }
    v->n_drawn = moving_rects(v, m, mk, v->drawn);
}

static long reading_key(void *vd, const Game *g, int piece)
{
    (void)vd;
    const LayoutPlace *p = &mj(g)->layout.place[piece];
    return ((long)p->y * 256 + p->x) * 32 + (31 - p->z);
}

static void save_name(void *vd, const Game *g, char *buf, size_t cap)
{
    (void)vd;
    snprintf(buf, cap, "%.30s %" PRIu64, mj(g)->layout.name, g->seed);
}

static void describe(void *vd, const Game *g, char *buf, size_t cap)
{
    (void)vd;
    if (mj_tourn_is(g))
        mj_tourn_describe(g, buf, cap);
    else { /* TRANSLATORS: %llu is the deal's number (its seed), in the top bar */
        char deal[48];
        snprintf(deal, sizeof deal, _("Deal %llu"), (unsigned long long)g->seed);
        snprintf(buf, cap, "%.40s" GAMEVIEW_SEP "%s", catalog_layout_name(mj(g)->layout.name), deal);
    }
}

/* ---------- records ---------- */

void mahjong_load_records(App *app, Records *r)
{
    records_init(r);
    char path[1024];
    if (!prefs_path(app, RECORDS_FILE, path, sizeof path))
        return;
    Error err = {{0}};
    if (!records_file_read(path, r, &err))
        log_message(app, _("Best times could not be read: %s"), err.msg);
    else if (err.msg[0])
        log_message(app, "%s", err.msg); /* a damaged file kept aside */
}

/* Best times per layout, keyed by the layout's hash so a renamed file keeps its
 * record. */
/* The win in the high-score table of its layout and variant; its rank, 0 when
 * it did not make the table. */
static int record_score(App *app, const Game *g)
{
    char key[32], date[16], path[1024];
    mj_scores_layout_key(&mj(g)->layout, key, sizeof key);
    time_t now = time(NULL);
    struct tm tm;
    if (localtime_r(&now, &tm))
        strftime(date, sizeof date, "%Y-%m-%d", &tm);
    else
        snprintf(date, sizeof date, "2000-01-01");
    int rank = 0;
    Error err = {{0}};
    if (prefs_path(app, MAHJONG_SCORES_FILE, path, sizeof path) &&
        !mj_scores_file_insert(path, key, g->variant->id, g->elapsed_ms / 1000, date, g->seed, &rank, &err))
        log_message(app, _("Could not save the high scores: %s"), err.msg);
    return rank;
}

static void record_win(void *vd, App *app, const Game *g, char *msg, size_t cap)
{
    MjView *v = vd;
    msg[0] = '\0';
    if (mj_tourn_is(g))
        return; /* best times and high scores are the classic game's: Tournament ranks by points */
    v->new_rank = record_score(app, g);
    char key[32], path[1024];
    snprintf(key, sizeof key, "%016llx", (unsigned long long)layout_hash(&mj(g)->layout));
    bool best = false;
    Error err = {{0}};
    if (prefs_path(app, RECORDS_FILE, path, sizeof path) &&
        !records_file_add_win(path, key, g->elapsed_ms / 1000, &best, &err))
        log_message(app, _("Could not save best times: %s"), err.msg);
    else if (err.msg[0])
        log_message(app, "%s", err.msg); /* a damaged file kept aside */
    Records r;
    mahjong_load_records(app, &r);
    long b = records_best(&r, key);
    const char *name = catalog_layout_name(mj(g)->layout.name);
    if (best) /* TRANSLATORS: %.40s is a layout's name */
        snprintf(msg, cap, _("A new best time on %.40s!"), name);
    else if (v->new_rank > 0)
        snprintf(msg, cap, _("A new high score: number %d in the table"), v->new_rank);
    else if (b >= 0) /* TRANSLATORS: %.40s is a layout's name, then minutes:seconds */
        snprintf(msg, cap, _("Best time on %.40s: %ld:%02ld"), name, b / 60, b % 60);
    else
        msg[0] = 0;
}

/* ---------- menu ---------- */

/* The table of the layout and variant in play; the win just recorded lit. */
static void show_scores(MjView *v, App *app)
{
    const Game *g = v->game;
    if (!g)
        return;
    char key[32];
    mj_scores_layout_key(&mj(g)->layout, key, sizeof key);
    GameStatus st = game_status(g);
    Scene *s = mahjong_scores_new(app, key, mj(g)->layout.name, g->variant->id, g->variant->name,
                                  st.outcome == OUTCOME_WON ? v->new_rank : 0);
    if (s)
        scene_push(app, s);
}

/* The win dialog's way to the table (Tournament has its own: points, standings). */
static void win_items(void *vd, App *app, Scene *menu)
{
    (void)app;
    MjView *v = vd;
    if (v->game && !mj_tourn_is(v->game))
        menu_add(menu, MJ_MENU_SCORES, _("High scores"), NULL);
}

static void menu_items(void *vd, App *app, Scene *menu)
{
    MjView *v = vd;
    if (!mj_tourn_is(v->game)) { /* Tournament plays the Turtle only (docs/rules/mahjong-tournament.md) */
        menu_add(menu, MJ_MENU_LAYOUT, _("Choose a layout\u2026"), NULL);
        menu_add(menu, MJ_MENU_SCORES, _("High scores"), NULL);
    }
    mj_tourn_menu_items(app, v->game, menu);
}

static void menu_select(void *vd, App *app, int id)
{
    MjView *v = vd;
    if (id == MJ_MENU_LAYOUT)
        scene_push(app, mahjong_picker_new(app));
    else if (id == MJ_MENU_SCORES)
        show_scores(v, app);
    else
        mj_tourn_menu_select(app, v->game, id);
}

static void menu_adjust(void *vd, App *app, Scene *menu, int id, int delta)
{
    (void)vd;
    mj_tourn_menu_adjust(app, menu, id, delta);
}

static uint32_t time_limit(void *vd, App *app, const RulesVariant *v)
{
    (void)vd;
    return mj_tourn_time_limit(app, v);
}

static bool finished(void *vd, App *app, const Game *g, char *msg, size_t cap)
{
    (void)vd;
    return mj_tourn_finished(app, g, msg, cap);
}

static bool leave_question(void *vd, App *app, const Game *g, char *msg, size_t cap)
{
    (void)vd;
    return mj_tourn_leave_question(app, g, msg, cap);
}

static void leaving(void *vd, App *app, const Game *g)
{
    (void)vd;
    mj_tourn_leaving(app, g);
}

static void *create(App *app)
{
    MjView *v = calloc(1, sizeof *v);
    if (v)
        v->app = app;
    return v;
}

static void destroy(void *vd)
{
    MjView *v = vd;
    if (v->board_tex)
        SDL_DestroyTexture(v->board_tex);
    free(v);
}

void mahjong_start_layout(App *app, const char *id)
{
    SDL_strlcpy(app->settings.layout, id, sizeof app->settings.layout);
    app_save_settings(app);
    if (app->start_game)
        app->start_game(app, "mahjong");
}

const GameView mahjong_view = {
    .rules = &mahjong_rules,
    .autosave = MAHJONG_AUTOSAVE,
    .deal_options = mahjong_deal_options,
    .create = create,
    .destroy = destroy,
    .reset = reset,
    .fit = fit,
    .draw = draw,
    .piece_at = piece_at,
    .piece_rect = piece_rect,
    .before_move = before_move,
    .update = update,
    .animating = animating,
    .damage = damage,
    .reading_key = reading_key,
    .save_name = save_name,
    .describe = describe,
    .record_win = record_win,
    .menu_items = menu_items,
    .menu_select = menu_select,
    .win_items = win_items,
    .repeat_options = mahjong_repeat_options,
    .finished = finished,
    .leave_question = leave_question,
    .leaving = leaving,
    .menu_adjust = menu_adjust,
    .time_limit = time_limit,
    .thumbnail = mahjong_thumbnail,
    .help_picture = mahjong_help_picture,
};
