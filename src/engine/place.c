#include "engine/place.h"

#include <stdlib.h>

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* The spots worth trying along one axis: the ends of `within`, the preferred
 * place, and flush against either side of every rectangle (a free spot, if
 * any, can be slid against one of those). Sorted, each once; returns how many. */
static int candidates(int lo, int len, int size, int pref, const SDL_Rect *avoid, int n, int gap, bool horizontal,
                      int *out)
{
    int hi = lo + len - size, k = 0;
    if (hi < lo)
        return 0;
    out[k++] = lo;
    out[k++] = hi;
    out[k++] = pref;
    for (int i = 0; i < n; i++) {
        int a = horizontal ? avoid[i].x : avoid[i].y, l = horizontal ? avoid[i].w : avoid[i].h;
        out[k++] = a + l + gap;
        out[k++] = a - gap - size;
    }
    int m = 0;
    for (int i = 0; i < k; i++)
        if (out[i] >= lo && out[i] <= hi)
            out[m++] = out[i];
    qsort(out, (size_t)m, sizeof *out, cmp_int);
    int u = 0;
    for (int i = 0; i < m; i++)
        if (u == 0 || out[u - 1] != out[i])
            out[u++] = out[i];
    return u;
}

static bool clear_of(SDL_Rect b, const SDL_Rect *avoid, int n, int gap)
{
    for (int i = 0; i < n; i++) {
        const SDL_Rect *r = &avoid[i];
        if (r->w <= 0 || r->h <= 0)
            continue;
        if (b.x < r->x + r->w + gap && r->x < b.x + b.w + gap && b.y < r->y + r->h + gap && r->y < b.y + b.h + gap)
            return false;
    }
    return true;
}

bool place_box(SDL_Rect within, const SDL_Rect *avoid, int n, int gap, int w, int h, SDL_Point prefer, SDL_Rect *out)
{
    if (n < 0 || w > within.w || h > within.h)
        return false;
    int *xs = malloc(sizeof *xs * (size_t)(2 * n + 3)), *ys = malloc(sizeof *ys * (size_t)(2 * n + 3));
    bool found = false;
    if (xs && ys) {
        int nx = candidates(within.x, within.w, w, prefer.x - w / 2, avoid, n, gap, true, xs);
        int ny = candidates(within.y, within.h, h, prefer.y - h / 2, avoid, n, gap, false, ys);
        long long best = -1;
        for (int j = 0; j < ny; j++) {
            long long dy = (long long)(ys[j] + h / 2 - prefer.y);
            if (best >= 0 && dy * dy >= best)
                continue;
            for (int i = 0; i < nx; i++) {
                long long dx = (long long)(xs[i] + w / 2 - prefer.x), d = dx * dx + dy * dy;
                if (best >= 0 && d >= best)
                    continue;
                SDL_Rect b = {xs[i], ys[j], w, h};
                if (clear_of(b, avoid, n, gap)) {
                    best = d;
                    *out = b;
                    found = true;
                }
            }
        }
    }
    free(xs);
    free(ys);
    return found;
}

long place_overlap(SDL_Rect r, const SDL_Rect *avoid, int n)
{
    long sum = 0;
    for (int i = 0; i < n; i++) {
        SDL_Rect x;
        if (SDL_IntersectRect(&r, &avoid[i], &x))
            sum += (long)x.w * x.h;
    }
    return sum;
}
