/* Prints a pagoda --script that plays a whole LinkSame game (Normal board, nine
 * stages, timed, as --game linksame --seed SEED deals it with default settings):
 * the rules core plays it first, taking the hint each time, and the script
 * clicks the same cells. Used by bench/soak.sh. Usage: soak_ls_plan SEED */
#include <stdio.h>
#include <stdlib.h>

#include "core/games/linksame/linksame.h"

int main(int argc, char **argv)
{
    if (argc != 2)
        return 2;
    LinkSame *g = malloc(sizeof *g);
    Error err;
    if (!g || !ls_new(g, LS_NORMAL, LS_TIMED, LS_STAGES, strtoull(argv[1], NULL, 10), &err)) {
        fprintf(stderr, "soak_ls_plan: %s\n", g ? err.msg : "out of memory");
        return 1;
    }
    int pairs = 0;
    while (!g->complete) {
        LsPair p;
        LsPath path;
        LsEvent ev;
        if (!ls_hint(g, &p, &path) || !ls_remove(g, p.a, p.b, &ev)) {
            fprintf(stderr, "soak_ls_plan: stuck at stage %d\n", g->stage);
            return 1;
        }
        printf("click tile %d\nclick tile %d\nwait %d\n", p.a, p.b, ev.stage_cleared ? 90 : 2);
        pairs++;
    }
    fprintf(stderr, "soak_ls_plan: %d pairs\n", pairs);
    free(g);
    return 0;
}
