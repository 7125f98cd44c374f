/* A question before work is thrown away: one key (Enter / A, or the first
 * letter of the answer) confirms, Esc / B keeps what is there. */
#include <stdlib.h>

#include "engine/ui.h"

typedef struct Confirm {
    ConfirmFn yes;
    void *ctx;
    char key[2]; /* the letter of each answer (ui.h), 0 for none */
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

/* The first letter of an answer when a key of every keyboard types it: a-z. */
static char first_letter(const char *answer)
{
    char c = answer ? answer[0] : 0;
    return c >= 'a' && c <= 'z' ? c : c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : 0;
}

static bool confirm_letter(App *app, Scene *menu, char letter, void *ctx)
{
    const Confirm *c = ctx;
    int id = 0;
    for (int i = 0; i < 2; i++)
        if (c->key[i] == letter)
            id = id ? -1 : CONFIRM_YES + i; /* both answers start with it: neither */
    if (id == 0 && letter == (c->key[0] ? 0 : 'y'))
        id = CONFIRM_YES;
    if (id == 0 && letter == (c->key[1] ? 0 : 'n'))
        id = CONFIRM_NO;
    if (id <= 0)
        return false;
    confirm_select(app, menu, id, ctx);
    return true;
}

Scene *confirm_scene_new(const char *title, const char *message, const char *yes, const char *no, ConfirmFn on_yes,
                         void *ctx)
{
    Confirm *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->yes = on_yes;
    c->ctx = ctx;
    c->key[0] = first_letter(yes);
    c->key[1] = first_letter(no);
    MenuSpec spec = {.name = "confirm", .title = title, .message = message, .overlay = true,
                     .on_select = confirm_select, .on_letter = confirm_letter, .ctx = c, .free_ctx = free};
    Scene *m = menu_scene_new(&spec);
    if (!m) {
        free(c);
        return NULL;
    }
    menu_add(m, CONFIRM_YES, yes, NULL);
    menu_add(m, CONFIRM_NO, no, NULL);
    return m;
}
