#include "core/registry.h"

#include <string.h>

#define GAME(id) extern const RulesModule id##_rules;
#include "core/games/games.def"
#undef GAME

static const RulesModule *const all[] = {
#define GAME(id) &id##_rules,
#include "core/games/games.def"
#undef GAME
};

int registry_count(void)
{
    return (int)(sizeof all / sizeof all[0]);
}

const RulesModule *registry_at(int i)
{
    return i >= 0 && i < registry_count() ? all[i] : NULL;
}

const RulesModule *registry_find(const char *id)
{
    for (int i = 0; id && i < registry_count(); i++)
        if (strcmp(all[i]->id, id) == 0)
            return all[i];
    return NULL;
}

const RulesVariant *rules_variant(const RulesModule *m, const char *id)
{
    for (int i = 0; m && id && i < m->n_variants; i++)
        if (strcmp(m->variants[i].id, id) == 0)
            return &m->variants[i];
    return NULL;
}
