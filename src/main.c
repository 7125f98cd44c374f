/* pagoda: parses the command line, then hands over to the App. */

#include <SDL.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/filename.h"
#include "core/games/mahjong/deal.h"
#include "core/games/mahjong/standings.h"
#include "core/games/mahjong/tournament.h"
#include "core/i18n.h"
#include "core/layout_import.h"
#include "core/registry.h"
#include "core/replay.h"
#include "engine/app.h"
#include "engine/assets.h"
#include "games/registry.h"
#include "scenes/scenes.h"

/* --help: each option with what it does; the options stay as they are, their
 * explanations are translated (a translation may take several lines: '\n'). */
typedef struct Option {
    const char *name;
    const char *help;
} Option;

static const Option options[] = {
    {"--game ID", N_("start a game at once (mahjong, linksame, shamrocks, dragon, stones)")},
    {"--variant ID", N_("a variant of the game (mahjong: classic, tournament, tournament-competition; dragon: "
                        "slayer, master, challenge, watch; stones: stones, free, loose, throwing, small, tiny); "
                        "without --game, the game that has it (classic needs --game or --layout)")},
    {"--layout NAME|FILE", N_("Mahjong layout by name (turtle) or a layout file")},
    {"--tileset NAME", N_("tileset (classic)")},
    {"--seed N", N_("deal number, to replay a deal")},
    {"--daily", N_("today's daily deal of Tournament Mahjong")},
    {"--verify FILE", N_("replay a Tournament replay file through the rules and print its score; exit status 1 "
                         "if it is inconsistent")},
    {"--standings FILE...", N_("verify the replays of one competition deal played on several computers; print "
                               "the scores and the pot split")},
    {"--size WxH", N_("window size, e.g. 1280x800")},
    {"--fullscreen", N_("start in desktop full screen")},
    {"--windowed", N_("start in a window")},
    /* TRANSLATORS: a code stays as it is: en, de, fr, es, pl, ru, zh_CN, system, qps */
    {"--language CODE", N_("the language: en, de, fr, es, pl, ru, zh_CN (those installed), system (the "
                           "default: the system's), or qps (a test language: longer, accented text)")},
    {"--headless", N_("no window and no audio device (software rendering)")},
    {"--script FILE", N_("play input from FILE after the first frame (see docs/SCRIPT.md)")},
    {"--frames N", N_("quit after N presented frames")},
    {"--dump FILE", N_("on exit, write the game state as JSON to FILE")},
    {"--screenshot FILE", N_("on exit, write the last frame as PNG to FILE")},
    {"--stats", N_("on exit, print frame timing figures")},
    {"--import FILE", N_("copy the layouts in FILE (Pagoda, KMahjongg .layout or GNOME Mahjongg .map) into your "
                         "layouts folder, then exit")},
    {"--version", N_("print the version and exit")},
    {"--help", N_("print this help and exit")},
};

#define USAGE_COLUMN 23 /* where the explanations start */
#define USAGE_WIDTH 79

/* Prints s from column `col` on, wrapped at spaces to USAGE_WIDTH columns
 * (counting UTF-8 characters; a CJK text without spaces breaks anywhere). */
static void print_wrapped(const char *s, int col)
{
    int at = col;
    bool space = false; /* a space before the next word on this line */
    while (*s) {
        if (*s == '\n') {
            printf("\n%*s", col, "");
            at = col;
            space = false;
            s++;
            continue;
        }
        if (*s == ' ') {
            space = at > col;
            s++;
            continue;
        }
        /* the next word: up to a space, or one wide character */
        size_t n = strcspn(s, " \n"), k = 0;
        int w = 0;
        while (k < n) {
            unsigned char c = (unsigned char)s[k];
            bool wide = c >= 0xe3; /* CJK and beyond: a word of its own, two columns */
            if (wide && w > 0)
                break;
            w += wide ? 2 : 1;
            k++;
            while (k < n && ((unsigned char)s[k] & 0xc0) == 0x80)
                k++;
            if (wide)
                break;
        }
        if (at > col && at + space + w > USAGE_WIDTH) {
            printf("\n%*s", col, "");
            at = col;
            space = false;
        }
        if (space)
            putchar(' ');
        fwrite(s, 1, k, stdout);
        at += space + w;
        space = false;
        s += k;
    }
    putchar('\n');
}

static void usage(void)
{
    /* TRANSLATORS: --help's first lines; OPTION is what the rest lists */
    fputs(_("Usage: pagoda [OPTION]...\nTile and card solitaire games.\n"), stdout);
    putchar('\n');
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++) {
        int len = printf("  %s", options[i].name);
        if (len + 1 > USAGE_COLUMN)
            printf("\n%*s", USAGE_COLUMN, "");
        else
            printf("%*s", USAGE_COLUMN - len, "");
        print_wrapped(_(options[i].help), USAGE_COLUMN);
    }
}

static int bad(const char *fmt, ...) PAGODA_PRINTF(1, 2);
static int bad(const char *fmt, ...)
{
    fprintf(stderr, "pagoda: ");
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    /* TRANSLATORS: after a message about a bad command line */
    fprintf(stderr, "%s\n", _(" (see pagoda --help)"));
    return 2;
}

/* --language's value before the rest, so that --help and the messages about
 * the command line are in it: the last one given, or NULL. */
static const char *language_option(int argc, char **argv)
{
    const char *val = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--standings") == 0)
            break;
        if (strncmp(argv[i], "--language=", 11) == 0)
            val = argv[i] + 11;
        else if (strcmp(argv[i], "--language") == 0 && i + 1 < argc)
            val = argv[++i];
    }
    return val;
}

/* A code --language takes: "system", "qps" or a language of core/i18n.h. */
static bool valid_language(const char *s)
{
    return strcmp(s, "system") == 0 || strcmp(s, "qps") == 0 || i18n_language_find(s);
}

#define IMPORT_MAX_COPIES 999

/* --import: every layout in the file becomes a Pagoda layout file in the
 * player's layouts folder, where the picker finds it. */
static int import_layouts(const char *file)
{
    enum { MAX = 64 };
    Layout *l = malloc(sizeof *l * MAX);
    char *text = malloc(64 * 1024);
    if (!l || !text) {
        free(l);
        free(text);
        fprintf(stderr, "pagoda: out of memory\n");
        return 1;
    }
    Error err = {{0}};
    ImportWarnings warn;
    int n = layout_load_any_warn(file, l, MAX, &warn, &err);
    for (int i = 0; i < warn.n; i++)
        printf("warning: %s\n", warn.msg[i]);
    if (warn.total > warn.n)
        printf("warning: ... and %d more\n", warn.total - warn.n);
    char *pref = SDL_GetPrefPath("Pagoda", "pagoda");
    int status = 0;
    if (n < 0) {
        fprintf(stderr, "pagoda: %s\n", err.msg);
        status = 2; /* a bad value, as the README says */
    } else if (!pref) {
        fprintf(stderr, "pagoda: no per-user folder to import into: %s\n", SDL_GetError());
        status = 1;
    }
    char dir[1024];
    snprintf(dir, sizeof dir, "%slayouts", pref ? pref : "");
    if (status == 0 && !dir_make(dir)) {
        fprintf(stderr, "pagoda: cannot create %s\n", dir);
        status = 1;
    }
    for (int i = 0; status == 0 && i < n; i++) {
        /* "Dragon's Lair" -> dragon-s-lair.layout: the name never becomes a path
         * (core/filename.h), never shadows a built-in layout nor an earlier import */
        char name[80], fname[96], path[1200];
        filename_make(l[i].name, strlen(l[i].name), "", FILENAME_LOWER, "x", NULL, NULL, name, sizeof name);
        char builtin[128], found[1200];
        snprintf(builtin, sizeof builtin, "layouts/%s.layout", name);
        if (assets_path(builtin, found, sizeof found))
            SDL_strlcat(name, "-imported", sizeof name);
        bool named = filename_make(name, strlen(name), ".layout", FILENAME_LOWER, "x", filename_taken_in_dir, dir,
                                   fname, sizeof fname);
        snprintf(path, sizeof path, "%s/%s", dir, fname);
        if (!named) { /* never overwrite an earlier import */
            fprintf(stderr, "pagoda: %s: %d layouts named \"%s\" already; remove some first\n", dir,
                    IMPORT_MAX_COPIES, name);
            status = 1;
            break;
        }
        size_t len = layout_format(&l[i], text, 64 * 1024);
        if (len >= 64 * 1024 || !file_write_atomic(path, text, len, &err)) {
            fprintf(stderr, "pagoda: %s\n", len >= 64 * 1024 ? "layout too large to write" : err.msg);
            status = 1;
            break;
        }
        printf("imported \"%s\" (%d tiles) as %s\n", l[i].name, l[i].count, path);
        if (mj_layout_clearable(&l[i], &err) == MJ_CLEARABLE_NO)
            printf("warning: %s\n", err.msg);
    }
    SDL_free(pref);
    free(l);
    free(text);
    return status;
}

/* What --verify and --standings recompute rather than read from a replay: a
 * Tournament deal is always the built-in Turtle, a daily deal's seed its date's.
 * l receives the Turtle; false with a message when it cannot be read. */
static bool replay_rules(ReplayRules *rules, Layout *turtle, MjDealOptions *o)
{
    char path[1024];
    Error err = {{0}};
    if (!assets_path("layouts/turtle.layout", path, sizeof path) || !layout_load_file(turtle, path, &err)) {
        fprintf(stderr, "pagoda: the built-in Turtle layout cannot be read%s%s\n", err.msg[0] ? ": " : "", err.msg);
        return false;
    }
    *o = (MjDealOptions){.turtle = turtle};
    *rules = (ReplayRules){.game = "mahjong", .deal_options = o, .daily_seed = mj_daily_seed_of};
    return true;
}

/* --verify FILE, or --standings FILE... (n files) */
static int check_replays(const char *const *files, int n, bool standings)
{
    Layout *turtle = malloc(sizeof *turtle);
    ReplayRules rules;
    MjDealOptions o;
    int status = 1;
    if (!turtle)
        fprintf(stderr, "pagoda: out of memory\n");
    else if (replay_rules(&rules, turtle, &o))
        status = standings ? mj_standings(files, n, &rules, stdout, stderr)
                           : replay_verify_file(files[0], &rules, stdout, stderr);
    free(turtle);
    return status;
}

static bool known_option(const char *name)
{
    static const char *const names[] = {
        "--game", "--variant", "--layout", "--tileset", "--seed", "--size", "--fullscreen", "--windowed", "--headless",
        "--script", "--frames", "--dump", "--screenshot", "--stats", "--import", "--version", "--help", "-h",
        "--verify", "--standings", "--language", "--daily",
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(name, names[i]) == 0)
            return true;
    return false;
}

/* A tileset is a folder name under assets/tilesets: no path, no leading dot. */
static bool valid_tileset_name(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || n >= 32 || s[0] == '.')
        return false;
    for (size_t i = 0; i < n; i++)
        if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= '0' && s[i] <= '9') ||
              s[i] == '_' || s[i] == '-' || s[i] == '.'))
            return false;
    return !strstr(s, "..");
}

static bool parse_u64(const char *s, uint64_t *out)
{
    if (!s || *s < '0' || *s > '9') /* strtoull would skip spaces and take a sign */
        return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end)
        return false;
    *out = v;
    return true;
}

static bool parse_size(const char *s, int *w, int *h)
{
    char *end;
    if (*s < '0' || *s > '9')
        return false;
    long a = strtol(s, &end, 10);
    if (end == s || (*end != 'x' && *end != 'X'))
        return false;
    const char *p = end + 1;
    if (*p < '0' || *p > '9')
        return false;
    long b = strtol(p, &end, 10);
    if (end == p || *end || a < 320 || b < 200 || a > SETTINGS_WINDOW_MAX_W || b > SETTINGS_WINDOW_MAX_H)
        return false;
    *w = (int)a;
    *h = (int)b;
    return true;
}

int main(int argc, char **argv)
{
    AppConfig cfg = {0};
    const char *import = NULL;
    cfg.start_ticks = SDL_GetPerformanceCounter();
    cfg.fullscreen = -1;
    const char *language = language_option(argc, argv);
    i18n_set_language(language && valid_language(language) ? language : "system", assets_locale_dir(), NULL, 0);
    for (int i = 1; i < argc; i++) {
        char name[64];
        const char *arg = argv[i];
        const char *val = NULL;
        const char *eq = strchr(arg, '=');
        if (strncmp(arg, "--", 2) == 0 && eq && (size_t)(eq - arg) < sizeof name) {
            memcpy(name, arg, (size_t)(eq - arg));
            name[eq - arg] = 0;
            val = eq + 1;
        } else {
            SDL_strlcpy(name, arg, sizeof name);
        }
        if (!known_option(name))
            return bad(_("unknown option '%s'"), name);
        if (strcmp(name, "--standings") == 0) { /* every argument after it is a replay */
            if (val)
                return bad(_("option '%s' takes the files after it, not '=%s'"), name, val);
            return check_replays((const char *const *)argv + i + 1, argc - i - 1, true);
        }
        bool flag = strcmp(name, "--fullscreen") == 0 || strcmp(name, "--windowed") == 0 ||
                    strcmp(name, "--headless") == 0 || strcmp(name, "--version") == 0 ||
                    strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0 || strcmp(name, "--stats") == 0 ||
                    strcmp(name, "--daily") == 0;
        if (flag && val)
            return bad(_("option '%s' takes no value"), name);
        if (!flag && !val) {
            if (i + 1 >= argc)
                return bad(_("option '%s' needs a value"), name);
            val = argv[++i];
        }
        if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0) {
            usage();
            return 0;
        } else if (strcmp(name, "--version") == 0) {
            printf("pagoda %s\n", PAGODA_VERSION);
            return 0;
        } else if (strcmp(name, "--fullscreen") == 0) {
            cfg.fullscreen = 1;
        } else if (strcmp(name, "--windowed") == 0) {
            cfg.fullscreen = 0;
        } else if (strcmp(name, "--headless") == 0) {
            cfg.headless = true;
        } else if (strcmp(name, "--stats") == 0) {
            cfg.stats = true;
        } else if (strcmp(name, "--daily") == 0) {
            cfg.daily = true;
        } else if (strcmp(name, "--game") == 0) {
            if (!registry_find(val))
                return bad(_("unknown game '%s'"), val);
            cfg.game = val;
        } else if (strcmp(name, "--variant") == 0) {
            if (!*val)
                return bad(_("empty value for '%s'"), name);
            cfg.variant = val;
        } else if (strcmp(name, "--layout") == 0) {
            if (!*val)
                return bad(_("empty value for '%s'"), name);
            cfg.layout = val;
        } else if (strcmp(name, "--tileset") == 0) {
            if (!valid_tileset_name(val))
                return bad(_("bad value '%s' for %s: expected a tileset name, e.g. classic"), val, name);
            cfg.tileset = val;
        } else if (strcmp(name, "--seed") == 0) {
            if (!parse_u64(val, &cfg.seed))
                return bad(_("bad value '%s' for %s: expected a number"), val, name);
            cfg.has_seed = true;
        } else if (strcmp(name, "--size") == 0) {
            if (!parse_size(val, &cfg.width, &cfg.height))
                return bad(_("bad value '%s' for %s: expected WxH from 320x200 to 7680x4320, e.g. 1280x800"), val,
                           name);
        } else if (strcmp(name, "--script") == 0) {
            cfg.script = val;
        } else if (strcmp(name, "--frames") == 0) {
            uint64_t n;
            if (!parse_u64(val, &n) || n == 0 || n > 100000000)
                return bad(_("bad value '%s' for %s: expected a positive number"), val, name);
            cfg.frames = (long)n;
        } else if (strcmp(name, "--dump") == 0) {
            cfg.dump = val;
        } else if (strcmp(name, "--screenshot") == 0) {
            cfg.screenshot = val;
        } else if (strcmp(name, "--verify") == 0) {
            return check_replays(&val, 1, false);
        } else if (strcmp(name, "--language") == 0) {
            if (!valid_language(val))
                return bad(_("bad value '%s' for %s: expected a language code (en, de, fr, es, pl, ru, zh_CN), "
                             "system or qps"),
                           val, name);
            cfg.language = val;
        } else if (strcmp(name, "--import") == 0) {
            import = val;
        } else {
            return bad(_("unknown option '%s'"), name);
        }
    }
    if (cfg.variant && !cfg.game) {
        /* --variant alone: the game whose variant it is, when only one has it */
        const char *owner = NULL;
        int owners = 0;
        for (int i = 0; i < registry_count(); i++)
            if (rules_variant(registry_at(i), cfg.variant) && (!cfg.layout || strcmp(registry_at(i)->id, "mahjong") == 0)) {
                owner = registry_at(i)->id;
                owners++;
            }
        if (owners == 0)
            return cfg.layout ? bad(_("unknown variant '%s' of mahjong"), cfg.variant)
                              : bad(_("unknown variant '%s'"), cfg.variant);
        if (owners > 1)
            return bad(_("more than one game has the variant '%s': add --game"), cfg.variant);
        cfg.game = owner;
    }
    if (import)
        return import_layouts(import);
    return app_run(&cfg, scenes_start);
}
