/* Mahjong's high-score table (issue 39): the fastest wins on one layout in one
 * variant, with their time, date and deal, as a table page of the pager
 * (engine/ui.h), as every game's score screen is; the win just recorded is its
 * marked row ("New"). Opened from the game menu and from the win screen, over
 * which it is drawn. The table itself is core's (core/games/mahjong/scores.c). */

#include <stdio.h>
#include <stdlib.h>

#include "core/fileio.h"
#include "core/games/mahjong/scores.h"
#include "core/i18n.h"
#include "engine/prefs.h"
#include "engine/ui.h"
#include "games/mahjong/layouts.h"
#include "games/mahjong/view.h"

/* Reads the high-score file; false (with a message on screen) when it is damaged. */
static bool scores_load(App *app, MjScores *s)
{
    mj_scores_init(s);
    char path[1024];
    Error err = {{0}};
    if (!prefs_path(app, MAHJONG_SCORES_FILE, path, sizeof path) || !file_exists(path))
        return true;
    bool ok = mj_scores_file_read(path, s, &err);
    if (!ok)
        /* TRANSLATORS: %s is the reason, e.g. a file and what is wrong with it */
        log_message(app, _("The high scores could not be read: %s"), err.msg);
    else if (err.msg[0])
        log_message(app, "%s", err.msg);
    return ok;
}

/* The table's lines for the pager: the headings, then a row a win (rank,
 * time, date, deal); with no win, the sentence that says so. */
static void table_lines(const MjScore *e, int n, char *out, size_t cap)
{
    if (n == 0) {
        snprintf(out, cap, "%s", _("No wins on this layout in this variant yet."));
        return;
    }
    /* TRANSLATORS: the headings of Mahjong's high-score table; "Deal" heads the deals' numbers */
    int used = snprintf(out, cap, "%s\t%s\t%s\t%s\n", C_("scores heading", "Rank"), C_("scores heading", "Time"),
                        C_("scores heading", "Date"), C_("scores heading", "Deal"));
    for (int i = 0; i < n && used > 0 && (size_t)used < cap; i++) {
        unsigned s = (unsigned)e[i].seconds;
        char time[24];
        if (s >= 3600)
            snprintf(time, sizeof time, "%u:%02u:%02u", s / 3600, s / 60 % 60, s % 60);
        else
            snprintf(time, sizeof time, "%u:%02u", s / 60, s % 60);
        used += snprintf(out + used, cap - (size_t)used, "%d.\t%s\t%s\t%llu\n", i + 1, time, e[i].date,
                         (unsigned long long)e[i].seed);
    }
}

Scene *mahjong_scores_new(App *app, const char *layout_key, const char *layout_name, const char *variant_id,
                          const char *variant_name, int highlight)
{
    MjScores *t = malloc(sizeof *t);
    if (!t)
        return NULL;
    scores_load(app, t);
    int n = 0;
    const MjScore *e = mj_scores_get(t, layout_key, variant_id, &n);
    if (!e)
        n = 0;
    char lines[MJ_HS_TOP * 96 + 256];
    table_lines(e, n, lines, sizeof lines);
    free(t);
    char title[128];
    /* TRANSLATORS: the title of Mahjong's high scores: the first %s is a layout's name ("Turtle"), the second a
     * variant's */
    snprintf(title, sizeof title, _("The fastest wins on %.40s (%.30s)."), catalog_layout_name(layout_name),
             _(variant_name));
    HelpPage page = {title, lines};
    const HelpPage *pages[] = {&page};
    Scene *s = pager_scene_new(app, "mahjong-scores", pages, 1);
    if (s && highlight > 0 && highlight <= n)
        /* TRANSLATORS: beside the new entry in the high-score table: the win just recorded */
        pager_mark_row(s, 0, highlight - 1, C_("high score", "New"));
    return s;
}
