"""Issue 23: the files a player has are read safely. Settings keep every valid
line and unknown lines and are never overwritten when unreadable (item 3); stale
temporary files of dead processes are removed at start (item 6); a named pipe
never hangs the game (item 8)."""

import glob
import os
import subprocess
import time

from pagoda_e2e import Pagoda, limit, png_pixels

t = Pagoda()
pref = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
settings = os.path.join(pref, "settings.txt")


def start(*args, idle_s=60):  # the time limit on an idle machine
    cmd = [t.binary, "--headless", "--size", "1280x720", "--frames", "3", *args]
    return subprocess.run(cmd, env=t.env(), capture_output=True, text=True, timeout=limit(idle_s))


def read(path):
    with open(path, "rb") as f:
        return f.read()


def reset():
    for f in glob.glob(os.path.join(pref, "settings.txt*")):
        os.remove(f)


os.makedirs(pref, exist_ok=True)

# item 3: one bad value keeps every other line, the unknown ones too, and a copy
reset()
text = ("pagoda-settings 1\n# my comment\nmusic_volume = loud\nsound_volume = 33\n"
        "future_key = from a newer Pagoda\ntileset = blocks\n")
with open(settings, "w") as f:
    f.write(text)
p = start()
t.check(p.returncode == 0, f"starts with a bad settings line: {p.returncode} {p.stderr!r}")
after = read(settings).decode()
for line in ("# my comment", "sound_volume = 33", "future_key = from a newer Pagoda", "tileset = blocks",
             "music_volume = 70"):
    t.check(line in after.split("\n"), f"settings keep {line!r}: {after!r}")
copies = glob.glob(settings + ".bad-*")
t.check(len(copies) == 1 and read(copies[0]) == text.encode(), f"a copy of the bad file is kept: {copies}")

# a newer version line: not parsed, so a copy is kept before it is replaced
reset()
newer = b"pagoda-settings 2\nmusic = off\n"
with open(settings, "wb") as f:
    f.write(newer)
p = start()
copies = glob.glob(settings + ".bad-*")
t.check(len(copies) == 1 and read(copies[0]) == newer, f"a newer settings file is kept as a copy: {copies}")

# a file too large to read is left alone
reset()
big = b"pagoda-settings 1\n" + b"# padding padding padding padding\n" * 20000
with open(settings, "wb") as f:
    f.write(big)
p = start()
t.check(p.returncode == 0, f"starts with an unreadable settings file: {p.returncode}")
t.check(read(settings) == big, "an unreadable settings file is not overwritten")

# item 8: named pipes are refused at once, never waited on
reset()
os.mkfifo(settings)
try:
    p = start(idle_s=20)
    t.check(p.returncode == 0, f"a FIFO as settings.txt: exit {p.returncode} {p.stderr!r}")
    t.check(os.path.exists(settings) and not os.path.isfile(settings), "the FIFO is not replaced")
except subprocess.TimeoutExpired:
    t.fail("a FIFO as settings.txt hangs the game")
reset()
fifo = os.path.join(t.work, "pipe")
os.mkfifo(fifo)
for opt in ("--script", "--layout"):
    try:
        p = start(opt, fifo, idle_s=20)
        t.check(p.returncode == 2 and "not a regular file" in p.stderr, f"{opt} FIFO: {p.returncode} {p.stderr!r}")
    except subprocess.TimeoutExpired:
        t.fail(f"{opt} FIFO hangs the game")
layouts = os.path.join(pref, "layouts")
os.makedirs(layouts, exist_ok=True)
os.mkfifo(os.path.join(layouts, "pipe.layout"))
try:
    p = start("--game", "mahjong", idle_s=20)
    t.check(p.returncode == 0, f"a FIFO in the layouts folder: exit {p.returncode} {p.stderr!r}")
except subprocess.TimeoutExpired:
    t.fail("a FIFO in the layouts folder hangs the game")
os.remove(os.path.join(layouts, "pipe.layout"))


# item 6 (issue 36): temporary files go by age alone, in every folder Pagoda
# writes: an old one (a killed writer's) is removed, a fresh one stays, whatever
# its pid (another sandbox's writer at work has a pid that means nothing here)
def dead_pid():
    for pid in range(4000000, 3000000, -1):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return pid
        except PermissionError:
            pass
    return None


dead = dead_pid()
replays = os.path.join(pref, "replays")
stale = [os.path.join(pref, f"records.txt.tmp-{dead}"), os.path.join(pref, "saves", f"x.pgsave.tmp-{dead}-3"),
         os.path.join(layouts, f"a.layout.tmp-{dead}-0123456789abcdef"),
         os.path.join(replays, f"r.replay.tmp-{dead}-00000000deadbeef")]
fresh = [os.path.join(pref, f"current.pgsave.tmp-{dead}-fedcba9876543210"),
         os.path.join(replays, f"s.replay.tmp-{dead}-0000000000000001")]
for d in ("saves", "replays"):
    os.makedirs(os.path.join(pref, d), exist_ok=True)
for f in stale + fresh:
    with open(f, "w") as fh:
        fh.write("partial")
old = time.time() - 10 * 60  # past the few minutes any write takes
for f in stale:
    os.utime(f, (old, old))
p = start()
for f in stale:
    t.check(not os.path.exists(f), f"stale {os.path.relpath(f, pref)} removed")
for f in fresh:
    t.check(os.path.exists(f), f"a fresh {os.path.relpath(f, pref)} of another instance is kept")
    os.remove(f)

# item 5: settings naming a layout that is gone fall back to the Turtle
reset()
with open(settings, "w") as f:
    f.write("pagoda-settings 1\nlayout = deleted-one\n")
state, _, p = t.run(["--game", "mahjong", "--frames", "3"])
t.check(state is not None and state.get("layout") == "Turtle" and state.get("tiles_left") == 144,
        f"--game mahjong falls back to the Turtle: {state and state.get('layout')} {p.stderr!r}")
t.check("deleted-one" in p.stderr, f"with a message naming the layout: {p.stderr!r}")
state, _, p = t.run([], "wait 2\nkey Return\nwait 2\n")
t.check(state is not None and state.get("layout") == "Turtle", f"the title's Mahjong entry too: {state}")
t.check("layout = turtle" in read(settings).decode(), f"and the settings say Turtle from then on: {read(settings)!r}")

# a background or music track that is not here goes back to the default, said once;
# with a bad line too, the message is long: it wraps inside the window
reset()
with open(settings, "w") as f:
    f.write("pagoda-settings 1\nbackground = purple\nmusic_track = 999\ntileset = ../../etc\n")
state, shot, p = t.run(["--frames", "3"])
after = read(settings).decode()
t.check("background = jade" in after and "music_track = rotate" in after, f"defaults written back: {after!r}")
t.check('no background "purple"' in p.stderr and 'no music track "999"' in p.stderr, f"named: {p.stderr!r}")
# one whole sentence for both names, after the bad line's message (issue 40: no glued pieces)
t.check('.bad-' in p.stderr and
        '). Settings: no background "purple" and no music track "999" here; using the default\n' in p.stderr,
        f"one sentence after the bad line's: {p.stderr!r}")
w, h, ch, rows = png_pixels(shot)
light = lambda r, x: min(r[x * ch:x * ch + 3]) > 180  # the message's lettering
edge = [(x, y) for y in range(h * 3 // 4, h) for x in list(range(0, 12)) + list(range(w - 12, w)) if light(rows[y], x)]
t.check(not edge, f"the message stays clear of the window's sides: {edge[:5]}")
t.done()
