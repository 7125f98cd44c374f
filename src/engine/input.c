#include "engine/input.h"

#include <stdio.h>

#include "core/i18n.h"
#include "core/utf8.h"
#include "engine/app_state.h"

#define MAX_PADS 8
#define STICK_THRESHOLD 16000

static struct {
    SDL_GameController *pad[MAX_PADS];
    int stick_dir[MAX_PADS][2]; /* -1, 0, 1 per axis: fire once per push */
    ActionKind held;            /* a d-pad direction (or stick) held down, repeats */
    uint64_t held_tick;         /* App tick of the press */
} data;

/* A held direction repeats after REPEAT_DELAY ticks, every REPEAT_EVERY ticks. */
#define REPEAT_DELAY 24
#define REPEAT_EVERY 6

static int pad_slot(SDL_JoystickID id)
{
    for (int i = 0; i < MAX_PADS; i++)
        if (data.pad[i] && SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(data.pad[i])) == id)
            return i;
    return -1;
}

static void pad_open(int device)
{
    if (!SDL_IsGameController(device))
        return;
    for (int i = 0; i < MAX_PADS; i++) {
        if (!data.pad[i]) {
            data.pad[i] = SDL_GameControllerOpen(device);
            if (data.pad[i])
                SDL_LogInfo(SDL_LOG_CATEGORY_INPUT, "gamepad connected: %s",
                            SDL_GameControllerName(data.pad[i]));
            return;
        }
    }
}

void input_init(App *app)
{
    (void)app;
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) {
        SDL_LogInfo(SDL_LOG_CATEGORY_INPUT, "no gamepad support: %s", SDL_GetError());
        return;
    }
    /* already plugged-in pads also arrive as CONTROLLERDEVICEADDED events */
}

void input_shutdown(void)
{
    for (int i = 0; i < MAX_PADS; i++)
        if (data.pad[i])
            SDL_GameControllerClose(data.pad[i]);
    SDL_memset(&data, 0, sizeof data);
}

bool action_repeats(ActionKind k)
{
    return k == ACT_UP || k == ACT_DOWN || k == ACT_LEFT || k == ACT_RIGHT || k == ACT_PAGE_PREV ||
           k == ACT_PAGE_NEXT || k == ACT_ERASE || k == ACT_DELETE;
}

static bool key_action(const SDL_KeyboardEvent *k, Action *a)
{
    SDL_Keycode sym = k->keysym.sym;
    Uint16 mod = k->keysym.mod;
    bool ctrl = (mod & KMOD_CTRL) != 0, shift = (mod & KMOD_SHIFT) != 0, alt = (mod & KMOD_ALT) != 0;
    bool typing = SDL_IsTextInputActive();
    a->shift = shift;
    switch (sym) {
    case SDLK_HOME: a->kind = ACT_HOME; return true;
    case SDLK_END: a->kind = ACT_END; return true;
    case SDLK_UP: case SDLK_KP_8: a->kind = ACT_UP; return true;
    case SDLK_DOWN: case SDLK_KP_2: a->kind = ACT_DOWN; return true;
    case SDLK_LEFT: case SDLK_KP_4: a->kind = ACT_LEFT; return true;
    case SDLK_RIGHT: case SDLK_KP_6: a->kind = ACT_RIGHT; return true;
    case SDLK_RETURN: case SDLK_KP_ENTER:
        a->kind = alt ? ACT_FULLSCREEN : ACT_SELECT;
        return true;
    case SDLK_ESCAPE: a->kind = ACT_BACK; return true;
    case SDLK_BACKSPACE: a->kind = typing ? ACT_ERASE : ACT_UNDO; return true;
    case SDLK_F1: a->kind = ACT_HELP; return true;
    case SDLK_F10: a->kind = ACT_MENU; return true;
    case SDLK_F11: a->kind = ACT_FULLSCREEN; return true;
    case SDLK_PAGEUP: a->kind = ACT_PAGE_PREV; return true;
    case SDLK_TAB: a->kind = shift ? ACT_PAGE_PREV : ACT_PAGE_NEXT; return true;
    case SDLK_DELETE: a->kind = ACT_DELETE; return true;
    case SDLK_PAGEDOWN: a->kind = ACT_PAGE_NEXT; return true;
    default: break;
    }
    if (ctrl) {
        switch (sym) {
        case SDLK_z: a->kind = shift ? ACT_REDO : ACT_UNDO; return true;
        case SDLK_y: a->kind = ACT_REDO; return true;
        case SDLK_s: a->kind = ACT_SAVE; return true;
        case SDLK_o: a->kind = ACT_OPEN; return true;
        case SDLK_n: a->kind = ACT_NEW; return true;
        case SDLK_r: a->kind = ACT_RESTART; return true;
        case SDLK_q: a->kind = ACT_QUIT; return true;
        case SDLK_a: a->kind = ACT_SELECT_ALL; return true;
        default: return false;
        }
    }
    if (typing || alt)
        return false; /* letters are text while a field is being edited */
    if (sym >= SDLK_a && sym <= SDLK_z)
        a->letter = (char)sym; /* whatever it does, the letter pressed (a dialog's answer) */
    switch (sym) {
    case SDLK_SPACE: a->kind = ACT_SELECT; return true;
    case SDLK_h: a->kind = ACT_HINT; return true;
    case SDLK_u: a->kind = ACT_UNDO; return true;
    case SDLK_r: a->kind = ACT_REDO; return true;
    case SDLK_s: a->kind = ACT_SHUFFLE; return true;
    case SDLK_n: a->kind = ACT_NEW; return true;
    case SDLK_m: a->kind = ACT_MENU; return true;
    case SDLK_t: a->kind = ACT_TOOL; return true;
    case SDLK_l: a->kind = ACT_SHOW_MOVES; return true;
    case SDLK_PLUS: case SDLK_EQUALS: case SDLK_KP_PLUS: a->kind = ACT_ZOOM_IN; return true;
    case SDLK_MINUS: case SDLK_KP_MINUS: a->kind = ACT_ZOOM_OUT; return true;
    default: break;
    }
    if (sym >= SDLK_a && sym <= SDLK_z) {
        a->kind = ACT_LETTER;
        a->text[0] = (char)sym;
        a->text[1] = 0;
        return true;
    }
    return false;
}

static bool pad_button_action(Uint8 button, Action *a)
{
    a->from_pad = true;
    switch (button) {
    case SDL_CONTROLLER_BUTTON_A: a->kind = ACT_SELECT; return true;
    case SDL_CONTROLLER_BUTTON_B: a->kind = ACT_BACK; return true;
    case SDL_CONTROLLER_BUTTON_X: a->kind = ACT_HINT; return true;
    case SDL_CONTROLLER_BUTTON_Y: a->kind = ACT_UNDO; return true;
    case SDL_CONTROLLER_BUTTON_START: a->kind = ACT_MENU; return true;
    case SDL_CONTROLLER_BUTTON_BACK: a->kind = ACT_HELP; return true;
    case SDL_CONTROLLER_BUTTON_DPAD_UP: a->kind = ACT_UP; return true;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: a->kind = ACT_DOWN; return true;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: a->kind = ACT_LEFT; return true;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: a->kind = ACT_RIGHT; return true;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: a->kind = ACT_PAGE_PREV; return true;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: a->kind = ACT_PAGE_NEXT; return true;
    case SDL_CONTROLLER_BUTTON_RIGHTSTICK: a->kind = ACT_SHOW_MOVES; return true;
    default: return false;
    }
}

static bool stick_action(const SDL_ControllerAxisEvent *e, Action *a)
{
    int axis = e->axis == SDL_CONTROLLER_AXIS_LEFTX ? 0 : e->axis == SDL_CONTROLLER_AXIS_LEFTY ? 1 : -1;
    if (axis < 0)
        return false;
    int slot = pad_slot(e->which);
    int *state = slot >= 0 ? &data.stick_dir[slot][axis] : NULL;
    int dir = e->value > STICK_THRESHOLD ? 1 : e->value < -STICK_THRESHOLD ? -1 : 0;
    if (state) {
        if (dir == *state)
            return false;
        *state = dir;
    }
    if (dir == 0)
        return false;
    a->from_pad = true;
    a->kind = axis == 0 ? (dir < 0 ? ACT_LEFT : ACT_RIGHT) : (dir < 0 ? ACT_UP : ACT_DOWN);
    return true;
}

bool input_translate(App *app, const SDL_Event *ev, Action *a)
{
    SDL_memset(a, 0, sizeof *a);
    switch (ev->type) {
    case SDL_QUIT:
        a->kind = ACT_QUIT;
        return true;
    case SDL_KEYDOWN:
        /* a held key repeats moves only: a held S must not shuffle forty times */
        return key_action(&ev->key, a) && (!ev->key.repeat || action_repeats(a->kind));
    case SDL_TEXTINPUT:
        a->kind = ACT_TEXT;
        SDL_strlcpy(a->text, ev->text.text, sizeof a->text);
        return true;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        a->kind = ev->type == SDL_MOUSEBUTTONDOWN ? ACT_POINTER_DOWN : ACT_POINTER_UP;
        a->x = (int)(ev->button.x * app->dpi_scale);
        a->y = (int)(ev->button.y * app->dpi_scale);
        a->button = ev->button.button;
        a->clicks = ev->button.clicks;
        return true;
    case SDL_MOUSEMOTION:
        a->kind = ACT_POINTER_MOVE;
        a->x = (int)(ev->motion.x * app->dpi_scale);
        a->y = (int)(ev->motion.y * app->dpi_scale);
        return true;
    case SDL_MOUSEWHEEL:
        if (ev->wheel.y == 0)
            return false;
        a->kind = ev->wheel.y > 0 ? ACT_UP : ACT_DOWN;
        a->wheel = ev->wheel.y > 0 ? 1 : -1;
        SDL_GetMouseState(&a->x, &a->y);
        a->x = (int)(a->x * app->dpi_scale);
        a->y = (int)(a->y * app->dpi_scale);
        return true;
    case SDL_CONTROLLERDEVICEADDED:
        pad_open(ev->cdevice.which);
        return false;
    case SDL_CONTROLLERDEVICEREMOVED: {
        int slot = pad_slot(ev->cdevice.which);
        if (slot >= 0) {
            SDL_GameControllerClose(data.pad[slot]);
            data.pad[slot] = NULL;
            data.stick_dir[slot][0] = data.stick_dir[slot][1] = 0;
            SDL_LogInfo(SDL_LOG_CATEGORY_INPUT, "gamepad disconnected");
        }
        return false;
    }
    case SDL_CONTROLLERBUTTONDOWN:
        if (!pad_button_action(ev->cbutton.button, a))
            return false;
        data.held = a->kind >= ACT_UP && a->kind <= ACT_RIGHT ? a->kind : ACT_NONE;
        data.held_tick = app->tick;
        return true;
    case SDL_CONTROLLERBUTTONUP: {
        Action up;
        if (pad_button_action(ev->cbutton.button, &up) && up.kind == data.held)
            data.held = ACT_NONE;
        return false;
    }
    case SDL_CONTROLLERAXISMOTION: {
        bool got = stick_action(&ev->caxis, a);
        int slot = pad_slot(ev->caxis.which);
        if (got) {
            data.held = a->kind;
            data.held_tick = app->tick;
        } else if (slot >= 0 && !data.stick_dir[slot][0] && !data.stick_dir[slot][1] && data.held != ACT_NONE &&
                   ev->caxis.axis <= SDL_CONTROLLER_AXIS_LEFTY) {
            data.held = ACT_NONE; /* the stick is back in the middle */
        }
        return got;
    }
    default:
        return false;
    }
}

const char *action_name(ActionKind k)
{
    static const char *const names[] = {
        "none", "up", "down", "left", "right", "select", "back", "menu", "hint", "undo",
        "redo", "shuffle", "new", "restart", "save", "open", "help", "page_prev", "page_next",
        "pointer_down", "pointer_up", "pointer_move", "text", "erase", "fullscreen", "delete", "tool", "quit",
        "home", "end", "select_all", "letter", "show_moves", "zoom_in", "zoom_out",
    };
    return (unsigned)k < SDL_arraysize(names) ? names[k] : "?";
}

bool input_holding(void)
{
    return data.held != ACT_NONE;
}

bool input_repeat(struct App *app, Action *a)
{
    if (data.held == ACT_NONE || app->tick < data.held_tick + REPEAT_DELAY ||
        (app->tick - data.held_tick - REPEAT_DELAY) % REPEAT_EVERY != 0)
        return false;
    SDL_memset(a, 0, sizeof *a);
    a->kind = data.held;
    a->from_pad = true;
    return true;
}

const char *input_chord_name(char *out, size_t cap, unsigned mods, const char *key)
{
    const char *name[3] = {
        /* TRANSLATORS: the Control key as keyboards print it, in shortcuts like "Ctrl+S" (German: Strg) */
        (mods & INPUT_CTRL) ? C_("key", "Ctrl") : NULL,
        /* TRANSLATORS: the Shift key as keyboards print it, in shortcuts like "Shift+Tab" (German: Umschalt) */
        (mods & INPUT_SHIFT) ? C_("key", "Shift") : NULL,
        /* TRANSLATORS: the Alt key as keyboards print it, in shortcuts like "Alt+Enter" */
        (mods & INPUT_ALT) ? C_("key", "Alt") : NULL,
    };
    size_t used = 0;
    if (cap == 0)
        return out;
    out[0] = '\0';
    for (int i = 0; i < 3; i++)
        if (name[i] && used < cap)
            used += (size_t)snprintf(out + used, cap - used, "%s+", name[i]);
    if (used < cap)
        snprintf(out + used, cap - used, "%s", key);
    utf8_clip(out);
    return out;
}
