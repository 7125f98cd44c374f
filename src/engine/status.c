/* The status message (log_message's line): where it goes so that it hides
 * nothing the top scene lists, and its drawing. */
#include "engine/status.h"

#include <string.h>

#include "core/i18n.h"
#include "engine/app_state.h"
#include "engine/gfx.h"
#include "engine/place.h"
#include "engine/scene.h"
#include "engine/text.h"

/* The width of the widest piece of msg no line can break (a word; in Chinese,
 * a character with its marks), in the body font. */
static int longest_word_width(const char *msg)
{
    FontSize f = FONT_BODY;
    int best = 0;
    size_t n = strlen(msg), start = 0;
    for (size_t pos = 1; pos <= n; pos++) {
        if (pos < n && msg[pos] != '\n' && msg[pos - 1] != '\n' && !textflow_may_break(msg, n, pos))
            continue;
        size_t a = start, e = pos;
        while (a < e && (msg[a] == ' ' || msg[a] == '\n'))
            a++;
        while (e > a && (msg[e - 1] == ' ' || msg[e - 1] == '\n'))
            e--;
        if (e > a)
            best = SDL_max(best, text_measure()(&f, msg + a, e - a));
        start = pos;
    }
    return best;
}

/* Where the message goes: at the bottom in the middle, unless that hides
 * something the top scene lists (a piece, a status line); then, wrapped
 * narrower if need be, in the free spot nearest to there. Remembered while
 * the message, the window and what is occupied stay the same. */
static SDL_Rect status_place(App *app, int *wrap_w)
{
    static struct {
        char msg[sizeof app->status_msg];
        int w, h, wrap;
        uint64_t sum;
        SDL_Rect r;
    } memo;
    static SDL_Rect avoid[PLACE_AVOID_MAX];
    int th = text_height(FONT_BODY), n = 0;
    Scene *top = scene_top(app);
    if (top && top->occupied)
        n = top->occupied(top, app, avoid, PLACE_AVOID_MAX);
    uint64_t sum = 1469598103934665603ull ^ i18n_generation(); /* another language's font measures anew */
    for (int i = 0; i < n; i++)
        sum = (sum ^ (uint64_t)(uint32_t)(avoid[i].x * 7919 + avoid[i].y * 104729 + avoid[i].w * 31 + avoid[i].h)) *
              1099511628211ull;
    if (memo.w == app->w && memo.h == app->h && memo.sum == sum && strcmp(memo.msg, app->status_msg) == 0) {
        *wrap_w = memo.wrap;
        return memo.r;
    }
    char lines[sizeof app->status_msg + 64];
    SDL_Rect within = {th / 2, th / 2, app->w - th, app->h - th}, r = {0, 0, 0, 0};
    bool placed = false;
    int full = app->w - th * 4, wrap = full;
    /* narrower and narrower, down to the longest word (a word is never cut),
     * the margins thinner in a narrow column (beside a board that fills the
     * window's height) */
    int narrowest = SDL_max(th * 3, longest_word_width(app->status_msg));
    for (int ww = full; !placed && n > 0 && ww >= narrowest; ww = SDL_max(ww * 4 / 5, ww > narrowest ? narrowest : 0)) {
        int k = text_wrap(FONT_BODY, app->status_msg, ww, lines, sizeof lines);
        int pad = ww < th * 8 ? th : th * 2;
        int w = text_lines_width(FONT_BODY, lines, NULL) + pad, h = th * k + th / 2;
        SDL_Point prefer = {app->w / 2, app->h - th - h / 2};
        if (place_box(within, avoid, n, th / 4, w, h, prefer, &r)) {
            placed = true;
            wrap = ww;
        }
    }
    if (!placed) { /* nowhere free (or nothing listed): at the bottom, or at the top if it hides less there */
        int k = text_wrap(FONT_BODY, app->status_msg, full, lines, sizeof lines);
        int w = text_lines_width(FONT_BODY, lines, NULL) + th * 2, h = th * k + th / 2;
        r = (SDL_Rect){(app->w - w) / 2, app->h - th - h, w, h};
        SDL_Rect top_r = {r.x, th / 2, w, h};
        if (n > 0 && place_overlap(top_r, avoid, n) < place_overlap(r, avoid, n))
            r = top_r;
        wrap = full;
    }
    SDL_strlcpy(memo.msg, app->status_msg, sizeof memo.msg);
    memo.w = app->w;
    memo.h = app->h;
    memo.sum = sum;
    memo.wrap = wrap;
    memo.r = r;
    *wrap_w = wrap;
    return r;
}

void status_draw(App *app)
{
    if (app->status_ticks <= 0 || !app->status_msg[0]) {
        app->status_r = (SDL_Rect){0, 0, 0, 0};
        return;
    }
    int th = text_height(FONT_BODY), wrap;
    SDL_Rect r = status_place(app, &wrap);
    /* a long message (a file's path, say) wraps rather than run off the window */
    char lines[sizeof app->status_msg + 64];
    text_wrap(FONT_BODY, app->status_msg, wrap, lines, sizeof lines);
    gfx_fill(app, r, (SDL_Color){10, 20, 18, 215});
    text_draw_lines(app, FONT_BODY, lines, r.x + r.w / 2, r.y + th / 4, COLOR_TEXT, ALIGN_CENTER);
    app->status_r = r;
}
