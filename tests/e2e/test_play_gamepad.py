"""Remove a pair with the gamepad alone: RB walks the free tiles, A picks, B
deselects, Y undoes, Start opens the menu."""

from pagoda_e2e import Pagoda, matching_free_pair, reading_order

t = Pagoda()
start, _, _ = t.run(["--game", "mahjong", "--seed", "31337", "--frames", "1"])
a, b = matching_free_pair(start)
order = reading_order(start)
ia, ib = order.index(a), order.index(b)
script = "pad rb\n" * (ia + 1) + "pad a\nwait 2\n" + "pad rb\n" * ((ib - ia) % len(order)) + "pad a\nwait 60\n"
state, _, _ = t.run(["--game", "mahjong", "--seed", "31337"], script)
t.check(state["tiles_left"] == 142, f"gamepad removes {a},{b}: {state['tiles_left']} left")
ids = {x["id"] for x in state["tiles"]}
t.check(a not in ids and b not in ids, "the pair is gone")

state, _, _ = t.run(["--game", "mahjong", "--seed", "31337"], script + "pad y\nwait 2\n")
t.check(state["tiles_left"] == 144, "Y undoes")

state, _, _ = t.run(["--game", "mahjong", "--seed", "31337"], "pad right a\nwait 2\npad b\nwait 2\n")
t.check(state["selection"] == -1, "B deselects")
state, _, _ = t.run(["--game", "mahjong", "--seed", "31337"], "pad right\nwait 2\npad a\nwait 2\n")
t.check(state["selection"] == state["focus"] and state["selection"] >= 0, "d-pad + A selects the cursor tile")

# Start opens the menu; the menu is driven by the pad too: Right = "New game" (the Game column)
state, _, _ = t.run(["--game", "mahjong", "--seed", "31337"], "pad start\nwait 2\npad right\n" + "pad a\nwait 2\n")
t.check(state["seed"] != 31337 and state["tiles_left"] == 144, "New game from the pad menu deals afresh")
t.done()
