#include "scenes/play/play_focus.h"

#include <stdlib.h>

bool play_focus_can(const Play *p, int piece)
{
    SDL_Rect r;
    const RulesModule *m = p->game.rules;
    return (!m->pickable || m->pickable(p->game.state, piece)) &&
           p->view->piece_rect(p->vd, &p->game, piece, &r);
}

#define PIECES_MAX 1024

static long reading_key(const Play *p, int piece, const SDL_Rect *r)
{
    if (p->view->reading_key)
        return p->view->reading_key(p->vd, &p->game, piece);
    return (long)r->y * 65536 + r->x;
}

/* Pieces the cursor may visit, in reading order (top to bottom, left to right). */
static int focus_candidates(const Play *p, int *ids, SDL_Rect *rects)
{
    int n = 0;
    long keys[PIECES_MAX];
    for (int i = 0; i < PIECES_MAX && n < PIECES_MAX; i++) {
        SDL_Rect r;
        const RulesModule *m = p->game.rules;
        if ((m->pickable && !m->pickable(p->game.state, i)) || !p->view->piece_rect(p->vd, &p->game, i, &r))
            continue;
        long key = reading_key(p, i, &r);
        int k = n++;
        while (k > 0 && keys[k - 1] > key) { /* insertion sort: a few hundred pieces */
            ids[k] = ids[k - 1];
            rects[k] = rects[k - 1];
            keys[k] = keys[k - 1];
            k--;
        }
        ids[k] = i;
        rects[k] = r;
        keys[k] = key;
    }
    return n;
}

void play_focus_remember(Play *p)
{
    SDL_Rect r;
    if (p->focus >= 0 && play_focus_can(p, p->focus) && p->view->piece_rect(p->vd, &p->game, p->focus, &r)) {
        p->focus_pt = (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
        p->has_focus_pt = true;
    }
}

/* The candidate nearest to where the cursor last was (the first in reading
 * order when it has not been anywhere yet). */
static int nearest_to_focus(const Play *p, const SDL_Rect *rects, int n)
{
    if (!p->has_focus_pt)
        return 0;
    int best = 0;
    long best_d = -1;
    for (int i = 0; i < n; i++) {
        long dx = rects[i].x + rects[i].w / 2 - p->focus_pt.x, dy = rects[i].y + rects[i].h / 2 - p->focus_pt.y;
        long d = dx * dx + dy * dy;
        if (best_d < 0 || d < best_d) {
            best_d = d;
            best = i;
        }
    }
    return best;
}

void play_focus_default(Play *p)
{
    if (p->focus >= 0 && play_focus_can(p, p->focus))
        return;
    int ids[PIECES_MAX];
    SDL_Rect rects[PIECES_MAX];
    int n = focus_candidates(p, ids, rects);
    p->focus = n > 0 ? ids[nearest_to_focus(p, rects, n)] : -1;
}

/* The nearest candidate in a direction, scoring distance along it plus twice the
 * offset across it. */
void play_focus_move(Play *p, int dx, int dy)
{
    SDL_Rect fr;
    if (p->focus < 0 || !play_focus_can(p, p->focus) || !p->view->piece_rect(p->vd, &p->game, p->focus, &fr)) {
        play_focus_default(p);
        return;
    }
    int ids[PIECES_MAX];
    SDL_Rect rects[PIECES_MAX];
    int n = focus_candidates(p, ids, rects);
    int best = -1;
    long best_score = SDL_MAX_SINT32; /* long is 32 bits on Windows */
    for (int i = 0; i < n; i++) {
        if (ids[i] == p->focus)
            continue;
        long ddx = rects[i].x - fr.x, ddy = rects[i].y - fr.y;
        long along = ddx * dx + ddy * dy;
        long across = labs(ddx * dy) + labs(ddy * dx);
        if (along <= 0)
            continue;
        long score = along + 2 * across;
        if (score < best_score) {
            best_score = score;
            best = ids[i];
        }
    }
    if (best >= 0)
        p->focus = best;
}

/* Tab / shoulders: the next candidate in reading order, wrapping around. */
void play_focus_cycle(Play *p, int dir)
{
    int ids[PIECES_MAX];
    SDL_Rect rects[PIECES_MAX];
    int n = focus_candidates(p, ids, rects);
    if (n == 0)
        return;
    int at = -1;
    for (int i = 0; i < n; i++)
        if (ids[i] == p->focus)
            at = i;
    p->focus = at < 0 ? ids[dir > 0 ? 0 : n - 1] : ids[(at + dir + n) % n];
}
