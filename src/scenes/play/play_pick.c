#include "scenes/play/play_pick.h"

#include <stdlib.h>
#include <string.h>

#include "engine/audio.h"
#include "scenes/play/play_moves.h"
#include "scenes/play/play_seats.h"

#define FLASH_TICKS 24 /* ticks (60 Hz) a refused pick stays red */

/* A pick of a piece by the player: by click, the cursor or a drop. */
void play_pick(Scene *s, App *app, int piece)
{
    Play *p = s->data;
    Move m;
    if (!play_seats_may_pick(s, app))
        return;
    switch (selection_pick(&p->sel, p->game.rules, p->game.state, piece, &m)) {
    case SEL_SELECTED:
        audio_play(app, SFX_SELECT);
        break;
    case SEL_DESELECTED:
        break;
    case SEL_INVALID: {
        p->flash = piece;
        p->flash_ticks = FLASH_TICKS;
        audio_play(app, SFX_INVALID);
        char why[256] = "";
        if (p->game.rules->why_refused)
            p->game.rules->why_refused(p->game.state, p->sel.selected, piece, why, sizeof why);
        if (why[0])
            log_message(app, "%s", why);
        Move alone;
        if (p->view->reselect_on_refuse && piece >= 0 &&
            p->game.rules->pick(p->game.state, -1, piece, &alone) == PICK_SELECT)
            p->sel.selected = piece;
        break;
    }
    case SEL_MOVE:
        play_move(s, app, &m);
        break;
    }
}

#define DRAG_SLOP 6 /* pixels the pointer moves before a press becomes a drag */

/* A double click on a piece: the rules' quick move for it (a card to its
 * foundation), if they have one. */
bool play_pick_quick(Scene *s, App *app, int piece)
{
    Play *p = s->data;
    Move m;
    memset(&m, 0, sizeof m);
    if (piece < 0 || !p->game.rules->quick_move || !p->game.rules->quick_move(p->game.state, piece, &m))
        return false;
    selection_clear(&p->sel);
    play_move(s, app, &m);
    return true;
}

/* A press on a piece in a drag-and-drop view: when another piece is picked and
 * the two make no move, the press starts over with this one (to drag it), and
 * the player is told why the picked piece could not go there. */
void play_pick_drag_press(Play *p, App *app, int piece)
{
    Move m;
    const RulesModule *r = p->game.rules;
    if (!p->view->drag_drop || piece < 0 || p->sel.selected < 0 || p->sel.selected == piece)
        return;
    if (r->pick(p->game.state, p->sel.selected, piece, &m) == PICK_REFUSE &&
        r->pick(p->game.state, -1, piece, &m) == PICK_SELECT) {
        char why[256] = "";
        if (r->why_refused)
            r->why_refused(p->game.state, p->sel.selected, piece, why, sizeof why);
        if (why[0])
            log_message(app, "%s", why);
        selection_clear(&p->sel);
    }
}

/* After a press picked `piece`: it may be dragged. */
void play_pick_drag_begin(Play *p, const Action *a, int piece)
{
    p->drag = -1;
    p->dragging = false;
    if (!p->view->drag_drop || piece < 0 || p->sel.selected != piece)
        return;
    p->drag = piece;
    p->drag_x0 = a->x;
    p->drag_y0 = a->y;
    p->drag_dx = p->drag_dy = 0;
}

void play_pick_drag_motion(Play *p, App *app, const Action *a)
{
    if (p->drag < 0)
        return;
    p->drag_dx = a->x - p->drag_x0;
    p->drag_dy = a->y - p->drag_y0;
    if (abs(p->drag_dx) + abs(p->drag_dy) > DRAG_SLOP)
        p->dragging = true;
    app->dirty = p->dragging;
}

/* The release: over another piece it is the second pick; a drop that makes no
 * move puts the piece back (the refusal sounds as for a pick). */
void play_pick_drag_end(Scene *s, App *app, const Action *a)
{
    Play *p = s->data;
    int from = p->drag;
    bool dragged = p->dragging;
    p->drag = -1;
    p->dragging = false;
    if (from < 0 || !dragged || p->sel.selected != from)
        return;
    app->dirty = true;
    int to = p->view->piece_at(p->vd, &p->game, a->x, a->y);
    if (to == from)
        return; /* back where it was: still picked, as after a click */
    int pos = p->game.pos;
    if (to >= 0)
        play_pick(s, app, to);
    else
        audio_play(app, SFX_INVALID);
    if (p->game.pos == pos)
        selection_clear(&p->sel); /* no move: the piece goes back */
}
