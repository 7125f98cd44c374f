#include "scenes/play/play_menus.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/i18n.h"
#include "engine/audio.h"
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
        log_message(app, "A deal number is made of digits.");
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
        scene_push(app, textinput_scene_new("New game with seed", "Deal number", "", "0123456789", 19,
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
    char buf[64];
    int32_t cost = game_aid_cost(&p->game, aid);
    int left = game_aid_left(&p->game, aid);
    if (cost && left >= 0)
        snprintf(buf, sizeof buf, "%s (-%d, %d left)", label, (int)cost, left);
    else if (cost)
        snprintf(buf, sizeof buf, "%s (-%d)", label, (int)cost);
    else if (left >= 0)
        snprintf(buf, sizeof buf, "%s (%d left)", label, left);
    else
        snprintf(buf, sizeof buf, "%s", label);
    menu_add(m, id, buf, NULL);
    menu_set_enabled(m, id, left != 0);
}

static void add_contest_items(Scene *m, const Play *p)
{
    if (!p->game.variant->end_game)
        return;
    menu_add(m, MENU_END_GAME, "End game", NULL);
    menu_set_enabled(m, MENU_END_GAME, game_can_end(&p->game));
}

void play_menus_open(App *app)
{
    Scene *g = scene_find_game(app);
    if (!g)
        return;
    Play *p = g->data;
    char title[64];
    snprintf(title, sizeof title, "%s - paused", p->game.variant->name);
    MenuSpec spec = {.name = "game-menu", .title = title, .overlay = true,
                     .on_select = play_menus_select, .on_adjust = game_menu_adjust};
    Scene *m = menu_scene_new(&spec);
    if (!m)
        return;
    const RulesModule *r = p->game.rules;
    menu_add_header(m, "Play");
    menu_add(m, MENU_RESUME, "Resume", NULL);
    if (play_hud_banner_shown(p) && p->last_winnable_pos >= 0 && game_aid_left(&p->game, AID_UNDO) != 0)
        menu_add(m, MENU_UNDO_WINNABLE, "Undo to the last winnable position", NULL);
    play_seats_menu_items(p, m);
    add_aid_item(m, p, MENU_HINT, AID_HINT, "Hint");
    if (r->variants && p->game.variant->aid[AID_UNDO].limit != 0) {
        add_aid_item(m, p, MENU_UNDO, AID_UNDO, "Undo");
        menu_set_enabled(m, MENU_UNDO, game_can_undo(&p->game));
        if (p->game.variant->redo) {
            menu_add(m, MENU_REDO, "Redo", NULL);
            menu_set_enabled(m, MENU_REDO, game_can_redo(&p->game));
        }
    }
    add_aid_item(m, p, MENU_SHUFFLE, AID_SHUFFLE, "Shuffle");
    add_contest_items(m, p);
    if (!p->game.variant->no_restart)
        menu_add(m, MENU_RESTART, "Restart this deal", NULL);
    menu_add_header(m, "Game");
    menu_add(m, MENU_NEW, "New game", NULL);
    for (int i = 0; r->n_variants > 1 && i < r->n_variants; i++) {
        if (r->variants[i].no_menu_row)
            continue;
        char buf[80];
        snprintf(buf, sizeof buf, "New game: %s", r->variants[i].name);
        menu_add(m, MENU_VARIANT + i, buf, NULL);
    }
    menu_add(m, MENU_SEED, "New game with seed\u2026", NULL);
    if (platform_has_page()) /* a deal link: the page's address names the deal */
        menu_add(m, MENU_LINK, _("Copy link to this deal"), NULL);
    if (p->view->menu_items)
        p->view->menu_items(p->vd, app, m);
    if (p->game.variant->saves) {
        menu_add(m, MENU_SAVE, "Save", NULL);
        menu_add(m, MENU_SAVE_AS, "Save as\u2026", NULL);
    }
    menu_add(m, MENU_OPEN, "Open\u2026", NULL);
    menu_add(m, MENU_TITLE, "Main menu", NULL);
    menu_add(m, MENU_QUIT, "Quit", NULL);
    menu_add_header(m, "View and help");
    menu_add(m, MENU_SETTINGS, "Settings", NULL);
    menu_add(m, MENU_FULLSCREEN, "Full screen", NULL);
    menu_add(m, MENU_HELP, "Help", NULL);
    if (!p->view->no_tile_guide)
        menu_add(m, MENU_GUIDE, "Guide to these tiles", NULL);
    static const struct { int id; const char *keys; } shortcut[] = {
        {MENU_RESUME, "Esc  B"}, {MENU_HINT, "H  X"}, {MENU_UNDO, "U  Y"}, {MENU_REDO, "R"},
        {MENU_SHUFFLE, "S"}, {MENU_RESTART, "Ctrl+R"}, {MENU_NEW, "N"}, {MENU_SAVE, "Ctrl+S"},
        {MENU_OPEN, "Ctrl+O"}, {MENU_QUIT, "Ctrl+Q"}, {MENU_FULLSCREEN, "F11"}, {MENU_HELP, "F1  Back"},
    };
    for (size_t i = 0; i < SDL_arraysize(shortcut); i++)
        menu_set_shortcut(m, shortcut[i].id, shortcut[i].keys);
    scene_push(app, m);
}

/* What ended a game before the rules did, for the end dialog ("" if nothing). */
static const char *end_reason_text(const Game *g)
{
    switch (game_end_reason(g)) {
    case GAME_END_CLOCK: return "Time is up.";
    case GAME_END_PLAYER: return "You ended the game.";
    case GAME_END_HELPLESS: return "No pair can be removed, and no aid left could help.";
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
    char msg[640], t[32], what[96], rec[128] = "";
    note_result(p, app);
    play_clock_format(t, sizeof t, p->game.elapsed_ms / 1000);
    p->view->describe(p->vd, &p->game, what, sizeof what);
    char done[160] = "";
    if (p->view->finished && p->view->finished(p->vd, app, &p->game, done, sizeof done))
        return; /* the view shows its own screen (a hot seat's next turn) */
    MenuSpec spec = {.overlay = true, .on_select = play_menus_select, .place_clear = true};
    if (play_seats_end_dialog(app, p, &spec))
        return;
    if (st.outcome == OUTCOME_WON) {
        if (p->view->record_win)
            p->view->record_win(p->vd, app, &p->game, rec, sizeof rec);
        if (st.scored) /* the deal, not the top bar's line: "0 tiles" said nothing */
            snprintf(msg, sizeof msg, "%s, deal %llu\nScore %d    Time %s%s%s%s%s", p->game.variant->name,
                     (unsigned long long)p->game.seed, (int)st.score, t, rec[0] ? "\n" : "", rec, done[0] ? "\n" : "",
                     done);
        else
            snprintf(msg, sizeof msg, "%s cleared!\nTime %s    Moves %d%s%s", what, t, game_moves(&p->game),
                     rec[0] ? "\n" : "", rec);
        spec.name = "win";
        spec.title = "Well played";
        spec.message = msg;
        Scene *m = menu_scene_new(&spec);
        if (!m)
            return;
        menu_add(m, MENU_NEW, "New game", NULL);
        if (!p->game.variant->no_restart)
            menu_add(m, MENU_RESTART, "Play this deal again", NULL);
        if (p->view->win_items)
            p->view->win_items(p->vd, app, m);
        menu_add(m, MENU_TITLE, "Main menu", NULL);
        win_celebrate(m, app);
        scene_push(app, m);
        char path[1024];
        if (p->view->autosave && prefs_path(app, p->view->autosave, path, sizeof path) && p->game.variant->saves)
            play_files_forget_kept(p, path);
    } else {
        const char *piece = p->view->piece_word ? p->view->piece_word : "tile";
        if (end_reason_text(&p->game)[0])
            snprintf(msg, sizeof msg, "%s\nScore %d    %d %s%s left    Time %s%s%s", end_reason_text(&p->game),
                     (int)st.score, st.left, piece, st.left == 1 ? "" : "s", t, done[0] ? "\n" : "", done);
        else
            snprintf(msg, sizeof msg, "No move is left.\n%d %s%s left.", st.left, piece,
                     st.left == 1 ? " is" : "s are");
        spec.name = "no-moves";
        spec.title = st.outcome == OUTCOME_LOST ? "Game over" : "No more moves";
        spec.message = msg;
        SDL_Log("%s: %s", spec.title, msg);
        Scene *m = menu_scene_new(&spec);
        if (!m)
            return;
        if (p->last_winnable_pos >= 0 && p->last_winnable_pos < p->game.pos - 1 && game_aid_left(&p->game, AID_UNDO) != 0)
            menu_add(m, MENU_UNDO_WINNABLE, "Undo to the last winnable position", NULL);
        if (game_can_undo(&p->game))
            menu_add(m, MENU_UNDO, "Undo", NULL);
        if (game_aid_left(&p->game, AID_SHUFFLE) != 0 && st.outcome == OUTCOME_STUCK)
            menu_add(m, MENU_SHUFFLE, "Shuffle", NULL);
        if (!p->game.variant->no_restart)
            menu_add(m, MENU_RESTART, "Restart this deal", NULL);
        menu_add(m, MENU_NEW, "New game", NULL);
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
    char msg[320];
    if (p->demo || !p->view->leave_question || !p->view->leave_question(p->vd, app, &p->game, msg, sizeof msg))
        return false;
    if (p->quit_asked && scene_top(app) == p->quit_asked)
        return true; /* asked already (Ctrl+Q twice) */
    p->confirm_id = id;
    scene_push(app, confirm_scene_new("Leave the competition?", msg, id == MENU_QUIT ? "Quit" : "Main menu",
                                      "Keep playing", confirm_yes, g));
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
        title = "Start a new game?";
        yes = "New game";
    } else if (id == MENU_SEED) {
        title = "Deal a numbered game?";
        yes = "Choose a deal number";
    } else if (id == MENU_OPEN) {
        title = "Open another game?";
        yes = "Open a saved game";
    } else if (id == MENU_RESTART) {
        title = "Restart this deal?";
        yes = "Restart";
    }
    if (!title || confirmed || !in_progress(p))
        return false;
    char msg[160];
    int n = game_moves(&p->game);
    if (id == MENU_RESTART)
        snprintf(msg, sizeof msg, "The %d move%s of this game will be taken back.", n, n == 1 ? "" : "s");
    else
        snprintf(msg, sizeof msg, "The game in progress (%d move%s) will be lost%s.", n, n == 1 ? "" : "s",
                 p->game.variant->saves ? " unless you save it first" : "");
    p->confirm_id = id;
    scene_push(app, confirm_scene_new(title, msg, yes, "Keep playing", confirm_yes, g));
    return true;
}
