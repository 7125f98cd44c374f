"""An invalid pick changes nothing: a covered tile, and a free tile that does
not match the selection."""

from pagoda_e2e import Pagoda, free_tiles

t = Pagoda()
start, _, _ = t.run(["--game", "mahjong", "--seed", "9", "--frames", "1"])
covered = next(x for x in start["tiles"] if not x["free"] and x["z"] == 0 and x["y"] == 0)
state, _, proc = t.run(["--game", "mahjong", "--seed", "9"], f"click tile {covered['id']}\nwait 30\n")
t.check(state["tiles"] == start["tiles"] and state["selection"] == -1 and state["moves"] == 0,
        "a blocked tile cannot be picked")
t.check("That tile is blocked on both sides." in proc.stderr or "That tile is covered by another." in proc.stderr,
        "the refusal says why")

free = free_tiles(start)
a = free[0]
c = next(x for x in free[1:] if x["group"] != a["group"])
state, _, proc = t.run(["--game", "mahjong", "--seed", "9"], f"click tile {a['id']}\nwait 2\nclick tile {c['id']}\nwait 30\n")
t.check(state["tiles"] == start["tiles"] and state["moves"] == 0, "a non-matching pair is refused")
t.check("Those two tiles do not match." in proc.stderr, "the refusal of a pair says why")
t.check(state["selection"] == a["id"], "the first pick stays selected")

# clicking the empty table deselects
state, _, _ = t.run(["--game", "mahjong", "--seed", "9"], f"click tile {a['id']}\nwait 2\nclick 5 700\nwait 2\n")
t.check(state["selection"] == -1, "clicking the table deselects")
t.done()
