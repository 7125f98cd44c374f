#pragma once
/* Music and sound effects through SDL_mixer. Every call is safe when no audio
 * device could be opened: the game then runs silently, with one log line. */

#include <stdbool.h>

struct App;

typedef enum Sfx {
    SFX_SELECT,
    SFX_MATCH,
    SFX_INVALID,
    SFX_HINT,
    SFX_SHUFFLE,
    SFX_UNDO,
    SFX_WIN,
    SFX_NOMOVES,
    SFX_COUNT,
} Sfx;

/* Opens the device and loads the effects; called after the first frame so that
 * start-up is not kept waiting by the sound server. */
void audio_init(struct App *app);
void audio_shutdown(void);
void audio_play(struct App *app, Sfx s);
/* Starts, stops or re-levels music to match the settings. */
void audio_apply(struct App *app);
