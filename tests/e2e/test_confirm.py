"""Never lose a game by accident: N, Ctrl+O and Ctrl+R during a game in progress
ask first (Enter confirms, Esc keeps playing); New game keeps the layout in play;
the layout editor asks before unsaved tiles are thrown away; a game started from
the command line never deletes the kept game."""

import glob
import os

from pagoda_e2e import Pagoda, matching_free_pair

t = Pagoda()
base = ["--game", "mahjong", "--layout", "dragon", "--seed", "555"]
start, _, _ = t.run(base + ["--frames", "1"])
t.check(start["layout"] != "Turtle", f"a layout that is not the settings' one: {start['layout']}")
a, b = matching_free_pair(start)
play = f"click tile {a}\nwait 2\nclick tile {b}\nwait 40\n"

# N with nothing played deals at once
fresh, _, _ = t.run(base, "key n\nwait 2\n")
t.check(fresh["top"] == "mahjong" and fresh["seed"] != 555, f"N on an untouched game deals: {fresh['top']} {fresh['seed']}")

for key, what in (("n", "N"), ("ctrl+o", "Ctrl+O"), ("ctrl+r", "Ctrl+R")):
    asked, shot, _ = t.run(base, play + f"key {key}\nwait 2\n")
    t.check(asked["top"] == "confirm" and asked["moves"] == 1, f"{what} during a game asks: {asked['top']}")
    kept, _, _ = t.run(base, play + f"key {key}\nwait 2\nkey Escape\nwait 2\n")
    t.check(kept["top"] == "mahjong" and kept["moves"] == 1 and kept["seed"] == 555 and kept["tiles"] == asked["tiles"],
            f"Esc after {what} keeps the game: {kept['top']} {kept['moves']}")
    padkept, _, _ = t.run(base, play + f"key {key}\nwait 2\npad b\nwait 2\n")
    t.check(padkept["top"] == "mahjong" and padkept["moves"] == 1, f"B after {what} keeps the game")

new, _, _ = t.run(base, play + "key n\nwait 2\nkey Return\nwait 2\n")
t.check(new["top"] == "mahjong" and new["moves"] == 0 and new["seed"] != 555, f"Enter confirms the new game: {new['seed']}")
t.check(new["layout"] == start["layout"], f"New game keeps the layout in play: {new['layout']}")
restarted, _, _ = t.run(base, play + "key ctrl+r\nwait 2\nkey Return\nwait 2\n")
t.check(restarted["moves"] == 0 and restarted["seed"] == 555, "Enter confirms the restart")

# the editor: a tile placed (no kept game, so the title starts with Mahjong)
os.remove(os.path.join(t.work, "xdg", "Pagoda", "pagoda", "current.pgsave"))
# the editor: a tile placed, then "Leave the editor" (the last item) asks
editor = "key shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab\nkey Return\nwait 2\n"  # title: back from the first card past Quit, Tile guide, Help, Settings, Open to the Layout editor
leave = "key Escape\nwait 2\nkey Up Return\nwait 2\n"
asked, _, _ = t.run([], editor + "key Return\nwait 2\n" + leave)
t.check(asked["scene"] == "confirm", f"leaving the editor with unsaved tiles asks: {asked['scene']}")
stay, _, _ = t.run([], editor + "key Return\nwait 2\n" + leave + "key Escape\nwait 2\n")
t.check(stay["scene"] == "layout-editor", f"Esc keeps editing: {stay['scene']}")
left, _, _ = t.run([], editor + leave)
t.check(left["scene"] == "title", f"an untouched grid leaves at once: {left['scene']}")

# the command line never deletes the kept game: with no move it stays as it is;
# a new game with moves moves it to the saved games before taking its place
saves = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
for f in glob.glob(os.path.join(saves, "saves", "*")):  # the runs above kept games too
    os.remove(f)
kept, _, _ = t.run(base, play)
autosave = os.path.join(saves, "current.pgsave")
t.check(os.path.exists(autosave), "the game in progress is kept on quit")
with open(autosave) as f:
    first = f.read()
t.run(["--game", "mahjong", "--seed", "7"], "wait 10\n")
with open(autosave) as f:
    t.check(f.read() == first, "a command-line game without moves leaves the kept game alone")
resumed, _, _ = t.run([], "wait 2\nkey Return\nwait 2\n")
t.check(resumed["seed"] == 555 and resumed["moves"] == 1, f"and it is offered as Continue: {resumed['seed']}")
with open(autosave) as f:
    first = f.read()  # as the Continue above left it
other, _, _ = t.run(["--game", "mahjong", "--seed", "7", "--frames", "1"])
c, d = matching_free_pair(other)
t.run(["--game", "mahjong", "--seed", "7"], f"click tile {c}\nwait 2\nclick tile {d}\nwait 40\n")
aside = glob.glob(os.path.join(saves, "saves", "Kept*.pgsave"))
t.check(len(aside) == 1, f"the earlier kept game moved to the saved games: {aside}")
if aside:
    with open(aside[0]) as f:
        t.check(f.read() == first, "byte for byte")
opened, _, _ = t.run(["--game", "mahjong", "--seed", "1"], "key ctrl+o\nwait 2\nkey Return\nwait 2\n")
t.check(opened is not None and opened.get("seed") == 555, "and Open brings it back")
t.done()
