#pragma once
/* Text through SDL_ttf with the bundled font. Rendered strings are cached as
 * textures, so a frame that draws the same HUD costs blits, not rasterising. */

#include <SDL.h>
#include <stdbool.h>

#include "core/textflow.h"

struct App;

typedef enum FontSize {
    FONT_SMALL,
    FONT_BODY,
    FONT_TITLE,
    FONT_HUGE,
    FONT_COUNT,
} FontSize;

typedef enum TextAlign {
    ALIGN_LEFT,
    ALIGN_CENTER,
    ALIGN_RIGHT,
} TextAlign;

/* The font of Simplified Chinese (a subset of Noto Sans CJK SC made by
 * tools/gen_cjk_font.py): every text is drawn with it while zh_CN is in use. */
#define TEXT_CJK_FONT "fonts/NotoSansCJKsc-Pagoda.otf"

/* Opens the font at sizes scaled to the output height (and the language's
 * font); call again on resize and on a change of language. */
bool text_init(struct App *app);
void text_shutdown(void);
/* Draws s with its top at y; returns its width. */
int text_draw(struct App *app, FontSize f, const char *s, int x, int y, SDL_Color c, TextAlign a);
/* As text_draw, but a text wider than max_w is drawn smaller to fit it (on the
 * same baseline); returns the width drawn. */
int text_draw_fit(struct App *app, FontSize f, const char *s, int x, int y, SDL_Color c, TextAlign a, int max_w);
int text_width(FontSize f, const char *s);
/* Multi-line text ('\n' separates lines), one line height apart: draws it with
 * its top at y and returns the number of lines. */
int text_draw_lines(struct App *app, FontSize f, const char *s, int x, int y, SDL_Color c, TextAlign a);
/* Widest line and number of lines of multi-line text. */
int text_lines_width(FontSize f, const char *s, int *lines);
int text_height(FontSize f);

/* For tests (--dump): every string text_draw drew since text_trace_reset (at
 * most TEXT_TRACE_MAX), where it went. text_trace_get returns false past the end. */
#define TEXT_TRACE_MAX 256
void text_trace_reset(void);
int text_trace_count(void);
bool text_trace_get(int i, const char **s, SDL_Rect *r);
/* The scene (its place on the stack) whose texts are traced from now on. */
void text_trace_layer(int layer);
/* Writes the trace as JSON to path, for tests that read every text of a
 * screen (PAGODA_TEXT_TRACE=FILE: written at exit, after --screenshot's frame):
 * {"size":[w,h],"top":"scene","texts":[{"text":"...","rect":[x,y,w,h],"layer":N},...]}. */
bool text_trace_write(const char *path, int w, int h, const char *top);
/* s broken into lines no wider than max_w, at spaces and between Chinese
 * characters (core/textflow.h's rule; a word wider than that alone is cut
 * between characters), into out[cap] ('\n' between lines, cut between
 * characters if out is too small); returns the number of lines. */
int text_wrap(FontSize f, const char *s, int max_w, char *out, size_t cap);
/* The measure of core/textflow.h over a font: its ctx is a pointer to the FontSize. */
TextMeasureFn *text_measure(void);
