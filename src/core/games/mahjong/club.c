#include "core/games/mahjong/club.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/games/mahjong/tournament.h"
#include "core/i18n.h"
#include "core/savetext.h"
#include "core/tablefile.h"

#define MAGIC "pagoda-club"

void mj_club_init(MjClub *c)
{
    memset(c, 0, sizeof *c);
}

bool mj_club_valid_name(const char *s)
{
    return text_is_name(s, MJ_CLUB_NAME);
}

static bool valid_date(const char *s)
{
    return text_is_date(s, strlen(s));
}

/* A valid name (shorter than MJ_CLUB_NAME) into a name slot. */
static void copy_name(char *dst, const char *name)
{
    size_t n = strlen(name);
    if (n >= MJ_CLUB_NAME)
        n = MJ_CLUB_NAME - 1;
    memcpy(dst, name, n);
    dst[n] = 0;
}

static int find(const MjClub *c, const char *name)
{
    for (int i = 0; i < c->n_players; i++)
        if (strcmp(c->name[i], name) == 0)
            return i;
    return -1;
}

int64_t mj_club_chips(const MjClub *c, const char *name)
{
    int i = find(c, name);
    return i < 0 ? MJ_CLUB_START_CHIPS : c->chips[i];
}

/* "word" up to a space, into out (cap); advances *p. */
static bool word(const char **p, char *out, size_t cap)
{
    const char *s = *p;
    while (*s == ' ')
        s++;
    size_t n = strcspn(s, " ");
    if (n == 0 || n >= cap)
        return false;
    memcpy(out, s, n);
    out[n] = 0;
    *p = s + n;
    return true;
}

static bool num(const char **p, int64_t min, int64_t max, int64_t *out)
{
    char w[24];
    if (!word(p, w, sizeof w))
        return false;
    return text_parse_i64(w, strlen(w), min, max, out);
}

/* A deal number: any 64-bit seed (one typed by the player may pass INT64_MAX). */
static bool unum(const char **p, uint64_t *out)
{
    char w[24];
    return word(p, w, sizeof w) && text_parse_u64(w, strlen(w), UINT64_MAX, out);
}

static bool parse_seat(const char *w, MjClubSeat *s)
{
    const char *a = strchr(w, ':');
    const char *b = a ? strchr(a + 1, ':') : NULL;
    if (!a || !b || (size_t)(a - w) >= MJ_CLUB_NAME)
        return false;
    memcpy(s->name, w, (size_t)(a - w));
    s->name[a - w] = 0;
    int64_t score, won;
    if (!mj_club_valid_name(s->name) || !text_parse_i64(a + 1, (size_t)(b - a - 1), INT32_MIN, INT32_MAX, &score) ||
        !text_parse_i64(b + 1, strlen(b + 1), 0, MJ_CLUB_ANTE_MAX * MJ_CLUB_SEATS, &won))
        return false;
    s->score = (int32_t)score;
    s->won = won;
    return true;
}

static bool parse_line(MjClub *c, const char *buf)
{
    const char *p = buf;
    char key[16];
    if (!word(&p, key, sizeof key))
        return false;
    if (strcmp(key, "player") == 0) {
        int64_t chips;
        char name[MJ_CLUB_NAME + 1];
        if (!num(&p, -MJ_CLUB_CHIPS_MAX, MJ_CLUB_CHIPS_MAX, &chips) || !word(&p, name, sizeof name) || *p ||
            !mj_club_valid_name(name) || find(c, name) >= 0 || c->n_players >= MJ_CLUB_PLAYERS)
            return false;
        copy_name(c->name[c->n_players], name);
        c->chips[c->n_players++] = chips;
        return true;
    }
    if (strcmp(key, "result") == 0) {
        MjClubResult r;
        memset(&r, 0, sizeof r);
        int64_t n;
        if (!word(&p, r.date, sizeof r.date) || !valid_date(r.date) || !unum(&p, &r.deal) ||
            !num(&p, 0, MJ_CLUB_ANTE_MAX, &r.ante) || !num(&p, 0, MJ_CLUB_ANTE_MAX * MJ_CLUB_SEATS, &r.pot) ||
            !num(&p, MJ_CLUB_MIN_SEATS, MJ_CLUB_SEATS, &n))
            return false;
        r.n = (int)n;
        if (r.pot != r.ante * r.n) /* every seat paid the ante into the pot */
            return false;
        int64_t paid = 0;
        for (int i = 0; i < r.n; i++) {
            char w[64];
            if (!word(&p, w, sizeof w) || !parse_seat(w, &r.seat[i]))
                return false;
            paid += r.seat[i].won;
        }
        if (*p || paid != r.pot) /* and the pot went to the seats */
            return false;
        if (c->n_results >= MJ_CLUB_RESULTS) {
            memmove(&c->result[0], &c->result[1], sizeof c->result[0] * (MJ_CLUB_RESULTS - 1));
            c->n_results--;
        }
        c->result[c->n_results++] = r;
        return true;
    }
    if (strcmp(key, "clock") == 0) {
        int64_t ms;
        if (!num(&p, MJ_TOURN_CLOCK_MIN_MS, MJ_TOURN_CLOCK_MAX_MS, &ms) || *p)
            return false;
        c->clock_ms = (uint32_t)ms;
        return true;
    }
    if (strcmp(key, "daily") == 0) {
        char date[11], name[MJ_CLUB_NAME + 1];
        int64_t score;
        if (!word(&p, date, sizeof date) || !valid_date(date) || !num(&p, INT32_MIN, INT32_MAX, &score) ||
            !word(&p, name, sizeof name) || *p || !mj_club_valid_name(name))
            return false;
        mj_club_daily(c, date, name, (int32_t)score);
        return true;
    }
    return false;
}

static bool club_row(void *ctx, const char *line)
{
    return parse_line(ctx, line);
}

bool mj_club_parse(MjClub *c, const char *text, size_t len, const char *src, Error *err)
{
    mj_club_init(c);
    if (tablefile_rows(text, len, src, MAGIC, N_("Pagoda club"), N_("damaged line"), club_row, c, err))
        return true;
    mj_club_init(c);
    return false;
}

#define PUT(...)                                                                                   \
    do {                                                                                           \
        int k_ = snprintf(used < cap ? buf + used : NULL, used < cap ? cap - used : 0, __VA_ARGS__); \
        used += k_ > 0 ? (size_t)k_ : 0;                                                           \
    } while (0)

size_t mj_club_format(const MjClub *c, char *buf, size_t cap)
{
    size_t used = 0;
    PUT("%s %d\n", MAGIC, TABLEFILE_VERSION);
    for (int i = 0; i < c->n_players; i++)
        PUT("player %" PRId64 " %s\n", c->chips[i], c->name[i]);
    for (int i = 0; i < c->n_results; i++) {
        const MjClubResult *r = &c->result[i];
        PUT("result %s %" PRIu64 " %" PRId64 " %" PRId64 " %d", r->date, r->deal, r->ante, r->pot, r->n);
        for (int k = 0; k < r->n; k++)
            PUT(" %s:%" PRId32 ":%" PRId64, r->seat[k].name, r->seat[k].score, r->seat[k].won);
        PUT("\n");
    }
    for (int i = 0; i < c->n_daily; i++)
        PUT("daily %s %" PRId32 " %s\n", c->daily_date[i], c->daily_score[i], c->daily_name[i]);
    if (c->clock_ms)
        PUT("clock %" PRIu32 "\n", c->clock_ms);
    return used;
}

int mj_club_parse_names(const char *list, char names[][MJ_CLUB_NAME], int cap, Error *err)
{
    int n = 0;
    const char *p = list;
    while (*p) {
        while (*p == ' ' || *p == ',')
            p++;
        if (!*p)
            break;
        size_t k = strcspn(p, ", ");
        char name[64];
        snprintf(name, sizeof name, "%.*s", (int)(k < 63 ? k : 63), p);
        p += k;
        if (!mj_club_valid_name(name))
            return error_set(err, _("\"%s\" is not a name: 1 to 16 letters, digits, - or _."), name), -1;
        for (int i = 0; i < n; i++)
            if (strcmp(names[i], name) == 0)
                return error_set(err, _("%s is named twice."), name), -1;
        if (n >= cap)
            return error_set(err, P_("At most %d player shares a pot.", "At most %d players share a pot.", cap), cap),
                   -1;
        copy_name(names[n++], name);
    }
    if (n < MJ_CLUB_MIN_SEATS)
        return error_set(err, P_("A pot needs %d to %d player, separated by commas.",
                                   "A pot needs %d to %d players, separated by commas.", cap),
                         MJ_CLUB_MIN_SEATS, cap), -1;
    return n;
}

bool mj_club_settle(MjClub *c, MjClubResult *r)
{
    if (r->ante < 0 || r->ante > MJ_CLUB_ANTE_MAX || r->n < MJ_CLUB_MIN_SEATS || r->n > MJ_CLUB_SEATS)
        return false; /* a result the file could not hold */
    int idx[MJ_CLUB_SEATS];
    int newcomers = 0;
    for (int i = 0; i < r->n; i++)
        newcomers += find(c, r->seat[i].name) < 0;
    if (c->n_players + newcomers > MJ_CLUB_PLAYERS)
        return false;
    int32_t scores[MJ_CLUB_SEATS];
    int64_t share[MJ_CLUB_SEATS];
    for (int i = 0; i < r->n; i++) {
        idx[i] = find(c, r->seat[i].name);
        if (idx[i] < 0) {
            idx[i] = c->n_players++;
            copy_name(c->name[idx[i]], r->seat[i].name);
            c->chips[idx[i]] = MJ_CLUB_START_CHIPS;
        }
        scores[i] = r->seat[i].score;
    }
    r->pot = r->ante * r->n;
    mj_pot_split(scores, r->n, r->pot, share);
    for (int i = 0; i < r->n; i++) {
        r->seat[i].won = share[i];
        int64_t chips = c->chips[idx[i]] + share[i] - r->ante;
        /* a balance stays what the file can hold (out of reach in play) */
        c->chips[idx[i]] = chips > MJ_CLUB_CHIPS_MAX ? MJ_CLUB_CHIPS_MAX
                           : chips < -MJ_CLUB_CHIPS_MAX ? -MJ_CLUB_CHIPS_MAX
                                                        : chips;
    }
    if (c->n_results >= MJ_CLUB_RESULTS) {
        memmove(&c->result[0], &c->result[1], sizeof c->result[0] * (MJ_CLUB_RESULTS - 1));
        c->n_results--;
    }
    c->result[c->n_results++] = *r;
    return true;
}

bool mj_club_daily(MjClub *c, const char *date, const char *name, int32_t score)
{
    for (int i = 0; i < c->n_daily; i++)
        if (strcmp(c->daily_date[i], date) == 0) {
            if (score <= c->daily_score[i])
                return false;
            c->daily_score[i] = score;
            copy_name(c->daily_name[i], name);
            return true;
        }
    if (c->n_daily >= MJ_CLUB_DAILY) { /* the oldest date goes */
        memmove(&c->daily_date[0], &c->daily_date[1], sizeof c->daily_date[0] * (MJ_CLUB_DAILY - 1));
        memmove(&c->daily_score[0], &c->daily_score[1], sizeof c->daily_score[0] * (MJ_CLUB_DAILY - 1));
        memmove(&c->daily_name[0], &c->daily_name[1], sizeof c->daily_name[0] * (MJ_CLUB_DAILY - 1));
        c->n_daily--;
    }
    snprintf(c->daily_date[c->n_daily], sizeof c->daily_date[0], "%s", date);
    copy_name(c->daily_name[c->n_daily], name);
    c->daily_score[c->n_daily++] = score;
    return true;
}

int32_t mj_club_daily_best(const MjClub *c, const char *date)
{
    for (int i = 0; i < c->n_daily; i++)
        if (strcmp(c->daily_date[i], date) == 0)
            return c->daily_score[i];
    return INT32_MIN;
}

/* --- a competition in progress ------------------------------------------- */

#define COMPETITION_MAGIC "pagoda-competition 1"

size_t mj_competition_format(const MjCompetition *c, char *buf, size_t cap)
{
    size_t used = 0;
    PUT("%s\ndate %s\ndeal %" PRIu64 "\nante %" PRId64 "\nclock %" PRIu32 "\n", COMPETITION_MAGIC, c->date, c->deal,
        c->ante, c->clock_ms);
    for (int i = 0; i < c->n; i++) {
        if (i < c->played)
            PUT("seat %s %" PRId32 "\n", c->name[i], c->score[i]);
        else
            PUT("seat %s\n", c->name[i]);
    }
    return used;
}

bool mj_competition_parse(MjCompetition *c, const char *text, size_t len, const char *src, Error *err)
{
    memset(c, 0, sizeof *c);
    if (memchr(text, 0, len))
        return error_set(err, _("%s: not a competition file"), src);
    bool open = true; /* seats with a score come first */
    TextLines lines = {text, text + len, 0};
    char buf[128];
    TextLine got;
    while ((got = textlines_next(&lines, buf, sizeof buf)) != TEXTLINE_END) {
        int line = lines.line;
        if (got == TEXTLINE_LONG)
            return error_set(err, _("%s:%d: line too long"), src, line);
        const char *q = buf;
        char key[16], name[MJ_CLUB_NAME + 1];
        int64_t v = 0;
        bool ok;
        if (line == 1)
            ok = strcmp(buf, COMPETITION_MAGIC) == 0;
        else if (!word(&q, key, sizeof key))
            ok = false;
        else if (strcmp(key, "date") == 0)
            ok = word(&q, c->date, sizeof c->date) && valid_date(c->date) && !*q;
        else if (strcmp(key, "deal") == 0)
            ok = unum(&q, &c->deal) && !*q;
        else if (strcmp(key, "ante") == 0)
            ok = num(&q, 0, MJ_CLUB_ANTE_MAX, &c->ante) && !*q;
        else if (strcmp(key, "clock") == 0)
            ok = num(&q, MJ_TOURN_CLOCK_MIN_MS, MJ_TOURN_CLOCK_MAX_MS, &v) && !*q && ((c->clock_ms = (uint32_t)v), true);
        else if (strcmp(key, "seat") == 0 && c->n < MJ_CLUB_SEATS && word(&q, name, sizeof name) &&
                 mj_club_valid_name(name)) {
            copy_name(c->name[c->n], name);
            ok = true;
            for (int i = 0; i < c->n; i++)
                ok = ok && strcmp(c->name[i], name) != 0;
            if (*q) {
                ok = ok && open && num(&q, INT32_MIN, INT32_MAX, &v) && !*q;
                c->score[c->n] = (int32_t)v;
                c->played++;
            } else {
                open = false;
            }
            c->n++;
        } else
            ok = false;
        if (!ok)
            return error_set(err, _("%s:%d: damaged line"), src, line);
    }
    if (lines.line == 0 || !c->date[0] || !c->clock_ms || c->n < MJ_CLUB_MIN_SEATS)
        return error_set(err, _("%s: not a complete competition"), src);
    return true;
}

void mj_competition_result(const MjCompetition *c, MjClubResult *r)
{
    memset(r, 0, sizeof *r);
    snprintf(r->date, sizeof r->date, "%s", c->date);
    r->deal = c->deal;
    r->ante = c->ante;
    r->n = c->n;
    for (int i = 0; i < c->n; i++) {
        copy_name(r->seat[i].name, c->name[i]);
        r->seat[i].score = c->score[i];
    }
}

/* --- the file ------------------------------------------------------------- */

TABLEFILE_TYPED(club_file, MjClub, mj_club_init, mj_club_parse, mj_club_format, MJ_CLUB_MAX_BYTES, MAGIC,
                N_("club results"));

static bool same_result(const MjClubResult *a, const MjClubResult *b)
{
    if (strcmp(a->date, b->date) != 0 || a->deal != b->deal || a->ante != b->ante || a->n != b->n)
        return false;
    for (int i = 0; i < a->n; i++)
        if (strcmp(a->seat[i].name, b->seat[i].name) != 0 || a->seat[i].score != b->seat[i].score)
            return false;
    return true;
}

static bool edit_settle(void *t, void *ctx)
{
    MjClub *c = t;
    MjClubResult *r = ctx;
    if (c->n_results > 0 && same_result(&c->result[c->n_results - 1], r)) {
        *r = c->result[c->n_results - 1]; /* settled already: written once */
        return false;
    }
    return mj_club_settle(t, ctx);
}

bool mj_club_file_settle(const char *path, MjClubResult *r, MjClub *out, Error *err)
{
    MjClub *c = malloc(sizeof *c);
    if (!c)
        return error_set(err, "%s", _("out of memory"));
    bool ok = tablefile_update(path, &club_file, c, edit_settle, r, err);
    if (ok && out)
        *out = *c;
    free(c);
    return ok;
}

typedef struct DailyEdit {
    const char *date, *name;
    int32_t score;
    bool best;
} DailyEdit;

static bool edit_daily(void *t, void *ctx)
{
    DailyEdit *d = ctx;
    d->best = mj_club_daily(t, d->date, d->name, d->score);
    return d->best;
}

bool mj_club_file_daily(const char *path, const char *date, const char *name, int32_t score, bool *best,
                        Error *err)
{
    MjClub *c = malloc(sizeof *c);
    if (!c)
        return error_set(err, "%s", _("out of memory"));
    DailyEdit d = {date, name, score, false};
    bool ok = tablefile_update(path, &club_file, c, edit_daily, &d, err);
    free(c);
    if (best)
        *best = ok && d.best;
    return ok;
}

static bool edit_clock(void *t, void *ctx)
{
    MjClub *c = t;
    uint32_t ms = *(const uint32_t *)ctx;
    if (c->clock_ms == ms)
        return false;
    c->clock_ms = ms;
    return true;
}

bool mj_club_file_set_clock(const char *path, uint32_t ms, Error *err)
{
    if (ms && (ms < MJ_TOURN_CLOCK_MIN_MS || ms > MJ_TOURN_CLOCK_MAX_MS))
        return error_set(err, "%s", _("the clock is 1 to 60 minutes"));
    MjClub *c = malloc(sizeof *c);
    if (!c)
        return error_set(err, "%s", _("out of memory"));
    bool ok = tablefile_update(path, &club_file, c, edit_clock, &ms, err);
    free(c);
    return ok;
}

bool mj_club_file_read(const char *path, MjClub *out, Error *err)
{
    return tablefile_read(path, &club_file, out, err);
}
