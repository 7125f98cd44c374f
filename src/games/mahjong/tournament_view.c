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
#include "core/games/mahjong/club.h"
#include "core/games/mahjong/mahjong.h"
#include "core/games/mahjong/tournament.h"
#include "core/replay.h"
#include "engine/prefs.h"
#include "engine/ui.h"

#define CLUB_FILE "club.txt"
#define REPLAY_DIR "replays"
#define COMPETITION "tournament-competition"
#define DEFAULT_ANTE 100

enum { HS_START = 1, HS_ABANDON, HS_CLOSE };

/* The competition in progress (one per run of the program) and the daily deal. */
static struct {
    bool active;
    int n, turn;
    char name[MJ_CLUB_SEATS][MJ_CLUB_NAME];
    int32_t score[MJ_CLUB_SEATS];
    int64_t ante;
    uint64_t seed;
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
    const char *mode = g->variant->no_restart ? "Competition" : "Training";
    if (hs.active && g->seed == hs.seed && g->variant->no_restart)
        snprintf(buf, cap, "Pot: %s's turn, %d of %d   -   Deal %" PRIu64, hs.name[hs.turn], hs.turn + 1, hs.n,
                 g->seed);
    else if (hs.daily_seed && g->seed == hs.daily_seed)
        snprintf(buf, cap, "Daily deal %s   -   %s", hs.daily_date, mode);
    else
        snprintf(buf, cap, "%.30s   -   Deal %" PRIu64 "   -   %s", m->layout.name, g->seed, mode);
}

/* ---------- the replay of every finished game ---------- */

static void write_replay(App *app, const Game *g, const char *who, char *msg, size_t cap)
{
    char dir[1024], rel[160], path[1200], date[16];
    int y, mo, d;
    today(date, sizeof date, &y, &mo, &d);
    if (!prefs_path(app, REPLAY_DIR, dir, sizeof dir))
        return;
    dir_make(dir);
    time_t now = time(NULL);
    snprintf(rel, sizeof rel, "%s-%ld-%s-%" PRIu64 "%s%s.replay", date, (long)(now % 86400), g->variant->id, g->seed,
             who[0] ? "-" : "", who);
    snprintf(path, sizeof path, "%s/%s", dir, rel);
    Error err = {{0}};
    size_t len = 0;
    char *text = replay_text(g, &len, &err);
    if (!text || !file_write_atomic(path, text, len, &err))
        snprintf(msg, cap, "The replay could not be written: %s", err.msg);
    else
        snprintf(msg, cap, "Replay: %s/%s", REPLAY_DIR, rel);
    free(text);
}

/* ---------- hot seat ---------- */

static void handover(App *app);

static void hs_select(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    (void)ctx;
    if (id == HS_START && app->start_variant) {
        app->start_variant(app, "mahjong", COMPETITION, hs.seed, 0);
    } else if (id == HS_ABANDON) {
        hs.active = false;
        scene_pop(app);
        log_message(app, "The competition was abandoned: no chips changed hands.");
    } else if (id == HS_CLOSE) {
        scene_pop(app);
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
    size_t used = (size_t)snprintf(msg, sizeof msg,
                                   "Pass the computer to %s.\nThe board stays hidden until %s starts.\n"
                                   "Deal %" PRIu64 ", the same for everyone.    Pot: %" PRId64 " chips (%" PRId64
                                   " each).",
                                   hs.name[hs.turn], hs.name[hs.turn], hs.seed, hs.ante * hs.n, hs.ante);
    for (int i = 0; i < hs.turn && used < sizeof msg; i++)
        used += (size_t)snprintf(msg + used, sizeof msg - used, "%s%s: %d", i ? "    " : "\n\nPlayed:  ", hs.name[i],
                                 (int)hs.score[i]);
    char title[64], item[64];
    snprintf(title, sizeof title, "Competition - turn %d of %d", hs.turn + 1, hs.n);
    snprintf(item, sizeof item, "%s: start my turn", hs.name[hs.turn]);
    MenuSpec spec = {.name = "hot-seat", .title = title, .message = msg, .overlay = false,
                     .on_select = hs_select, .on_back = hs_back};
    Scene *m = menu_scene_new(&spec);
    if (!m)
        return;
    menu_add(m, HS_START, item, NULL);
    menu_add(m, HS_ABANDON, "Abandon the competition", NULL);
    scene_push(app, m);
}

static void results(App *app)
{
    MjClubResult r;
    memset(&r, 0, sizeof r);
    int y, mo, d;
    today(r.date, sizeof r.date, &y, &mo, &d);
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
    size_t used = (size_t)snprintf(hs.results, sizeof hs.results, "Deal %" PRIu64 "    Pot %" PRId64 " chips%s\n\n",
                                   r.deal, r.pot, winners > 1 ? " (a tie: shared)" : "");
    for (int i = 0; i < r.n && used < sizeof hs.results; i++)
        used += (size_t)snprintf(hs.results + used, sizeof hs.results - used,
                                 "%s:  score %d,  won %" PRId64 ",  balance %" PRId64 "\n", r.seat[i].name,
                                 (int)r.seat[i].score, r.seat[i].won,
                                 saved ? mj_club_chips(club, r.seat[i].name) : (int64_t)0);
    if (!saved && used < sizeof hs.results)
        snprintf(hs.results + used, sizeof hs.results - used, "\nBalances not saved: %s", err.msg);
    else if (club && club->n_results > 1 && used < sizeof hs.results) {
        used += (size_t)snprintf(hs.results + used, sizeof hs.results - used, "\nEarlier pots:\n");
        for (int k = club->n_results - 2, shown = 0; k >= 0 && shown < 3 && used < sizeof hs.results; k--, shown++) {
            const MjClubResult *e = &club->result[k];
            used += (size_t)snprintf(hs.results + used, sizeof hs.results - used, "%s  deal %" PRIu64 "  pot %" PRId64 ":",
                                     e->date, e->deal, e->pot);
            for (int i = 0; i < e->n && used < sizeof hs.results; i++)
                used += (size_t)snprintf(hs.results + used, sizeof hs.results - used, "  %s %d%s", e->seat[i].name,
                                         (int)e->seat[i].score, e->seat[i].won > 0 ? "*" : "");
            if (used < sizeof hs.results)
                used += (size_t)snprintf(hs.results + used, sizeof hs.results - used, "\n");
        }
    }
    free(club);
    hs.active = false;
    MenuSpec spec = {.name = "pot-results", .title = "Competition for the pot: results", .message = hs.results,
                     .overlay = false, .on_select = hs_select};
    Scene *m = menu_scene_new(&spec);
    if (!m)
        return;
    menu_add(m, HS_CLOSE, "Close", NULL);
    scene_push(app, m);
}

static void ante_done(App *app, const char *text, void *ctx)
{
    (void)ctx;
    char *end;
    unsigned long long a = strtoull(text, &end, 10);
    if (!*text || *end || a > 1000000) {
        log_message(app, "The ante is a number of chips, at most 1000000.");
        return;
    }
    hs.ante = (int64_t)a;
    hs.turn = 0;
    hs.active = true;
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
    scene_push(app, textinput_scene_new("Competition for the pot", "Ante: chips each player puts in the pot", def,
                                        "0123456789", 7, ante_done, NULL));
}

/* The hot seat plays the deal on the table (its number is shown in the HUD). */
static void start_pot(App *app, const Game *g)
{
    hs.seed = g->seed;
    scene_push(app, textinput_scene_new("Competition for the pot",
                                        "Players: 2 to 6 names, separated by commas", "",
                                        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_, ", 110,
                                        names_done, NULL));
}

static void start_daily(App *app)
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
        else if (err.msg[0])
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
        log_message(app, "The clock could not be kept: %s", err.msg);
        return;
    }
    hs.clock_ms = ms;
    clock_value(app, menu);
}

/* ---------- the play scene's hooks ---------- */

void mj_tourn_menu_items(App *app, const Game *g, Scene *menu)
{
    if (!mj_tourn_is(g))
        return;
    menu_add(menu, MJ_TOURN_MENU_POT, "Competition for the pot...", NULL);
    char buf[64];
    int y, m, d;
    char date[16];
    today(date, sizeof date, &y, &m, &d);
    snprintf(buf, sizeof buf, "Daily deal (%s)", date);
    menu_add(menu, MJ_TOURN_MENU_DAILY, buf, NULL);
    menu_add(menu, MJ_TOURN_MENU_CLOCK, "Clock (next game)", "");
    clock_value(app, menu);
}

void mj_tourn_menu_select(App *app, const Game *g, int id)
{
    if (id == MJ_TOURN_MENU_POT && g)
        start_pot(app, g);
    else if (id == MJ_TOURN_MENU_DAILY)
        start_daily(app);
}

bool mj_tourn_finished(App *app, const Game *g, char *msg, size_t cap)
{
    if (!mj_tourn_is(g))
        return false;
    bool turn = hs.active && g->seed == hs.seed && g->variant->no_restart;
    write_replay(app, g, turn ? hs.name[hs.turn] : "", msg, cap);
    if (turn) {
        hs.score[hs.turn++] = game_status(g).score;
        if (hs.turn < hs.n)
            handover(app);
        else
            results(app);
        return true;
    }
    if (hs.daily_seed && g->seed == hs.daily_seed && g->variant->no_restart) {
        char path[1024];
        Error err = {{0}};
        bool best = false;
        size_t used = strlen(msg);
        if (prefs_path(app, CLUB_FILE, path, sizeof path) &&
            !mj_club_file_daily(path, hs.daily_date, "me", game_status(g).score, &best, &err))
            snprintf(msg + used, cap - used, "\nThe daily best could not be saved: %s", err.msg);
        else if (best)
            snprintf(msg + used, cap - used, "\nYour best score on the deal of %s!", hs.daily_date);
        else {
            MjClub *club = malloc(sizeof *club);
            if (club && mj_club_file_read(path, club, &err))
                snprintf(msg + used, cap - used, "\nYour best on the deal of %s: %d", hs.daily_date,
                         (int)mj_club_daily_best(club, hs.daily_date));
            free(club);
        }
    }
    return false;
}
