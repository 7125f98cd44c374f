/* Dragon's Eye as a rules module: a game for two (the Slayer is side 0, the
 * Master side 1). The variant rows are the seatings: against the computer on
 * either side, Challenge (two players at one screen, hands hidden until Flip) and
 * the computer against itself. There are no aids: a move made in front of the
 * other side is not taken back. */
#include "core/games/dragon/rules.h"

#include "core/i18n.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

static const RulesVariant variants[] = {
    /* TRANSLATORS: a variant's name (menus, top bar, help). Where it starts with the game's name, keep the
     * translated game's name at its start: the help's Controls table shortens "Dragon's Eye (Challenge)"
     * to "Challenge" after it. */
    {.id = "slayer", .name = N_("Dragon's Eye (you slay)"), .saves = true,
     .seat = {SEAT_HUMAN, SEAT_COMPUTER}},
    {.id = "master", .name = N_("Dragon's Eye (you build)"), .saves = true,
     .seat = {SEAT_COMPUTER, SEAT_HUMAN}},
    {.id = "challenge", .name = N_("Dragon's Eye (Challenge)"), .saves = true,
     .seat = {SEAT_HOT, SEAT_HOT}},
    {.id = "watch", .name = N_("Dragon's Eye (computer against computer)"), .saves = true,
     .seat = {SEAT_COMPUTER, SEAT_COMPUTER}},
};

static const HelpPage help[] = {
    /* TRANSLATORS: a page of the game's rules in the help: its title, then its lines. The help re-flows
     * them to its width (the lines of a paragraph are joined and wrapped again: break them anywhere); a
     * blank line or a line ending in ":" ends a paragraph; a line starting with spaces, "- ", or a number
     * and ". " or ": " (a list item) keeps its own start. */
    {N_("Dragon's Eye: the two sides"),
     N_("A game for two with the 144 Mahjong tiles. The Dragon Master builds a\n"
     "dragon of tiles on the board; the Dragon Slayer takes it apart in pairs.\n"
     "The dragon starts with eight tiles: two on its heart (dark spaces, lying\n"
     "face down) and six on its limbs (light spaces).\n"
     "The Slayer wins as soon as no tile is left on the heart and limb spaces.\n"
     "The Master wins when every space holds a tile, the heart and limbs two\n"
     "high, and the Slayer has no pair left to take.\n"
     "When the wall is used up before either happens, the higher score wins.")},
    {N_("Dragon's Eye: the Slayer's turn"),
     N_("The Slayer moves first. She holds five tiles; a sixth is drawn for her as\n"
     "each turn begins.\n"
     "Take pairs as in Shanghai: a tile of your hand with a tile of the dragon,\n"
     "or two tiles of the dragon, never two of your hand. Flowers go with\n"
     "flowers, seasons with seasons. Only face-up tiles can be taken.\n"
     "Holding fewer than five, you may Draw (D) back up to five.\n"
     "Holding six with nothing in your hand that matches, you must discard:\n"
     "pick a tile of your hand, then an empty space of the dragon.\n"
     "End the turn with Done (E), holding five or fewer.")},
    {N_("Dragon's Eye: the Master's turn"),
     N_("The Master holds three tiles and places one a turn: pick it, then a space.\n"
     "While a heart space is empty, the tile must go there; then, while a limb\n"
     "space is empty, on a limb. After that, anywhere that is open.\n"
     "A tile with tiles on both its left and its right is blocked: it lies face\n"
     "down and cannot be taken until one of them goes.\n"
     "A second level goes only on heart and limb tiles that lie face down.\n"
     "A new tile is drawn for you and the turn passes.")},
    {N_("Dragon's Eye: score and seats"),
     N_("The Master scores the dragon as it stands: 1 point for each tile, 2 on a\n"
     "heart or limb space (either level); 61 for a whole dragon.\n"
     "The Slayer scores 3 points for each heart or limb space (either level)\n"
     "that stands empty; 48 when the dragon is slain. At the start, with the\n"
     "second level empty, the Slayer has 24 and the Master 16.\n"
     "Play against the computer on either side, watch it play itself, or play\n"
     "Challenge at one screen: hands stay face down until the player whose turn\n"
     "it is presses Flip (F) while the other looks away.\n"
     "The game menu sets the computer's level: 1 easy, 2 medium, 3 hard.")},
};

static bool deal(void *st, const RulesVariant *v, uint64_t seed, const void *options, Error *err)
{
    (void)v;
    (void)options;
    (void)err;
    dg_deal(st, seed);
    return true;
}

static bool pickable(const void *st, int piece)
{
    const Dragon *g = st;
    if (g->end || piece < 0 || piece >= DG_PIECES)
        return false;
    int side, slot = dg_hand_slot(piece, &side);
    if (slot >= 0)
        return side == g->to_move && slot < g->count[side];
    if (g->to_move == DG_MASTER)
        return dg_master_may(g, piece);
    return dg_free(g, piece) || (dg_must_discard(g) && dg_open(g, piece));
}

static PickKind pick(const void *st, int selected, int piece, Move *out)
{
    const Dragon *g = st;
    if (!pickable(st, piece))
        return PICK_REFUSE;
    int side, slot = dg_hand_slot(piece, &side);
    int sel_side, sel_slot = dg_hand_slot(selected, &sel_side);
    uint8_t who = g->to_move;
    if (selected < 0 || (slot >= 0 && sel_slot >= 0))
        return slot >= 0 || dg_occupied(g, piece) ? PICK_SELECT : PICK_REFUSE;
    if (who == DG_MASTER) {
        if (sel_slot < 0 || slot >= 0)
            return PICK_REFUSE;
        *out = (Move){.kind = DG_MOVE_PLACE, .player = who, .a = (int16_t)selected, .b = (int16_t)piece};
        return PICK_MOVE;
    }
    if (dg_can_remove(g, selected, piece)) {
        *out = (Move){.kind = DG_MOVE_REMOVE, .player = who, .a = (int16_t)selected, .b = (int16_t)piece};
        return PICK_MOVE;
    }
    if (sel_slot >= 0 && slot < 0 && !dg_occupied(g, piece) && dg_must_discard(g)) {
        *out = (Move){.kind = DG_MOVE_DISCARD, .player = who, .a = (int16_t)selected, .b = (int16_t)piece};
        return PICK_MOVE;
    }
    return PICK_REFUSE;
}

static void why_refused(const void *st, int selected, int piece, char *buf, size_t cap)
{
    const Dragon *g = st;
    buf[0] = '\0';
    if (g->end || piece < 0 || piece >= DG_PIECES)
        return;
    int side, slot = dg_hand_slot(piece, &side);
    if (slot >= 0 && side != g->to_move) {
        snprintf(buf, cap, "%s", _("That hand is not the one to play."));
        return;
    }
    if (slot >= 0)
        return;
    if (g->to_move == DG_MASTER) {
        if (dg_occupied(g, piece))
            snprintf(buf, cap, "%s", _("The Master places tiles; he takes none."));
        else if (!dg_open(g, piece))
            snprintf(buf, cap, "%s", _("A second level goes only on a face-down heart or limb tile."));
        else if (!dg_master_may(g, piece))
            snprintf(buf, cap, "%s", _("An empty heart space comes first, then the limbs."));
        else if (selected < 0)
            snprintf(buf, cap, "%s", _("Pick a tile of your hand first."));
        return;
    }
    if (dg_occupied(g, piece) && dg_covered(g, piece))
        snprintf(buf, cap, "%s", _("Covered by a tile of the second level."));
    else if (dg_occupied(g, piece) && dg_blocked(g, piece))
        snprintf(buf, cap, "%s", _("Blocked: tiles on its left and its right."));
    else if (!dg_occupied(g, piece) && !dg_must_discard(g))
        snprintf(buf, cap, "%s", _("Discard only with six tiles and no match in hand."));
    else if (!dg_occupied(g, piece) && !dg_open(g, piece))
        snprintf(buf, cap, "%s", _("A second level goes only on a face-down heart or limb tile."));
    else if (selected >= 0 && dg_occupied(g, piece))
        snprintf(buf, cap, "%s", _("Those two tiles do not match."));
}

static bool apply(void *st, const Move *m, MoveEvent *ev)
{
    Dragon *g = st;
    int before = dg_score(g, DG_SLAYER);
    if (!dg_apply(g, m))
        return false;
    if (ev)
        ev->points = dg_score(g, DG_SLAYER) - before;
    return true;
}

static int list_moves(const void *st, Move *out, int cap)
{
    return dg_list_moves(st, out, cap);
}

static GameStatus status(const void *st)
{
    const Dragon *g = st;
    int on = 0;
    for (int s = 0; s < DG_SPACES; s++)
        on += dg_occupied(g, s);
    return (GameStatus){
        .outcome = g->end ? OUTCOME_WON : OUTCOME_PLAYING,
        .to_move = g->to_move,
        .scored = true,
        .score = dg_score(g, DG_SLAYER),
        .left = on,
        .stage = 1,
        .stages = 1,
        .side_score = {dg_score(g, DG_SLAYER), dg_score(g, DG_MASTER)},
        .winner = g->end ? g->winner : -1,
    };
}

static bool save_setup(const void *st, TextBuf *w)
{
    (void)st;
    textbuf_printf(w, "board dragon\n");
    return !w->oom;
}

static bool load_setup(void *st, const RulesVariant *v, uint64_t seed, TextReader *r)
{
    if (!textreader_expect(r, "board", "dragon", _("not a Dragon's Eye board")))
        return false;
    return deal(st, v, seed, NULL, r->err);
}

static const char *end_name(int end)
{
    static const char *const names[] = {"playing", "slain", "built", "exhausted"};
    return end >= 0 && end <= 3 ? names[end] : "?";
}

static void dump_json(const void *st, TextBuf *w)
{
    const Dragon *g = st;
    textbuf_printf(w,
                   "\"game\":\"dragon\",\"seed\":%" PRIu64 ",\"to_move\":\"%s\",\"end\":\"%s\","
                   "\"winner\":%d,\"wall\":%d,\"turn\":%d,\"score\":[%d,%d],\"must_discard\":%s,"
                   "\"hands\":[",
                   g->seed, g->to_move == DG_SLAYER ? "slayer" : "master", end_name(g->end), g->winner,
                   dg_wall_left(g), g->turn, dg_score(g, DG_SLAYER), dg_score(g, DG_MASTER),
                   dg_must_discard(g) ? "true" : "false");
    for (int side = 0; side < 2; side++) {
        textbuf_printf(w, "%s[", side ? "," : "");
        for (int i = 0; i < g->count[side]; i++)
            textbuf_printf(w, "%s{\"id\":%d,\"face\":%d}", i ? "," : "",
                           (side ? DG_PIECE_HAND1 : DG_PIECE_HAND0) + i, g->hand[side][i]);
        textbuf_put(w, "]", 1);
    }
    textbuf_put(w, "],\"tiles\":[", 11);
    bool first = true;
    for (int s = 0; s < DG_SPACES; s++) {
        if (!dg_occupied(g, s))
            continue;
        const DgSpaceInfo *i = dg_space(s);
        textbuf_printf(w, "%s{\"id\":%d,\"x\":%d,\"y\":%d,\"z\":%d,\"face\":%d,\"up\":%s}", first ? "" : ",",
                       s, i->col, i->row, i->level, g->space[s], dg_free(g, s) ? "true" : "false");
        first = false;
    }
    textbuf_put(w, "]", 1);
}

static void see(const void *st, int player, void *out)
{
    dg_see(st, player, out);
}

static bool computer(const void *seen, int level, uint64_t seed, Move *out)
{
    return dg_computer(seen, level, seed, out);
}

static int actions(const void *st, RulesAction *out, int cap)
{
    const Dragon *g = st;
    if (cap < 2 || g->to_move != DG_SLAYER || g->end)
        return 0;
    const char *no_draw = g->count[DG_SLAYER] >= DG_SLAYER_HAND ? _("Draw only while you hold fewer than five tiles.")
                                                                : _("The wall is used up: nothing to draw.");
    const char *no_done = dg_must_discard(g) ? _("Done needs five tiles or fewer: no pair to take, so discard one.")
                                             : _("Done needs five tiles or fewer: take a pair first.");
    /* TRANSLATORS: a button of Dragon's Eye: the Slayer draws tiles from the wall (key D) */
    out[0] = (RulesAction){C_("action", "Draw"), 'd', dg_may_draw(g), {.kind = DG_MOVE_DRAW, .player = DG_SLAYER},
                           no_draw};
    /* TRANSLATORS: a button of Dragon's Eye: the Slayer ends her turn (key E) */
    out[1] = (RulesAction){C_("action", "Done"), 'e', dg_may_done(g), {.kind = DG_MOVE_DONE, .player = DG_SLAYER},
                           no_done};
    return 2;
}

const RulesModule dragon_rules = {
    .id = "dragon",
    .name = N_("Dragon's Eye"),
    .variants = variants,
    .n_variants = (int)(sizeof variants / sizeof variants[0]),
    .help = help,
    .n_help = (int)(sizeof help / sizeof help[0]),
    .state_size = sizeof(Dragon),
    .pos_offset = 0,
    .pos_size = sizeof(Dragon),
    .deal = deal,
    .pick = pick,
    .apply = apply,
    .list_moves = list_moves,
    .status = status,
    .save_setup = save_setup,
    .load_setup = load_setup,
    .dump_json = dump_json,
    .pickable = pickable,
    .why_refused = why_refused,
    .players = 2,
    /* TRANSLATORS: the two sides of Dragon's Eye, shown in the top bar and on turns */
    .player_name = {N_("Slayer"), N_("Master")},
    .see = see,
    .computer = computer,
    .computer_levels = DG_LEVELS,
    .actions = actions,
};
