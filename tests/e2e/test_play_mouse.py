"""Remove a pair with the mouse; the screenshot shows the board."""

from pagoda_e2e import Pagoda, matching_free_pair, png_pixels, png_size

t = Pagoda()
start, _, _ = t.run(["--game", "mahjong", "--seed", "2024", "--frames", "1"])
t.check(start["tiles_left"] == 144 and start["status"] == "playing", "a full deal")
t.check(start["seed"] == 2024 and start["layout"] == "Turtle", "seed and layout in the dump")
a, b = matching_free_pair(start)

# same seed, same deal
again, _, _ = t.run(["--game", "mahjong", "--seed", "2024", "--frames", "1"])
t.check(again["tiles"] == start["tiles"], "the same seed deals the same game")

state, shot, _ = t.run(["--game", "mahjong", "--seed", "2024"], f"click tile {a}\nwait 2\nclick tile {b}\nwait 60\n")
t.check(state["tiles_left"] == 142, f"pair {a},{b} removed: {state['tiles_left']} left")
ids = {x["id"] for x in state["tiles"]}
t.check(a not in ids and b not in ids, "the picked tiles are gone")
t.check(state["moves"] == 1 and state["can_undo"], "one move, undoable")
t.check(state["selection"] == -1, "nothing selected after the pair")

# select then click the same tile: deselects; double-click partner removes
state, _, _ = t.run(["--game", "mahjong", "--seed", "2024"], f"click tile {a}\nwait 2\nclick tile {a}\nwait 2\n")
t.check(state["selection"] == -1 and state["tiles_left"] == 144, "clicking the selected tile deselects")
state, _, _ = t.run(["--game", "mahjong", "--seed", "2024"], f"click tile {a}\nwait 2\ndclick tile {b}\nwait 60\n")
t.check(state["tiles_left"] == 142, "double-clicking the partner removes the pair")

# undo brings the pair back
state, _, _ = t.run(["--game", "mahjong", "--seed", "2024"],
                    f"click tile {a}\nwait 2\nclick tile {b}\nwait 40\nkey ctrl+z\nwait 2\n")
t.check(state["tiles_left"] == 144 and state["can_redo"], "Ctrl+Z undoes, redo is offered")

size = png_size(shot)
t.check(size == (1280, 720), f"screenshot is a 1280x720 PNG, got {size}")
w, h, ch, rows = png_pixels(shot)
ivory = sum(1 for y in range(0, h, 8) for x in range(0, w, 8)
            if rows[y][x * ch] > 150 and rows[y][x * ch + 1] > 140 and rows[y][x * ch + 2] > 110)
t.check(ivory > 2500, f"tiles are drawn (light samples: {ivory} of {(w // 8) * (h // 8)})")
t.done()
