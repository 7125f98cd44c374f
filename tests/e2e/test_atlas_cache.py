"""The tile atlas cache (issue 24): a second start draws the same pixels from
the cache; a damaged, foreign or truncated cache file is ignored, the atlas is
rebuilt (same pixels) and the file replaced by a good one. A missing face file
only makes that face a plain label, with one message naming the file; no atlas
with a missing face is cached."""

import glob
import os

from pagoda_e2e import Pagoda, data_without

t = Pagoda()
os.environ["PAGODA_TRACE"] = "1"
ARGS = ["--game", "mahjong", "--seed", "4", "--frames", "1"]
HIT = "tile atlas from the cache"


def shot_bytes(path):
    with open(path, "rb") as f:
        return f.read()


def cache_files():
    return glob.glob(os.path.join(t.work, "cache", "pagoda", "atlas-*.pgc"))


_, first, proc = t.run(ARGS)
t.check(HIT not in proc.stderr, "an empty cache is a miss")
files = cache_files()
t.check(len(files) == 1, f"one atlas stored, found {files}")
reference = shot_bytes(first)
good = shot_bytes(files[0]) if files else b""

_, shot, proc = t.run(ARGS)
t.check(HIT in proc.stderr, "the second start uses the cache")
t.check(shot_bytes(shot) == reference, "the cached atlas draws the same pixels")

damage = {
    "a flipped pixel byte": lambda b: b[:-5] + bytes([b[-5] ^ 0x10]) + b[-4:],
    "a flipped key byte": lambda b: b[:20] + bytes([b[20] ^ 1]) + b[21:],
    "a foreign file": lambda b: b"pagoda-settings 1\nsound = on\n",
    "a truncated file": lambda b: b[: len(b) // 2],
    "an empty file": lambda b: b"",
}
for what, spoil in damage.items():
    if not files:
        break
    with open(files[0], "wb") as f:
        f.write(spoil(good))
    _, shot, proc = t.run(ARGS)
    t.check(HIT not in proc.stderr, f"{what} is not used")
    t.check(shot_bytes(shot) == reference, f"with {what} in the cache, the same pixels")
    t.check(os.path.exists(files[0]) and shot_bytes(files[0]) == good, f"{what} is replaced by a good atlas")
    _, shot, proc = t.run(ARGS)
    t.check(HIT in proc.stderr, f"after {what}, the rebuilt atlas is used")

# a missing face never stops the game (any game): the face is drawn as a label
full_env = t.env
t.env = data_without(t, "data_no05", "assets/tilesets/classic/05.svg")
before = set(cache_files())
for game in ("mahjong", "shamrocks"):
    state, _, proc = t.run(["--game", game, "--seed", "4", "--frames", "1"])
    t.check(state is not None and state.get("game") == game, f"{game} starts without 05.svg: {proc.stderr[-300:]!r}")
    t.check(proc.stderr.count("05.svg") == 1 and "plain label" in proc.stderr,
            f"one message names the file: {proc.stderr[-300:]!r}")
t.check(set(cache_files()) == before, "an atlas missing a face is not cached")
t.env = full_env
t.done()
