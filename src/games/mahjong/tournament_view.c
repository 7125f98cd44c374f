/* Tournament Mahjong's own screens: the hot seat of a competition for the pot
 * (setup, the handover that hides the board between turns, the results), the
 * daily deal, and the replay every finished tournament game writes. The board,
 * HUD and aids are the play scene's. */
#include "games/mahjong/tournament_view.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/fileio.h"
#include "core/filename.h"
#include "core/games/mahjong/club.h"
#include "core/games/mahjong/mahjong.h"
#include "core/games/mahjong/tournament.h"
#include "core/i18n.h"
#include "core/layout.h"
#include "core/replay.h"
#include "engine/assets.h"
#include "engine/gameview.h"
#include "engine/prefs.h"
#include "engine/ui.h"
#include "games/mahjong/layouts.h"

#define CLUB_FILE "club.txt"
#define REPLAY_DIR "replays"
#define COMPETITION_FILE "competition.txt"      /* the competition in progress (club.h) */
#define TURN_FILE "competition-turn.replay"     /* the turn in progress, when one was left */
#define COMPETITION "tournament-competition"
#define DEFAULT_ANTE 100

enum { HS_START = 1, HS_ABANDON, HS_CLOSE, HS_NEXT };

/* The competition in progress (kept in COMPETITION_FILE after every turn) and
 * the daily deal. */
static struct {
    bool active;
    int n, turn;
    char name[MJ_CLUB_SEATS][MJ_CLUB_NAME];
    int32_t score[MJ_CLUB_SEATS];
    int64_t ante;
    uint64_t seed;
    uint32_t turn_ms;   /* every turn's countdown: the option when the competition began */
    char date[11];      /* the day it began (its result's date) */
    uint64_t daily_seed;
    char daily_date[11];
    char results[1600]; /* the last results screen's text */
    bool clock_read;
    uint32_t clock_ms;  /* the countdown option (club.txt), 0: the variant's */
} hs;

bool mj_tourn_is(const Game *g)
{
    return g && g->variant && g->variant->params;
}

/* The player's local calendar date; PAGODA_DATE=YYYY-MM-DD sets another (tests,
 * and a club that agrees on a date across time zones). */
static void today(char *buf, size_t cap, int *y, int *m, int *d)
{
    const char *env = getenv("PAGODA_DATE");
    if (env && strlen(env) == 10 && sscanf(env, "%4d-%2d-%2d", y, m, d) == 3 && *m >= 1 && *m <= 12 && *d >= 1 &&
        *d <= 31) {
        snprintf(buf, cap, "%04d-%02d-%02d", *y, *m, *d);
        return;
    }
    time_t now = time(NULL);
    struct tm tm;
    if (!localtime_r(&now, &tm))
        memset(&tm, 0, sizeof tm);
    *y = tm.tm_year + 1900;
    *m = tm.tm_mon + 1;
    *d = tm.tm_mday;
    snprintf(buf, cap, "%04d-%02d-%02d", *y, *m, *d);
}

void mj_tourn_describe(const Game *g, char *buf, size_t cap)
{
    const Mahjong *m = g->state;
    /* TRANSLATORS: the top bar: how Tournament Mahjong is played, counted or for practice */
    const char *mode = g->variant->no_restart ? C_("tournament mode", "Competition") : C_("tournament mode", "Training");
    char first[96], deal[48];
    /* TRANSLATORS: %llu is the deal's number (its seed), in the top bar */
    snprintf(deal, sizeof deal, _("Deal %llu"), (unsigned long long)g->seed);
    if (hs.active && g->seed == hs.seed && g->variant->no_restart) {
        /* TRANSLATORS: the top bar in a competition for the pot: whose turn, the turn's number, of how many */
        snprintf(first, sizeof first, _("Pot: %s's turn, %d of %d"), hs.name[hs.turn], hs.turn + 1, hs.n);
        snprintf(buf, cap, "%s" GAMEVIEW_SEP "%s", first, deal);
    } else if (hs.daily_seed && g->seed == hs.daily_seed) {
        /* TRANSLATORS: the top bar: %s is the date of the daily deal */
        snprintf(first, sizeof first, _("Daily deal %s"), hs.daily_date);
        snprintf(buf, cap, "%s" GAMEVIEW_SEP "%s", first, mode);
    } else {
        snprintf(buf, cap, "%.30s" GAMEVIEW_SEP "%s" GAMEVIEW_SEP "%s", catalog_layout_name(m->layout.name), deal, mode);
    }
}

/* ---------- the replay of every finished game ---------- */

static void write_replay(App *app, const Game *g, const ReplayTags *tags, char *msg, size_t cap)
{
    const char *who = tags->player;
    char dir[1024], stem[160], rel[160], path[1200], date[16];
    int y, mo, d;
    today(date, sizeof date, &y, &mo, &d);
    if (!prefs_path(app, REPLAY_DIR, dir, sizeof dir))
        return;
    dir_make(dir);
    time_t now = time(NULL);
    /* the player's name is text: the file name is made safe (core/filename.h),
     * and a second replay in the same second gets its own */
    snprintf(stem, sizeof stem, "%s-%ld-%s-%" PRIu64 "%s%.40s", date, (long)(now % 86400), g->variant->id, g->seed,
             who[0] ? "-" : "", who);
    if (!filename_make(stem, strlen(stem), ".replay", 0, "replay", filename_taken_in_dir, dir, rel, sizeof rel)) {
        /* TRANSLATORS: %s is a folder's name */
        snprintf(msg, cap, _("The replay could not be written: no free file name in %s"), REPLAY_DIR);
        return;
    }
    snprintf(path, sizeof path, "%s/%s", dir, rel);
    Error err = {{0}};
    size_t len = 0;
    char *text = replay_text(g, tags, &len, &err);
    if (!text || !file_write_atomic(path, text, len, &err))
        snprintf(msg, cap, _("The replay could not be written: %s"), err.msg);
    else
        snprintf(msg, cap, "%s", _("The game is kept as a replay, so that its score can be checked."));
    free(text);
}

static void handover(App *app);
static void results(App *app);
static uint32_t clock_option(App *app);

/* ---------- the competition kept on disk ---------- */

static bool kept_path(App *app, const char *rel, char *path, size_t cap)
{
    return prefs_path(app, rel, path, cap);
}

/* Writes the competition (atomically) after it began and after every turn. */
static void keep_competition(App *app)
{
    MjCompetition c;
    memset(&c, 0, sizeof c);
    snprintf(c.date, sizeof c.date, "%s", hs.date);
    c.deal = hs.seed;
    c.ante = hs.ante;
    c.clock_ms = hs.turn_ms;
    c.n = hs.n;
    c.played = hs.turn;
    for (int i = 0; i < hs.n; i++) {
        snprintf(c.name[i], MJ_CLUB_NAME, "%s", hs.name[i]);
        c.score[i] = hs.score[i];
    }
    char buf[1024], path[1024];
    size_t len = mj_competition_format(&c, buf, sizeof buf);
    Error err = {{0}};
    if (len >= sizeof buf || !kept_path(app, COMPETITION_FILE, path, sizeof path) ||
        !file_write_atomic(path, buf, len, &err))
        log_message(app, _("The competition could not be kept: %s"), err.msg[0] ? err.msg : _("no per-user folder"));
}

/* The competition is over (settled or abandoned): its files go. */
static void forget_competition(App *app)
{
    char path[1024];
    if (kept_path(app, TURN_FILE, path, sizeof path))
        remove(path);
    if (kept_path(app, COMPETITION_FILE, path, sizeof path))
        remove(path);
    hs.active = false;
}

bool mj_tourn_kept(App *app)
{
    char path[1024];
    return kept_path(app, COMPETITION_FILE, path, sizeof path) && file_exists(path);
}

/* A competition's turn in progress: not over, on the competition's deal. */
static bool turn_in_progress(const Game *g)
{
    if (!mj_tourn_is(g) || !hs.active || g->seed != hs.seed || !g->variant->no_restart)
        return false;
    GameOutcome o = game_status(g).outcome;
    return o != OUTCOME_WON && o != OUTCOME_LOST;
}

bool mj_tourn_leave_question(App *app, const Game *g, char *msg, size_t cap)
{
    (void)app;
    if (!turn_in_progress(g))
        return false;
    /* TRANSLATORS: leaving a competition's turn: a player's name, how many players, the chips in the pot;
     * "Continue" is the title screen's menu item */
    snprintf(msg, cap,
             _("%s's turn is not over. It is kept with the competition (%d players, pot %lld"
               " chips):\nContinue on the title resumes it where it stands, clock and all."),
             hs.name[hs.turn], hs.n, (long long)(hs.ante * hs.n));
    return true;
}

void mj_tourn_leaving(App *app, const Game *g)
{
    if (!turn_in_progress(g))
        return;
    ReplayTags tags = replay_tags_none();
    snprintf(tags.player, sizeof tags.player, "%s", hs.name[hs.turn]);
    tags.ante = hs.ante;
    char path[1024];
    Error err = {{0}};
    size_t len = 0;
    char *text = replay_text(g, &tags, &len, &err);
    if (!text || !kept_path(app, TURN_FILE, path, sizeof path) || !file_write_atomic(path, text, len, &err))
        /* TRANSLATORS: a player's name, then the reason */
        log_message(app, _("%s's turn could not be kept: %s"), hs.name[hs.turn], err.msg);
    free(text);
}

/* The turn left in TURN_FILE, replayed (verified) into g: false when there is
 * none, or it is not this turn's or does not verify (said). */
static bool resume_turn(App *app, Game *g)
{
    char path[1024], lpath[1024];
    if (!kept_path(app, TURN_FILE, path, sizeof path) || !file_exists(path))
        return false;
    Layout *turtle = malloc(sizeof *turtle);
    Error err = {{0}};
    bool ok = turtle && assets_path("layouts/turtle.layout", lpath, sizeof lpath) &&
              layout_load_file(turtle, lpath, &err);
    if (ok) {
        MjDealOptions o = {.turtle = turtle};
        ReplayRules rules = {.game = "mahjong", .deal_options = &o, .daily_seed = mj_daily_seed_of};
        char *text = NULL;
        size_t len = 0;
        ReplayResult r;
        ok = file_read_all(path, REPLAY_MAX_BYTES, &text, &len, &err) &&
             replay_verify(text, len, path, &rules, &r, g, &err);
        free(text);
        if (ok && (r.seed != hs.seed || strcmp(r.tags.player, hs.name[hs.turn]) != 0 ||
                   strcmp(r.variant, COMPETITION) != 0 || r.limit_ms != hs.turn_ms))
            /* TRANSLATORS: a file, a player's name, the deal's number */
            ok = error_set(&err, _("%s: not %s's turn on deal %llu"), path, hs.name[hs.turn], (unsigned long long)hs.seed);
    }
    free(turtle);
    if (!ok)
        /* TRANSLATORS: a player's name, then the reason */
        log_message(app, _("%s's turn could not be resumed (%s): it starts again."), hs.name[hs.turn], err.msg);
    return ok;
}

bool mj_tourn_continue(App *app)
{
    char path[1024];
    char *text = NULL;
    size_t len = 0;
    MjCompetition c;
    Error err = {{0}};
    if (!kept_path(app, COMPETITION_FILE, path, sizeof path) || !file_read_all(path, 4096, &text, &len, &err) ||
        !mj_competition_parse(&c, text, len, path, &err)) {
        free(text);
        log_message(app, _("The competition cannot be continued: %s"), err.msg);
        return false;
    }
    free(text);
    hs.active = true;
    hs.n = c.n;
    hs.turn = c.played;
    hs.seed = c.deal;
    hs.ante = c.ante;
    hs.turn_ms = c.clock_ms;
    snprintf(hs.date, sizeof hs.date, "%s", c.date);
    for (int i = 0; i < c.n; i++) {
        snprintf(hs.name[i], MJ_CLUB_NAME, "%s", c.name[i]);
        hs.score[i] = c.score[i];
    }
    if (hs.turn >= hs.n) { /* every turn played: settle (once) */
        results(app);
        return true;
    }
    Game g;
    game_init(&g);
    if (app->play_game && resume_turn(app, &g)) {
        app->play_game(app, &g);
        return true;
    }
    game_free(&g);
    handover(app);
    return true;
}

/* ---------- hot seat ---------- */


static void hs_select(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    (void)ctx;
    if (id == HS_START && app->start_variant) {
        scene_pop(app); /* the handover, over the board or over the title */
        app->start_variant(app, "mahjong", COMPETITION, hs.seed, hs.turn_ms);
    } else if (id == HS_ABANDON) {
        forget_competition(app);
        scene_pop(app);
        log_message(app, "%s", _("The competition was abandoned: no chips changed hands."));
    } else if (id == HS_CLOSE) {
        scene_pop(app);
    } else if (id == HS_NEXT) {
        scene_pop(app);
        if (hs.turn < hs.n)
            handover(app);
        else
            results(app);
    }
}

static void hs_back(App *app, Scene *menu, void *ctx)
{
    (void)app;
    (void)menu;
    (void)ctx; /* the board stays hidden: pick an item */
}

static void handover(App *app)
{
    char msg[900];
    /* TRANSLATORS: handing over in a competition: the next player's name (twice), the deal's number,
     * the chips in the pot and each player's ante */
    size_t used = (size_t)snprintf(msg, sizeof msg,
                                   _("Pass the computer to %s.\nThe board stays hidden until %s starts.\n"
                                     "Deal %llu, the same for everyone.    Pot: %lld chips (%lld each)."),
                                   hs.name[hs.turn], hs.name[hs.turn], (unsigned long long)hs.seed,
                                   (long long)(hs.ante * hs.n), (long long)hs.ante);
    char played[64];
    /* TRANSLATORS: before the scores of the players who have played their turn */
    snprintf(played, sizeof played, "\n\n%s  ", _("Played:"));
    for (int i = 0; i < hs.turn && used < sizeof msg; i++)
        used += (size_t)snprintf(msg + used, sizeof msg - used, "%s%s: %d", i ? "    " : played, hs.name[i],
                                 (int)hs.score[i]);
    char title[64], item[64];
    /* TRANSLATORS: a title: the turn's number, of how many */
    snprintf(title, sizeof title, _("Competition - turn %d of %d"), hs.turn + 1, hs.n);
    /* TRANSLATORS: a button: %s is the player's name */
    snprintf(item, sizeof item, _("%s: start my turn"), hs.name[hs.turn]);
    MenuSpec spec = {.name = "hot-seat", .title = title, .message = msg, .overlay = false,
                     .on_select = hs_select, .on_back = hs_back};
    Scene *m = menu_scene_new(&spec);
    if (!m)
        return;
    menu_add(m, HS_START, item, NULL);
    menu_add(m, HS_ABANDON, _("Abandon the competition"), NULL);
    scene_push(app, m);
}

/* The player who just finished sees their score before handing over. */
static void turn_score(App *app, const Game *g, const char *replay)
{
    static char msg[600];
    GameStatus st = game_status(g);
    /* TRANSLATORS: why a competition's turn ended */
    static const char *const why[] = {"", N_("Time is up."), N_("You ended the game."), N_("No pair is left to remove.")};
    GameEnd e = game_end_reason(g);
    const char *who = hs.name[hs.turn - 1];
    char scored[160];
    /* TRANSLATORS: a player's name, their score, the tiles they left on the board */
    snprintf(scored, sizeof scored, P_("%s scored %d (%d tile left).", "%s scored %d (%d tiles left).", st.left), who,
             (int)st.score, st.left);
    /* TRANSLATORS: a turn that removed every tile */
    snprintf(msg, sizeof msg, "%s%s%s%s%s\n%s", st.outcome == OUTCOME_WON ? _("Cleared!") : "",
             st.outcome == OUTCOME_WON ? " " : "", e ? _(why[e]) : "", e ? "\n" : "", scored, replay);
    char title[64], item[64];
    /* TRANSLATORS: a title: a player's name, the turn's number, of how many */
    snprintf(title, sizeof title, _("%s: turn %d of %d is over"), who, hs.turn, hs.n);
    if (hs.turn < hs.n) /* TRANSLATORS: a button: %s is the next player's name */
        snprintf(item, sizeof item, _("Hand over to %s"), hs.name[hs.turn]);
    else
        snprintf(item, sizeof item, "%s", _("See who takes the pot"));
    MenuSpec spec = {.name = "turn-over", .title = title, .message = msg, .overlay = false,
                     .on_select = hs_select, .on_back = hs_back};
    Scene *m = menu_scene_new(&spec);
    if (!m)
        return;
    menu_add(m, HS_NEXT, item, NULL);
    scene_push(app, m);
}

static void results(App *app)
{
    MjClubResult r;
    memset(&r, 0, sizeof r);
    snprintf(r.date, sizeof r.date, "%s", hs.date);
    r.deal = hs.seed;
    r.ante = hs.ante;
    r.n = hs.n;
    for (int i = 0; i < hs.n; i++) {
        snprintf(r.seat[i].name, MJ_CLUB_NAME, "%s", hs.name[i]);
        r.seat[i].score = hs.score[i];
    }
    MjClub *club = malloc(sizeof *club);
    char path[1024];
    Error err = {{0}};
    bool saved = club && prefs_path(app, CLUB_FILE, path, sizeof path) && mj_club_file_settle(path, &r, club, &err);
    if (saved && err.msg[0])
        log_message(app, "%s", err.msg); /* a damaged file kept aside */
    if (!saved) { /* the pot is still shared out on screen; the balances say why not */
        int32_t scores[MJ_CLUB_SEATS];
        int64_t share[MJ_CLUB_SEATS];
        for (int i = 0; i < r.n; i++)
            scores[i] = r.seat[i].score;
        r.pot = r.ante * r.n;
        mj_pot_split(scores, r.n, r.pot, share);
        for (int i = 0; i < r.n; i++)
            r.seat[i].won = share[i];
    }
    int winners = 0;
    for (int i = 0; i < r.n; i++)
        winners += r.seat[i].won > 0;
    unsigned long pot = (unsigned long)r.pot;
    /* TRANSLATORS: the head of a competition's results: the deal's number, the chips in the pot */
    size_t used = (size_t)snprintf(hs.results, sizeof hs.results,
                            winners > 1 ? P_("Deal %llu    Pot %lld chip (a tie: shared)", "Deal %llu    Pot %lld chips (a tie: shared)", pot)
                                        : P_("Deal %llu    Pot %lld chip", "Deal %llu    Pot %lld chips", pot),
                            (unsigned long long)r.deal, (long long)r.pot);
    if (used < sizeof hs.results)
        used += (size_t)snprintf(hs.results + used, sizeof hs.results - used, "\n\n");
    for (int i = 0; i < r.n && used < sizeof hs.results; i++) /* TRANSLATORS: a player, their score, chips won, chips they hold now */
        used += (size_t)snprintf(hs.results + used, sizeof hs.results - used, _("%s:  score %d,  won %lld,  balance %lld\n"),
                                 r.seat[i].name, (int)r.seat[i].score, (long long)r.seat[i].won,
                                 (long long)(saved ? mj_club_chips(club, r.seat[i].name) : (int64_t)0));
    char line[300];
    /* TRANSLATORS: the balances are the chips each player holds; %s is the reason */
    snprintf(line, sizeof line, _("Balances not saved: %s"), err.msg);
    if (!saved && used < sizeof hs.results)
        snprintf(hs.results + used, sizeof hs.results - used, "\n%s", line);
    else if (club && club->n_results > 1 && used < sizeof hs.results) {
        used += (size_t)snprintf(hs.results + used, sizeof hs.results - used, "\n%s\n", _("Earlier pots:"));
        for (int k = club->n_results - 2, shown = 0; k >= 0 && shown < 3 && used < sizeof hs.results; k--, shown++) {
            const MjClubResult *e = &club->result[k];
            /* TRANSLATORS: an earlier competition: its date, the deal's number, the chips in the pot; the players follow */
            used += (size_t)snprintf(hs.results + used, sizeof hs.results - used, _("%s  deal %llu  pot %lld:"),
                                     e->date, (unsigned long long)e->deal, (long long)e->pot);
            for (int i = 0; i < e->n && used < sizeof hs.results; i++)
                used += (size_t)snprintf(hs.results + used, sizeof hs.results - used, "  %s %d%s", e->seat[i].name,
                                         (int)e->seat[i].score, e->seat[i].won > 0 ? "*" : "");
            if (used < sizeof hs.results)
                used += (size_t)snprintf(hs.results + used, sizeof hs.results - used, "\n");
        }
    }
    free(club);
    if (saved)
        forget_competition(app); /* settled: written once */
    hs.active = false;
    MenuSpec spec = {.name = "pot-results", .title = _("Competition for the pot: results"), .message = hs.results,
                     .overlay = false, .on_select = hs_select};
    Scene *m = menu_scene_new(&spec);
    if (!m)
        return;
    menu_add(m, HS_CLOSE, _("Close"), NULL);
    scene_push(app, m);
}

static void ante_done(App *app, const char *text, void *ctx)
{
    (void)ctx;
    char *end;
    unsigned long long a = strtoull(text, &end, 10);
    if (!*text || *end || a > MJ_CLUB_ANTE_MAX) {
        log_message(app, "%s", _("The ante is a number of chips, at most 1000000."));
        return;
    }
    hs.ante = (int64_t)a;
    hs.turn = 0;
    hs.active = true;
    int y, m, d;
    today(hs.date, sizeof hs.date, &y, &m, &d);
    hs.turn_ms = clock_option(app) ? clock_option(app) : MJ_TOURN_CLOCK_MS;
    keep_competition(app);
    handover(app);
}

static void names_done(App *app, const char *text, void *ctx)
{
    (void)ctx;
    Error err = {{0}};
    int n = mj_club_parse_names(text, hs.name, MJ_CLUB_SEATS, &err);
    if (n < 0) {
        log_message(app, "%s", err.msg);
        return;
    }
    hs.n = n;
    memset(hs.score, 0, sizeof hs.score);
    char def[16];
    snprintf(def, sizeof def, "%d", DEFAULT_ANTE);
    scene_push(app, textinput_scene_new(_("Competition for the pot"), _("Ante: chips each player puts in the pot"), def,
                                        "0123456789", 7, ante_done, NULL));
}

/* The hot seat plays the deal on the table (its number is shown in the HUD). */
void mj_tourn_start_pot(App *app, const Game *g)
{
    if (!g)
        return;
    hs.seed = g->seed;
    scene_push(app, textinput_scene_new(_("Competition for the pot"),
                                        _("Players: 2 to 6 names, separated by commas"), "",
                                        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_, ", 110,
                                        names_done, NULL));
}

void mj_tourn_start_daily(App *app)
{
    int y, m, d;
    today(hs.daily_date, sizeof hs.daily_date, &y, &m, &d);
    hs.daily_seed = mj_daily_seed(y, m, d);
    if (app->start_variant)
        app->start_variant(app, "mahjong", COMPETITION, hs.daily_seed, 0);
}

/* ---------- the countdown option ---------- */

static uint32_t clock_option(App *app)
{
    if (!hs.clock_read) {
        char path[1024];
        MjClub *club = malloc(sizeof *club);
        Error err = {{0}};
        if (club && prefs_path(app, CLUB_FILE, path, sizeof path) && mj_club_file_read(path, club, &err))
            hs.clock_ms = club->clock_ms;
        if (err.msg[0]) /* why not, or a damaged file kept aside */
            log_message(app, "%s", err.msg);
        free(club);
        hs.clock_read = true;
    }
    return hs.clock_ms;
}

static void clock_value(App *app, Scene *menu)
{
    uint32_t ms = clock_option(app);
    char buf[32];
    snprintf(buf, sizeof buf, "%u:00", (unsigned)((ms ? ms : MJ_TOURN_CLOCK_MS) / 60000));
    menu_set_value(menu, MJ_TOURN_MENU_CLOCK, buf);
}

uint32_t mj_tourn_time_limit(App *app, const RulesVariant *v)
{
    return v && v->params ? clock_option(app) : 0;
}

void mj_tourn_menu_adjust(App *app, Scene *menu, int id, int delta)
{
    if (id != MJ_TOURN_MENU_CLOCK)
        return;
    uint32_t min = (clock_option(app) ? clock_option(app) : MJ_TOURN_CLOCK_MS) / 60000;
    int next = (int)min + delta;
    if (next < (int)(MJ_TOURN_CLOCK_MIN_MS / 60000) || next > (int)(MJ_TOURN_CLOCK_MAX_MS / 60000))
        return;
    uint32_t ms = (uint32_t)next * 60000u;
    char path[1024];
    Error err = {{0}};
    if (!prefs_path(app, CLUB_FILE, path, sizeof path) || !mj_club_file_set_clock(path, ms, &err)) {
        log_message(app, _("The clock could not be kept: %s"), err.msg);
        return;
    }
    if (err.msg[0])
        log_message(app, "%s", err.msg); /* a damaged file kept aside */
    hs.clock_ms = ms;
    clock_value(app, menu);
}

/* ---------- the play scene's hooks ---------- */

void mj_tourn_menu_items(App *app, const Game *g, Scene *menu)
{
    if (!mj_tourn_is(g))
        return;
    menu_add(menu, MJ_TOURN_MENU_POT, _("Competition for the pot\u2026"), NULL);
    char buf[64];
    int y, m, d;
    char date[16];
    today(date, sizeof date, &y, &m, &d);
    /* TRANSLATORS: a menu item: %s is today's date */
    snprintf(buf, sizeof buf, _("Daily deal (%s)"), date);
    menu_add(menu, MJ_TOURN_MENU_DAILY, buf, NULL);
    /* TRANSLATORS: a menu item: the time a Tournament game may last, from the next game on */
    menu_add(menu, MJ_TOURN_MENU_CLOCK, _("Clock (next game)"), "");
    clock_value(app, menu);
}

void mj_tourn_menu_select(App *app, const Game *g, int id)
{
    if (id == MJ_TOURN_MENU_POT && g)
        mj_tourn_start_pot(app, g);
    else if (id == MJ_TOURN_MENU_DAILY)
        mj_tourn_start_daily(app);
}

bool mj_tourn_finished(App *app, const Game *g, char *msg, size_t cap)
{
    if (!mj_tourn_is(g))
        return false;
    bool turn = hs.active && g->seed == hs.seed && g->variant->no_restart;
    bool daily = hs.daily_seed && g->seed == hs.daily_seed && g->variant->no_restart;
    ReplayTags tags = replay_tags_none();
    if (turn) {
        snprintf(tags.player, sizeof tags.player, "%s", hs.name[hs.turn]);
        tags.ante = hs.ante;
    }
    if (daily)
        snprintf(tags.daily, sizeof tags.daily, "%s", hs.daily_date);
    write_replay(app, g, &tags, msg, cap);
    if (turn) {
        hs.score[hs.turn++] = game_status(g).score;
        char path[1024];
        if (kept_path(app, TURN_FILE, path, sizeof path))
            remove(path);
        keep_competition(app);
        turn_score(app, g, msg);
        return true;
    }
    if (daily) {
        char path[1024];
        Error err = {{0}};
        bool best = false;
        size_t used = strlen(msg);
        char line[300] = "";
        if (prefs_path(app, CLUB_FILE, path, sizeof path) &&
            !mj_club_file_daily(path, hs.daily_date, "me", game_status(g).score, &best, &err))
            snprintf(line, sizeof line, _("The daily best could not be saved: %s"), err.msg);
        else if (best) /* TRANSLATORS: %s is the daily deal's date */
            snprintf(line, sizeof line, _("Your best score on the deal of %s!"), hs.daily_date);
        else {
            MjClub *club = malloc(sizeof *club);
            if (club && mj_club_file_read(path, club, &err)) /* TRANSLATORS: the daily deal's date, the best score */
                snprintf(line, sizeof line, _("Your best on the deal of %s: %d"), hs.daily_date,
                         (int)mj_club_daily_best(club, hs.daily_date));
            free(club);
        }
        if (line[0])
            snprintf(msg + used, cap - used, "\n%s", line);
        if (err.msg[0] && !strstr(msg, err.msg))
            log_message(app, "%s", err.msg); /* a damaged file kept aside: said too */
    }
    return false;
}
