#include "engine/lang.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "engine/assets.h"
#include "engine/log.h"
#include "engine/text.h"

static struct {
    char applied[16]; /* the code last asked for */
} data;

const char *lang_chosen(const App *app)
{
    return app->cfg.language ? app->cfg.language : app->settings.language;
}

void lang_apply(App *app)
{
    const char *code = lang_chosen(app);
    if (data.applied[0] && strcmp(data.applied, code) == 0)
        return;
    SDL_strlcpy(data.applied, code, sizeof data.applied);
    unsigned gen = i18n_generation();
    char err[600];
    if (!i18n_set_language(code, assets_locale_dir(), err, sizeof err) || err[0])
        log_message(app, "%s", err);
    if (SDL_getenv("PAGODA_TRACE"))
        fprintf(stderr, "trace language %s (asked %s) from %s\n", i18n_language(), code, assets_locale_dir());
    if (i18n_generation() != gen && app->renderer) {
        text_init(app); /* the fonts of the language, every cached text remade */
        app->dirty = true;
    }
}
