"""Save then Open restores the same state; the game in progress is kept on quit
and offered on the next start; a damaged save is refused without touching the game."""

import glob
import os

from pagoda_e2e import Pagoda, matching_free_pair

t = Pagoda()
start, _, _ = t.run(["--game", "mahjong", "--seed", "555", "--frames", "1"])
a, b = matching_free_pair(start)
play = f"click tile {a}\nwait 2\nclick tile {b}\nwait 40\nkey s\nwait 2\n"

# Save as "Lunch break" (Ctrl+S asks for a name the first time)
saved, _, _ = t.run(["--game", "mahjong", "--seed", "555"],
                    play + "key ctrl+s\nwait 2\nkey ctrl+a\n" + "key BackSpace\n" * 40 + "text Lunch break\nkey Return\nwait 2\n")
files = glob.glob(os.path.join(t.work, "xdg", "Pagoda", "pagoda", "saves", "*.pgsave"))
t.check([os.path.basename(f) for f in files] == ["Lunch break.pgsave"], f"saved file: {files}")
t.check(saved["tiles_left"] == 142 and saved["moves"] == 2, "state before saving")

# a different deal, then Open: Ctrl+O lists the saves, Enter opens the first
opened, _, _ = t.run(["--game", "mahjong", "--seed", "1"], "key ctrl+o\nwait 2\nkey Return\nwait 2\n")
for key in ("seed", "tiles_left", "moves", "tiles", "can_undo", "can_redo", "layout"):
    t.check(opened[key] == saved[key], f"Open restores {key}")

# undo after opening walks back through the saved history
undone, _, _ = t.run(["--game", "mahjong", "--seed", "1"], "key ctrl+o\nwait 2\nkey Return\nwait 2\nkey u u\nwait 2\n")
t.check(undone["tiles_left"] == 144 and undone["seed"] == 555, "history survives the save")

# a damaged save is refused and the game in progress is untouched
with open(files[0], "r+b") as f:
    data = bytearray(f.read())
    data[len(data) // 2] ^= 0x20
    f.seek(0)
    f.write(data)
refused, _, p = t.run(["--game", "mahjong", "--seed", "1"], "key ctrl+o\nwait 2\nkey Return\nwait 2\nkey Escape\nwait 2\n")
t.check(refused["seed"] == 1 and refused["tiles_left"] == 144, "damaged save refused, game untouched")
t.check("Lunch break.pgsave" in p.stderr and "damaged" in p.stderr, f"the message names the file: {p.stderr!r}")

# the game in progress is kept on quit and offered by the title screen
kept, _, _ = t.run(["--game", "mahjong", "--seed", "555"], play)
resumed, _, _ = t.run([], "wait 2\nkey Return\nwait 2\n")
t.check(resumed is not None and resumed.get("tiles") == kept["tiles"] and resumed["moves"] == kept["moves"],
        "Continue restores the game kept on quit")

# a kept game that cannot be read (empty, random bytes, cut short) is not offered
# as Continue: it is said once and set aside as current.pgsave.damaged, never
# deleted and never moved into the saved games
folder = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
kept_file = os.path.join(folder, "current.pgsave")
with open(kept_file, "rb") as f:
    good = f.read()
for what, data in (("empty", b""), ("random bytes", bytes(range(256)) * 3), ("cut short", good[:len(good) // 2])):
    for f in glob.glob(kept_file + ".damaged*"):
        os.remove(f)
    with open(kept_file, "wb") as f:
        f.write(data)
    title, _, p = t.run([], "wait 2\n")
    t.check(title["scene"] == "title", f"{what}: the title")
    t.check("current.pgsave" in p.stderr and "could not be read" in p.stderr, f"{what}: said: {p.stderr!r}")
    t.check(not os.path.exists(kept_file), f"{what}: no longer the kept game")
    with open(kept_file + ".damaged", "rb") as f:
        t.check(f.read() == data, f"{what}: set aside whole")
    fresh, _, p = t.run([], "wait 2\nkey Return\nwait 2\n")
    t.check(fresh["tiles_left"] == 144 and fresh["moves"] == 0, f"{what}: Enter deals a new game, no Continue")
    t.check("could not be read" not in p.stderr, f"{what}: said only once")
# from the command line too: a new game kept on quit sets the damaged one aside
with open(kept_file, "wb") as f:
    f.write(b"pagoda-save 1\n")
t.run(["--game", "mahjong", "--seed", "555"], play)
with open(kept_file + ".damaged-2", "rb") as f:
    t.check(f.read() == b"pagoda-save 1\n", "set aside beside the first damaged file")
kept_names = [f for f in os.listdir(os.path.join(folder, "saves")) if f.startswith("Kept")]
with open(kept_file, "rb") as f:
    t.check(f.read() != b"pagoda-save 1\n", "the new game is kept")
for n in kept_names:
    with open(os.path.join(folder, "saves", n), "rb") as f:
        t.check(f.read() != b"pagoda-save 1\n", f"the damaged file is not among the saved games: {n}")

# Save as never replaces another saved game without asking (QA: "Turtle 3" went
# from 1 move to 3): the question comes over the field; Replace writes, "Choose
# another name" and Escape go back to the field with the name selected
saves = os.path.join(t.work, "xdg", "Pagoda", "pagoda", "saves")
for f in glob.glob(os.path.join(saves, "*.pgsave")):
    os.remove(f)
first = os.path.join(saves, "Turtle 555.pgsave")
t.run(["--game", "mahjong", "--seed", "555"], play + "key ctrl+s\nwait 2\nkey Return\nwait 2\n")
with open(first, "rb") as f:
    before = f.read()
save_over = "key ctrl+s\nwait 2\nkey ctrl+a\ntext Turtle 555\nkey Return\nwait 2\n"
asked, _, p = t.run(["--game", "mahjong", "--seed", "1"], save_over)
t.check(asked["top"] == "confirm", f"a taken name asks first: {asked['top']}")
t.check('Saved "Turtle 555"' not in p.stderr, f"nothing saved before the answer: {p.stderr!r}")
with open(first, "rb") as f:
    t.check(f.read() == before, "the other saved game is untouched while asked")
for no in ("key Escape\n", "key Down\nkey Return\n"):
    back, _, _ = t.run(["--game", "mahjong", "--seed", "1"], save_over + no + "wait 2\n")
    t.check(back["top"] == "text-input", f"{no.strip()}: back to the name: {back['top']}")
other, _, _ = t.run(["--game", "mahjong", "--seed", "1"], save_over + "key Escape\nwait 2\nkey ctrl+a\ntext Other\nkey Return\nwait 2\n")
names = sorted(os.path.basename(f) for f in glob.glob(os.path.join(saves, "*.pgsave")) if "Kept" not in f)
t.check(names == ["Other.pgsave", "Turtle 555.pgsave"], f"another name saves beside it: {names}")
with open(first, "rb") as f:
    t.check(f.read() == before, "the other saved game is still untouched")
replaced, _, p = t.run(["--game", "mahjong", "--seed", "1"], save_over + "key Return\nwait 2\n")
t.check(replaced["top"] == "mahjong" and 'Saved "Turtle 555"' in p.stderr, f"Replace saves: {replaced['top']}")
with open(first, "rb") as f:
    t.check(f.read() != before, "Replace writes over the other game")
# Save (Ctrl+S) again over the file this game was saved to or opened from: no question
os.remove(os.path.join(saves, "Other.pgsave"))
again, _, p = t.run(["--game", "mahjong", "--seed", "555"], play + "key ctrl+s\nwait 2\nkey ctrl+a\ntext Mine\nkey Return\nwait 2\n"
                    + "key s\nwait 40\nkey ctrl+s\nwait 2\n")
t.check(again["top"] == "mahjong" and p.stderr.count('Saved "Mine"') == 2, f"Save rewrites its own file: {p.stderr!r}")
opened, _, p = t.run(["--game", "mahjong", "--seed", "1"], "key ctrl+o\nwait 2\nkey Return\nwait 2\nkey ctrl+s\nwait 2\n")
t.check(opened is not None and opened["top"] == "mahjong" and 'Saved "Mine"' in p.stderr, "Save after Open: no question")
t.done()
