"""The tile atlas cache (issue 24): a second start draws the same pixels from
the cache; a damaged, foreign or truncated cache file is ignored, the atlas is
rebuilt (same pixels) and the file replaced by a good one."""

import glob
import os

from pagoda_e2e import Pagoda

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
t.done()
