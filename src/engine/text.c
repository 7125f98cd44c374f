#include "engine/text.h"

#include <SDL_ttf.h>
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "core/textflow.h"
#include "core/utf8.h"
#include "engine/app_state.h"
#include "engine/assets.h"
#include "platform/platform.h"

#define CACHE_SIZE 96
#define CACHE_KEY_LEN 96

typedef struct CacheEntry {
    SDL_Texture *tex;
    int w, h;
    int rise; /* how far the glyphs rise above the font's ascent (see glyph_rise) */
    FontSize font;
    Uint32 rgba;
    uint64_t used;
    char key[CACHE_KEY_LEN];
} CacheEntry;

/* A font file mapped once and shared by every size opened from it: FreeType
 * seeks all over a font, and through a stdio stream each seek re-read 4 KB
 * (about 2,000 read/lseek calls at start-up for four sizes). */
typedef struct FontFile {
    char path[1024];
    void *map;
    size_t len;
} FontFile;

static struct {
    FontFile file[2];
    TTF_Font *font[FONT_COUNT];
    int px[FONT_COUNT];
    int out_h; /* the font base the fonts were opened for (font_base) */
    bool cjk;        /* the fonts are the CJK font's (Simplified Chinese) */
    unsigned generation; /* i18n_generation() the cache was filled at */
    CacheEntry cache[CACHE_SIZE];
    uint64_t clock;
} data;

static void cache_flush(void)
{
    for (int i = 0; i < CACHE_SIZE; i++) {
        if (data.cache[i].tex)
            SDL_DestroyTexture(data.cache[i].tex);
        memset(&data.cache[i], 0, sizeof data.cache[i]);
    }
}

static void fonts_close(void)
{
    for (int i = 0; i < FONT_COUNT; i++) {
        if (data.font[i])
            TTF_CloseFont(data.font[i]);
        data.font[i] = NULL;
    }
}

static TTF_Font *font_open(FontFile *f, const char *path, int px)
{
    if (strcmp(f->path, path) != 0) {
        if (f->map)
            platform_unmap(f->map, f->len);
        f->map = NULL;
        f->len = 0;
        SDL_strlcpy(f->path, path, sizeof f->path);
        PlatformFile *fd = platform_open_read(path);
        PlatformStat st;
        if (fd && platform_file_stat(fd, &st) && st.size > 0 && st.size < INT32_MAX) {
            void *m = platform_map(fd, (size_t)st.size, false);
            if (m) {
                f->map = m;
                f->len = (size_t)st.size;
            }
        }
        platform_close(fd);
    }
    if (!f->map) /* cannot map: let SDL_ttf read the file (and say why it cannot) */
        return TTF_OpenFont(path, px);
    SDL_RWops *rw = SDL_RWFromConstMem(f->map, (int)f->len);
    return rw ? TTF_OpenFontRW(rw, 1, px) : NULL;
}

static void font_files_close(void)
{
    for (int i = 0; i < 2; i++) {
        if (data.file[i].map)
            platform_unmap(data.file[i].map, data.file[i].len);
        memset(&data.file[i], 0, sizeof data.file[i]);
    }
}

/* The size the fonts scale with: the window's height, but no more than 4/5 of
 * its width, so that a portrait window's text is sized for its width (800x1280
 * as 800x640, not as a 1280-high screen), and never less than 600. */
static int font_base(const App *app)
{
    return SDL_max(600, SDL_min(app->h, app->w * 4 / 5));
}

bool text_init(App *app)
{
    if (!TTF_WasInit() && TTF_Init() != 0) {
        SDL_LogError(SDL_LOG_CATEGORY_APPLICATION, "SDL_ttf: %s", TTF_GetError());
        return false;
    }
    /* Simplified Chinese: every text in the CJK font, which has Latin letters
     * too (one font's metrics for a whole screen; SDL_ttf 2 has no fallback) */
    char cjk[1024];
    bool want_cjk = strcmp(i18n_language(), "zh_CN") == 0 && assets_path(TEXT_CJK_FONT, cjk, sizeof cjk);
    if (strcmp(i18n_language(), "zh_CN") == 0 && !want_cjk && !data.cjk)
        SDL_Log("missing font %s: Chinese text will show empty boxes", TEXT_CJK_FONT);
    if (data.out_h == font_base(app) && data.font[0] && data.cjk == want_cjk && data.generation == i18n_generation())
        return true;
    cache_flush();
    fonts_close();
    data.out_h = font_base(app);
    data.cjk = want_cjk;
    data.generation = i18n_generation();
    int base = data.out_h;
    const float scale[FONT_COUNT] = {0.022f, 0.030f, 0.048f, 0.080f};
    char path[1024];
    if (want_cjk) {
        SDL_strlcpy(path, cjk, sizeof path);
    } else if (!assets_path("fonts/Lato-Regular.ttf", path, sizeof path)) {
        SDL_LogError(SDL_LOG_CATEGORY_APPLICATION, "missing required font fonts/Lato-Regular.ttf");
        return false;
    }
    char bold[1024];
    bool have_bold = !want_cjk && assets_path("fonts/Lato-Bold.ttf", bold, sizeof bold);
    for (int i = 0; i < FONT_COUNT; i++) {
        /* Noto CJK's line is 1.45 em high, Lato's 1.2: the CJK font at 83% keeps
         * every row and box of the layouts as they are */
        data.px[i] = (int)(base * scale[i] * (want_cjk ? 0.83f : 1.0f) + 0.5f);
        bool use_bold = i >= FONT_TITLE && have_bold;
        const char *p = use_bold ? bold : path;
        data.font[i] = font_open(&data.file[use_bold], p, data.px[i]);
        if (!data.font[i]) {
            SDL_LogError(SDL_LOG_CATEGORY_APPLICATION, "%s: %s", p, TTF_GetError());
            return false;
        }
        TTF_SetFontHinting(data.font[i], TTF_HINTING_LIGHT);
    }
    return true;
}

void text_shutdown(void)
{
    cache_flush();
    fonts_close();
    font_files_close();
    data.out_h = 0;
    if (TTF_WasInit())
        TTF_Quit();
}

/* How far the glyphs of s rise above the font's ascent. SDL_ttf grows a
 * surface upward for them (accented capitals: É, Ś, Ü, Й) and so draws its
 * baseline that much lower; text_draw puts such a surface that much higher,
 * so that every text keeps the baseline of its line and its line box. */
static int glyph_rise(TTF_Font *font, const char *s)
{
    int ascent = TTF_FontAscent(font), top = ascent;
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        Uint32 ch = *p++;
        int more = ch >= 0xF0 ? 3 : ch >= 0xE0 ? 2 : ch >= 0xC0 ? 1 : 0;
        if (ch < 0x80 && ch != 0)
            continue; /* ASCII stays within the ascent in every font Pagoda ships */
        ch &= more == 3 ? 0x07 : more == 2 ? 0x0F : 0x1F;
        for (; more > 0 && (*p & 0xC0) == 0x80; more--)
            ch = ch << 6 | (*p++ & 0x3F);
        int minx, maxx, miny, maxy, adv;
        if (more == 0 && TTF_GlyphMetrics32(font, ch, &minx, &maxx, &miny, &maxy, &adv) == 0 && maxy > top)
            top = maxy;
    }
    return top - ascent;
}

static CacheEntry *cache_get(App *app, FontSize f, const char *s, SDL_Color c)
{
    Uint32 rgba = (Uint32)c.r << 24 | (Uint32)c.g << 16 | (Uint32)c.b << 8 | c.a;
    size_t n = strlen(s);
    bool cacheable = n < CACHE_KEY_LEN;
    CacheEntry *victim = &data.cache[0];
    data.clock++;
    if (cacheable) {
        for (int i = 0; i < CACHE_SIZE; i++) {
            CacheEntry *e = &data.cache[i];
            if (e->tex && e->font == f && e->rgba == rgba && strcmp(e->key, s) == 0) {
                e->used = data.clock;
                return e;
            }
            if (e->used < victim->used)
                victim = e;
        }
    }
    if (!data.font[f])
        return NULL;
    SDL_Surface *surf = TTF_RenderUTF8_Blended(data.font[f], s, c);
    if (!surf)
        return NULL;
    SDL_Texture *tex = SDL_CreateTextureFromSurface(app->renderer, surf);
    if (tex)
        SDL_SetTextureScaleMode(tex, SDL_ScaleModeLinear); /* text_draw_fit shrinks it smoothly */
    int w = surf->w, h = surf->h, rise = SDL_min(glyph_rise(data.font[f], s), SDL_max(0, h - TTF_FontHeight(data.font[f])));
    SDL_FreeSurface(surf);
    if (!tex)
        return NULL;
    if (victim->tex)
        SDL_DestroyTexture(victim->tex);
    victim->tex = tex;
    victim->w = w;
    victim->h = h;
    victim->rise = rise;
    victim->font = f;
    victim->rgba = rgba;
    victim->used = cacheable ? data.clock : 0;
    SDL_strlcpy(victim->key, cacheable ? s : "", sizeof victim->key);
    return victim;
}

static struct {
    char s[TEXT_TRACE_MAX][256];
    SDL_Rect r[TEXT_TRACE_MAX];
    int layer[TEXT_TRACE_MAX];
    int n;
    int current;
} trace;

void text_trace_layer(int layer)
{
    trace.current = layer;
}

void text_trace_reset(void)
{
    trace.n = 0;
}

int text_trace_count(void)
{
    return trace.n;
}

bool text_trace_get(int i, const char **s, SDL_Rect *r)
{
    if (i < 0 || i >= trace.n)
        return false;
    *s = trace.s[i];
    *r = trace.r[i];
    return true;
}

static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20)
            fprintf(f, "\\u%04x", c);
        else
            fputc(c, f);
    }
    fputc('"', f);
}

bool text_trace_write(const char *path, int w, int h, const char *top)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return false;
    fprintf(f, "{\"size\":[%d,%d],\"top\":", w, h);
    json_string(f, top ? top : "");
    fprintf(f, ",\"texts\":[");
    for (int i = 0; i < trace.n; i++) {
        fprintf(f, "%s{\"text\":", i ? "," : "");
        json_string(f, trace.s[i]);
        fprintf(f, ",\"rect\":[%d,%d,%d,%d],\"layer\":%d}", trace.r[i].x, trace.r[i].y, trace.r[i].w, trace.r[i].h,
                trace.layer[i]);
    }
    fprintf(f, "]}\n");
    return (ferror(f) | (fclose(f) != 0)) == 0;
}

static void trace_add(const char *s, SDL_Rect r)
{
    if (trace.n < TEXT_TRACE_MAX) {
        SDL_strlcpy(trace.s[trace.n], s, sizeof trace.s[0]);
        trace.layer[trace.n] = trace.current;
        trace.r[trace.n++] = r;
    }
}

int text_draw_fit(App *app, FontSize f, const char *s, int x, int y, SDL_Color c, TextAlign a, int max_w)
{
    if (!s || !*s)
        return 0;
    CacheEntry *e = cache_get(app, f, s, c);
    if (!e)
        return 0;
    SDL_Rect r = {x, y - e->rise, e->w, e->h};
    int rise = e->rise;
    if (max_w > 0 && e->w > max_w) { /* narrower and lower, the same baseline */
        r.w = max_w;
        r.h = e->h * max_w / e->w;
        rise = e->rise * max_w / e->w;
        r.y = y - rise + ((e->h - e->rise) - (r.h - rise)) * 4 / 5;
    }
    if (a == ALIGN_CENTER)
        r.x -= r.w / 2;
    else if (a == ALIGN_RIGHT)
        r.x -= r.w;
    SDL_RenderCopy(app->renderer, e->tex, NULL, &r);
    trace_add(s, (SDL_Rect){r.x, r.y + rise, r.w, r.h - rise}); /* its line box */
    return r.w;
}

int text_draw(App *app, FontSize f, const char *s, int x, int y, SDL_Color c, TextAlign a)
{
    if (!s || !*s)
        return 0;
    CacheEntry *e = cache_get(app, f, s, c);
    if (!e)
        return 0;
    SDL_Rect r = {x, y - e->rise, e->w, e->h};
    if (a == ALIGN_CENTER)
        r.x -= e->w / 2;
    else if (a == ALIGN_RIGHT)
        r.x -= e->w;
    SDL_RenderCopy(app->renderer, e->tex, NULL, &r);
    trace_add(s, (SDL_Rect){r.x, y, r.w, e->h - e->rise}); /* its line box */
    return e->w;
}

int text_width(FontSize f, const char *s)
{
    int w = 0, h = 0;
    if (data.font[f] && s)
        TTF_SizeUTF8(data.font[f], s, &w, &h);
    return w;
}

int text_height(FontSize f)
{
    return data.font[f] ? TTF_FontHeight(data.font[f]) : 0;
}

/* Calls fn for each line of s (at most 1023 bytes a line, cut between characters). */
static int each_line(const char *s, void (*fn)(const char *line, int i, void *ctx), void *ctx)
{
    int i = 0;
    while (s && *s) {
        const char *nl = strchr(s, '\n');
        size_t n = nl ? (size_t)(nl - s) : strlen(s);
        char line[1024];
        utf8_copy_n(line, s, n, sizeof line);
        fn(line, i++, ctx);
        if (!nl)
            break;
        s = nl + 1;
    }
    return i;
}

typedef struct LineDraw {
    App *app;
    FontSize f;
    int x, y;
    SDL_Color c;
    TextAlign a;
    int widest;
} LineDraw;

static void draw_line(const char *line, int i, void *ctx)
{
    LineDraw *d = ctx;
    text_draw(d->app, d->f, line, d->x, d->y + i * text_height(d->f), d->c, d->a);
}

static void measure_line(const char *line, int i, void *ctx)
{
    (void)i;
    LineDraw *d = ctx;
    int w = text_width(d->f, line);
    if (w > d->widest)
        d->widest = w;
}

int text_draw_lines(App *app, FontSize f, const char *s, int x, int y, SDL_Color c, TextAlign a)
{
    LineDraw d = {app, f, x, y, c, a, 0};
    return each_line(s, draw_line, &d);
}

int text_lines_width(FontSize f, const char *s, int *lines)
{
    LineDraw d = {NULL, f, 0, 0, {0, 0, 0, 0}, ALIGN_LEFT, 0};
    int n = each_line(s, measure_line, &d);
    if (lines)
        *lines = n;
    return d.widest;
}

/* TextMeasureFn over the font f (ctx: a FontSize). */
static int measure_font(void *ctx, const char *s, size_t n)
{
    char buf[512];
    char *t = n < sizeof buf ? buf : SDL_malloc(n + 1);
    if (!t)
        return 0;
    memcpy(t, s, n);
    t[n] = '\0';
    int w = text_width(*(const FontSize *)ctx, t);
    if (t != buf)
        SDL_free(t);
    return w;
}

TextMeasureFn *text_measure(void)
{
    return measure_font;
}

int text_wrap(FontSize f, const char *s, int max_w, char *out, size_t cap)
{
    return textflow_wrap(s, max_w, measure_font, &f, out, cap);
}
