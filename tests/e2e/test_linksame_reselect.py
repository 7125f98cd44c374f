"""LinkSame after a mismatch (issue 39): the tile clicked second becomes the
selection, as in KShisen, so the next click is compared with it, not with the
first tile; the refusal still says why."""

from pagoda_e2e import Pagoda

t = Pagoda()
base = ["--game", "linksame", "--seed", "3"]
state, _, _ = t.run(base, "key h\nwait 2\n")
a, b = state["hint"]
face = {x["id"]: x["face"] for x in state["tiles"]}
x = next(i for i in sorted(face) if face[i] != face[a])
n = state["tiles_left"]

st, shot, p = t.run(base, f"click tile {x}\nwait 2\nclick tile {a}\nwait 2\n")
t.check(st["selection"] == a, f"after the mismatch the second tile is selected: {st['selection']} (want {a}, not {x})")
t.check("do not match" in p.stderr or "No path" in p.stderr, f"and the refusal says why: {p.stderr[-200:]!r}")
t.check(st["tiles_left"] == n, "nothing removed")
st, _, _ = t.run(base, f"click tile {x}\nwait 2\nclick tile {a}\nwait 2\nclick tile {b}\nwait 30\n")
t.check(st["tiles_left"] == n - 2, f"the next click pairs with it: {st['tiles_left']} left, want {n - 2}")
# a click on the tile now selected still lets it go
st, _, _ = t.run(base, f"click tile {x}\nwait 2\nclick tile {a}\nwait 2\nclick tile {a}\nwait 2\n")
t.check(st["selection"] == -1, f"a click on the selected tile lets it go: {st['selection']}")
t.done()
