#include "core/games/mahjong/standings.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "core/games/mahjong/club.h"
#include "core/games/mahjong/tournament.h"
#include "core/i18n.h"
#include "core/registry.h"

typedef struct Entry {
    const char *path;
    ReplayResult r;
    bool ok;
} Entry;

static bool same_game(const ReplayResult *a, const ReplayResult *b)
{
    return a->seed == b->seed && a->limit_ms == b->limit_ms && a->tags.ante == b->tags.ante;
}

int mj_standings(const char *const *paths, int n, const ReplayRules *rules, FILE *out, FILE *errs)
{
    if (n < MJ_CLUB_MIN_SEATS) {
        fprintf(errs, P_("pagoda: --standings needs the replays of %d to %d player\n",
                         "pagoda: --standings needs the replays of %d to %d players\n", MJ_CLUB_SEATS),
                MJ_CLUB_MIN_SEATS, MJ_CLUB_SEATS);
        return 2;
    }
    Entry *e = calloc((size_t)n, sizeof *e);
    if (!e) {
        fprintf(errs, "%s", _("pagoda: out of memory\n"));
        return 1;
    }
    int refused = 0;
    for (int i = 0; i < n; i++) {
        Error err = {{0}};
        e[i].path = paths[i];
        if (!replay_verify_path(paths[i], rules, &e[i].r, &err)) {
            /* TRANSLATORS: %s why a replay was refused, with its path */
            fprintf(errs, _("pagoda: refused: %s\n"), err.msg);
        } else {
            const RulesVariant *v = rules_variant(registry_find(e[i].r.game), e[i].r.variant);
            if (strcmp(e[i].r.game, "mahjong") != 0 || !v || !v->params || !v->no_restart)
                /* TRANSLATORS: %1$s a replay's path, %2$s %3$s the game's and variant's ids ("mahjong classic") */
                fprintf(errs, _("pagoda: refused: %s: not a game of a Tournament competition (%s %s)\n"), paths[i],
                        e[i].r.game, e[i].r.variant);
            else if (!e[i].r.tags.player[0] || e[i].r.tags.ante < 0)
                fprintf(errs, _("pagoda: refused: %s: the replay names no player and ante (a competition's replay "
                                "carries both)\n"), paths[i]);
            else
                e[i].ok = true;
        }
        refused += !e[i].ok;
    }
    /* the competition: the deal, clock and ante most files share */
    int ref = -1, best = 0;
    for (int i = 0; i < n; i++) {
        if (!e[i].ok)
            continue;
        int k = 0;
        for (int j = 0; j < n; j++)
            k += e[j].ok && same_game(&e[i].r, &e[j].r);
        if (k > best) {
            best = k;
            ref = i;
        }
    }
    int seats[MJ_CLUB_SEATS], ns = 0;
    for (int i = 0; i < n; i++) {
        if (!e[i].ok)
            continue;
        const ReplayResult *a = &e[i].r, *b = &e[ref].r;
        const char *why = NULL;
        char buf[160];
        if (a->seed != b->seed)
            /* TRANSLATORS: why a replay is not of the competition: %3$s the path of one that is */
            snprintf(buf, sizeof buf, _("deal %llu, not deal %llu as %s"), (unsigned long long)a->seed,
                     (unsigned long long)b->seed, e[ref].path), why = buf;
        else if (a->limit_ms != b->limit_ms)
            snprintf(buf, sizeof buf, _("a clock of %lu ms, not %lu ms as %s"), (unsigned long)a->limit_ms,
                     (unsigned long)b->limit_ms, e[ref].path), why = buf;
        else if (a->tags.ante != b->tags.ante)
            snprintf(buf, sizeof buf, _("an ante of %lld, not %lld as %s"), (long long)a->tags.ante,
                     (long long)b->tags.ante, e[ref].path), why = buf;
        for (int k = 0; !why && k < ns; k++)
            if (strcmp(e[seats[k]].r.tags.player, a->tags.player) == 0)
                /* TRANSLATORS: %1$s a player's name, %2$s the path of the replay they played */
                snprintf(buf, sizeof buf, _("%s played already (%s)"), a->tags.player, e[seats[k]].path), why = buf;
        if (!why && ns >= MJ_CLUB_SEATS)
            snprintf(buf, sizeof buf,
                     P_("at most %d player shares a pot", "at most %d players share a pot", MJ_CLUB_SEATS),
                     MJ_CLUB_SEATS), why = buf;
        if (why) {
            fprintf(errs, _("pagoda: refused: %s: %s\n"), e[i].path, why);
            e[i].ok = false;
            refused++;
            continue;
        }
        seats[ns++] = i;
    }
    if (ns < MJ_CLUB_MIN_SEATS) {
        /* TRANSLATORS: %1$d replays accepted, %2$d the fewest players of a pot */
        fprintf(errs, P_("pagoda: no standings: %d replay of one competition accepted, a pot needs %d\n",
                         "pagoda: no standings: %d replays of one competition accepted, a pot needs %d\n", ns),
                ns, MJ_CLUB_MIN_SEATS);
        free(e);
        return 1;
    }
    /* seat order is the order of the files: the odd chips of a tie go by it */
    int32_t scores[MJ_CLUB_SEATS];
    int64_t share[MJ_CLUB_SEATS];
    for (int k = 0; k < ns; k++)
        scores[k] = e[seats[k]].r.score;
    const ReplayResult *b = &e[ref].r;
    int64_t pot = b->tags.ante * ns;
    int winners = mj_pot_split(scores, ns, pot, share);
    char players[64], chips[64];
    snprintf(players, sizeof players, P_("%d player", "%d players", ns), ns);
    /* TRANSLATORS: the chips all the players put in, which the best score takes */
    snprintf(chips, sizeof chips, P_("pot %lld chip", "pot %lld chips", pot), (long long)pot);
    /* TRANSLATORS: the head of --standings: %1$llu the deal's number, %2$lu:%3$02lu the clock (minutes:
     * seconds), %4$s "3 players", %5$lld the chips each player put in, %6$s "pot 300 chips", %7$s the tie
     * below or nothing */
    fprintf(out, _("Standings: deal %llu, clock %lu:%02lu, %s, ante %lld, %s%s\n"), (unsigned long long)b->seed,
            (unsigned long)(b->limit_ms / 60000), (unsigned long)(b->limit_ms / 1000 % 60), players,
            (long long)b->tags.ante, chips, winners > 1 ? _(" (a tie: shared)") : "");
    /* TRANSLATORS: the heads of the columns of --standings (rank 4 characters wide, score 8, chips won 9) */
    fprintf(out, "%-4s  %-16s  %8s  %9s\n", _("rank"), _("player"), _("score"), _("chips won"));
    /* by score, highest first; equal scores share a rank and keep seat order */
    bool shown[MJ_CLUB_SEATS] = {false};
    for (int row = 0; row < ns; row++) {
        int pick = -1;
        for (int k = 0; k < ns; k++)
            if (!shown[k] && (pick < 0 || scores[k] > scores[pick]))
                pick = k;
        int rank = 1;
        for (int k = 0; k < ns; k++)
            rank += scores[k] > scores[pick];
        shown[pick] = true;
        fprintf(out, "%-4d  %-16s  %8" PRId32 "  %9" PRId64 "\n", rank, e[seats[pick]].r.tags.player, scores[pick],
                share[pick]);
    }
    free(e);
    return refused ? 1 : 0;
}
