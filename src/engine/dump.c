/* --dump FILE: the state of a run as JSON when it ends, for tests and tools:
 * the game's own dump (Scene.dump), else the top scene, where the status
 * message was drawn and what it must not hide (Scene.occupied). */
#include "engine/dump.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "engine/app_state.h"
#include "engine/place.h"
#include "engine/scene.h"

bool app_write_dump(App *app)
{
    FILE *f = fopen(app->cfg.dump, "w");
    if (!f) {
        fprintf(stderr, "pagoda: --dump %s: cannot write: %s\n", app->cfg.dump, strerror(errno));
        return false;
    }
    Scene *g = scene_find_game(app);
    if (!g || !g->dump(g, app, f)) {
        /* no game: the scene, the status message's place and what it must not hide */
        Scene *top = scene_top(app);
        SDL_Rect m = app->status_ticks > 0 ? app->status_r : (SDL_Rect){0, 0, 0, 0};
        fprintf(f, "{\"game\":null,\"scene\":\"%s\",\"message\":[%d,%d,%d,%d],\"occupied\":[", top ? top->name : "",
                m.x, m.y, m.w, m.h);
        static SDL_Rect occ[PLACE_AVOID_MAX];
        int n = top && top->occupied ? top->occupied(top, app, occ, PLACE_AVOID_MAX) : 0;
        for (int i = 0; i < n; i++)
            fprintf(f, "%s[%d,%d,%d,%d]", i ? "," : "", occ[i].x, occ[i].y, occ[i].w, occ[i].h);
        fprintf(f, "]}\n");
    }
    if (ferror(f) | (fclose(f) != 0)) {
        fprintf(stderr, "pagoda: --dump %s: cannot write\n", app->cfg.dump);
        return false;
    }
    return true;
}
