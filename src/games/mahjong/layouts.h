#pragma once
/* Mahjong's layout catalog (layouts.c), on engine/catalog.h's entries. */

#include <stdbool.h>

#include "core/error.h"
#include "core/layout.h"
#include "engine/app.h"
#include "engine/catalog.h"

/* Turtle first, then built-in layouts by name, then the player's own. Every id
 * and name is distinct: a player's layout that would shadow another is listed
 * as "Name (mine)" (id "name-mine"), then "(mine 2)"... */
int catalog_layouts(App *app, CatalogEntry *out, int cap);
/* A layout's name as the player reads it: in the player's language when the
 * catalogue has it (the built-in layouts' "name:" lines are in it), else as it
 * is. For a CatalogEntry, only where !user: the player's own names are theirs. */
const char *catalog_layout_name(const char *name);
/* Loads the layout an entry names (any format the importers read). */
bool catalog_load_layout(const CatalogEntry *e, Layout *out, Error *err);
