#include "games/registry.h"

#include <string.h>

#define GAME(id) extern const GameView id##_view;
#include "core/games/games.def"
#undef GAME

static const GameView *const all[] = {
#define GAME(id) &id##_view,
#include "core/games/games.def"
#undef GAME
};

int views_count(void)
{
    return (int)(sizeof all / sizeof all[0]);
}

const GameView *views_at(int i)
{
    return i >= 0 && i < views_count() ? all[i] : NULL;
}

const GameView *views_find(const char *id)
{
    for (int i = 0; id && i < views_count(); i++)
        if (strcmp(all[i]->rules->id, id) == 0)
            return all[i];
    return NULL;
}
