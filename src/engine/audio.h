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
#define AUDIO_MAX_TRACKS 16

/* Starts, stops, switches or re-levels music to match the settings
 * (settings.music_track: a track name, or "rotate" to play them in turn). */
void audio_apply(struct App *app);
/* Pauses the device while no sound and no music plays, so that silence costs
 * no mixing; audio_play and music resume it. The loop calls it before it waits
 * (a sound or track that ends wakes the loop with an SDL_USEREVENT). */
void audio_settle(void);
/* Once a tick: moves on to the next track when rotating. */
void audio_update(struct App *app);
/* The music tracks found in music/ (names without .ogg); valid after audio_init. */
int audio_tracks(const char **names, int cap);
