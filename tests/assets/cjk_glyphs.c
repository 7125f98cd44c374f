/* assets.cjk_font: every character a catalogue's translations use is in the
 * font that language is drawn with (TTF_GlyphIsProvided32, as the game's own
 * SDL_ttf sees it), so a translator who adds a character without running
 * tools/gen_cjk_font.py fails the suite, not a player's screen.
 *   cjk_glyphs FONT CATALOGUE.po [TEXT...]    (TEXT: more text that must show) */
#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The next code point of s (advances *s); 0xFFFD for a bad byte. */
static Uint32 next_utf8(const unsigned char **s)
{
    const unsigned char *p = *s;
    Uint32 c = *p++;
    int more = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
    if (c >= 0x80 && more == 0) {
        *s = p;
        return 0xfffd;
    }
    c &= more == 3 ? 0x07 : more == 2 ? 0x0f : more == 1 ? 0x1f : 0x7f;
    for (int i = 0; i < more; i++) {
        if ((*p & 0xc0) != 0x80) {
            *s = p;
            return 0xfffd;
        }
        c = c << 6 | (*p++ & 0x3f);
    }
    *s = p;
    return c;
}

static int missing;

static void check_text(TTF_Font *font, const char *text, const char *where, int line)
{
    const unsigned char *p = (const unsigned char *)text;
    while (*p) {
        const unsigned char *at = p;
        Uint32 c = next_utf8(&p);
        if (c < 0x20 || c == 0xfffd || TTF_GlyphIsProvided32(font, c))
            continue;
        printf("FAIL: %s:%d: U+%04X '%.*s' is not in the font\n", where, line, (unsigned)c, (int)(p - at),
               (const char *)at);
        missing++;
    }
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: cjk_glyphs FONT CATALOGUE.po [TEXT...]\n");
        return 2;
    }
    if (TTF_Init() != 0) {
        fprintf(stderr, "SDL_ttf: %s\n", TTF_GetError());
        return 2;
    }
    TTF_Font *font = TTF_OpenFont(argv[1], 16);
    if (!font) {
        fprintf(stderr, "%s: %s\n", argv[1], TTF_GetError());
        return 1;
    }
    FILE *f = fopen(argv[2], "r");
    if (!f) {
        fprintf(stderr, "%s: cannot read\n", argv[2]);
        return 1;
    }
    char line[8192];
    int n = 0, strings = 0;
    bool in_msgstr = false;
    while (fgets(line, sizeof line, f)) {
        n++;
        const char *q = NULL;
        if (strncmp(line, "msgstr", 6) == 0) {
            in_msgstr = true;
            q = strchr(line, '"');
        } else if (line[0] == '"' && in_msgstr) {
            q = line;
        } else {
            in_msgstr = false;
        }
        if (!q)
            continue;
        strings++;
        check_text(font, q + 1, argv[2], n);
    }
    fclose(f);
    for (int i = 3; i < argc; i++)
        check_text(font, argv[i], "text", i - 2);
    printf("%s: %d lines of translations checked against %s; %d characters missing\n", argv[2], strings, argv[1],
           missing);
    TTF_CloseFont(font);
    TTF_Quit();
    return missing ? 1 : 0;
}
