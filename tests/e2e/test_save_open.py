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
t.done()
