/* Help: the rules pages of the game in play (RulesModule.help), then the
 * controls; from the title, every game's pages. */
#include <stddef.h>
#include <stdio.h>

#include "core/registry.h"
#include "scenes/scenes.h"

static const HelpPage keyboard = {
    "Mouse and keyboard",
    "Click a piece to pick it; click (or double-click) its partner.\n"
    "Arrow keys move the cursor over the pieces you can pick, Tab walks them\n"
    "in order; Enter or Space picks.\n"
    "H  hint        U, Backspace, Ctrl+Z  undo        R, Ctrl+Y  redo\n"
    "S  shuffle     N  new game      Ctrl+R  restart\n"
    "Ctrl+S  save   Ctrl+O  open     Esc  menu        F1  help\n"
    "F11 or Alt+Enter  full screen"};

static const HelpPage gamepad = {
    "Gamepad",
    "D-pad or left stick: move the cursor over the pieces you can pick\n"
    "A: pick        B: put it back / go back\n"
    "LB / RB: previous / next piece\n"
    "X: hint        Y: undo (where the game allows it)\n"
    "Start: game menu      Back: this help\n"
    "In menus: D-pad to choose, A to confirm, B to go back,\n"
    "Left/Right to change a setting."};

static const HelpPage overview = {
    "Pagoda",
    "Tile and card solitaire games. Pick a game on the title screen;\n"
    "inside a game, F1 (or Back on a gamepad) shows the rules of that game.\n"
    "The pages that follow explain each game, then the controls."};

Scene *help_scene_new(App *app, const RulesModule *game)
{
    const HelpPage *pages[16];
    const HelpPicture *pics[16] = {NULL};
    int n = 0;
    if (!game)
        pages[n++] = &overview;
    for (int g = 0; g < registry_count(); g++) {
        const RulesModule *m = registry_at(g);
        if (game && m != game)
            continue;
        for (int k = 0; k < m->n_help_pictures; k++)
            if (m->help_pictures[k].page >= 0 && m->help_pictures[k].page < m->n_help && n + m->help_pictures[k].page < 14)
                pics[n + m->help_pictures[k].page] = &m->help_pictures[k];
        for (int i = 0; i < m->n_help && n < 14; i++)
            pages[n++] = &m->help[i];
    }
    pages[n++] = &keyboard;
    pages[n++] = &gamepad;
    /* named after the game, so that tests and --dump can tell which help is open */
    char name[40];
    snprintf(name, sizeof name, "help%s%s", game ? "-" : "", game ? game->id : "");
    Scene *pager = pager_scene_new(app, name, pages, n);
    for (int i = 0; i < n; i++)
        if (pics[i])
            pager_set_picture(pager, i, pics[i]);
    return pager;
}
