/* Help: the rules pages of the game in play (RulesModule.help), then its
 * controls; from the title, every game's pages and controls. Which pages, in
 * which order, and what each game's Controls table says: core/helpbook.c. */
#include <stdio.h>
#include <stdlib.h>

#include "core/helpbook.h"
#include "core/i18n.h"
#include "core/registry.h"
#include "games/registry.h"
#include "scenes/scenes.h"

/* the title is the program's name; the text is shown through _() */
static const HelpPage overview = {
    "Pagoda",
    /* TRANSLATORS: the first page of the help; F1 and Back are keys (Back: the gamepad's) */
    N_("Tile and card solitaire games. Pick a game on the title screen;\n"
       "inside a game, F1 (or Back on a gamepad) shows the rules of that game.\n"
       "The pages that follow explain each game and its controls.")};

#define CONTROLS_MAX 4096

/* One game's Controls page (m NULL: those of every game): its words in a buffer of CONTROLS_MAX. */
static void controls_page(const RulesModule *m, const RulesVariant *v, HelpPage *page, char *buf, char *title,
                          size_t title_cap, bool several)
{
    const GameView *view = m ? views_find(m->id) : NULL;
    HelpBookView hv = {view && view->drag_drop, view && view->shows_legal};
    if (!helpbook_controls(m, v, hv, buf, CONTROLS_MAX))
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "help: the controls of %s were cut short", m ? m->id : "all");
    if (!m)
        /* TRANSLATORS: the title of the help's last page: the keys, mouse and gamepad of every game */
        snprintf(title, title_cap, "%s", _("Controls in every game"));
    else if (several)
        /* TRANSLATORS: the title of a help page: the keys, mouse and gamepad of the game %s */
        snprintf(title, title_cap, _("Controls: %s"), _(m->name));
    else
        /* TRANSLATORS: the title of a help page: the keys, mouse and gamepad of the game in play */
        snprintf(title, title_cap, "%s", _("Controls"));
    *page = (HelpPage){title, buf};
}

static Scene *help_new(App *app, const RulesModule *game, const RulesVariant *variant)
{
    int n = helpbook_pages(game, NULL, 0);
    HelpBookPage *book = calloc((size_t)n, sizeof *book);
    const HelpPage **pages = calloc((size_t)n, sizeof *pages);
    HelpPage *controls = calloc((size_t)n, sizeof *controls); /* and every page as shown, in the player's words */
    char *text = calloc((size_t)n, CONTROLS_MAX);
    char(*titles)[96] = calloc((size_t)n, sizeof *titles);
    Scene *pager = NULL;
    if (!book || !pages || !controls || !text || !titles)
        goto done;
    helpbook_pages(game, book, n);
    for (int i = 0; i < n; i++) {
        const HelpBookPage *b = &book[i];
        if (b->kind == HELPBOOK_OVERVIEW) {
            controls[i] = (HelpPage){overview.title, _(overview.lines)};
            pages[i] = &controls[i];
        } else if (b->kind == HELPBOOK_RULES) {
            const HelpPage *h = &b->game->help[b->index];
            controls[i] = (HelpPage){_(h->title), _(h->lines)};
            pages[i] = &controls[i];
        } else {
            controls_page(b->game, variant, &controls[i], text + (size_t)i * CONTROLS_MAX, titles[i],
                          sizeof titles[i], !game);
            pages[i] = &controls[i];
        }
    }
    /* named after the game, so that tests and --dump can tell which help is open */
    char name[40];
    snprintf(name, sizeof name, "help%s%s", game ? "-" : "", game ? game->id : "");
    pager = pager_scene_new(app, name, pages, n);
    for (int i = 0; pager && i < n; i++) {
        const GameView *v = book[i].kind == HELPBOOK_RULES ? views_find(book[i].game->id) : NULL;
        if (v && v->help_picture && v->help_picture(app, book[i].index, NULL)) {
            pager_set_picture(pager, i, v->help_picture, book[i].index);
            if (v->help_picture_height)
                pager_set_picture_height(pager, i, v->help_picture_height);
        }
    }
done:
    free(book);
    free(pages);
    free(controls);
    free(text);
    free(titles);
    return pager;
}

Scene *help_scene_new(App *app, const RulesModule *game)
{
    return help_new(app, game, NULL);
}

Scene *help_scene_new_variant(App *app, const RulesModule *game, const RulesVariant *variant)
{
    return help_new(app, game, variant);
}
