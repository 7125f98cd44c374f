/* Help: the rules pages of the game in play (RulesModule.help), then the
 * controls; from the title, every game's pages. */
#include <stddef.h>
#include <stdio.h>

#include "core/registry.h"
#include "games/registry.h"
#include "scenes/scenes.h"

/* One table for both: columns are tab-separated, "(A)" is a gamepad button. */
static const HelpPage controls = {
    "Controls",
    "\tKeyboard and mouse\tGamepad\n"
    "Pick a piece\tClick; or arrows, then Enter or Space\tD-pad, then (A)\n"
    "Put it back\tClick it again, right click, Esc\t(B)\n"
    "Next / previous piece\tTab / Shift+Tab\t(RB) / (LB)\n"
    "Hint\tH\t(X)\n"
    "Undo / redo\tU, Backspace, Ctrl+Z / R, Ctrl+Y\t(Y) / menu\n"
    "Shuffle\tS\tmenu\n"
    "New game / restart\tN / Ctrl+R (both ask first)\tmenu\n"
    "Save / open\tCtrl+S / Ctrl+O\tmenu\n"
    "Delete a save (in Open)\tDelete, right click (it asks)\t(X)\n"
    "Game menu\tEsc, M, F10\t(Start)\n"
    "This help\tF1\t(Back)\n"
    "Full screen\tF11, Alt+Enter\tmenu\n"
    "In menus\tArrows, Enter, Esc\tD-pad, (A), (B)\n"
    "Typing a name\tLetters, Left/Right, Home/End, Shift\tD-pad, (A) types, (X) erases"};

static const HelpPage overview = {
    "Pagoda",
    "Tile and card solitaire games. Pick a game on the title screen;\n"
    "inside a game, F1 (or Back on a gamepad) shows the rules of that game.\n"
    "The pages that follow explain each game, then the controls."};

Scene *help_scene_new(App *app, const RulesModule *game)
{
    const HelpPage *pages[16];
    PagerPictureFn pic[16] = {0};
    int arg[16] = {0};
    int n = 0;
    if (!game)
        pages[n++] = &overview;
    for (int g = 0; g < registry_count(); g++) {
        const RulesModule *m = registry_at(g);
        if (game && m != game)
            continue;
        const GameView *v = views_find(m->id);
        for (int i = 0; i < m->n_help && n < 14; i++) {
            if (v && v->help_picture && v->help_picture(app, i, NULL)) {
                pic[n] = v->help_picture;
                arg[n] = i;
            }
            pages[n++] = &m->help[i];
        }
    }
    pages[n++] = &controls;
    /* named after the game, so that tests and --dump can tell which help is open */
    char name[40];
    snprintf(name, sizeof name, "help%s%s", game ? "-" : "", game ? game->id : "");
    Scene *pager = pager_scene_new(app, name, pages, n);
    for (int i = 0; i < n; i++)
        if (pic[i])
            pager_set_picture(pager, i, pic[i], arg[i]);
    return pager;
}
