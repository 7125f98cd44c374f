"""Remove a pair with the keyboard alone: Tab walks the free tiles, Enter picks,
arrows move the cursor, Escape deselects."""

from pagoda_e2e import Pagoda, matching_free_pair, reading_order

t = Pagoda()
start, _, _ = t.run(["--game", "mahjong", "--seed", "77", "--frames", "1"])
a, b = matching_free_pair(start)
order = reading_order(start)
ia, ib = order.index(a), order.index(b)
script = "key Tab\n" * (ia + 1) + "key Return\nwait 2\n"
state, _, _ = t.run(["--game", "mahjong", "--seed", "77"], script)
t.check(state["selection"] == a and state["focus"] == a, f"Tab x{ia + 1} + Enter selects {a}: {state['selection']}")

step = (ib - ia) % len(order)
script += "key Tab\n" * step + "key Return\nwait 60\n"
state, _, _ = t.run(["--game", "mahjong", "--seed", "77"], script)
t.check(state["tiles_left"] == 142, f"the pair {a},{b} is removed by keyboard: {state['tiles_left']} left")

# Escape deselects; arrows move the cursor onto free tiles only
state, _, _ = t.run(["--game", "mahjong", "--seed", "77"], "key Tab Return Escape\nwait 2\n")
t.check(state["selection"] == -1 and state["tiles_left"] == 144, "Escape deselects")
free = {x["id"] for x in start["tiles"] if x["free"]}
state, _, _ = t.run(["--game", "mahjong", "--seed", "77"], "key Right Right Down Left\nwait 2\n")
t.check(state["focus"] in free, f"arrows keep the cursor on a free tile: {state['focus']}")

# H shows a hint without changing the game; S shuffles (undoable)
state, _, _ = t.run(["--game", "mahjong", "--seed", "77"], "key h\nwait 2\nkey s\nwait 2\n")
t.check(state["tiles_left"] == 144 and state["moves"] == 1, "shuffle is a move")
faces = sorted(x["face"] for x in state["tiles"])
t.check(faces == sorted(x["face"] for x in start["tiles"]), "shuffle keeps the faces")
t.check([x["face"] for x in state["tiles"]] != [x["face"] for x in start["tiles"]], "shuffle moves faces")
t.done()
