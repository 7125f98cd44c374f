#!/usr/bin/python3
"""Pagoda audio generator: original music and sound effects, synthesised from scratch.

Run from the repository root with the system Python (needs numpy):

    /usr/bin/python3 tools/gen_audio.py            # everything
    /usr/bin/python3 tools/gen_audio.py sfx        # sound effects only
    /usr/bin/python3 tools/gen_audio.py music      # music only
    /usr/bin/python3 tools/gen_audio.py --keep-wav # also keep music WAVs in /tmp

Outputs
    assets/sounds/<name>.wav   mono 44.1 kHz 16-bit, ~-6 dBFS peak
    music/track*.ogg           stereo 44.1 kHz Ogg Vorbis (oggenc -q 3), seamless loops

Nothing is sampled: every sound is built from sine/FM partials, filtered noise and
Karplus-Strong plucked strings, with a generated (decaying noise) reverb.  All
randomness uses fixed seeds, so the output is deterministic.
"""

import os
import subprocess
import sys
import tempfile
import wave

import numpy as np

SR = 44100
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SFX_DIR = os.path.join(ROOT, "assets", "sounds")
MUSIC_DIR = os.path.join(ROOT, "music")


# ----------------------------------------------------------------------------
# basic helpers
# ----------------------------------------------------------------------------

def mtof(m):
    return 440.0 * 2.0 ** ((m - 69) / 12.0)


def db(x):
    return 10.0 ** (x / 20.0)


def tvec(n):
    return np.arange(n) / SR


def one_pole_lp(x, cutoff):
    """First-order low-pass magnitude response (zero-phase, via FFT)."""
    return fft_filter(x, lambda f: 1.0 / np.sqrt(1.0 + (f / cutoff) ** 2))


def fft_filter(x, fn):
    """Zero-phase filter: multiply spectrum by fn(freqs)."""
    n = len(x)
    X = np.fft.rfft(x)
    f = np.fft.rfftfreq(n, 1.0 / SR)
    return np.fft.irfft(X * fn(f), n)


def bandpass_gain(f, lo, hi, slope=2.0):
    g = 1.0 / (1.0 + (lo / np.maximum(f, 1e-3)) ** (2 * slope))
    g *= 1.0 / (1.0 + (f / hi) ** (2 * slope))
    return g


def env_adsr(n, a, d, s, r, total=None):
    """Attack/decay/sustain-level/release (seconds); release at the end of n samples."""
    t = tvec(n)
    dur = n / SR
    e = np.ones(n)
    e = np.where(t < a, np.sin(0.5 * np.pi * t / max(a, 1e-6)) ** 2, e)
    dec = (t >= a) & (t < a + d)
    e = np.where(dec, 1.0 - (1.0 - s) * (t - a) / max(d, 1e-6), e)
    e = np.where(t >= a + d, s, e)
    rel_start = dur - r
    rel = t >= rel_start
    e = np.where(rel, e * np.cos(0.5 * np.pi * np.clip((t - rel_start) / max(r, 1e-6), 0, 1)) ** 2, e)
    return e


def pan_gains(p):
    """p in [-1, 1] -> (left, right) constant-power gains."""
    ang = (p + 1.0) * 0.25 * np.pi
    return np.cos(ang), np.sin(ang)


def fade_tail(x, ms=8.0):
    n = min(len(x), int(ms * SR / 1000))
    x = x.copy()
    x[-n:] *= np.cos(0.5 * np.pi * np.linspace(0, 1, n)) ** 2
    return x


def fade_head(x, ms=1.0):
    n = min(len(x), max(2, int(ms * SR / 1000)))
    x = x.copy()
    x[:n] *= np.sin(0.5 * np.pi * np.linspace(0, 1, n)) ** 2
    return x


# ----------------------------------------------------------------------------
# instruments
# ----------------------------------------------------------------------------

def karplus(freq, dur, rng, bright=0.5, t60=3.0, pos=0.18, vib=0.0, vib_rate=5.0,
            vib_delay=0.5, bend=0.0):
    """Plucked string (guzheng-ish). Karplus-Strong with an integer delay line and
    exact tuning by resampling (which also carries vibrato / bends)."""
    n_out = int(dur * SR)
    period = SR / freq
    N = max(2, int(np.floor(period - 0.5)))
    f0 = SR / (N + 0.5)                      # pitch of the integer-length loop
    # excitation: low-passed noise with a pluck-position comb, slightly shaped
    exc = rng.uniform(-1, 1, N + 1)
    exc = one_pole_lp(exc, 600 + 7000 * bright)
    k = max(1, int(N * pos))
    exc = exc - np.roll(exc, k)
    exc -= exc.mean()
    exc /= np.max(np.abs(exc)) + 1e-9
    # decay per loop pass
    n_raw = int(n_out * f0 / freq * 1.05) + N + 4
    g = 10.0 ** (-3.0 * (N + 0.5) / (SR * t60))
    y = np.zeros(n_raw)
    y[:N + 1] = exc
    k0 = N + 1
    while k0 < n_raw:
        m = min(N, n_raw - k0)
        y[k0:k0 + m] = g * 0.5 * (y[k0 - N:k0 - N + m] + y[k0 - N - 1:k0 - N - 1 + m])
        k0 += m
    # resample: read position advances at freq/f0 (with vibrato / bend)
    t = tvec(n_out)
    ratio = np.full(n_out, freq / f0)
    if bend:
        # gentle press-bend: pitch rises by `bend` semitones after 40% of the note
        b = np.clip((t - 0.25 * dur) / (0.3 * dur), 0, 1)
        ratio *= 2.0 ** (bend * (b * b * (3 - 2 * b)) / 12.0)
    if vib:
        ramp = np.clip((t - vib_delay) / 0.6, 0, 1)
        ratio *= 2.0 ** (vib * ramp * np.sin(2 * np.pi * vib_rate * t) / 1200.0)
    pos_r = np.concatenate(([0.0], np.cumsum(ratio)[:-1]))
    out = np.interp(pos_r, np.arange(n_raw), y)
    # body: a touch of pure fundamental gives warmth
    out += 0.25 * np.sin(2 * np.pi * np.cumsum(ratio * f0) / SR) * np.exp(-t / (t60 * 0.35))
    out = fade_head(out, 0.7)
    return fade_tail(out, 30)


def fm_bell(freq, dur, ratio=3.5, index=2.0, t60=2.5, idx_decay=0.4, attack=0.002):
    n = int(dur * SR)
    t = tvec(n)
    ienv = index * np.exp(-t / idx_decay)
    mod = ienv * np.sin(2 * np.pi * freq * ratio * t)
    amp = np.exp(-6.9 * t / t60)
    amp *= np.clip(t / attack, 0, 1)
    out = np.sin(2 * np.pi * freq * t + mod) * amp
    return fade_tail(out, 20)


def soft_pad_voice(freq, dur, rng, attack=2.0, release=3.0, harmonics=7, tilt=1.6,
                   detune_cents=4.0):
    n = int(dur * SR)
    t = tvec(n)
    out = np.zeros(n)
    for dc in (-detune_cents, detune_cents * 0.7):
        f = freq * 2 ** (dc / 1200.0)
        for h in range(1, harmonics + 1):
            amp = 1.0 / h ** tilt
            ph = rng.uniform(0, 2 * np.pi)
            # slow independent shimmer on each partial
            lfo = 1.0 + 0.25 * np.sin(2 * np.pi * rng.uniform(0.05, 0.2) * t + rng.uniform(0, 6.28))
            out += amp * lfo * np.sin(2 * np.pi * f * h * t + ph)
    e = env_adsr(n, attack, 0.0, 1.0, release)
    return out * e / 3.0


def flute(freq, dur, rng, breath=0.08, vib=14.0, attack=0.18, release=0.35):
    """Xiao-like soft flute: few odd-leaning harmonics, delayed vibrato, breath noise."""
    n = int(dur * SR)
    t = tvec(n)
    ramp = np.clip((t - 0.35) / 0.8, 0, 1)
    fm = freq * 2 ** (vib * ramp * np.sin(2 * np.pi * 4.6 * t) / 1200.0)
    # tiny scoop into the note
    fm *= 2 ** (-25 * np.exp(-t / 0.06) / 1200.0)
    ph = 2 * np.pi * np.cumsum(fm) / SR
    out = (np.sin(ph) + 0.18 * np.sin(2 * ph) + 0.10 * np.sin(3 * ph) + 0.03 * np.sin(4 * ph))
    noise = rng.standard_normal(n)
    noise = fft_filter(noise, lambda f: bandpass_gain(f, freq * 0.9, freq * 3.5, 1.5))
    noise /= np.std(noise) + 1e-9
    out = out + breath * noise * (0.6 + 0.8 * np.exp(-t / 0.12))
    e = env_adsr(n, attack, 0.3, 0.85, release)
    return out * e


def wood_click(rng, base=900.0, dur=0.09, decay=0.018, noise_amt=0.5):
    """Modal wooden block: inharmonic partials with fast decay + tiny noise transient."""
    n = int(dur * SR)
    t = tvec(n)
    out = np.zeros(n)
    for ratio, amp, dk in ((1.0, 1.0, 1.0), (2.76, 0.45, 0.6), (5.40, 0.2, 0.35), (8.93, 0.08, 0.2)):
        out += amp * np.sin(2 * np.pi * base * ratio * t + rng.uniform(0, 6.28)) * np.exp(-t / (decay * dk))
    nz = rng.standard_normal(n) * np.exp(-t / 0.0025)
    nz = fft_filter(nz, lambda f: bandpass_gain(f, 800, 5000))
    out += noise_amt * nz / (np.max(np.abs(nz)) + 1e-9)
    return fade_head(fade_tail(out, 5), 0.3)


# ----------------------------------------------------------------------------
# reverb (generated impulse response)
# ----------------------------------------------------------------------------

def make_ir(seconds, rng, predelay=0.02, t60_low=2.6, t60_high=1.1, early=True):
    n = int(seconds * SR)
    t = tvec(n)
    chans = []
    for _ in range(2):
        wn = rng.standard_normal(n)
        W = np.fft.rfft(wn)
        f = np.fft.rfftfreq(n, 1.0 / SR)
        lo = np.fft.irfft(W * (f < 700), n)
        mid = np.fft.irfft(W * ((f >= 700) & (f < 4000)), n)
        hi = np.fft.irfft(W * (f >= 4000), n)
        ir = (lo * np.exp(-6.9 * t / t60_low)
              + mid * np.exp(-6.9 * t / (0.5 * (t60_low + t60_high)))
              + 0.5 * hi * np.exp(-6.9 * t / t60_high))
        ir *= np.clip(t / 0.03, 0, 1)  # soft onset (no harsh early burst)
        if early:
            for _k in range(8):
                d = int(rng.uniform(0.005, 0.045) * SR)
                ir[d] += rng.uniform(-1, 1) * 2.0
        pd = int(predelay * SR)
        ir = np.concatenate((np.zeros(pd), ir))[:n]
        ir /= np.sqrt(np.sum(ir ** 2))
        chans.append(ir)
    return chans


def circular_reverb(stereo, ir):
    """Circular convolution so the reverb tail of the loop end wraps onto its start."""
    n = stereo.shape[1]
    out = np.zeros_like(stereo)
    for c in range(2):
        h = np.zeros(n)
        h[:len(ir[c])] = ir[c]
        out[c] = np.fft.irfft(np.fft.rfft(stereo[c]) * np.fft.rfft(h), n)
    return out


def linear_reverb(x, ir):
    n = len(x) + len(ir)
    m = 1 << int(np.ceil(np.log2(n)))
    return np.fft.irfft(np.fft.rfft(x, m) * np.fft.rfft(ir, m), m)[:len(x)]


# ----------------------------------------------------------------------------
# file output
# ----------------------------------------------------------------------------

def write_wav(path, data, channels=1):
    """data: float array (mono) or (2, n) for stereo, range [-1, 1]."""
    if channels == 2:
        inter = np.empty(data.shape[1] * 2)
        inter[0::2] = data[0]
        inter[1::2] = data[1]
    else:
        inter = data
    pcm = np.clip(np.round(inter * 32767.0), -32768, 32767).astype("<i2")
    with wave.open(path, "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(pcm.tobytes())


def normalise(x, peak_db):
    return x * (db(peak_db) / (np.max(np.abs(x)) + 1e-12))


# ----------------------------------------------------------------------------
# sound effects
# ----------------------------------------------------------------------------

PENTA_MAJ = [0, 2, 4, 7, 9]


def sfx_select():
    rng = np.random.default_rng(101)
    x = wood_click(rng, base=1050.0, dur=0.085, decay=0.014, noise_amt=0.35)
    x += 0.35 * wood_click(rng, base=520.0, dur=0.085, decay=0.02, noise_amt=0.0)
    x = fft_filter(x, lambda f: 1.0 / (1.0 + (f / 5500.0) ** 4))
    return fade_tail(x, 15)


def sfx_match():
    rng = np.random.default_rng(202)
    dur = 0.75
    n = int(dur * SR)
    x = np.zeros(n)
    # two tiles meeting: a pair of soft clacks
    for off, base in ((0.0, 1250.0), (0.055, 1480.0)):
        c = wood_click(rng, base=base, dur=0.08, decay=0.012, noise_amt=0.4) * 0.55
        s = int(off * SR)
        x[s:s + len(c)] += c
    # bright two-tone chime (A5 then D6, a rising fourth)
    for off, m in ((0.0, 81), (0.075, 86)):
        b = fm_bell(mtof(m), dur - off, ratio=3.0, index=1.2, t60=0.7, idx_decay=0.08)
        b += 0.2 * fm_bell(mtof(m) * 2.0, dur - off, ratio=1.41, index=0.5, t60=0.35, idx_decay=0.05)
        s = int(off * SR)
        x[s:s + len(b)] += 0.5 * b
    ir = make_ir(0.6, np.random.default_rng(7), predelay=0.01, t60_low=0.6, t60_high=0.3, early=False)[0]
    x = x + 0.25 * linear_reverb(x, ir)
    x = fft_filter(x, lambda f: 1.0 / (1.0 + (f / 8000.0) ** 4))
    return fade_head(fade_tail(x, 60), 0.3)


def sfx_invalid():
    rng = np.random.default_rng(303)
    dur = 0.28
    n = int(dur * SR)
    t = tvec(n)
    f = 95.0 + 60.0 * np.exp(-t / 0.03)             # quick pitch drop, like a soft mallet
    body = np.sin(2 * np.pi * np.cumsum(f) / SR) * np.exp(-t / 0.07)
    body += 0.35 * np.sin(2 * np.pi * np.cumsum(f * 2.3) / SR) * np.exp(-t / 0.03)
    nz = rng.standard_normal(n) * np.exp(-t / 0.012)
    nz = fft_filter(nz, lambda fr: 1.0 / (1.0 + (fr / 450.0) ** 4))
    x = body + 0.6 * nz / (np.max(np.abs(nz)) + 1e-9)
    x = fft_filter(x, lambda fr: 1.0 / (1.0 + (fr / 900.0) ** 4) * (1 - np.exp(-fr / 40.0)))
    return fade_head(fade_tail(x, 40), 1.0)


def sfx_hint():
    dur = 1.0
    n = int(dur * SR)
    x = np.zeros(n)
    notes = [81, 83, 86, 88, 90, 93, 95]              # A5 B5 D6 E6 F#6 A6 B6 (D major pentatonic)
    for i, m in enumerate(notes):
        off = 0.045 * i + 0.004 * i * i
        s = int(off * SR)
        b = fm_bell(mtof(m), dur - off, ratio=2.0, index=0.7, t60=0.45 + 0.05 * i, idx_decay=0.05)
        b += 0.25 * np.sin(2 * np.pi * mtof(m) * 4.02 * tvec(len(b))) * np.exp(-tvec(len(b)) / 0.05)
        x[s:s + len(b)] += b * (0.55 + 0.07 * i)
    # airy shimmer underneath
    rng = np.random.default_rng(404)
    t = tvec(n)
    nz = fft_filter(rng.standard_normal(n), lambda f: bandpass_gain(f, 5000, 11000))
    nz *= np.sin(np.pi * np.clip(t / 0.6, 0, 1)) ** 2
    x += 0.15 * nz / (np.max(np.abs(nz)) + 1e-9)
    ir = make_ir(0.9, np.random.default_rng(8), predelay=0.01, t60_low=0.9, t60_high=0.6, early=False)[0]
    x = 0.8 * x + 0.35 * linear_reverb(x, ir)
    return fade_head(fade_tail(x, 150), 2.0)


def sfx_shuffle():
    rng = np.random.default_rng(505)
    dur = 0.7
    n = int(dur * SR)
    x = np.zeros(n)
    count = 34
    # clicks bunch up in the middle of the gesture
    times = np.sort(rng.beta(2.0, 2.6, count)) * 0.58
    for tt in times:
        c = wood_click(rng, base=rng.uniform(900, 2100), dur=0.05, decay=rng.uniform(0.006, 0.012),
                       noise_amt=0.5)
        amp = rng.uniform(0.35, 1.0)
        s = int(tt * SR)
        seg = c[:n - s] * amp
        x[s:s + len(seg)] += seg
    x = fft_filter(x, lambda f: 1.0 / (1.0 + (f / 6000.0) ** 4))
    return fade_head(fade_tail(x, 40))


def sfx_undo():
    rng = np.random.default_rng(606)
    dur = 0.34
    n = int(dur * SR)
    t = tvec(n)
    # soft swoosh: noise through a falling band-pass (block-wise STFT-free approach: 8 bands crossfaded)
    nz = rng.standard_normal(n)
    sw = np.zeros(n)
    centers = np.geomspace(3000, 500, 8)
    for i, c in enumerate(centers):
        band = fft_filter(nz, lambda f, c=c: bandpass_gain(f, c / 1.5, c * 1.5, 1.5))
        w = np.exp(-0.5 * ((t / dur * 7 - i) / 0.9) ** 2)
        sw += band * w
    sw *= np.sin(np.pi * np.clip(t / dur, 0, 1)) ** 1.5
    sw /= np.max(np.abs(sw)) + 1e-9
    # gliding sine blip downward
    f = 880.0 * 2 ** (-np.clip(t / 0.2, 0, 1) * 1.0)
    blip = np.sin(2 * np.pi * np.cumsum(f) / SR) * np.exp(-t / 0.09) * np.clip(t / 0.01, 0, 1)
    blip += 0.2 * np.sin(2 * 2 * np.pi * np.cumsum(f) / SR) * np.exp(-t / 0.05)
    x = 0.35 * sw + blip
    x = fft_filter(x, lambda f: 1.0 / (1.0 + (f / 7000.0) ** 4))
    return fade_head(fade_tail(x, 40), 1.0)


def sfx_win():
    rng = np.random.default_rng(707)
    dur = 1.6
    n = int(dur * SR)
    x = np.zeros(n)
    # rising pentatonic arpeggio D5 E5 F#5 A5 B5 D6, then a soft chord bloom
    arp = [74, 76, 78, 81, 83, 86]
    for i, m in enumerate(arp):
        off = 0.085 * i
        s = int(off * SR)
        p = karplus(mtof(m), dur - off, rng, bright=0.55, t60=1.4, pos=0.2)
        b = fm_bell(mtof(m), dur - off, ratio=3.0, index=0.6, t60=0.9, idx_decay=0.1)
        x[s:s + len(p)] += 0.6 * p + 0.25 * b
    off = 0.085 * len(arp) + 0.04
    s = int(off * SR)
    for m in (62, 69, 74, 78, 81, 90):
        b = fm_bell(mtof(m), dur - off, ratio=2.0, index=0.5, t60=1.3, idx_decay=0.2)
        x[s:s + len(b)] += 0.22 * b
    ir = make_ir(1.2, np.random.default_rng(9), predelay=0.015, t60_low=1.2, t60_high=0.6, early=False)[0]
    x = x + 0.3 * linear_reverb(x, ir)
    x = fft_filter(x, lambda f: 1.0 / (1.0 + (f / 7000.0) ** 4))
    return fade_head(fade_tail(x, 250), 1.0)


def sfx_nomoves():
    rng = np.random.default_rng(808)
    dur = 1.15
    n = int(dur * SR)
    x = np.zeros(n)
    # gentle descending minor third, B4 -> G#4 ... in A minor colour: C5 -> A4
    for off, m, amp in ((0.0, 72, 0.8), (0.32, 69, 1.0)):
        s = int(off * SR)
        p = karplus(mtof(m), dur - off, rng, bright=0.3, t60=1.3, pos=0.25, vib=10, vib_delay=0.25)
        b = fm_bell(mtof(m), dur - off, ratio=1.0, index=0.4, t60=1.0, idx_decay=0.3, attack=0.01)
        lo = np.sin(2 * np.pi * mtof(m - 12) * tvec(n - s)) * env_adsr(n - s, 0.04, 0.2, 0.5, 0.4)
        x[s:s + len(p)] += amp * (0.6 * p + 0.3 * b + 0.12 * lo)
    x = fft_filter(x, lambda f: 1.0 / (1.0 + (f / 3500.0) ** 2))
    ir = make_ir(1.0, np.random.default_rng(10), predelay=0.015, t60_low=1.0, t60_high=0.5, early=False)[0]
    x = x + 0.25 * linear_reverb(x, ir)
    return fade_head(fade_tail(x, 200), 1.0)


SFX = {
    "select": sfx_select,
    "match": sfx_match,
    "invalid": sfx_invalid,
    "hint": sfx_hint,
    "shuffle": sfx_shuffle,
    "undo": sfx_undo,
    "win": sfx_win,
    "nomoves": sfx_nomoves,
}


def gen_sfx():
    os.makedirs(SFX_DIR, exist_ok=True)
    for name, fn in SFX.items():
        x = normalise(fn(), -6.0)
        path = os.path.join(SFX_DIR, name + ".wav")
        write_wav(path, x, 1)
        print(f"  sfx  {name:8s} {len(x) / SR:5.2f} s  -> {os.path.relpath(path, ROOT)}")


# ----------------------------------------------------------------------------
# music: score helpers
# ----------------------------------------------------------------------------

def parse_line(text):
    """'5:1.5 3:.5 4 | 6:2 r:1' -> list of (degree or None, beats, flags).
    Suffixes on the degree: '~' vibrato, '^' press-bend into the note, 't' tremolo."""
    out = []
    for tok in text.replace("|", " ").split():
        if ":" in tok:
            d, b = tok.split(":")
            beats = float(b)
        else:
            d, beats = tok, 1.0
        flags = ""
        while d and d[-1] in "~^t":
            flags += d[-1]
            d = d[:-1]
        out.append((None if d == "r" else int(d), beats, flags))
    return out


class Track:
    def __init__(self, name, bpm, beats_per_bar, bars, root_midi, scale, seed, tail=12.0):
        self.name = name
        self.spb = 60.0 / bpm
        self.bpb = beats_per_bar
        self.bars = bars
        self.root = root_midi
        self.scale = scale
        # loop length in samples (integer beats)
        self.L = int(round(bars * beats_per_bar * self.spb * SR))
        self.T = int(tail * SR)
        self.buf = np.zeros((2, self.L + self.T))
        self.rng = np.random.default_rng(seed)

    def deg(self, d, octave_shift=0):
        o, s = divmod(d, len(self.scale))
        return self.root + 12 * (o + octave_shift) + self.scale[s]

    def add(self, start_s, sig, pan=0.0, gain=1.0):
        s = int(round(start_s * SR)) % self.L   # wrap (e.g. jitter before 0, sweeps before bar 0)
        e = min(s + len(sig), self.buf.shape[1])
        gl, gr = pan_gains(pan)
        self.buf[0, s:e] += gain * gl * sig[:e - s]
        self.buf[1, s:e] += gain * gr * sig[:e - s]

    def beat_time(self, beat):
        return beat * self.spb

    # -- parts ---------------------------------------------------------------
    def melody_pluck(self, line, start_beat=0.0, octave=0, gain=0.5, pan=-0.1, bright=0.55,
                     t60=3.2, human=0.012):
        b = start_beat
        for d, beats, flags in parse_line(line):
            if d is not None:
                m = self.deg(d, octave)
                f = mtof(m)
                hold = max(beats * self.spb + 2.5, 2.0)
                vib = 18.0 if "~" in flags else 4.0
                bend = 0.0
                if "^" in flags:
                    # press-bend from the scale step below up to the note
                    m_lo = self.deg(d - 1, octave)
                    f = mtof(m_lo)
                    bend = m - m_lo
                vel = gain * (0.85 + 0.3 * self.rng.random())
                jitter = self.rng.normal(0, human)
                if "t" in flags:
                    # tremolo: rapid soft repeated plucks across the note
                    k = int(beats * self.spb / 0.085)
                    for i in range(k):
                        sig = karplus(f, 1.2, self.rng, bright=bright * 0.35, t60=1.0, pos=0.3)
                        sw = 0.3 + 0.3 * np.sin(np.pi * i / max(k - 1, 1))
                        self.add(self.beat_time(b) + i * 0.085 + jitter, sig, pan, vel * sw)
                else:
                    sig = karplus(f, hold, self.rng, bright=bright, t60=t60, vib=vib,
                                  vib_delay=0.35 * beats * self.spb, bend=bend)
                    self.add(self.beat_time(b) + jitter, sig, pan, vel)
            b += beats
        return b

    def gliss(self, beat, from_deg, to_deg, octave=0, span=0.35, gain=0.22, pan=0.15):
        """Guzheng-style sweep through the pentatonic strings ending on to_deg."""
        degs = list(range(from_deg, to_deg + 1)) if to_deg >= from_deg else list(range(from_deg, to_deg - 1, -1))
        k = len(degs)
        t0 = self.beat_time(beat) - span
        for i, d in enumerate(degs):
            sig = karplus(mtof(self.deg(d, octave)), 2.5, self.rng, bright=0.5, t60=1.8)
            g = gain * (0.5 + 0.5 * i / max(k - 1, 1))
            self.add(t0 + span * i / k, sig, pan + 0.4 * (i / k - 0.5), g)

    def bell_line(self, line, start_beat=0.0, octave=1, gain=0.12, pan=0.35, ratio=3.5, t60=3.0):
        b = start_beat
        for d, beats, flags in parse_line(line):
            if d is not None:
                f = mtof(self.deg(d, octave))
                sig = fm_bell(f, t60 * 1.2, ratio=ratio, index=1.1, t60=t60, idx_decay=0.25)
                self.add(self.beat_time(b) + self.rng.normal(0, 0.01), sig, pan, gain)
            b += beats
        return b

    def flute_line(self, line, start_beat=0.0, octave=0, gain=0.16, pan=0.1):
        b = start_beat
        for d, beats, flags in parse_line(line):
            if d is not None:
                f = mtof(self.deg(d, octave))
                dur = beats * self.spb + 0.25
                sig = flute(f, dur, self.rng, vib=(20.0 if "~" in flags else 12.0))
                self.add(self.beat_time(b), sig, pan, gain)
            b += beats
        return b

    def pad(self, chords, gain=0.05, attack=2.2, release=3.5):
        """chords: list of (start_bar, n_bars, [midi notes])."""
        for bar, nb, notes in chords:
            start = self.beat_time(bar * self.bpb)
            dur = nb * self.bpb * self.spb + release
            for i, m in enumerate(notes):
                sig = soft_pad_voice(mtof(m), dur, self.rng, attack=attack, release=release)
                self.add(start, sig, pan=-0.5 + i / max(len(notes) - 1, 1), gain=gain)

    def bass_plucks(self, roots, gain=0.22, pattern=((0, 0), (2, 3))):
        """roots: per-bar MIDI root. pattern: (beat, semitone-offset index into [0, 7, 12, 3?])."""
        for bar, r in enumerate(roots):
            if r is None:
                continue
            for beat, iv in pattern:
                m = r + iv
                sig = karplus(mtof(m), 4.0, self.rng, bright=0.25, t60=3.0, pos=0.3)
                self.add(self.beat_time(bar * self.bpb + beat), sig, pan=-0.25,
                         gain=gain * (1.0 if beat == 0 else 0.6))

    def drone(self, midis, gain=0.06, breath_cycles=None):
        """Continuous drone; every frequency / LFO has an integer number of cycles per loop,
        so the drone is exactly periodic over the loop."""
        L = self.L
        Ls = L / SR
        t = np.arange(L) / SR
        out = np.zeros(L)
        for j, m in enumerate(midis):
            f = mtof(m)
            cyc = round(f * Ls)
            fq = cyc / Ls
            amp = 1.0 / (1 + j)
            out += amp * np.sin(2 * np.pi * fq * t)
            # slow beating partner (integer cycles apart -> still periodic)
            out += 0.5 * amp * np.sin(2 * np.pi * (cyc + 2 + j) / Ls * t + 1.0)
            out += 0.12 * amp * np.sin(2 * np.pi * 2 * fq * t)
        bc = breath_cycles or max(1, self.bars // 4)
        out *= 0.75 + 0.25 * np.sin(2 * np.pi * bc * t / Ls)
        self.buf[0, :L] += gain * out
        self.buf[1, :L] += gain * out

    # -- mixdown ---------------------------------------------------------------
    def render(self, wet=0.33, ir_seconds=3.2, peak_db=-3.0):
        L = self.L
        dry = self.buf[:, :L].copy()
        tail = self.buf[:, L:]
        k = tail.shape[1]
        # fold the tail back onto the start (wrap several times if ever needed)
        pos = 0
        while pos < k:
            m = min(L, k - pos)
            dry[:, :m] += tail[:, pos:pos + m]
            pos += m
        ir = make_ir(ir_seconds, np.random.default_rng(1234))
        rev = circular_reverb(dry, ir)
        mix = dry + wet * rev * 1.4
        # gentle high roll-off on the master for calm
        for c in range(2):
            mix[c] = fft_filter(mix[c], lambda f: 1.0 / np.sqrt(1.0 + (f / 9000.0) ** 4))
        mix -= mix.mean(axis=1, keepdims=True)
        return normalise(mix, peak_db)


def encode_ogg(wav_path, ogg_path, quality=3):
    subprocess.run(["oggenc", "-Q", "-q", str(quality), "--serial", "20240611", "-o", ogg_path, wav_path],
                   check=True)  # fixed serial -> byte-identical output


# ----------------------------------------------------------------------------
# track 1: Ink Garden -- D gong (major pentatonic), 66 BPM, 4/4
# ----------------------------------------------------------------------------

def track_ink_garden():
    # degrees: 0=D4 1=E4 2=F#4 3=A4 4=B4 5=D5 6=E5 7=F#5 8=A5 9=B5 10=D6
    tr = Track("ink-garden", bpm=66, beats_per_bar=4, bars=28, root_midi=62, scale=PENTA_MAJ, seed=11)
    intro = "r:4 | r:2 3:1 5:1"
    A = ("5:1.5 3:.5 4 5 | 6:2 5 3 | 4:1.5 3:.5 2 1 | 3~:3 r:1 |"
         "5:1.5 6:.5 7 8 | 7:2 6 5 | 4 5:.5 4:.5 3 2 | 0~:3 r:1")
    B = ("4:2 6 5 | 4^:1.5 3:.5 1:2 | 2 3 4 6 | 5~:3 r:1 |"
         "7:2 6 8 | 7:1.5 6:.5 4:2 | 3 4:.5 3:.5 2 1 | 3t:3 r:1")
    A2 = ("5:1.5 3:.5 4 5 | 6:2 5 3 | 4:1.5 3:.5 2 1 | 3~:3 r:1 |"
          "5:1.5 6:.5 7 8 | 7:2 6 5 | 4 5:.5 4:.5 3 2:.5 1:.5 | 0~:4")
    outro = "r:1 3 2 1 | 0:2 r:2"
    b = tr.melody_pluck(intro, 0)
    b = tr.melody_pluck(A, b)
    b = tr.melody_pluck(B, b)
    b = tr.melody_pluck(A2, b)
    b = tr.melody_pluck(outro, b, gain=0.35)
    assert abs(b - 28 * 4) < 1e-6, b
    # sweeps leading into the sections
    tr.gliss(2 * 4, -5, 5)
    tr.gliss(10 * 4, 0, 8, gain=0.16)
    tr.gliss(18 * 4, -3, 5, gain=0.16)
    # echoing bell answers (high, sparse)
    tr.bell_line("r:4 r:4 | r:12 r:2 8:1 7:1 | r:16 | r:12 r:2 5 6 | r:16 | r:8 10:2 9:2 r:4 | r:16 | r:8", 0,
                 octave=0, gain=0.07)
    # harmony: D(add9) Em7 Bm7 A-sus shapes, open voicings
    D = [50, 57, 64, 66]
    Em = [52, 59, 62, 66]
    Bm = [47, 54, 62, 66]
    Asus = [45, 52, 59, 64]
    G6 = [43, 50, 59, 64]
    prog = [D, D,
            D, Em, Bm, Asus, D, Em, G6, D,
            Bm, Em, G6, Asus, Bm, Em, G6, Asus,
            D, Em, Bm, Asus, D, Em, Asus, D,
            D, D]
    assert len(prog) == 28
    chords = []
    i = 0
    while i < len(prog):
        j = i
        while j + 1 < len(prog) and prog[j + 1] is prog[i]:
            j += 1
        chords.append((i, j - i + 1, prog[i]))
        i = j + 1
    tr.pad(chords, gain=0.045)
    roots = [c[0] if c[0] < 48 else c[0] - 12 for c in prog]
    roots[0] = None
    tr.bass_plucks(roots, gain=0.16, pattern=((0, 0), (2, 7)))
    tr.drone([38, 45], gain=0.05)
    return tr


# ----------------------------------------------------------------------------
# track 2: Bamboo Rain -- G gong (major pentatonic), 76 BPM, flowing eighths
# ----------------------------------------------------------------------------

def track_bamboo_rain():
    # degrees: 0=G4 1=A4 2=B4 3=D5 4=E5 5=G5 6=A5 7=B5; -1=E4 -2=D4 -3=B3 -4=A3 -5=G3
    tr = Track("bamboo-rain", bpm=76, beats_per_bar=4, bars=28, root_midi=67, scale=PENTA_MAJ, seed=22)
    mel = ("r:8 |"
           "2:1.5 3:.5 4:1 3:1 | 2:1 1:1 -1:2 | 0:1.5 1:.5 2:1 4:1 | 3~:4 |"
           "2:1.5 3:.5 4:1 5:1 | 6:1 5:1 4:2 | 3:1 2:.5 1:.5 2:1 -1:1 | 0~:4 |"
           "4:2 5:1 6:1 | 7^:2 6:1 4:1 | 5:1.5 4:.5 3:1 2:1 | 1~:4 |"
           "4:2 3:1 4:1 | 5:1.5 4:.5 3:2 | 2:1 3:.5 2:.5 1:1 -1:1 | 1t:3 r:1 |"
           "2:1.5 3:.5 4:1 3:1 | 2:1 1:1 -1:2 | 0:1.5 1:.5 2:1 4:1 | 3~:4 |"
           "2:1.5 3:.5 4:1 5:1 | 6:1 5:1 4:2 | 3:1 2:.5 1:.5 -1:1 1:1 | 0~:4 |"
           "r:8")
    b = tr.melody_pluck(mel, 0, gain=0.48, pan=0.1, bright=0.6, t60=2.6)
    assert abs(b - 28 * 4) < 1e-6, b
    # rain: soft running broken chords in eighths (left hand), quiet, panned left
    G = [55, 62, 67, 69, 71]     # G D G A B
    Em = [52, 59, 64, 67, 71]
    C = [48, 55, 62, 64, 67]     # C6/9-ish (C G D E G) -- all notes in G pentatonic except C root
    Am = [45, 52, 57, 64, 67]
    D = [50, 57, 62, 64, 69]
    prog = [G, G,
            G, Em, Am, D, G, Em, Am, G,
            Em, Am, D, Em, Am, D, Em, D,
            G, Em, Am, D, G, Em, D, G,
            G, G]
    arp_pattern = [0, 1, 2, 4, 3, 2, 1, 2]
    for bar, ch in enumerate(prog):
        for k, idx in enumerate(arp_pattern):
            beat = bar * 4 + 0.5 * k
            if bar < 1 and k < 4:
                continue
            m = ch[idx]
            sig = karplus(mtof(m), 2.6, tr.rng, bright=0.35, t60=1.6, pos=0.22)
            acc = 1.0 if k in (0, 4) else 0.7
            tr.add(tr.beat_time(beat) + tr.rng.normal(0, 0.008), sig, pan=-0.45 + 0.1 * idx, gain=0.11 * acc)
    # pad + drone
    chords = []
    for bar, ch in enumerate(prog):
        if bar % 2 == 0:
            chords.append((bar, 2, [ch[0] - 12 + 12, ch[1], ch[3] + 12 - 12, ch[4]]))
    tr.pad(chords, gain=0.032, attack=2.5, release=3.0)
    tr.drone([43, 50], gain=0.045)
    # high bell droplets: sparse, seeded positions on pentatonic notes
    rng = np.random.default_rng(2222)
    for bar in range(2, 26):
        if rng.random() < 0.55:
            beat = bar * 4 + rng.choice([1.5, 2.5, 3.0, 3.5])
            d = int(rng.choice([5, 6, 7, 8, 9]))
            sig = fm_bell(mtof(tr.deg(d, 1)), 3.0, ratio=3.5, index=0.8, t60=2.0, idx_decay=0.15)
            tr.add(tr.beat_time(beat), sig, pan=float(rng.uniform(0.2, 0.7)), gain=0.035)
    tr.gliss(2 * 4, -5, 2, gain=0.18)
    tr.gliss(18 * 4, -2, 4, gain=0.16)
    return tr


# ----------------------------------------------------------------------------
# track 3: Moon over Still Water -- A yu mode (minor pentatonic), 54 BPM, 3/4
# ----------------------------------------------------------------------------

def track_still_water():
    # yu mode on A: A C D E G ; degrees 0=A4 1=C5 2=D5 3=E5 4=G5 5=A5; -1=G4 -2=E4 -3=D4 -4=C4 -5=A3
    yu = [0, 3, 5, 7, 10]
    tr = Track("still-water", bpm=54, beats_per_bar=3, bars=24, root_midi=57, scale=yu, seed=33, tail=14.0)
    # xiao-like flute melody (one octave above root_midi) -- breath between phrases
    flute_mel = ("r:6 |"
                 "3:2 2:1 | 0~:3 | 1:1.5 2:.5 3:1 | 2~:3 |"
                 "3:1 4:1 5:1 | 4:2 3:1 | 2:1 1:1 -1:1 | 0~:3 |"
                 "r:9 |"
                 "5:2 4:1 | 3:1.5 4:.5 3:1 | 2:2 1:1 | 2~:3 |"
                 "3:2 1:1 | 2:1.5 1:.5 -1:1 | 0~:3 | r:3 |"
                 "r:9")
    b = tr.flute_line(flute_mel, 0, octave=1, gain=0.11, pan=0.12)
    assert abs(b - 24 * 3) < 1e-6, b
    # guzheng plucks: answers in the gaps and under the long notes
    pl = ("0:3 | -2:1.5 -1:1.5 |"
          "r:3 | r:1 -2:1 0:1 | r:3 | r:1 1:1 2:1 |"
          "r:3 | r:3 | r:3 | r:1 -1:1 -2:1 |"
          "0~:2 2:1 | 3~:3 | 2:1.5 1:1.5 |"
          "r:3 | r:3 | r:3 | r:1 0:1 1:1 |"
          "r:3 | r:3 | r:1.5 -1:1.5 | -2:1 -1:1 0:1 |"
          "-2:1.5 -1:1.5 | 0~:3 | r:3")
    b = tr.melody_pluck(pl, 0, octave=0, gain=0.36, pan=-0.2, bright=0.45, t60=3.6)
    assert abs(b - 24 * 3) < 1e-6, b
    # low pad chords (Am, F-ish (F omitted: use C/E), Dm7-ish, Em7)
    Am = [45, 52, 60, 64]
    C = [48, 55, 64, 67]
    Dm = [50, 57, 60, 64]
    Em = [40, 52, 55, 62]
    G = [43, 50, 57, 62]
    prog = [Am, Am,
            Am, Am, C, C, Dm, Dm, Em, Am,
            Am, Em, Dm,
            C, C, Dm, Dm, Am, G, Am, Am,
            Am, G, Am]
    assert len(prog) == 24
    chords = []
    i = 0
    while i < len(prog):
        j = i
        while j + 1 < len(prog) and prog[j + 1] is prog[i]:
            j += 1
        chords.append((i, j - i + 1, prog[i]))
        i = j + 1
    tr.pad(chords, gain=0.05, attack=3.0, release=4.0)
    tr.bass_plucks([c[0] - 12 for c in prog], gain=0.13, pattern=((0, 0),))
    tr.drone([33, 40], gain=0.055, breath_cycles=3)
    # very sparse temple-bell tones
    tr.bell_line("r:9 | 5:9 | r:18 | 3:9 | r:9 | 4:9 | r:18", 0, octave=1, gain=0.05, pan=-0.4,
                 ratio=1.4, t60=4.0)
    return tr


TRACKS = [
    ("track1-ink-garden", track_ink_garden),
    ("track2-bamboo-rain", track_bamboo_rain),
    ("track3-still-water", track_still_water),
]


def gen_music(keep_wav=False):
    os.makedirs(MUSIC_DIR, exist_ok=True)
    tmpdir = tempfile.mkdtemp(prefix="pagoda-audio-")
    for fname, fn in TRACKS:
        tr = fn()
        mix = tr.render()
        wav = os.path.join(tmpdir, fname + ".wav")
        ogg = os.path.join(MUSIC_DIR, fname + ".ogg")
        write_wav(wav, mix, 2)
        encode_ogg(wav, ogg, quality=3)
        size = os.path.getsize(ogg)
        print(f"  music {fname:20s} {mix.shape[1] / SR:6.2f} s  {size / 1024:7.1f} KiB -> "
              f"{os.path.relpath(ogg, ROOT)}")
        if not keep_wav:
            os.remove(wav)
    if keep_wav:
        print(f"  (WAVs kept in {tmpdir})")
    else:
        os.rmdir(tmpdir)


def main(argv):
    what = [a for a in argv if not a.startswith("-")]
    keep = "--keep-wav" in argv
    if not what or "sfx" in what:
        print("sound effects:")
        gen_sfx()
    if not what or "music" in what:
        print("music:")
        gen_music(keep)


if __name__ == "__main__":
    main(sys.argv[1:])
