/* Shamrocks benchmark (issue 15). Links only src/core; built and run by
 * bench/shamrocks.sh. Not a test.
 *
 *   shamrocks_bench solve N FIRST_SEED BUDGET_MS [manual]
 *     solves the deals of seeds FIRST_SEED.. (automatic moves on unless 'manual')
 *     with a budget of CPU time each (this thread's: the machine may be busy); prints the share winnable with its 95% Wilson
 *     interval, how many stayed unknown, and the solve time mean / p50 / p99 /
 *     p99.9 / max. Every winning line is replayed through the rules.
 *   shamrocks_bench digest N NODES
 *     one 64-bit digest of every verdict, node count and line over the deals of
 *     seeds 1..N (a third with automatic moves off), each with a node budget:
 *     two solvers with the same digest searched the same positions in the same
 *     order (bench/shamrocks_compare.sh builds two revisions and compares).
 *   shamrocks_bench bound N LEFT
 *     checks the dead-end bound and the final-spot proof against exhaustive
 *     search: from the winning lines of deals 1..N played down to LEFT cards, 20
 *     positions each a few random moves away; prints how many were lost and how
 *     many each caught, and fails if either ever calls a winnable position lost (the unit test does the
 *     same on a few hundred positions; this sweep, on tens of thousands, is what
 *     a change to the bound should pass).
 *   shamrocks_bench check N BUDGET_MS
 *     the deals of seeds 1..N the final-spot proof calls lost at the root,
 *     each searched without the proof for BUDGET_MS of CPU; fails if any is won.
 *   shamrocks_bench component "STACKS" C D H S
 *     the positions building moves alone reach from one position (STACKS as
 *     "[TC KD 9H] [] [5H] ...", the 18 stacks bottom first; C D H S the ranks on
 *     the suit stacks): how many, their strongly connected components (positions
 *     that reach one another: one answer for all), and how many are left when a
 *     position counts once per component and layout by rank (each card that is
 *     not the next of its suit known only by its rank): the most any exact
 *     merging of same-rank swaps could save, since swapped positions are sure to
 *     share their answer only when each reaches the other
 *     (docs/rules/shamrocks.md, "What it cannot do yet").
 *   shamrocks_bench deal N FIRST_SEED
 *     times "winnable deals only" (sh_deal_seed, node budget): p50 / p99 / max ms,
 *     attempts, failures; every dealt game is solved again to check the proof. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/games/shamrocks/rules.h"
#include "core/rng.h"
#include "core/games/shamrocks/finalspot.h"
#include "core/games/shamrocks/solve.h"

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* CPU time of this thread: what the work costs, whatever else the machine runs. */
static double cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double quantile(const double *sorted, int n, double q)
{
    int i = (int)ceil(q * n) - 1;
    return sorted[i < 0 ? 0 : i >= n ? n - 1 : i];
}

static bool replay(const Shamrocks *start, const ShSolution *sol)
{
    Shamrocks g = *start;
    for (int i = 0; i < sol->n; i++)
        if (!sh_move(&g, sol->move[i][0], sol->move[i][1], NULL, NULL))
            return false;
    return sh_won(&g);
}

static void wilson(int k, int n, double *lo, double *hi)
{
    double z = 1.959964, p = (double)k / n, d = 1 + z * z / n;
    double c = (p + z * z / (2.0 * n)) / d, h = z * sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
    *lo = c - h;
    *hi = c + h;
}

static int run_solve(int n, uint64_t first, double budget, bool manual)
{
    ShSolver *s = sh_solver_new();
    double *t = malloc((size_t)n * sizeof *t), *cpu = malloc((size_t)n * sizeof *cpu);
    static ShSolution sol;
    int win = 0, lost = 0, unknown = 0, bad = 0, longl = 0;
    uint64_t nodes = 0, max_nodes = 0;
    double sum = 0;
    for (int i = 0; i < n; i++) {
        Shamrocks g;
        sh_new(&g, first + (uint64_t)i, !manual);
        ShSolveLimits lim = {.max_ms = budget, .bounded = getenv("SH_BOUNDED") ? atof(getenv("SH_BOUNDED")) : 0};
        double t0 = now_ms(), c0 = cpu_ms();
        ShVerdict v = sh_solve(s, &g, &lim, &sol);
        t[i] = now_ms() - t0;
        cpu[i] = cpu_ms() - c0;
        sum += t[i];
        nodes += sol.nodes;
        if ((i + 1) % 500 == 0)
            fprintf(stderr, "... %d deals: %d winnable, %d lost so far\n", i + 1, win, lost);
        if (sol.nodes > max_nodes)
            max_nodes = sol.nodes;
        if (v == SH_WINNABLE) {
            win++;
            if (!sol.complete)
                longl++;
            else if (!replay(&g, &sol)) {
                bad++;
                printf("seed %" PRIu64 ": the winning line does not replay\n", first + (uint64_t)i);
            }
        } else if (v == SH_LOST) {
            lost++;
        } else {
            unknown++;
            if (getenv("SH_VERBOSE"))
                printf("seed %" PRIu64 ": unknown after %.0f ms (%" PRIu64 " nodes)\n", first + (uint64_t)i, t[i], sol.nodes);
        }
    }
    qsort(t, (size_t)n, sizeof *t, cmp_double);
    double lo, hi;
    wilson(win, n, &lo, &hi);
    printf("deals %d (seeds %" PRIu64 "..%" PRIu64 "), automatic moves %s, budget %.0f ms of CPU each\n", n, first,
           first + (uint64_t)n - 1, manual ? "off" : "on", budget);
    printf("winnable %d (%.2f%%, 95%% Wilson interval %.2f%%..%.2f%%), lost %d, unknown %d\n", win,
           100.0 * win / n, 100 * lo, 100 * hi, lost, unknown);
    printf("solve ms (wall): mean %.3f  p50 %.3f  p99 %.3f  p99.9 %.3f  max %.3f\n", sum / n, quantile(t, n, 0.5),
           quantile(t, n, 0.99), quantile(t, n, 0.999), t[n - 1]);
    double csum = 0;
    for (int i = 0; i < n; i++)
        csum += cpu[i];
    qsort(cpu, (size_t)n, sizeof *cpu, cmp_double);
    printf("solve ms (cpu): mean %.3f  p50 %.3f  p99 %.3f  p99.9 %.3f  max %.3f\n", csum / n, quantile(cpu, n, 0.5),
           quantile(cpu, n, 0.99), quantile(cpu, n, 0.999), cpu[n - 1]);
    printf("nodes: mean %.0f  max %" PRIu64 "\n", (double)nodes / n, max_nodes);
    printf("winning lines replayed: %d, failed %d, longer than kept (%d moves): %d\n", win - longl, bad,
           SH_LINE_MAX, longl);
    free(t);
    free(cpu);
    sh_solver_free(s);
    return bad ? 1 : 0;
}

static int run_deal(int n, uint64_t first)
{
    double *t = malloc((size_t)n * sizeof *t), *cpu = malloc((size_t)n * sizeof *cpu);
    int fails = 0, att_sum = 0, att_max = 0, bad = 0;
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    for (int i = 0; i < n; i++) {
        Shamrocks g;
        ShDealOptions o = {.winnable = true, .node_limit = getenv("SH_DEAL_NODES") ? strtoull(getenv("SH_DEAL_NODES"), NULL, 10) : 0};
        int att = 0;
        Error err = {{0}};
        double t0 = now_ms(), c0 = cpu_ms();
        bool ok = sh_deal_seed(&g, first + (uint64_t)i, &o, &att, &err);
        t[i] = now_ms() - t0;
        cpu[i] = cpu_ms() - c0;
        att_sum += att;
        if (att > att_max)
            att_max = att;
        if (!ok) {
            fails++;
            continue;
        }
        ShSolveLimits lim = SH_DEAL_LIMITS;
        if (sh_solve(s, &g, &lim, &sol) != SH_WINNABLE || (sol.complete && !replay(&g, &sol)))
            bad++;
    }
    qsort(t, (size_t)n, sizeof *t, cmp_double);
    printf("winnable deals %d (seeds %" PRIu64 "..), node budget %d per attempt\n", n, first, SH_SOLVER_DEAL_NODES);
    qsort(cpu, (size_t)n, sizeof *cpu, cmp_double);
    printf("deal ms (wall): p50 %.3f  p99 %.3f  p99.9 %.3f  max %.3f\n", quantile(t, n, 0.5), quantile(t, n, 0.99),
           quantile(t, n, 0.999), t[n - 1]);
    printf("deal ms (cpu):  p50 %.3f  p99 %.3f  p99.9 %.3f  max %.3f\n", quantile(cpu, n, 0.5),
           quantile(cpu, n, 0.99), quantile(cpu, n, 0.999), cpu[n - 1]);
    printf("attempts: mean %.2f  max %d; no winnable deal found: %d; proofs not replaying: %d\n",
           (double)att_sum / n, att_max, fails, bad);
    free(t);
    free(cpu);
    sh_solver_free(s);
    return fails || bad ? 1 : 0;
}

/* Exhaustive search for `bound`: remembers every position met (the stacks'
 * exact bytes and the suit stacks), for positions of a dozen cards or so. */
#define SEEN_MAX 400000
static uint8_t seen[SEEN_MAX][SH_STACKS * SH_STACK_MAX + SH_SUITS];
static int n_seen;
static bool seen_full;

static bool visit(const Shamrocks *g)
{
    uint8_t k[sizeof seen[0]];
    memcpy(k, g->card, sizeof g->card);
    memcpy(k + sizeof g->card, g->found, SH_SUITS);
    for (int i = 0; i < n_seen; i++)
        if (memcmp(seen[i], k, sizeof k) == 0)
            return false;
    if (n_seen == SEEN_MAX)
        return !(seen_full = true);
    memcpy(seen[n_seen++], k, sizeof k);
    return true;
}

static bool exhaustive_win(const Shamrocks *g)
{
    if (sh_won(g))
        return true;
    int8_t mv[SH_STACKS * SH_PIECES][2];
    int n = sh_list_moves(g, mv, SH_STACKS * SH_PIECES);
    for (int i = 0; i < n; i++) {
        Shamrocks next = *g;
        sh_move(&next, mv[i][0], mv[i][1], NULL, NULL);
        if (visit(&next) && exhaustive_win(&next))
            return true;
    }
    return false;
}

static int run_bound(int n, int left)
{
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    Rng rng;
    rng_seed(&rng, 11);
    long checked = 0, lost = 0, caught = 0, wrong = 0, spot = 0, either = 0;
    for (int seed = 1; seed <= n; seed++) {
        Shamrocks g;
        sh_new(&g, (uint64_t)seed, seed % 2);
        ShSolveLimits lim = {.max_nodes = 20000};
        if (sh_solve(s, &g, &lim, &sol) != SH_WINNABLE || !sol.complete)
            continue;
        for (int i = 0; i < sol.n && g.left > left; i++)
            sh_move(&g, sol.move[i][0], sol.move[i][1], NULL, NULL);
        for (int t = 0; t < 20; t++) {
            Shamrocks p = g;
            int steps = 1 + (int)rng_below(&rng, 6);
            for (int k = 0; k < steps; k++) {
                int8_t mv[SH_STACKS * SH_PIECES][2];
                int m = sh_list_moves(&p, mv, SH_STACKS * SH_PIECES);
                if (m == 0)
                    break;
                int pick = (int)rng_below(&rng, (uint32_t)m);
                sh_move(&p, mv[pick][0], mv[pick][1], NULL, NULL);
            }
            n_seen = 0;
            seen_full = false;
            visit(&p);
            bool won = exhaustive_win(&p), dead = sh_dead_end(&p), final = sh_final_spot_lost(&p, 0);
            if (seen_full)
                continue; /* too big to decide here */
            checked++;
            lost += !won;
            caught += dead;
            spot += final;
            either += dead || final;
            if (won && (dead || final)) {
                wrong++;
                printf("deal %d: the %s calls a winnable position lost\n", seed,
                       dead ? "dead-end bound" : "final-spot proof");
            }
        }
    }
    printf("positions %ld, lost %ld, caught by the bound %ld (%.1f%%), by the final-spot proof %ld, by either "
           "%ld (%.1f%%), winnable called lost %ld\n",
           checked, lost, caught, lost ? 100.0 * (double)caught / (double)lost : 0.0, spot, either,
           lost ? 100.0 * (double)either / (double)lost : 0.0, wrong);
    sh_solver_free(s);
    return wrong ? 1 : 0;
}

/* A position of `component`: the stacks only (the suit stacks do not change). */
typedef struct Packed {
    uint8_t card[SH_STACKS][SH_STACK_MAX];
    uint8_t count[SH_STACKS];
} Packed;

typedef struct Component {
    Shamrocks base; /* the suit stacks, automatic moves, cards left */
    Packed *pos;
    uint64_t *slot_key; /* open addressing: key | 1, 0 empty */
    uint32_t *slot_pos;
    size_t bits;
    uint32_t n, cap;
} Component;

static uint64_t mix64(uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebull;
    return x ^ x >> 31;
}

/* The stacks by place (stack s, bottom first); rank_only: every card that is not
 * the next of its suit written as its rank. */
static uint64_t layout_key(const Shamrocks *g, bool rank_only)
{
    uint64_t h = 0;
    for (int s = 0; s < SH_STACKS; s++) {
        uint64_t v = (uint64_t)s;
        for (int k = 0; k < g->count[s]; k++) {
            int c = g->card[s][k];
            bool next = g->found[sh_suit(c)] == sh_rank(c) - 1;
            v = v << 7 | (uint64_t)(rank_only && !next ? 64 + sh_rank(c) : c + 1);
        }
        h += mix64(v + 0x632be59bd9b4e019ull);
    }
    return h | 1;
}

static Shamrocks unpack(const Component *cp, uint32_t i)
{
    Shamrocks g = cp->base;
    memcpy(g.card, cp->pos[i].card, sizeof g.card);
    memcpy(g.count, cp->pos[i].count, sizeof g.count);
    return g;
}

/* The index of g's position, added when new (*added); UINT32_MAX when full. */
static uint32_t component_find(Component *cp, const Shamrocks *g, bool *added)
{
    uint64_t key = layout_key(g, false);
    size_t mask = ((size_t)1 << cp->bits) - 1, j = key & mask;
    *added = false;
    for (; cp->slot_key[j]; j = (j + 1) & mask)
        if (cp->slot_key[j] == key)
            return cp->slot_pos[j];
    if (cp->n == cp->cap)
        return UINT32_MAX;
    cp->slot_key[j] = key;
    cp->slot_pos[j] = cp->n;
    memcpy(cp->pos[cp->n].card, g->card, sizeof g->card);
    memcpy(cp->pos[cp->n].count, g->count, sizeof g->count);
    *added = true;
    return cp->n++;
}

/* The k-th building move from g that sets off no automatic move and does not
 * empty its stack (the solver never plays one), made on *out; false past the last. */
static bool nth_building_move(const Shamrocks *g, int k, Shamrocks *out)
{
    int8_t mv[SH_STACKS * SH_PIECES][2];
    int n = sh_list_moves(g, mv, SH_STACKS * SH_PIECES);
    for (int i = 0; i < n; i++) {
        if (mv[i][1] >= SH_STACKS || g->count[mv[i][0]] == 1)
            continue;
        *out = *g;
        int chain = 0;
        sh_move(out, mv[i][0], mv[i][1], NULL, &chain);
        if (chain == 0 && k-- == 0)
            return true;
    }
    return false;
}

static bool parse_position(const char *text, char **found, Shamrocks *g)
{
    memset(g, 0, sizeof *g);
    memset(g->card, SH_NO_CARD, sizeof g->card);
    g->automatic = true;
    int s = -1, seen[SH_CARDS] = {0};
    for (const char *p = text; *p; p++) {
        if (*p == '[' && ++s >= SH_STACKS)
            return false;
        if (*p == '[' || *p == ']' || *p == ' ')
            continue;
        char name[3] = {p[0], p[0] ? p[1] : 0, 0};
        int c = sh_card_parse(name);
        if (c < 0 || s < 0 || g->count[s] >= SH_STACK_MAX || seen[c]++)
            return false;
        g->card[s][g->count[s]++] = (uint8_t)c;
        g->left++;
        p++;
    }
    for (int i = 0; i < SH_SUITS; i++)
        g->found[i] = (uint8_t)atoi(found[i]);
    for (int c = 0; c < SH_CARDS; c++) /* every card once: in play or home */
        if (seen[c] == (sh_rank(c) <= g->found[sh_suit(c)]))
            return false;
    return s == SH_STACKS - 1;
}

static int run_component(const char *text, char **found)
{
    Component cp = {.bits = 25, .cap = 1u << 24};
    if (!parse_position(text, found, &cp.base)) {
        fprintf(stderr, "component: not a position (18 stacks, each card once, in play or home)\n");
        return 2;
    }
    cp.pos = malloc((size_t)cp.cap * sizeof *cp.pos);
    cp.slot_key = calloc((size_t)1 << cp.bits, sizeof *cp.slot_key);
    cp.slot_pos = malloc(((size_t)1 << cp.bits) * sizeof *cp.slot_pos);
    /* Tarjan's algorithm, with an explicit stack of (position, next move) */
    /* a position's index in the search is its number (they are numbered as found) */
    uint32_t *low = malloc((size_t)cp.cap * sizeof *low);
    uint32_t *comp = malloc((size_t)cp.cap * sizeof *comp), *open = malloc((size_t)cp.cap * sizeof *open);
    uint32_t(*frame)[2] = malloc((size_t)cp.cap * sizeof *frame);
    uint8_t *on_open = calloc(cp.cap, 1);
    if (!cp.pos || !cp.slot_key || !cp.slot_pos || !low || !comp || !open || !frame || !on_open) {
        fprintf(stderr, "component: out of memory\n");
        return 2;
    }
    uint32_t n_open = 0, depth = 0, n_comp = 0, largest = 0;
    bool added, full = false;
    uint32_t root = component_find(&cp, &cp.base, &added);
    low[root] = root;
    open[n_open++] = root;
    on_open[root] = 1;
    frame[depth][0] = root;
    frame[depth++][1] = 0;
    while (depth > 0 && !full) {
        uint32_t v = frame[depth - 1][0];
        Shamrocks g = unpack(&cp, v), next;
        if (nth_building_move(&g, (int)frame[depth - 1][1]++, &next)) {
            uint32_t w = component_find(&cp, &next, &added);
            if (w == UINT32_MAX) {
                full = true;
            } else if (added) {
                low[w] = w;
                open[n_open++] = w;
                on_open[w] = 1;
                frame[depth][0] = w;
                frame[depth++][1] = 0;
            } else if (on_open[w] && w < low[v]) {
                low[v] = w;
            }
            continue;
        }
        if (low[v] == v) { /* v roots a component: pop it */
            uint32_t w, size = 0;
            do {
                w = open[--n_open];
                on_open[w] = 0;
                comp[w] = n_comp;
                size++;
            } while (w != v);
            n_comp++;
            largest = size > largest ? size : largest;
        }
        if (--depth > 0 && low[v] < low[frame[depth - 1][0]])
            low[frame[depth - 1][0]] = low[v];
    }
    if (full) {
        printf("more than %u positions: not counted\n", cp.cap);
        return 1;
    }
    /* distinct layouts by rank, and distinct (layout by rank, component) pairs */
    memset(cp.slot_key, 0, ((size_t)1 << cp.bits) * sizeof *cp.slot_key);
    uint64_t *pair = calloc((size_t)1 << cp.bits, sizeof *pair);
    size_t mask = ((size_t)1 << cp.bits) - 1;
    uint32_t layouts = 0, pairs = 0;
    for (uint32_t i = 0; i < cp.n; i++) {
        Shamrocks g = unpack(&cp, i);
        uint64_t a = layout_key(&g, true), b = mix64(a + 0x9e3779b97f4a7c15ull * (comp[i] + 1)) | 1;
        size_t j = a & mask;
        while (cp.slot_key[j] && cp.slot_key[j] != a)
            j = (j + 1) & mask;
        layouts += !cp.slot_key[j];
        cp.slot_key[j] = a;
        for (j = b & mask; pair[j] && pair[j] != b;)
            j = (j + 1) & mask;
        pairs += !pair[j];
        pair[j] = b;
    }
    printf("positions %u, strongly connected components %u (largest %u), layouts by rank %u, "
           "positions by rank and component %u (%.1fx fewer)\n",
           cp.n, n_comp, largest, layouts, pairs, (double)cp.n / pairs);
    free(pair);
    free(cp.pos);
    free(cp.slot_key);
    free(cp.slot_pos);
    free(low);
    free(comp);
    free(open);
    free(frame);
    free(on_open);
    return 0;
}

/* The deals of seeds 1..n the final-spot proof calls lost at the root, each
 * searched without it for budget ms of CPU: a win found would contradict it. */
static int run_check(int n, double budget)
{
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    int proved = 0, won = 0, lost = 0;
    for (int seed = 1; seed <= n; seed++) {
        Shamrocks g;
        sh_new(&g, (uint64_t)seed, true);
        if (!sh_final_spot_lost(&g, 0))
            continue;
        proved++;
        ShSolveLimits lim = {.max_ms = budget, .no_final_spot = true};
        ShVerdict v = sh_solve(s, &g, &lim, &sol);
        won += v == SH_WINNABLE;
        lost += v == SH_LOST;
        if (v == SH_WINNABLE)
            printf("deal %d: proved lost, and the search finds a win\n", seed);
    }
    printf("deals 1..%d: %d proved lost at the root by the final-spot proof; searched without it at %.0f ms of "
           "CPU each: %d won (contradictions), %d lost, %d undecided\n",
           n, proved, budget, won, lost, proved - won - lost);
    sh_solver_free(s);
    return won ? 1 : 0;
}

static int run_digest(int n, uint64_t nodes)
{
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    uint64_t h = 0, total = 0;
    for (int i = 1; i <= n; i++) {
        Shamrocks g;
        sh_new(&g, (uint64_t)i, i % 3 != 0);
        ShSolveLimits lim = {.max_nodes = nodes};
        ShVerdict v = sh_solve(s, &g, &lim, &sol);
        h = h * 31 + (uint64_t)v * 1000003u + sol.nodes;
        for (int j = 0; j < sol.n; j++)
            h = h * 7 + (uint64_t)(sol.move[j][0] * 19 + sol.move[j][1]);
        total += sol.nodes;
    }
    printf("digest %016" PRIx64 " over %d deals, %" PRIu64 " nodes\n", h, n, total);
    sh_solver_free(s);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 4 && strcmp(argv[1], "bound") == 0)
        return run_bound(atoi(argv[2]), atoi(argv[3]));
    if (argc >= 4 && strcmp(argv[1], "check") == 0)
        return run_check(atoi(argv[2]), atof(argv[3]));
    if (argc >= 4 && strcmp(argv[1], "digest") == 0)
        return run_digest(atoi(argv[2]), strtoull(argv[3], NULL, 10));
    if (argc >= 5 && strcmp(argv[1], "solve") == 0)
        return run_solve(atoi(argv[2]), strtoull(argv[3], NULL, 10), atof(argv[4]),
                         argc > 5 && strcmp(argv[5], "manual") == 0);
    if (argc >= 7 && strcmp(argv[1], "component") == 0)
        return run_component(argv[2], argv + 3);
    if (argc >= 4 && strcmp(argv[1], "deal") == 0)
        return run_deal(atoi(argv[2]), strtoull(argv[3], NULL, 10));
    fprintf(stderr, "usage: shamrocks_bench solve N FIRST_SEED BUDGET_MS [manual] | deal N FIRST_SEED | digest N NODES | bound N LEFT | check N BUDGET_MS | component STACKS C D H S\n");
    return 2;
}
