/* How Dragon's Eye looks: the dragon's board of spaces on the left (heart spaces
 * dark grey, limb spaces light grey, the rest outlined), the Master's hand at the
 * top right and the Slayer's at the bottom right, each with its score and a
 * pointer at the side to move. Only what the screen's player may see is drawn:
 * the view reads a RulesModule.see view of the state, so a face-down tile or a
 * hidden hand shows its back. The play scene does the rest (seats, buttons). */
#include "games/dragon/view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/games/dragon/rules.h"
#include "core/i18n.h"
#include "engine/gfx.h"
#include "engine/text.h"
#include "engine/tiles.h"

typedef struct DgView {
    int cell_w, cell_h, ox, oy; /* the board grid */
    int hx, hy_master, hy_slayer, hand_gap; /* the hands */
    SDL_Rect panel;
} DgView;

static const Dragon *dg(const Game *g)
{
    return g->state;
}

/* The state as the screen may show it: `up` has bit s set when side s's hand is
 * face up; face-down and covered tiles never are. */
static void shown(const Game *g, unsigned up, Dragon *out)
{
    const Dragon *raw = dg(g);
    int side = (up & 2u) && !(up & 1u) ? DG_MASTER : DG_SLAYER;
    dg_see(raw, side, out);
    if (up == 3u)
        memcpy(out->hand, raw->hand, sizeof out->hand);
    if (!(up & (1u << side)))
        for (int i = 0; i < raw->count[side]; i++)
            out->hand[side][i] = DG_HIDDEN;
}

static void dg_view_reset(void *vd, App *app, const Game *g)
{
    (void)vd;
    (void)app;
    (void)g;
}

static void dg_view_fit(void *vd, App *app, const Game *g, SDL_Rect area)
{
    (void)g;
    DgView *v = vd;
    /* the hands beside the board, or under it in a tall window (800x1280) */
    bool tall = area.w < area.h;
    int board_w = tall ? area.w : area.w * 70 / 100, board_h = tall ? area.h * 55 / 100 : area.h;
    float cw = board_w * 0.92f / (DG_COLS + 0.5f), chh = board_h * 0.80f / ((DG_ROWS + 0.5f) * TILES_ASPECT);
    int tw = ((int)SDL_min(cw, chh)) & ~1;
    tw = SDL_max(8, tw);
    tiles_prepare(app, SDL_max(8, tw - tw / 10));
    v->cell_w = tw;
    v->cell_h = (int)(tw * TILES_ASPECT);
    v->ox = area.x + (board_w - v->cell_w * DG_COLS) / 2 + v->cell_w / 4;
    v->oy = area.y + (board_h - v->cell_h * DG_ROWS) / 2;
    /* in a tall window the panel ends above the seats' buttons (two body lines) */
    int th_body = text_height(FONT_BODY), panel_top = v->oy + v->cell_h * DG_ROWS + th_body;
    v->panel = tall ? (SDL_Rect){area.x + area.w / 20, panel_top, area.w - area.w / 10,
                                 area.y + area.h - th_body * 3 - panel_top}
                    : (SDL_Rect){area.x + board_w, area.y + area.h / 20, area.w - board_w - area.w / 40,
                                 area.h - area.h / 10};
    v->hand_gap = v->cell_w / 8;
    int hand_w = DG_SLAYER_MAX * v->cell_w / 2 + 0; /* two rows of three */
    (void)hand_w;
    v->hx = v->panel.x + (v->panel.w - 3 * (v->cell_w + v->hand_gap)) / 2 + tiles_depth();
    int th = text_height(FONT_BODY);
    v->hy_master = v->panel.y + th * 2;
    v->hy_slayer = v->panel.y + v->panel.h - 2 * v->cell_h - v->hand_gap;
}

static SDL_Rect space_rect(const DgView *v, int s)
{
    const DgSpaceInfo *in = dg_space(s);
    int lift = in->level == 2 ? tiles_depth() + v->cell_w / 10 : 0;
    return (SDL_Rect){v->ox + in->col * v->cell_w + lift, v->oy + in->row * v->cell_h - lift, v->cell_w,
                      v->cell_h};
}

static SDL_Rect hand_rect(const DgView *v, int side, int slot)
{
    int y = side == DG_MASTER ? v->hy_master : v->hy_slayer + (slot / 3) * (v->cell_h + v->hand_gap);
    int x = v->hx + (slot % 3) * (v->cell_w + v->hand_gap);
    return (SDL_Rect){x, y, v->cell_w, v->cell_h};
}

static bool dg_view_piece_rect(void *vd, const Game *g, int id, SDL_Rect *out)
{
    DgView *v = vd;
    const Dragon *d = dg(g);
    if (id >= 0 && id < DG_SPACES) {
        if (dg_space(id)->level == 2 && !dg_occupied(d, id) && !dg_open(d, id))
            return false;
        *out = space_rect(v, id);
        return true;
    }
    int side, slot = dg_hand_slot(id, &side);
    if (slot < 0 || slot >= d->count[side])
        return false;
    *out = hand_rect(v, side, slot);
    return true;
}

static int dg_view_piece_at(void *vd, const Game *g, int x, int y)
{
    SDL_Point pt = {x, y};
    SDL_Rect r;
    for (int id = DG_PIECES - 1; id >= 0; id--) /* hands, then the second level, then the first */
        if (dg_view_piece_rect(vd, g, id, &r) && SDL_PointInRect(&pt, &r))
            return id;
    return -1;
}

static void draw_back(App *app, int x, int y, bool light, SDL_Color tint)
{
    tiles_draw(app, 0, x, y, tint, 255, 1.0f);
    int fw = tiles_face_w(), fh = tiles_face_h();
    SDL_Color c = light ? (SDL_Color){214, 196, 150, 255} : (SDL_Color){38, 104, 78, 255};
    c.r = (Uint8)(c.r * tint.r / 255);
    c.g = (Uint8)(c.g * tint.g / 255);
    c.b = (Uint8)(c.b * tint.b / 255);
    gfx_fill(app, (SDL_Rect){x, y, fw, fh}, c);
    int t = SDL_max(1, fw / 16);
    gfx_frame(app, (SDL_Rect){x + 2 * t, y + 2 * t, fw - 4 * t, fh - 4 * t}, t,
              light ? (SDL_Color){160, 138, 92, 255} : (SDL_Color){120, 190, 150, 255});
}

static SDL_Color tint_of(int id, const ViewMarks *mk)
{
    if (id == mk->flash)
        return (SDL_Color){255, 120, 110, 255};
    if (id == mk->selected)
        return (SDL_Color){255, 214, 120, 255};
    if (id == mk->hint[0] || id == mk->hint[1])
        return (SDL_Color){170, 240, 190, 255};
    return (SDL_Color){255, 255, 255, 255};
}

static void draw_tile(DgView *v, App *app, int face, SDL_Rect r, bool light_back, SDL_Color tint)
{
    int x = r.x + (v->cell_w - tiles_face_w()) / 2, y = r.y + (v->cell_h - tiles_face_h()) / 2;
    if (face >= DG_FACES)
        draw_back(app, x, y, light_back, tint);
    else
        tiles_draw(app, face, x, y, tint, 255, 1.0f);
}

static void draw_space(DgView *v, App *app, const Dragon *d, int s)
{
    const DgSpaceInfo *in = dg_space(s);
    SDL_Rect r = space_rect(v, s);
    int inset = v->cell_w / 14;
    SDL_Rect box = {r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset};
    if (in->level == 1) {
        if (in->kind == DG_HEART)
            gfx_fill(app, box, (SDL_Color){70, 70, 74, 255});
        else if (in->kind == DG_LIMB)
            gfx_fill(app, box, (SDL_Color){176, 178, 182, 255});
        else
            gfx_frame(app, box, SDL_max(1, v->cell_w / 30), (SDL_Color){170, 200, 180, 120});
    } else if (dg_open(d, s)) {
        gfx_frame(app, box, SDL_max(1, v->cell_w / 24), (SDL_Color){240, 220, 150, 200});
    }
}

static void draw_pointer(App *app, int x, int y, int size, SDL_Color c)
{
    for (int i = 0; i < size; i++) /* a right-pointing wedge */
        gfx_fill(app, (SDL_Rect){x + i, y + i / 2, 1, size - i}, c);
}

static void draw_side(DgView *v, App *app, const Game *g, int side, int y)
{
    const Dragon *d = dg(g);
    GameStatus st = game_status(g);
    /* TRANSLATORS: the two sides of Dragon's Eye, shown above their hands */
    const char *name = side == DG_SLAYER ? _("Dragon Slayer") : _("Dragon Master");
    char buf[64];
    snprintf(buf, sizeof buf, "%s   %d", name, (int)st.side_score[side]);
    int th = text_height(FONT_BODY);
    bool turn = !d->end && d->to_move == side;
    bool won = d->end && d->winner == side;
    SDL_Color c = won ? COLOR_GOOD : turn ? COLOR_ACCENT : COLOR_TEXT_DIM;
    int x = v->panel.x + th * 2;
    text_draw(app, FONT_BODY, buf, x, y, c, ALIGN_LEFT);
    if (turn)
        draw_pointer(app, v->panel.x + th / 2, y + th / 8, th * 3 / 4, COLOR_ACCENT);
}

static void dg_view_draw(void *vd, App *app, const Game *g, const ViewMarks *mk)
{
    DgView *v = vd;
    Dragon d;
    shown(g, mk->hands_up, &d);
    gfx_background(app);
    for (int s = 0; s < DG_SPACES; s++)
        if (dg_space(s)->level == 1 && !dg_occupied(&d, s))
            draw_space(v, app, &d, s);
    /* first level right to left (edges stick out left), then the second */
    for (int level = 1; level <= 2; level++)
        for (int row = 0; row < DG_ROWS; row++)
            for (int s = DG_SPACES - 1; s >= 0; s--) {
                const DgSpaceInfo *in = dg_space(s);
                if (in->level != level || in->row != row)
                    continue;
                if (!dg_occupied(&d, s)) {
                    if (level == 2)
                        draw_space(v, app, &d, s);
                    continue;
                }
                draw_tile(v, app, d.space[s], space_rect(v, s), level == 2, tint_of(s, mk));
            }
    int th = text_height(FONT_BODY);
    draw_side(v, app, g, DG_MASTER, v->hy_master - th * 3 / 2);
    draw_side(v, app, g, DG_SLAYER, v->hy_slayer - th * 3 / 2);
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < d.count[side]; i++) {
            int id = (side ? DG_PIECE_HAND1 : DG_PIECE_HAND0) + i;
            draw_tile(v, app, d.hand[side][i], hand_rect(v, side, i), false, tint_of(id, mk));
        }
    char buf[96];
    /* TRANSLATORS: %d is the number of tiles left in the wall still to be drawn */
    snprintf(buf, sizeof buf, P_("Wall: %d tile", "Wall: %d tiles", dg_wall_left(&d)), dg_wall_left(&d));
    int my = v->hy_master + v->cell_h + th;
    text_draw(app, FONT_SMALL, buf, v->panel.x + th * 2, my, COLOR_TEXT_DIM, ALIGN_LEFT);
    if (!d.end && d.to_move == DG_SLAYER && dg_must_discard(&d) && (mk->hands_up & 1u))
        text_draw(app, FONT_SMALL, _("No match in hand: discard one"), v->panel.x + th * 2,
                  my + text_height(FONT_SMALL) * 3 / 2, COLOR_WARN, ALIGN_LEFT);
    if (mk->focus >= 0) {
        SDL_Rect r;
        if (dg_view_piece_rect(v, g, mk->focus, &r))
            gfx_frame(app, r, SDL_max(2, v->cell_w / 16), (SDL_Color){80, 200, 255, 255});
    }
}

static void dg_view_describe(void *vd, const Game *g, char *buf, size_t cap)
{
    (void)vd;
    const Dragon *d = dg(g);
    /* TRANSLATORS: how a game of Dragon's Eye ended, in the top bar */
    static const char *const ends[] = {"", N_("the dragon is slain"), N_("the dragon is built"),
                                       N_("the wall is used up")};
    char deal[48], turn[32], end[128];
    if (d->end) {
        const char *who = d->winner < 0 ? _("a tie") : d->winner == DG_SLAYER ? _("the Slayer wins") : _("the Master wins");
        /* TRANSLATORS: the top bar at a game's end: the first %s is how the game ended ("the
         * dragon is slain"), the second who won ("the Slayer wins", "a tie") */
        snprintf(end, sizeof end, C_("dragon game over", "%s: %s"), d->end % 4 ? _(ends[d->end % 4]) : "", who);
        snprintf(buf, cap, "%s" GAMEVIEW_SEP "%s", _(g->variant->name), end);
    } else {
        /* TRANSLATORS: %llu is the deal's number (its seed), in the top bar */
        snprintf(deal, sizeof deal, _("Deal %llu"), (unsigned long long)g->seed);
        /* TRANSLATORS: %d counts the turns played so far, in the top bar */
        snprintf(turn, sizeof turn, _("Turn %d"), d->turn);
        snprintf(buf, cap, "%s" GAMEVIEW_SEP "%s" GAMEVIEW_SEP "%s", _(g->variant->name), deal, turn);
    }
}

static long dg_view_reading_key(void *vd, const Game *g, int piece)
{
    (void)vd;
    (void)g;
    if (piece >= DG_SPACES)
        return 100000L + piece; /* the hands after the board */
    const DgSpaceInfo *in = dg_space(piece);
    return (long)in->row * 1000 + in->col * 10 + in->level;
}

static void *dg_view_create(App *app)
{
    (void)app;
    return calloc(1, sizeof(DgView));
}

static void dg_view_destroy(void *vd)
{
    free(vd);
}

const GameView dragon_view = {
    .rules = &dragon_rules,
    .autosave = DRAGON_AUTOSAVE,
    .create = dg_view_create,
    .destroy = dg_view_destroy,
    .reset = dg_view_reset,
    .fit = dg_view_fit,
    .draw = dg_view_draw,
    .piece_at = dg_view_piece_at,
    .piece_rect = dg_view_piece_rect,
    .reading_key = dg_view_reading_key,
    .describe = dg_view_describe,
};
