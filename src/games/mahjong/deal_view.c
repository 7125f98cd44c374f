/* Which layout a new Mahjong game deals (an id, a file, "random") and the deal's
 * options around it: GameView.deal_options and .repeat_options (view.h). */
#include <stdlib.h>
#include <string.h>

#include "core/editor.h"
#include "core/fileio.h"
#include "core/games/mahjong/mahjong.h"
#include "core/games/mahjong/rules.h"
#include "core/i18n.h"
#include "engine/catalog.h"
#include "engine/ui.h"
#include "games/mahjong/layouts.h"
#include "games/mahjong/view.h"

/* A layout argument is a file if it names one; otherwise a layout of that id,
 * built in or the player's own. */
static bool load_layout(App *app, const char *arg, Layout *out, Error *err)
{
    if ((strchr(arg, '/') || strstr(arg, ".layout") || strstr(arg, ".map")) && file_exists(arg)) {
        CatalogEntry file = {.user = true, .index = 0};
        SDL_strlcpy(file.path, arg, sizeof file.path);
        return catalog_load_layout(&file, out, err); /* the first layout of the file */
    }
    CatalogEntry *all = malloc(sizeof *all * CATALOG_MAX);
    if (!all)
        return error_set(err, "%s", _("out of memory"));
    int n = catalog_layouts(app, all, CATALOG_MAX);
    int i = catalog_find(all, n, arg);
    if (strcmp(arg, MAHJONG_RANDOM_LAYOUT) == 0 && n > 0)
        i = (int)rng_below(&app->cosmetic, (uint32_t)n); /* a different one each game */
    for (int k = 0; i < 0 && k < n; k++)
        if (SDL_strcasecmp(all[k].id, arg) == 0 || SDL_strcasecmp(all[k].name, arg) == 0)
            i = k;
    bool ok = i >= 0 ? catalog_load_layout(&all[i], out, err)
                     /* TRANSLATORS: %s is what the player asked for (--layout), %d how many layouts there are */
                     : error_set(err, P_("unknown layout '%s' (not a file, nor one of the %d layout)",
                                         "unknown layout '%s' (not a file, nor one of the %d layouts)", n), arg, n);
    free(all);
    return ok;
}

typedef struct DealArgs {
    MjDealOptions o;
    Layout layout;
    Layout turtle; /* what the Tournament rows deal */
} DealArgs;

/* The Tournament rows always deal the Turtle, whatever layout is in play. */
static void add_turtle(App *app, DealArgs *d)
{
    Error err = {{0}};
    if (load_layout(app, "turtle", &d->turtle, &err))
        d->o.turtle = &d->turtle;
}

void *mahjong_deal_options(App *app, const char *arg, Error *err)
{
    DealArgs *d = calloc(1, sizeof *d);
    if (!d) {
        error_set(err, "%s", _("out of memory"));
        return NULL;
    }
    if (!load_layout(app, arg ? arg : app->settings.layout, &d->layout, err)) {
        if (arg) {
            free(d);
            return NULL;
        }
        /* the layout in the settings is gone: Turtle from now on, and say so */
        /* TRANSLATORS: %s says why the chosen layout cannot be played; Turtle is the layout dealt instead */
        log_message(app, _("%s; playing Turtle"), err->msg);
        SDL_strlcpy(app->settings.layout, "turtle", sizeof app->settings.layout);
        if (!load_layout(app, "turtle", &d->layout, err)) {
            free(d);
            return NULL;
        }
    }
    d->o.layout = &d->layout;
    d->o.winnable = app->settings.winnable_only;
    add_turtle(app, d);
    int hanging = layout_count_hanging(&d->layout);
    if (hanging > 0)
        /* TRANSLATORS: %s is a layout's name; %d counts its tiles with nothing beneath them */
        log_message(app, P_("%s was built with gravity off: %d tile hangs in the air.",
                            "%s was built with gravity off: %d tiles hang in the air.", hanging),
                    catalog_layout_name(d->layout.name), hanging);
    return d;
}

/* New game keeps the layout in play; "random" in the settings still picks one
 * per game. */
void *mahjong_repeat_options(void *vd, App *app, const Game *g, Error *err)
{
    (void)vd;
    if (strcmp(app->settings.layout, MAHJONG_RANDOM_LAYOUT) == 0)
        return mahjong_deal_options(app, NULL, err);
    DealArgs *d = calloc(1, sizeof *d);
    if (!d) {
        error_set(err, "%s", _("out of memory"));
        return NULL;
    }
    d->layout = ((const Mahjong *)g->state)->layout;
    d->o.layout = &d->layout;
    d->o.winnable = app->settings.winnable_only;
    add_turtle(app, d);
    return d;
}
