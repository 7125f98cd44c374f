/* MahJongg Stones: the hint and the chance from the player's view (see estimate.h). */
#include "core/games/stones/estimate.h"
#include "core/perm.h"
#include "core/rng.h"

#include <string.h>

/* Calibration: raw share (tenths, 0..10; read between them by straight
 * lines) to the finish rate a hint-follower observed from such positions, per
 * band of tiles left (CALIB_LEFT: upper bounds); per mille, never falling as
 * the raw share rises. Fitted by bench/stones_calibrate_players.sh
 * (bench/stones_calib.py fit) on 135,679 MahJongg Stones positions of real
 * play: games of random-legal-move, greedy and half-hinted players, and
 * continuations from their positions spread over the raw shares, each played
 * out by the hint-follower (pagoda-solve --branch --spread); per band, least
 * squares of the line through the knots, leaning on the row of all bands
 * where a band has few positions. Checked on deals it was not fitted on (ten
 * folds by deal, and a later run's 800 deals): within 3 points in every tenth
 * (docs/rules/stones.md gives the tables). The raw share is the hint's share
 * on orders of its own (score), so it does not run high as the best of
 * several. The other variants use the same table. */
#define CALIB_BANDS 5
static const int CALIB_LEFT[CALIB_BANDS] = {4, 10, 20, 40, 255};
static const int CALIB[CALIB_BANDS][11] = {
    {1, 32, 89, 144, 257, 500, 531, 690, 848, 940, 1000}, /* tiles left 1..4: 9426 positions */
    {1, 120, 159, 299, 408, 484, 582, 678, 744, 833, 998}, /* tiles left 5..10: 34311 positions */
    {2, 19, 79, 132, 229, 280, 484, 632, 774, 912, 982}, /* tiles left 11..20: 50002 positions */
    {1, 30, 62, 78, 195, 279, 628, 807, 891, 945, 982}, /* tiles left 21..40: 25934 positions */
    {1, 33, 91, 168, 279, 393, 620, 745, 963, 983, 983}, /* tiles left 41..255: 4032 positions */
};

int st_estimate_calibrate(int raw, int left)
{
    int b = 0;
    while (b < CALIB_BANDS - 1 && left > CALIB_LEFT[b])
        b++;
    if (raw <= 0)
        return CALIB[b][0];
    if (raw >= 1000)
        return CALIB[b][10];
    int i = raw / 100, f = raw % 100;
    return CALIB[b][i] + (CALIB[b][i + 1] - CALIB[b][i]) * f / 100;
}

/* A hash of everything the view shows (never the seed: see clears it). */
static uint64_t view_hash(const Stones *s)
{
    uint64_t h = rng_mix64(((uint64_t)s->w << 40) ^ ((uint64_t)s->h << 32) ^ ((uint64_t)s->kinds << 24) ^
                       ((uint64_t)s->free_cells << 16) ^ ((uint64_t)s->match << 8) ^ s->throw_limit);
    h = rng_mix64(h ^ ((uint64_t)s->next << 24) ^ ((uint64_t)s->n_stock << 16) ^ ((uint64_t)s->throws_used << 8));
    for (int c = 0; c < s->w * s->h; c++)
        h = rng_mix64(h ^ ((uint64_t)c << 8 | s->cell[c]));
    for (int i = s->next; i < s->n_stock; i++)
        h = rng_mix64(h ^ ((uint64_t)i << 8 | s->stock[i]));
    return h;
}

/* Distinct orders of the sorted a[0..n), or cap + 1 when there are more. */
static int count_orders(const uint8_t *a, int n, int cap)
{
    /* n! / prod(run!) computed incrementally, stopping past cap */
    double orders = 1;
    int run = 0;
    for (int i = 0; i < n; i++) {
        run = i > 0 && a[i] == a[i - 1] ? run + 1 : 1;
        orders = orders * (i + 1) / run;
        if (orders > cap * 1000.0)
            return cap + 1;
    }
    return orders > cap ? cap + 1 : (int)(orders + 0.5);
}

typedef struct Cand {
    Move move;
    int key;
} Cand;

/* How a move leaves the hidden tiles: tiles (counted with their copies) that
 * would have no cell if they came next weigh most, then the cells the others
 * keep (up to 3 each), then the neighbours the tile gets (a compact grid). */
static int heuristic(Stones *s, int cell, const uint8_t *kind, const int *count, int n_kinds)
{
    uint8_t t = st_current(s), nb[4];
    int neighbours = st_neighbours(s, cell, nb);
    s->cell[cell] = t;
    int danger = 0, mob = 0;
    for (int k = 0; k < n_kinds; k++) {
        int l = 0;
        for (int c = 0; c < s->w * s->h && l < 3; c++)
            l += st_cell_legal(s, c, kind[k]);
        danger += l == 0 ? count[k] : 0;
        mob += l * count[k];
    }
    s->cell[cell] = ST_EMPTY;
    return -danger * 4096 + mob * 8 + neighbours * 16;
}

/* 2: the order finishes after m; 1: the budget ran out; 0: it does not. */
static int outcome(StSolver *sv, const Stones *s, const Move *m)
{
    Stones w = *s;
    if (!st_apply_move(&w, m, NULL))
        return 0;
    StEnd e = st_end(&w);
    if (e != ST_PLAYING)
        return e == ST_WON ? 2 : 0;
    StSolveLimits lim = {.max_nodes = ST_EST_NODES};
    StSolveResult r = st_solve(sv, &w, &lim, NULL);
    return r == ST_SOLVE_WIN ? 2 : r == ST_SOLVE_UNKNOWN ? 1 : 0;
}

/* The chosen move's share scored again on orders of its own: the share on
 * the orders that chose it is the best of several noisy shares, so it runs
 * high (most where the moves are close, the middle chances). ST_EST_SCORE
 * orders, and ST_EST_SCORE_MORE more when they neither all finish nor all
 * fail; drawn from the view's hash mixed with a constant of their own, so
 * the same view gives the same chance. */
static void score(StSolver *sv, const Stones *s, const Move *m, const uint8_t *tail, int hidden, StEstimate *out)
{
    Rng r;
    rng_seed(&r, rng_mix64(view_hash(s) ^ 0x5c07e0f0c4a7ce5ull));
    int w = 0, k = 0;
    for (int want = ST_EST_SCORE; k < want; k++) {
        Stones o = *s;
        memcpy(o.stock + o.next + 1, tail, (size_t)hidden);
        rng_shuffle_u8(&r, o.stock + o.next + 1, (size_t)hidden);
        w += outcome(sv, &o, m);
        if (k + 1 == ST_EST_SCORE && w > 0 && w < 2 * ST_EST_SCORE)
            want += ST_EST_SCORE_MORE;
    }
    out->scored = k;
    out->raw = w * 500 / k;
}

void st_estimate(StSolver *sv, const Stones *seen, StEstimate *out)
{
    memset(out, 0, sizeof *out);
    Stones s = *seen;
    if (s.ended || st_current(&s) == ST_EMPTY) {
        out->lost = s.ended == ST_LOST;
        out->won = s.ended == ST_WON || st_current(&s) == ST_EMPTY;
        out->chance = out->raw = out->won ? 1000 : 0;
        out->exact = true;
        return;
    }
    /* the hidden tiles, as kinds with counts */
    int hidden = s.n_stock - s.next - 1;
    uint8_t *tail = s.stock + s.next + 1;
    st_sort_tiles(tail, hidden); /* a view has them sorted already */
    uint8_t kind[ST_MAX_TILES];
    int count[ST_MAX_TILES], n_kinds = 0;
    for (int i = 0; i < hidden; i++) {
        if (n_kinds > 0 && kind[n_kinds - 1] == tail[i])
            count[n_kinds - 1]++;
        else
            kind[n_kinds] = tail[i], count[n_kinds++] = 1;
    }
    /* the moves, best by the heuristic first (a throw last) */
    Cand c[ST_MAX_CELLS + 1];
    int n = 0;
    for (int cell = 0; cell < s.w * s.h; cell++) {
        if (!st_cell_legal(&s, cell, st_current(&s)))
            continue;
        Cand x = {{.kind = ST_MOVE_PLACE, .a = (int16_t)cell, .b = -1}, heuristic(&s, cell, kind, count, n_kinds)};
        int j = n++;
        while (j > 0 && c[j - 1].key < x.key) {
            c[j] = c[j - 1];
            j--;
        }
        c[j] = x;
    }
    int cells = n;
    if (st_can_throw(&s))
        c[n++] = (Cand){{.kind = ST_MOVE_THROW, .a = (int16_t)ST_STOCK_PIECE(s.w, s.h), .b = -1}, 0};
    if (n == 0) {
        out->lost = out->exact = true;
        return;
    }
    /* the orders: every one when they are few, else drawn from the view's hash */
    int orders = count_orders(tail, hidden, ST_EST_EXACT);
    out->exact = orders <= ST_EST_EXACT;
    int samples = out->exact ? orders : ST_EST_SAMPLES;
    int pick[ST_MAX_CELLS + 1], tried = 0;
    for (int i = 0; i < n; i++)
        if (out->exact || i < ST_EST_MOVES || i >= cells) /* a throw is always tried */
            pick[tried++] = i;
    uint8_t order[ST_EST_EXACT > ST_EST_SAMPLES ? ST_EST_EXACT : ST_EST_SAMPLES][ST_MAX_TILES];
    Rng r;
    rng_seed(&r, view_hash(&s));
    for (int k = 0; k < samples; k++) {
        if (out->exact) {
            memcpy(order[k], k == 0 ? tail : order[k - 1], (size_t)hidden);
            if (k > 0)
                perm_next(order[k], hidden);
        } else {
            memcpy(order[k], tail, (size_t)hidden);
            rng_shuffle_u8(&r, order[k], (size_t)hidden);
        }
    }
    /* each move against the same orders; a move that can no longer beat the
     * best so far stops early (ties go to the heuristic's order) */
    int best = -1, best_w = -1;
    bool all_lost = true;
    for (int i = 0; i < tried; i++) {
        int idx = pick[i];
        int w = 0;
        for (int k = 0; k < samples; k++) {
            if (w + 2 * (samples - k) <= best_w && !(out->exact && all_lost))
                break;
            Stones o = s;
            memcpy(o.stock + o.next + 1, order[k], (size_t)hidden);
            int got = outcome(sv, &o, &c[idx].move);
            w += got;
            all_lost &= got == 0;
        }
        if (w > best_w) {
            best_w = w;
            best = idx;
        }
    }
    out->move = c[best].move;
    out->samples = samples;
    out->wins2 = best_w;
    out->raw = best_w * 500 / samples;
    if (!out->exact)
        score(sv, &s, &c[best].move, tail, hidden, out);
    out->lost = out->exact && all_lost;
    out->won = out->exact && samples == 1 && best_w == 2;
    out->chance = out->lost ? 0 : out->won ? 1000 : st_estimate_calibrate(out->raw, hidden + 1);
}
