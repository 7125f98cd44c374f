/* Keys to actions (engine/input.c): a held key repeats cursor moves only
 * (issue 23 item 7: a held S shuffled until the save could not be read). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "engine/app.h"
#include "engine/input.h"

static bool press(SDL_Keycode sym, Uint16 mod, bool repeat, Action *a)
{
    static App app; /* key translation reads nothing of it */
    SDL_StopTextInput(); /* as the App does once its window is open */
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.state = SDL_PRESSED;
    ev.key.repeat = repeat;
    ev.key.keysym.sym = sym;
    ev.key.keysym.mod = mod;
    return input_translate(&app, &ev, a);
}

static void test_repeat(void **state)
{
    (void)state;
    static const struct { SDL_Keycode sym; Uint16 mod; ActionKind kind; } once[] = {
        {SDLK_s, 0, ACT_SHUFFLE}, {SDLK_u, 0, ACT_UNDO}, {SDLK_z, KMOD_LCTRL, ACT_UNDO},
        {SDLK_y, KMOD_LCTRL, ACT_REDO}, {SDLK_r, 0, ACT_REDO}, {SDLK_h, 0, ACT_HINT},
        {SDLK_n, 0, ACT_NEW}, {SDLK_r, KMOD_LCTRL, ACT_RESTART}, {SDLK_s, KMOD_LCTRL, ACT_SAVE},
        {SDLK_RETURN, 0, ACT_SELECT}, {SDLK_ESCAPE, 0, ACT_BACK}, {SDLK_BACKSPACE, 0, ACT_UNDO},
    };
    for (size_t i = 0; i < sizeof once / sizeof once[0]; i++) {
        Action a;
        assert_true(press(once[i].sym, once[i].mod, false, &a));
        assert_int_equal(a.kind, once[i].kind);
        if (press(once[i].sym, once[i].mod, true, &a))
            fail_msg("a held key repeats %s", action_name(a.kind));
    }
    static const SDL_Keycode moves[] = {SDLK_UP, SDLK_DOWN, SDLK_LEFT, SDLK_RIGHT, SDLK_PAGEUP, SDLK_PAGEDOWN};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        Action a;
        assert_true(press(moves[i], 0, true, &a));
        assert_true(action_repeats(a.kind));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_repeat),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
