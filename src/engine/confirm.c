/* A question before work is thrown away: one key (Enter / A, or the first
 * letter of the answer) confirms, Esc / B keeps what is there. */
#include <stdlib.h>

#include "engine/ui.h"

typedef struct Confirm {
    ConfirmFn yes;
    void *ctx;
} Confirm;

enum { CONFIRM_YES = 1, CONFIRM_NO };

static void confirm_select(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    Confirm c = *(Confirm *)ctx;
    scene_pop(app); /* frees ctx: use the copy */
    if (id == CONFIRM_YES && c.yes)
        c.yes(app, c.ctx);
}

Scene *confirm_scene_new(const char *title, const char *message, const char *yes, const char *no, ConfirmFn on_yes,
                         void *ctx)
{
    Confirm *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->yes = on_yes;
    c->ctx = ctx;
    MenuSpec spec = {.name = "confirm", .title = title, .message = message, .overlay = true,
                     .on_select = confirm_select, .ctx = c, .free_ctx = free};
    Scene *m = menu_scene_new(&spec);
    if (!m) {
        free(c);
        return NULL;
    }
    menu_add(m, CONFIRM_YES, yes, NULL);
    menu_add(m, CONFIRM_NO, no, NULL);
    return m;
}
