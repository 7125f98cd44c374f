#include "engine/script.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "engine/app_state.h"
#include "engine/scene.h"

#define SCRIPT_MAX_BYTES (1 << 20)
#define SCRIPT_ARG 64

typedef enum CmdKind {
    CMD_WAIT,
    CMD_KEY,
    CMD_TEXT,
    CMD_CLICK,
    CMD_CLICK_TILE,
    CMD_MOVE,
    CMD_WHEEL,
    CMD_DRAG,
    CMD_DRAG_TILE,
    CMD_PAD,
    CMD_QUIT,
} CmdKind;

typedef struct Cmd {
    CmdKind kind;
    int a, b;      /* wait ticks; x, y; tile id */
    int c, d;      /* drag: where to (x, y; or the tile) */
    int button;    /* mouse button */
    int clicks;
    SDL_Keycode key;
    Uint16 mod;
    char text[SCRIPT_ARG];
    int line;
} Cmd;

struct Script {
    char source[256];
    Cmd *cmd;
    int n, cap, next;
    int waiting;
};

static bool parse_int(const char *s, int *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s || *end || v < 0 || v > 1000000)
        return false;
    *out = (int)v;
    return true;
}

static bool parse_key(const char *spec, Cmd *c)
{
    char buf[SCRIPT_ARG];
    SDL_strlcpy(buf, spec, sizeof buf);
    c->mod = 0;
    char *p = buf, *plus;
    while ((plus = strchr(p, '+')) && plus[1]) {
        *plus = 0;
        if (SDL_strcasecmp(p, "ctrl") == 0)
            c->mod |= KMOD_LCTRL;
        else if (SDL_strcasecmp(p, "shift") == 0)
            c->mod |= KMOD_LSHIFT;
        else if (SDL_strcasecmp(p, "alt") == 0)
            c->mod |= KMOD_LALT;
        else
            return false;
        p = plus + 1;
    }
    c->key = SDL_GetKeyFromName(p);
    return c->key != SDLK_UNKNOWN;
}

static int pad_button(const char *name)
{
    static const struct { const char *name; int button; } map[] = {
        {"a", SDL_CONTROLLER_BUTTON_A}, {"b", SDL_CONTROLLER_BUTTON_B},
        {"x", SDL_CONTROLLER_BUTTON_X}, {"y", SDL_CONTROLLER_BUTTON_Y},
        {"start", SDL_CONTROLLER_BUTTON_START}, {"back", SDL_CONTROLLER_BUTTON_BACK},
        {"up", SDL_CONTROLLER_BUTTON_DPAD_UP}, {"down", SDL_CONTROLLER_BUTTON_DPAD_DOWN},
        {"left", SDL_CONTROLLER_BUTTON_DPAD_LEFT}, {"right", SDL_CONTROLLER_BUTTON_DPAD_RIGHT},
        {"lb", SDL_CONTROLLER_BUTTON_LEFTSHOULDER}, {"rb", SDL_CONTROLLER_BUTTON_RIGHTSHOULDER},
        {"rs", SDL_CONTROLLER_BUTTON_RIGHTSTICK},
    };
    for (size_t i = 0; i < SDL_arraysize(map); i++)
        if (SDL_strcasecmp(name, map[i].name) == 0)
            return map[i].button;
    return -1;
}

static bool push_cmd(Script *s, const Cmd *c)
{
    if (s->n == s->cap) { /* doubling, not one realloc per command */
        int ncap = s->cap ? s->cap * 2 : 64;
        Cmd *grown = realloc(s->cmd, sizeof *grown * (size_t)ncap);
        if (!grown)
            return false;
        s->cmd = grown;
        s->cap = ncap;
    }
    s->cmd[s->n++] = *c;
    return true;
}

/* Parses one line into zero or more commands (key and pad take several names). */
static bool parse_line(Script *s, char *line, int lineno, Error *err)
{
    char *hash = strchr(line, '#');
    if (hash && strncmp(line, "text", 4) != 0)
        *hash = 0;
    enum { MAX_WORDS = 64 };
    char *argv[MAX_WORDS];
    int argc = 0;
    char *rest_of_text = NULL;
    char *tok = strtok(line, " \t\r");
    for (; tok && argc < MAX_WORDS; tok = strtok(NULL, " \t\r")) {
        argv[argc++] = tok;
        if (argc == 1 && strcmp(tok, "text") == 0) {
            rest_of_text = strtok(NULL, "\r");
            tok = NULL;
            break;
        }
    }
    if (tok) /* words beyond the last one kept: say so, never drop them silently */
        return error_set(err, "%s:%d: a line holds at most %d words", s->source, lineno, MAX_WORDS);
    if (argc == 0)
        return true;
    Cmd c = {0};
    c.line = lineno;
    const char *verb = argv[0];
    if (strcmp(verb, "wait") == 0) {
        c.kind = CMD_WAIT;
        if (argc != 2 || !parse_int(argv[1], &c.a))
            return error_set(err, "%s:%d: 'wait' takes a number of ticks", s->source, lineno);
        return push_cmd(s, &c);
    }
    if (strcmp(verb, "key") == 0) {
        if (argc < 2)
            return error_set(err, "%s:%d: 'key' needs a key name", s->source, lineno);
        for (int i = 1; i < argc; i++) {
            c.kind = CMD_KEY;
            if (!parse_key(argv[i], &c))
                return error_set(err, "%s:%d: unknown key '%s'", s->source, lineno, argv[i]);
            if (!push_cmd(s, &c))
                return error_set(err, "%s: out of memory", s->source);
        }
        return true;
    }
    if (strcmp(verb, "text") == 0) {
        c.kind = CMD_TEXT;
        if (!rest_of_text || !*rest_of_text)
            return error_set(err, "%s:%d: 'text' needs a string", s->source, lineno);
        SDL_strlcpy(c.text, rest_of_text, sizeof c.text);
        return push_cmd(s, &c);
    }
    if (strcmp(verb, "click") == 0 || strcmp(verb, "rclick") == 0 || strcmp(verb, "dclick") == 0) {
        c.button = verb[0] == 'r' ? SDL_BUTTON_RIGHT : SDL_BUTTON_LEFT;
        c.clicks = verb[0] == 'd' ? 2 : 1;
        if (argc == 3 && strcmp(argv[1], "tile") == 0 && parse_int(argv[2], &c.a)) {
            c.kind = CMD_CLICK_TILE;
            return push_cmd(s, &c);
        }
        c.kind = CMD_CLICK;
        if (argc != 3 || !parse_int(argv[1], &c.a) || !parse_int(argv[2], &c.b))
            return error_set(err, "%s:%d: '%s' takes X Y or 'tile' ID", s->source, lineno, verb);
        return push_cmd(s, &c);
    }
    if (strcmp(verb, "drag") == 0) {
        c.button = SDL_BUTTON_LEFT;
        if (argc == 4 && strcmp(argv[1], "tile") == 0 && parse_int(argv[2], &c.a) && parse_int(argv[3], &c.c)) {
            c.kind = CMD_DRAG_TILE;
            return push_cmd(s, &c);
        }
        c.kind = CMD_DRAG;
        if (argc != 5 || !parse_int(argv[1], &c.a) || !parse_int(argv[2], &c.b) || !parse_int(argv[3], &c.c) ||
            !parse_int(argv[4], &c.d))
            return error_set(err, "%s:%d: 'drag' takes X1 Y1 X2 Y2 or 'tile' ID1 ID2", s->source, lineno);
        return push_cmd(s, &c);
    }
    if (strcmp(verb, "move") == 0) {
        c.kind = CMD_MOVE;
        if (argc != 3 || !parse_int(argv[1], &c.a) || !parse_int(argv[2], &c.b))
            return error_set(err, "%s:%d: 'move' takes X Y", s->source, lineno);
        return push_cmd(s, &c);
    }
    if (strcmp(verb, "wheel") == 0) {
        c.kind = CMD_WHEEL;
        bool down = argc == 2 && argv[1][0] == '-';
        if (argc != 2 || !parse_int(argv[1] + down, &c.a) || c.a == 0)
            return error_set(err, "%s:%d: 'wheel' takes a number of steps: up (away) above 0, down below", s->source,
                             lineno);
        c.a = down ? -c.a : c.a;
        return push_cmd(s, &c);
    }
    if (strcmp(verb, "pad") == 0) {
        if (argc < 2)
            return error_set(err, "%s:%d: 'pad' needs a button", s->source, lineno);
        for (int i = 1; i < argc; i++) {
            c.kind = CMD_PAD;
            c.button = pad_button(argv[i]);
            if (c.button < 0)
                return error_set(err, "%s:%d: unknown gamepad button '%s'", s->source, lineno, argv[i]);
            if (!push_cmd(s, &c))
                return error_set(err, "%s: out of memory", s->source);
        }
        return true;
    }
    if (strcmp(verb, "quit") == 0) {
        c.kind = CMD_QUIT;
        return push_cmd(s, &c);
    }
    return error_set(err, "%s:%d: unknown command '%s'", s->source, lineno, verb);
}

Script *script_parse(const char *text, size_t len, const char *source, Error *err)
{
    Script *s = calloc(1, sizeof *s);
    char *copy = malloc(len + 1);
    if (!s || !copy) {
        free(s);
        free(copy);
        error_set(err, "%s: out of memory", source);
        return NULL;
    }
    SDL_strlcpy(s->source, source, sizeof s->source);
    if (memchr(text, 0, len)) {
        error_set(err, "%s: not a text file", source);
        goto fail;
    }
    memcpy(copy, text, len);
    copy[len] = 0;
    int lineno = 0;
    for (char *line = copy, *next; line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = 0;
        lineno++;
        if (!parse_line(s, line, lineno, err))
            goto fail;
    }
    free(copy);
    return s;
fail:
    free(copy);
    script_free(s);
    return NULL;
}

Script *script_load(const char *path, Error *err)
{
    char *text = NULL;
    size_t len = 0;
    if (!file_read_all(path, SCRIPT_MAX_BYTES, &text, &len, err))
        return NULL;
    Script *s = script_parse(text, len, path, err);
    free(text);
    return s;
}

int script_length(const Script *s)
{
    return s ? s->n : 0;
}

void script_free(Script *s)
{
    if (!s)
        return;
    free(s->cmd);
    free(s);
}

bool script_done(const Script *s)
{
    return !s || (s->next >= s->n && s->waiting == 0);
}

static void push_click(App *app, int x, int y, int button, int clicks)
{
    SDL_Event ev;
    float inv = app->dpi_scale > 0 ? 1.0f / app->dpi_scale : 1.0f;
    int wx = (int)(x * inv), wy = (int)(y * inv);
    SDL_zero(ev);
    ev.type = SDL_MOUSEMOTION;
    ev.motion.x = wx;
    ev.motion.y = wy;
    SDL_PushEvent(&ev);
    for (int i = 1; i <= clicks; i++) {
        SDL_zero(ev);
        ev.type = SDL_MOUSEBUTTONDOWN;
        ev.button.button = (Uint8)button;
        ev.button.state = SDL_PRESSED;
        ev.button.clicks = (Uint8)i;
        ev.button.x = wx;
        ev.button.y = wy;
        SDL_PushEvent(&ev);
        ev.type = SDL_MOUSEBUTTONUP;
        ev.button.state = SDL_RELEASED;
        SDL_PushEvent(&ev);
    }
}

/* Press at (x0, y0), move in a few steps to (x1, y1), release there. */
static void push_drag(App *app, int x0, int y0, int x1, int y1)
{
    SDL_Event ev;
    float inv = app->dpi_scale > 0 ? 1.0f / app->dpi_scale : 1.0f;
    SDL_zero(ev);
    ev.type = SDL_MOUSEMOTION;
    ev.motion.x = (int)(x0 * inv);
    ev.motion.y = (int)(y0 * inv);
    SDL_PushEvent(&ev);
    SDL_zero(ev);
    ev.type = SDL_MOUSEBUTTONDOWN;
    ev.button.button = SDL_BUTTON_LEFT;
    ev.button.state = SDL_PRESSED;
    ev.button.clicks = 1;
    ev.button.x = (int)(x0 * inv);
    ev.button.y = (int)(y0 * inv);
    SDL_PushEvent(&ev);
    for (int i = 1; i <= 4; i++) {
        SDL_zero(ev);
        ev.type = SDL_MOUSEMOTION;
        ev.motion.state = SDL_BUTTON_LMASK;
        ev.motion.x = (int)((x0 + (x1 - x0) * i / 4) * inv);
        ev.motion.y = (int)((y0 + (y1 - y0) * i / 4) * inv);
        SDL_PushEvent(&ev);
    }
    SDL_zero(ev);
    ev.type = SDL_MOUSEBUTTONUP;
    ev.button.button = SDL_BUTTON_LEFT;
    ev.button.state = SDL_RELEASED;
    ev.button.clicks = 1;
    ev.button.x = (int)(x1 * inv);
    ev.button.y = (int)(y1 * inv);
    SDL_PushEvent(&ev);
}

static void run(Script *s, App *app, const Cmd *c)
{
    SDL_Event ev;
    SDL_zero(ev);
    switch (c->kind) {
    case CMD_WAIT:
        s->waiting = c->a;
        break;
    case CMD_KEY:
        ev.type = SDL_KEYDOWN;
        ev.key.state = SDL_PRESSED;
        ev.key.keysym.sym = c->key;
        ev.key.keysym.scancode = SDL_GetScancodeFromKey(c->key);
        ev.key.keysym.mod = c->mod;
        SDL_PushEvent(&ev);
        ev.type = SDL_KEYUP;
        ev.key.state = SDL_RELEASED;
        SDL_PushEvent(&ev);
        break;
    case CMD_TEXT:
        ev.type = SDL_TEXTINPUT;
        SDL_strlcpy(ev.text.text, c->text, sizeof ev.text.text);
        SDL_PushEvent(&ev);
        break;
    case CMD_CLICK:
        push_click(app, c->a, c->b, c->button, c->clicks);
        break;
    case CMD_CLICK_TILE: {
        Scene *g = scene_find_game(app);
        int x, y;
        if (g && g->locate && g->locate(g, app, c->a, &x, &y))
            push_click(app, x, y, c->button, c->clicks);
        else
            SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "%s:%d: no tile %d on screen", s->source,
                        c->line, c->a);
        break;
    }
    case CMD_DRAG:
        push_drag(app, c->a, c->b, c->c, c->d);
        break;
    case CMD_DRAG_TILE: {
        Scene *g = scene_find_game(app);
        int x0, y0, x1, y1;
        if (g && g->locate && g->locate(g, app, c->a, &x0, &y0) && g->locate(g, app, c->c, &x1, &y1))
            push_drag(app, x0, y0, x1, y1);
        else
            SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "%s:%d: no tile %d or %d on screen", s->source, c->line,
                        c->a, c->c);
        break;
    }
    case CMD_MOVE: {
        float inv = app->dpi_scale > 0 ? 1.0f / app->dpi_scale : 1.0f;
        ev.type = SDL_MOUSEMOTION;
        ev.motion.x = (int)(c->a * inv);
        ev.motion.y = (int)(c->b * inv);
        SDL_PushEvent(&ev);
        break;
    }
    case CMD_WHEEL: /* a step a notch, as a mouse sends them */
        ev.type = SDL_MOUSEWHEEL;
        ev.wheel.y = c->a > 0 ? 1 : -1;
        for (int i = 0; i < SDL_abs(c->a); i++)
            SDL_PushEvent(&ev);
        break;
    case CMD_PAD:
        ev.type = SDL_CONTROLLERBUTTONDOWN;
        ev.cbutton.which = -1;
        ev.cbutton.button = (Uint8)c->button;
        ev.cbutton.state = SDL_PRESSED;
        SDL_PushEvent(&ev);
        ev.type = SDL_CONTROLLERBUTTONUP;
        ev.cbutton.state = SDL_RELEASED;
        SDL_PushEvent(&ev);
        break;
    case CMD_QUIT:
        ev.type = SDL_QUIT;
        SDL_PushEvent(&ev);
        break;
    }
}

void script_tick(Script *s, App *app)
{
    if (!s)
        return;
    if (s->waiting > 0) {
        s->waiting--;
        return;
    }
    while (s->next < s->n && s->waiting == 0)
        run(s, app, &s->cmd[s->next++]);
}
