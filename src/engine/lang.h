#pragma once
/* The language of the game: the settings' (or --language's), set through
 * core/i18n.h with the catalogues found by engine/assets.c, and what must be
 * remade when it changes (the fonts: Simplified Chinese draws with its own). */

#include "engine/app_state.h"

/* Applies cfg.language if given, else settings.language; a failure (a missing
 * or damaged catalogue) leaves English and a message on the status line. Cheap
 * when nothing changed. */
void lang_apply(App *app);
/* The code the player chose: cfg.language if given, else the setting. */
const char *lang_chosen(const App *app);
