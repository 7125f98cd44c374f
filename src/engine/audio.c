#include "engine/audio.h"

#include <SDL_mixer.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/app_state.h"
#include "engine/assets.h"
#include "platform/platform.h"

/* SDL_mixer is opened when audio starts (after the first frame), not linked:
 * its decoders pull in some fifteen libraries (fluidsynth, glib, jack, ...)
 * that would otherwise be mapped and relocated before main() runs. */
#define MIX_FUNCS(X)                                                                   \
    X(int, Init, (int flags))                                                          \
    X(void, Quit, (void))                                                              \
    X(int, OpenAudio, (int frequency, Uint16 format, int channels, int chunksize))     \
    X(void, CloseAudio, (void))                                                        \
    X(int, AllocateChannels, (int numchans))                                           \
    X(Mix_Chunk *, LoadWAV, (const char *file))                                        \
    X(Mix_Music *, LoadMUS, (const char *file))                                        \
    X(void, FreeChunk, (Mix_Chunk * chunk))                                            \
    X(void, FreeMusic, (Mix_Music * music))                                            \
    X(void, HookMusicFinished, (void (*music_finished)(void)))                         \
    X(int, PlayChannel, (int channel, Mix_Chunk *chunk, int loops))                    \
    X(int, PlayMusic, (Mix_Music * music, int loops))                                  \
    X(int, FadeInMusic, (Mix_Music * music, int loops, int ms))                        \
    X(int, FadeOutMusic, (int ms))                                                     \
    X(int, HaltChannel, (int channel))                                                 \
    X(int, HaltMusic, (void))                                                          \
    X(int, Volume, (int channel, int volume))                                          \
    X(int, VolumeMusic, (int volume))                                                  \
    X(int, PlayingMusic, (void))                                                       \
    X(int, Playing, (int channel))                                                     \
    X(void, ChannelFinished, (void (*channel_finished)(int channel)))

#define MIX_FIELD(ret, name, args) ret(SDLCALL *name) args;
static struct {
    void *lib;
    MIX_FUNCS(MIX_FIELD)
} mix;

#ifdef PAGODA_LINKED_CODECS
/* The browser build links SDL_mixer in (a page has no shared libraries). */
#define MIX_LINK(ret, name, args) mix.name = Mix_##name;
static void mix_link(void)
{
    MIX_FUNCS(MIX_LINK)
    mix.lib = &mix;
}
#endif

#define Mix_Init mix.Init
#define Mix_Quit mix.Quit
#define Mix_OpenAudio mix.OpenAudio
#define Mix_CloseAudio mix.CloseAudio
#define Mix_AllocateChannels mix.AllocateChannels
#define Mix_LoadWAV mix.LoadWAV
#define Mix_LoadMUS mix.LoadMUS
#define Mix_FreeChunk mix.FreeChunk
#define Mix_FreeMusic mix.FreeMusic
#define Mix_HookMusicFinished mix.HookMusicFinished
#define Mix_PlayChannel mix.PlayChannel
#define Mix_PlayMusic mix.PlayMusic
#define Mix_FadeInMusic mix.FadeInMusic
#define Mix_FadeOutMusic mix.FadeOutMusic
#define Mix_HaltChannel mix.HaltChannel
#define Mix_HaltMusic mix.HaltMusic
#define Mix_Volume mix.Volume
#define Mix_VolumeMusic mix.VolumeMusic
#define Mix_PlayingMusic mix.PlayingMusic
#define Mix_Playing mix.Playing
#define Mix_ChannelFinished mix.ChannelFinished

/* True once every function is found; otherwise the game plays silently. */
static bool mix_load(void)
{
    static const char *const names[] = {"libSDL2_mixer-2.0.so.0", "libSDL2_mixer.so", "libSDL2_mixer-2.0.0.dylib",
                                        "SDL2_mixer.dll"};
    if (mix.lib)
        return true;
#ifdef PAGODA_LINKED_CODECS
    (void)names;
    mix_link();
    return true;
#endif
    for (size_t i = 0; i < SDL_arraysize(names) && !mix.lib; i++)
        mix.lib = SDL_LoadObject(names[i]);
    if (!mix.lib) {
        SDL_LogInfo(SDL_LOG_CATEGORY_AUDIO, "no SDL_mixer: %s; playing silently", SDL_GetError());
        return false;
    }
    bool ok = true;
#define MIX_RESOLVE(ret, name, args)                                                   \
    *(void **)&mix.name = SDL_LoadFunction(mix.lib, "Mix_" #name);                     \
    ok = ok && mix.name;
    MIX_FUNCS(MIX_RESOLVE)
    if (!ok) {
        SDL_LogInfo(SDL_LOG_CATEGORY_AUDIO, "SDL_mixer lacks a function: %s; playing silently", SDL_GetError());
        SDL_UnloadObject(mix.lib);
        memset(&mix, 0, sizeof mix);
    }
    return ok;
}


static const char *const sfx_file[SFX_COUNT] = {
    "select", "match", "invalid", "hint", "shuffle", "undo", "win", "nomoves",
};

static struct {
    bool open;
    Mix_Chunk *chunk[SFX_COUNT];
    Mix_Music *music;
    char track[AUDIO_MAX_TRACKS][48]; /* music/NAME.ogg, sorted */
    int n_tracks;
    int playing;                       /* index into track, -1 none */
    SDL_atomic_t finished;             /* set by SDL_mixer's thread */
    SDL_AudioDeviceID device;          /* the one SDL_mixer opened; 0 if not found */
    bool paused;                       /* silent: the mixer is not called */
} data;

/* A sound or the music stopped (SDL_mixer's thread): wake the loop, which
 * pauses the device if nothing else plays (audio_settle). */
static void wake_loop(void)
{
    SDL_Event ev = {.type = SDL_USEREVENT};
    SDL_PushEvent(&ev);
}

static void on_channel_finished(int channel)
{
    (void)channel;
    wake_loop();
}

/* Silent: the device is paused and its lock held, so that SDL's audio thread
 * waits on the lock (no wake-ups at all) instead of writing silence every
 * buffer. The lock is recursive: SDL_mixer's calls from this thread still
 * take it. Paused only while everything was silent, so nothing is cut. */
static void pause_device(void)
{
    SDL_PauseAudioDevice(data.device, 1);
    SDL_LockAudioDevice(data.device);
    data.paused = true;
}

/* After a sound or music was started (or before SDL_mixer waits on its own
 * thread, or closes): the thread takes the lock at once and mixes it into the
 * buffer it holds, so the sound is not delayed and follows silence (no click). */
static void resume(void)
{
    if (data.paused) {
        SDL_PauseAudioDevice(data.device, 0);
        SDL_UnlockAudioDevice(data.device);
        data.paused = false;
    }
}

/* SDL_mixer 2.6 does not say which device it opened; it is the only one this
 * process opens, so it is the one that plays. */
static SDL_AudioDeviceID find_device(void)
{
    for (SDL_AudioDeviceID id = 1; id < 64; id++)
        if (SDL_GetAudioDeviceStatus(id) == SDL_AUDIO_PLAYING)
            return id;
    return 0;
}

static int cmp_track(const void *a, const void *b)
{
    return strcmp(a, b);
}

static void scan_tracks(void)
{
    char dir[1100];
    snprintf(dir, sizeof dir, "%s/music", assets_root());
    PlatformDir *d = platform_dir_open(dir);
    data.n_tracks = 0;
    if (!d)
        return;
    const char *name;
    while ((name = platform_dir_next(d)) && data.n_tracks < AUDIO_MAX_TRACKS) {
        size_t n = strlen(name);
        if (n > 4 && n - 4 < sizeof data.track[0] && strcmp(name + n - 4, ".ogg") == 0) {
            memcpy(data.track[data.n_tracks], name, n - 4);
            data.track[data.n_tracks++][n - 4] = 0;
        }
    }
    platform_dir_close(d);
    qsort(data.track, (size_t)data.n_tracks, sizeof data.track[0], cmp_track);
}

int audio_tracks(const char **names, int cap)
{
    int n = SDL_min(cap, data.n_tracks);
    for (int i = 0; i < n; i++)
        names[i] = data.track[i];
    return n;
}

static void on_music_finished(void)
{
    SDL_AtomicSet(&data.finished, 1);
    wake_loop();
}

/* Starts track i: looping when the player chose it, once when rotating. */
static void play_track(App *app, int i, bool fade)
{
    resume(); /* Mix_FreeMusic waits for a fade-out on the audio thread */
    if (data.music) {
        Mix_HaltMusic();
        Mix_FreeMusic(data.music);
        data.music = NULL;
    }
    data.playing = -1;
    if (i < 0 || i >= data.n_tracks)
        return;
    char rel[96], path[1024];
    snprintf(rel, sizeof rel, "music/%s.ogg", data.track[i]);
    if (!assets_path(rel, path, sizeof path) || !(data.music = Mix_LoadMUS(path))) {
        SDL_LogWarn(SDL_LOG_CATEGORY_AUDIO, "%s: %s", rel, Mix_GetError());
        return;
    }
    bool rotate = strcmp(app->settings.music_track, "rotate") == 0;
    SDL_AtomicSet(&data.finished, 0);
    if (fade)
        Mix_FadeInMusic(data.music, rotate ? 1 : -1, 1500);
    else
        Mix_PlayMusic(data.music, rotate ? 1 : -1);
    data.playing = i;
}

static int wanted_track(App *app)
{
    if (data.n_tracks == 0)
        return -1;
    for (int i = 0; i < data.n_tracks; i++)
        if (strcmp(data.track[i], app->settings.music_track) == 0)
            return i;
    return data.playing >= 0 ? data.playing : 0; /* rotate: keep the current one */
}

void audio_init(App *app)
{
    if (data.open)
        return;
    if (!mix_load())
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
    data.device = find_device();
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
    data.playing = -1;
    scan_tracks();
    Mix_HookMusicFinished(on_music_finished);
    Mix_ChannelFinished(on_channel_finished);
    audio_apply(app);
    audio_settle();
}

void audio_shutdown(void)
{
    if (!data.open)
        return;
    Mix_HookMusicFinished(NULL);
    Mix_ChannelFinished(NULL);
    resume();
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
    resume();
}

void audio_settle(void)
{
    if (data.open && data.device && !data.paused && Mix_Playing(-1) == 0 && !Mix_PlayingMusic())
        pause_device();
}

void audio_apply(App *app)
{
    if (!data.open)
        return;
    Mix_Volume(-1, app->settings.sound_volume * MIX_MAX_VOLUME / 100);
    Mix_VolumeMusic(app->settings.music_volume * MIX_MAX_VOLUME / 100);
    if (!app->settings.music) {
        if (data.playing >= 0) {
            Mix_FadeOutMusic(400);
            data.playing = -1;
        }
        return;
    }
    int want = wanted_track(app);
    if (want != data.playing || !Mix_PlayingMusic())
        play_track(app, want, data.playing < 0);
}

void audio_update(App *app)
{
    if (!data.open || !SDL_AtomicGet(&data.finished))
        return;
    SDL_AtomicSet(&data.finished, 0);
    /* a rotated track ended: the next one */
    if (app->settings.music && data.n_tracks > 0 && data.playing >= 0)
        play_track(app, (data.playing + 1) % data.n_tracks, false);
}
