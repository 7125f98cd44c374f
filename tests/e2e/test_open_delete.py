"""Saved games can be deleted from Open..., only after a yes: Delete (or gamepad
X, or a right click) on a save asks, "Delete" removes that file alone and the list
is read again; "Keep it" (or Escape) keeps it. Old "Kept ... N" games no longer
pile up for good."""

import os

from pagoda_e2e import Pagoda

t = Pagoda()
saves = os.path.join(t.work, "xdg", "Pagoda", "pagoda", "saves")
for seed in (11, 22, 33):
    t.run(["--game", "mahjong", "--seed", str(seed)], "key ctrl+s\nwait 2\nkey Return\nwait 2\n")
    os.utime(os.path.join(saves, f"Turtle {seed}.pgsave"), (1_000_000 + seed, 1_000_000 + seed))
names = lambda: sorted(os.listdir(saves))
t.check(names() == ["Turtle 11.pgsave", "Turtle 22.pgsave", "Turtle 33.pgsave"], f"three saves made: {names()}")

# Delete on the first entry (the newest, 33), then "Keep it": nothing goes
t.run(["--game", "mahjong", "--seed", "1"], "key ctrl+o\nwait 2\nkey Delete\nwait 2\nkey Down\nkey Return\nwait 2\n")
t.check(len(names()) == 3, f"'Keep it' keeps every save: {names()}")
# H is Hint in play, not Delete: in the list it does nothing (then Escape, Escape)
t.run(["--game", "mahjong", "--seed", "1"], "key ctrl+o\nwait 2\nkey h\nwait 2\nkey Return\nwait 2\n")
t.check(len(names()) == 3, f"H asks nothing and deletes nothing: {names()}")
# Delete, then Escape: nothing goes
t.run(["--game", "mahjong", "--seed", "1"], "key ctrl+o\nwait 2\nkey Delete\nwait 2\nkey Escape\nwait 2\n")
t.check(len(names()) == 3, f"Escape keeps every save: {names()}")

# Down to the second entry (22), Delete, "Delete": only that one goes; the list
# is read again and the cursor stays in place, so Enter opens the next one (11)
state, shot, _ = t.run(["--game", "mahjong", "--seed", "1"],
                       "key ctrl+o\nwait 2\nkey Down\nkey Delete\nwait 2\nkey Return\nwait 2\nkey Return\nwait 2\n")
t.check(names() == ["Turtle 11.pgsave", "Turtle 33.pgsave"], f"Delete removed Turtle 22 alone: {names()}")
t.check(state is not None and state.get("seed") == 11, f"after the deletion the list holds 33 and 11: {state and state.get('seed')}")

# a right click on a save asks too (at 1280x720, two saves: the first row is at y 376)
t.run(["--game", "mahjong", "--seed", "1"], "key ctrl+o\nwait 2\nrclick 640 376\nwait 2\nkey Return\nwait 2\n")
t.check(names() == ["Turtle 11.pgsave"], f"a right click deleted the newest save (33): {names()}")
# and the gamepad: X asks, A says yes
t.run(["--game", "mahjong", "--seed", "1"], "key ctrl+o\nwait 2\npad x\nwait 2\npad a\nwait 2\n")
t.check(names() == [], f"X then A deleted the last save: {names()}")
t.done()
