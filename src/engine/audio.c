#include "engine/audio.h"

#include <SDL_mixer.h>
#include <stdio.h>
#include <string.h>

#include "engine/app.h"
#include "engine/assets.h"

#define MUSIC_MAX 8

static const char *const sfx_file[SFX_COUNT] = {
    "select", "match", "invalid", "hint", "shuffle", "undo", "win", "nomoves",
};

static struct {
    bool open;
    Mix_Chunk *chunk[SFX_COUNT];
    Mix_Music *music;
    bool music_playing;
} data;

static Mix_Music *load_first_track(void)
{
    /* music/ holds Pagoda's own tracks, named trackN-*.ogg */
    static const char *const tracks[] = {"music/track1-ink-garden.ogg"};
    char path[1024];
    for (size_t i = 0; i < SDL_arraysize(tracks); i++) {
        if (assets_path(tracks[i], path, sizeof path)) {
            Mix_Music *m = Mix_LoadMUS(path);
            if (!m)
                SDL_LogWarn(SDL_LOG_CATEGORY_AUDIO, "%s: %s", path, Mix_GetError());
            return m;
        }
    }
    SDL_LogWarn(SDL_LOG_CATEGORY_AUDIO, "no music track found under %s/music", assets_root());
    return NULL;
}

void audio_init(App *app)
{
    if (data.open)
        return;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        SDL_LogInfo(SDL_LOG_CATEGORY_AUDIO, "no audio: %s; playing silently", SDL_GetError());
        return;
    }
    Mix_Init(MIX_INIT_OGG);
    if (Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) != 0) {
        SDL_LogInfo(SDL_LOG_CATEGORY_AUDIO, "no audio device: %s; playing silently", Mix_GetError());
        return;
    }
    data.open = true;
    Mix_AllocateChannels(12);
    char rel[128], path[1024];
    for (int i = 0; i < SFX_COUNT; i++) {
        snprintf(rel, sizeof rel, "assets/sounds/%s.wav", sfx_file[i]);
        if (!assets_path(rel, path, sizeof path)) {
            SDL_LogWarn(SDL_LOG_CATEGORY_AUDIO, "missing sound %s", rel);
            continue;
        }
        data.chunk[i] = Mix_LoadWAV(path);
        if (!data.chunk[i])
            SDL_LogWarn(SDL_LOG_CATEGORY_AUDIO, "%s: %s", path, Mix_GetError());
    }
    data.music = load_first_track();
    audio_apply(app);
}

void audio_shutdown(void)
{
    if (!data.open)
        return;
    Mix_HaltMusic();
    Mix_HaltChannel(-1);
    if (data.music)
        Mix_FreeMusic(data.music);
    for (int i = 0; i < SFX_COUNT; i++)
        if (data.chunk[i])
            Mix_FreeChunk(data.chunk[i]);
    Mix_CloseAudio();
    Mix_Quit();
    memset(&data, 0, sizeof data);
}

void audio_play(App *app, Sfx s)
{
    if (!data.open || !app->settings.sound || s < 0 || s >= SFX_COUNT || !data.chunk[s])
        return;
    Mix_PlayChannel(-1, data.chunk[s], 0);
}

void audio_apply(App *app)
{
    if (!data.open)
        return;
    Mix_Volume(-1, app->settings.sound_volume * MIX_MAX_VOLUME / 100);
    Mix_VolumeMusic(app->settings.music_volume * MIX_MAX_VOLUME / 100);
    if (app->settings.music && data.music && !data.music_playing) {
        Mix_FadeInMusic(data.music, -1, 1500);
        data.music_playing = true;
    } else if (!app->settings.music && data.music_playing) {
        Mix_FadeOutMusic(400);
        data.music_playing = false;
    }
}
