#include "scenes/play/play_menus.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/i18n.h"
#include "core/utf8.h"
#include "engine/audio.h"
#include "engine/input.h"
#include "engine/prefs.h"
#include "scenes/play.h"
#include "scenes/scenes.h"
#include "scenes/win.h"
#include "scenes/play/play_clock.h"
#include "scenes/play/play_files.h"
#include "scenes/play/play_hud.h"
#include "scenes/play/play_moves.h"
#include "scenes/play/play_seats.h"
#include "platform/platform.h"

static bool ask_first(Scene *g, App *app, int id);

static void seed_done(App *app, const char *text, void *ctx)
{
    Scene *s = ctx;
    if (scene_find_game(app) != s)
        return;
    char *end;
    unsigned long long seed = strtoull(text, &end, 10);
    if (!*text || *end) {
        log_message(app, "%s", _("A deal number is made of digits."));
        return;
    }
    play_new_game(s, app, NULL, seed, true);
}

/* In a web page: the page's address for the deal on the table, to send to
 * someone (the clipboard), and shown. */
static void copy_link(const Play *p, App *app)
{
    char query[256], link[1024];
    snprintf(query, sizeof query, "game=%s&variant=%s&seed=%llu", p->game.rules->id, p->game.variant->id,
             (unsigned long long)p->game.seed);
    if (platform_page_link(query, link, sizeof link))
        log_message(app, _("The link to this deal is copied: %s"), link);
}

void play_menus_select(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    (void)ctx;
    Scene *g = scene_find_game(app);
    if (!g)
        return;
    Play *p = g->data;
    if (id >= MENU_VIEW && menu && strcmp(menu->name, "win") == 0) {
        if (p->view->menu_select) /* the view's screen over the win dialog (high scores), back to it after */
            p->view->menu_select(p->vd, app, id);
        return;
    }
    scene_pop_to(app, g);
    if (ask_first(g, app, id))
        return;
    if (id >= MENU_VIEW) {
        if (p->view->menu_select)
            p->view->menu_select(p->vd, app, id);
        return;
    }
    if (id >= MENU_SEATS && id < MENU_VIEW) {
        play_seats_menu_select(g, app, id);
        return;
    }
    if (id >= MENU_VARIANT && id < MENU_VARIANT + p->game.rules->n_variants) {
        play_new_game(g, app, &p->game.rules->variants[id - MENU_VARIANT], 0, false);
        return;
    }
    switch (id) {
    case MENU_HINT: play_hint(g, app); break;
    case MENU_UNDO: play_undo(g, app); break;
    case MENU_REDO: play_redo(g, app); break;
    case MENU_SHUFFLE: play_shuffle(g, app); break;
    case MENU_RESTART: if (!p->game.variant->no_restart) play_restart(g, app); break;
    case MENU_NEW: play_new_game(g, app, NULL, 0, false); break;
    case MENU_NEW_SETTINGS:
        p->fresh_setup = true;
        play_new_game(g, app, NULL, 0, false);
        break;
    case MENU_SEED:
        /* TRANSLATORS: the title and the field's label of the box where the player types a deal's number */
        scene_push(app, textinput_scene_new(_("New game with seed"), _("Deal number"), "", "0123456789", 19,
                                            seed_done, g));
        break;
    case MENU_SAVE: play_files_save(g, app); break;
    case MENU_SAVE_AS: play_files_save_as(g, app); break;
    case MENU_OPEN: play_push_open_dialog(app); break;
    case MENU_SETTINGS: scene_push(app, settings_scene_new(app)); break;
    case MENU_HELP: scene_push(app, help_scene_new_variant(app, p->game.rules, p->game.variant)); break;
    case MENU_GUIDE: scene_push(app, p->view->guide ? p->view->guide(app) : guide_scene_new(app)); break;
    case MENU_TITLE:
        play_files_autosave(g, app);
        scene_pop(app);
        break;
    case MENU_QUIT: app_quit(app); break;
    case MENU_UNDO_WINNABLE: play_undo_to_winnable(g, app); break;
    case MENU_FULLSCREEN: app_toggle_fullscreen(app); break;
    case MENU_END_GAME: play_end_game(g, app); break;
    case MENU_LINK: copy_link(p, app); break;
    default: break;
    }
}

static void game_menu_adjust(App *app, Scene *menu, int id, int delta, void *ctx)
{
    (void)ctx;
    Scene *g = scene_find_game(app);
    if (!g)
        return;
    Play *p = g->data;
    if (id >= MENU_SEATS && id < MENU_VIEW)
        play_seats_menu_adjust(p, menu, id, delta);
    if (id >= MENU_VIEW && p->view->menu_adjust)
        p->view->menu_adjust(p->vd, app, menu, id, delta);
}

static void add_aid_item(Scene *m, const Play *p, int id, AidKind aid, const char *label)
{
    if (p->game.variant->aid[aid].limit == 0)
        return;
    char buf[192];
    int32_t cost = game_aid_cost(&p->game, aid);
    int left = game_aid_left(&p->game, aid);
    if (cost && left >= 0)
        /* TRANSLATORS: a menu item: an aid (Hint, Undo, Shuffle), what it costs in points, how many are left */
        snprintf(buf, sizeof buf, P_("%s (-%d, %d left)", "%s (-%d, %d left)", left), label, (int)cost, left);
    else if (cost)
        /* TRANSLATORS: a menu item: an aid (Hint, Undo, Shuffle) and what it costs in points */
        snprintf(buf, sizeof buf, _("%s (-%d)"), label, (int)cost);
    else if (left >= 0)
        /* TRANSLATORS: a menu item: an aid (Hint, Undo, Shuffle) and how many are left */
        snprintf(buf, sizeof buf, P_("%s (%d left)", "%s (%d left)", left), label, left);
    else
        snprintf(buf, sizeof buf, "%s", label);
    menu_add(m, id, buf, NULL);
    menu_set_enabled(m, id, left != 0);
}

static void add_contest_items(Scene *m, const Play *p)
{
    if (!p->game.variant->end_game)
        return;
    menu_add(m, MENU_END_GAME, _("End game"), NULL);
    menu_set_enabled(m, MENU_END_GAME, game_can_end(&p->game));
}

void play_menus_open(App *app)
{
    Scene *g = scene_find_game(app);
    if (!g)
        return;
    Play *p = g->data;
    char title[256];
    /* TRANSLATORS: the game menu's title; %s is the game's variant (Turtle, Timed...) */
    snprintf(title, sizeof title, _("%s - paused"), _(p->game.variant->name));
    MenuSpec spec = {.name = "game-menu", .title = title, .overlay = true,
                     .on_select = play_menus_select, .on_adjust = game_menu_adjust};
    Scene *m = menu_scene_new(&spec);
    if (!m)
        return;
    const RulesModule *r = p->game.rules;
    /* TRANSLATORS: the game menu's first column (a header): what is done in the game in play */
    menu_add_header(m, C_("menu", "Play"));
    menu_add(m, MENU_RESUME, _("Resume"), NULL);
    if (play_hud_banner_shown(p) && p->last_winnable_pos >= 0 && game_aid_left(&p->game, AID_UNDO) != 0)
        menu_add(m, MENU_UNDO_WINNABLE, _("Undo to the last winnable position"), NULL);
    play_seats_menu_items(p, m);
    /* TRANSLATORS: a menu item: show a move that can be made */
    add_aid_item(m, p, MENU_HINT, AID_HINT, C_("menu", "Hint"));
    if (r->variants && p->game.variant->aid[AID_UNDO].limit != 0) {
        add_aid_item(m, p, MENU_UNDO, AID_UNDO, C_("menu", "Undo"));
        menu_set_enabled(m, MENU_UNDO, game_can_undo(&p->game));
        if (p->game.variant->redo) {
            menu_add(m, MENU_REDO, C_("menu", "Redo"), NULL);
            menu_set_enabled(m, MENU_REDO, game_can_redo(&p->game));
        }
    }
    add_aid_item(m, p, MENU_SHUFFLE, AID_SHUFFLE, C_("menu", "Shuffle"));
    add_contest_items(m, p);
    if (!p->game.variant->no_restart)
        menu_add(m, MENU_RESTART, _("Restart this deal"), NULL);
    /* TRANSLATORS: the game menu's second column (a header): new games, files, leaving */
    menu_add_header(m, C_("menu", "Game"));
    menu_add(m, MENU_NEW, _("New game"), NULL);
    for (int i = 0; r->n_variants > 1 && i < r->n_variants; i++) {
        if (r->variants[i].no_menu_row)
            continue;
        char buf[192];
        /* TRANSLATORS: a menu item; %s is a variant of the game (Timed, Practice...) */
        snprintf(buf, sizeof buf, _("New game: %s"), _(r->variants[i].name));
        menu_add(m, MENU_VARIANT + i, buf, NULL);
    }
    menu_add(m, MENU_SEED, _("New game with seed\u2026"), NULL);
    if (platform_has_page()) /* a deal link: the page's address names the deal */
        menu_add(m, MENU_LINK, _("Copy link to this deal"), NULL);
    if (p->view->menu_items)
        p->view->menu_items(p->vd, app, m);
    if (p->game.variant->saves) {
        /* TRANSLATORS: a menu item: save the game in play */
        menu_add(m, MENU_SAVE, C_("menu", "Save"), NULL);
        menu_add(m, MENU_SAVE_AS, _("Save as\u2026"), NULL);
    }
    menu_add(m, MENU_OPEN, _("Open\u2026"), NULL);
    menu_add(m, MENU_TITLE, _("Main menu"), NULL);
    menu_add(m, MENU_QUIT, C_("menu", "Quit"), NULL);
    /* TRANSLATORS: the game menu's third column (a header) */
    menu_add_header(m, _("View and help"));
    menu_add(m, MENU_SETTINGS, _("Settings"), NULL);
    menu_add(m, MENU_FULLSCREEN, _("Full screen"), NULL);
    menu_add(m, MENU_HELP, _("Help"), NULL);
    if (!p->view->no_tile_guide)
        menu_add(m, MENU_GUIDE, _("Guide to these tiles"), NULL);
    /* the key, with its modifiers as the player's keyboard prints them, then
     * the gamepad's button */
    static const struct { int id; unsigned mods; const char *key; } shortcut[] = {
        {MENU_RESUME, 0, "Esc  B"}, {MENU_HINT, 0, "H  X"},         {MENU_UNDO, 0, "U  Y"},
        {MENU_REDO, 0, "R"},        {MENU_SHUFFLE, 0, "S"},         {MENU_RESTART, INPUT_CTRL, "R"},
        {MENU_NEW, 0, "N"},         {MENU_SAVE, INPUT_CTRL, "S"},   {MENU_OPEN, INPUT_CTRL, "O"},
        {MENU_QUIT, INPUT_CTRL, "Q"}, {MENU_FULLSCREEN, 0, "F11"}, {MENU_HELP, 0, "F1  Back"},
    };
    for (size_t i = 0; i < SDL_arraysize(shortcut); i++) {
        char keys[64];
        menu_set_shortcut(m, shortcut[i].id, input_chord_name(keys, sizeof keys, shortcut[i].mods, shortcut[i].key));
    }
    scene_push(app, m);
}

/* What ended a game before the rules did, for the end dialog ("" if nothing). */
static const char *end_reason_text(const Game *g)
{
    switch (game_end_reason(g)) {
    case GAME_END_CLOCK: return _("Time is up.");
    case GAME_END_PLAYER: return _("You ended the game.");
    case GAME_END_HELPLESS: return _("No pair can be removed, and no aid left could help.");
    default: return "";
    }
}

static void note_result(Play *p, App *app)
{
    char rel[96], path[1024], line[160], t[32];
    GameStatus st = game_status(&p->game);
    snprintf(rel, sizeof rel, "last-%s.txt", p->game.rules->id);
    if (!prefs_path(app, rel, path, sizeof path))
        return;
    play_clock_format(t, sizeof t, p->game.elapsed_ms / 1000);
    int n;
    if (st.outcome == OUTCOME_WON && st.scored)
        n = snprintf(line, sizeof line, "Last: won, %d points, %s\n", (int)st.score, t);
    else if (st.outcome == OUTCOME_WON)
        n = snprintf(line, sizeof line, "Last: won in %s, %d moves\n", t, game_moves(&p->game));
    else
        n = snprintf(line, sizeof line, "Last: %d left, no move\n", st.left);
    Error err = {{0}};
    if (n > 0 && !file_write_atomic(path, line, (size_t)SDL_min(n, (int)sizeof line - 1), &err))
        SDL_Log("%s", err.msg);
}

void play_menus_end_dialog(App *app)
{
    Scene *g = scene_find_game(app);
    if (!g || ((Play *)g->data)->demo)
        return;
    Play *p = g->data;
    play_clock_sync(g, app, false);
    GameStatus st = game_status(&p->game);
    char msg[1024], t[32], what[256], rec[256] = "";
    note_result(p, app);
    play_clock_format(t, sizeof t, p->game.elapsed_ms / 1000);
    p->view->describe(p->vd, &p->game, what, sizeof what);
    char done[320] = "";
    if (p->view->finished && p->view->finished(p->vd, app, &p->game, done, sizeof done))
        return; /* the view shows its own screen (a hot seat's next turn) */
    MenuSpec spec = {.overlay = true, .on_select = play_menus_select, .place_clear = true};
    if (play_seats_end_dialog(app, p, &spec))
        return;
    if (st.outcome == OUTCOME_WON) {
        if (p->view->record_win)
            p->view->record_win(p->vd, app, &p->game, rec, sizeof rec);
        char head[384];
        if (st.scored) /* the deal, not the top bar's line: "0 tiles" said nothing */
            /* TRANSLATORS: a won game: the variant's name and the deal's number, then (a line of its own) the
               score and the time taken */
            snprintf(head, sizeof head, _("%s, deal %llu\nScore %d    Time %s"), _(p->game.variant->name),
                     (unsigned long long)p->game.seed, (int)st.score, t);
        else
            /* TRANSLATORS: a won game: %s is the top bar's line about the deal ("Turtle   -   Deal 42"), then
               (a line of its own) the time taken and the number of moves */
            snprintf(head, sizeof head, _("%s cleared!\nTime %s    Moves %d"), what, t, game_moves(&p->game));
        snprintf(msg, sizeof msg, "%s%s%s%s%s", head, rec[0] ? "\n" : "", rec, st.scored && done[0] ? "\n" : "",
                 st.scored ? done : "");
        utf8_clip(msg);
        spec.name = "win";
        /* TRANSLATORS: the title of the dialog of a won game */
        spec.title = _("Well played");
        spec.message = msg;
        Scene *m = menu_scene_new(&spec);
        if (!m)
            return;
        menu_add(m, MENU_NEW, _("New game"), NULL);
        if (!p->game.variant->no_restart)
            menu_add(m, MENU_RESTART, _("Play this deal again"), NULL);
        if (p->view->win_items)
            p->view->win_items(p->vd, app, m);
        menu_add(m, MENU_TITLE, _("Main menu"), NULL);
        win_celebrate(m, app);
        scene_push(app, m);
        char path[1024];
        if (p->view->autosave && prefs_path(app, p->view->autosave, path, sizeof path) && p->game.variant->saves)
            play_files_forget_kept(p, path);
    } else {
        bool cards = play_pieces_are_cards(p);
        if (end_reason_text(&p->game)[0]) {
            char line[320];
            /* TRANSLATORS: a game that ended: the score, the number of pieces left, the time taken */
            snprintf(line, sizeof line,
                     cards ? P_("Score %d    %d card left    Time %s", "Score %d    %d cards left    Time %s", st.left)
                           : P_("Score %d    %d tile left    Time %s", "Score %d    %d tiles left    Time %s", st.left),
                     (int)st.score, st.left, t);
            snprintf(msg, sizeof msg, "%s\n%s%s%s", end_reason_text(&p->game), line, done[0] ? "\n" : "", done);
            utf8_clip(msg);
        } else {
            snprintf(msg, sizeof msg,
                     cards ? P_("No move is left.\n%d card is left.", "No move is left.\n%d cards are left.", st.left)
                           : P_("No move is left.\n%d tile is left.", "No move is left.\n%d tiles are left.", st.left),
                     st.left);
            utf8_clip(msg);
        }
        spec.name = "no-moves";
        /* TRANSLATORS: the titles of the dialog of a game that cannot go on */
        spec.title = st.outcome == OUTCOME_LOST ? _("Game over") : _("No more moves");
        spec.message = msg;
        SDL_Log("%s: %s", spec.title, msg);
        Scene *m = menu_scene_new(&spec);
        if (!m)
            return;
        if (p->last_winnable_pos >= 0 && p->last_winnable_pos < p->game.pos - 1 && game_aid_left(&p->game, AID_UNDO) != 0)
            menu_add(m, MENU_UNDO_WINNABLE, _("Undo to the last winnable position"), NULL);
        if (game_can_undo(&p->game))
            menu_add(m, MENU_UNDO, C_("menu", "Undo"), NULL);
        if (game_aid_left(&p->game, AID_SHUFFLE) != 0 && st.outcome == OUTCOME_STUCK)
            menu_add(m, MENU_SHUFFLE, C_("menu", "Shuffle"), NULL);
        if (!p->game.variant->no_restart)
            menu_add(m, MENU_RESTART, _("Restart this deal"), NULL);
        menu_add(m, MENU_NEW, _("New game"), NULL);
        scene_push(app, m);
        audio_play(app, SFX_NOMOVES);
    }
}

/* A game with moves that is not over: throwing it away needs a yes. */
static bool in_progress(const Play *p)
{
    GameOutcome o = game_status(&p->game).outcome;
    return o == OUTCOME_PLAYING && game_moves(&p->game) > 0; /* a stuck game has its own dialog */
}

static void confirm_yes(App *app, void *ctx)
{
    Scene *g = scene_find_game(app);
    if (g != ctx)
        return;
    Play *p = g->data;
    p->confirmed = true;
    play_menus_select(app, NULL, p->confirm_id, NULL);
}

/* Quit and Main menu ask first when the view says leaving needs a yes (a
 * competition's turn in progress); true when the question is up. */
static bool ask_leave(Scene *g, App *app, int id)
{
    Play *p = g->data;
    char msg[640];
    if (p->demo || !p->view->leave_question || !p->view->leave_question(p->vd, app, &p->game, msg, sizeof msg))
        return false;
    if (p->quit_asked && scene_top(app) == p->quit_asked)
        return true; /* asked already (Ctrl+Q twice) */
    p->confirm_id = id;
    scene_push(app, confirm_scene_new(_("Leave the competition?"), msg,
                                      id == MENU_QUIT ? C_("menu", "Quit") : _("Main menu"), _("Keep playing"),
                                      confirm_yes, g));
    p->quit_asked = scene_top(app);
    return true;
}

bool play_menus_ask_quit(Scene *g, App *app)
{
    Play *p = g->data;
    if (p->confirmed)
        return false;
    return ask_leave(g, app, MENU_QUIT);
}

/* Menu actions that replace the game in play ask first while it is in progress
 * (one key says yes, Esc / B keeps playing); true when the question is up. */
static bool ask_first(Scene *g, App *app, int id)
{
    Play *p = g->data;
    bool confirmed = p->confirmed;
    p->confirmed = false;
    if ((id == MENU_QUIT || id == MENU_TITLE) && !confirmed)
        return ask_leave(g, app, id);
    const char *title = NULL, *yes = NULL;
    if (id == MENU_NEW || id == MENU_NEW_SETTINGS || (id >= MENU_VARIANT && id < MENU_SEATS)) {
        title = _("Start a new game?");
        yes = _("New game");
    } else if (id == MENU_SEED) {
        title = _("Deal a numbered game?");
        yes = _("Choose a deal number");
    } else if (id == MENU_OPEN) {
        title = _("Open another game?");
        yes = _("Open a saved game");
    } else if (id == MENU_RESTART) {
        title = _("Restart this deal?");
        /* TRANSLATORS: the answer (a verb) to "Restart this deal?" */
        yes = C_("answer", "Restart");
    }
    if (!title || confirmed || !in_progress(p))
        return false;
    char msg[512];
    int n = game_moves(&p->game);
    if (id == MENU_RESTART)
        snprintf(msg, sizeof msg,
                 P_("The %d move of this game will be taken back.", "The %d moves of this game will be taken back.", n),
                 n);
    else if (p->game.variant->saves)
        snprintf(msg, sizeof msg,
                 P_("The game in progress (%d move) will be lost unless you save it first.",
                    "The game in progress (%d moves) will be lost unless you save it first.", n),
                 n);
    else
        snprintf(msg, sizeof msg,
                 P_("The game in progress (%d move) will be lost.", "The game in progress (%d moves) will be lost.", n),
                 n);
    p->confirm_id = id;
    /* TRANSLATORS: the answer that keeps the game in play (Esc) */
    scene_push(app, confirm_scene_new(title, msg, yes, _("Keep playing"), confirm_yes, g));
    return true;
}
