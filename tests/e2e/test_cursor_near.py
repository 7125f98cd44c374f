"""Keyboard and gamepad play: after a pair goes, the cursor stays near where it
was (on the free tile nearest the last one picked), not back at the first tile
in reading order."""

from pagoda_e2e import Pagoda, free_tiles, reading_order

t = Pagoda()
for seed in (555, 7, 21):
    base = ["--game", "mahjong", "--seed", str(seed)]
    start, _, _ = t.run(base + ["--frames", "1"])
    order = reading_order(start)
    free = free_tiles(start)
    # the matching free pair whose later tile comes last in reading order
    pairs = [(a["id"], b["id"]) for i, a in enumerate(free) for b in free[i + 1:] if a["group"] == b["group"]]
    a, b = max(pairs, key=lambda p: max(order.index(p[0]), order.index(p[1])))
    ia, ib = sorted((order.index(a), order.index(b)))
    last = order[ib]
    for dev, nxt, pick in (("keyboard", "key Tab\n", "key Return\n"), ("gamepad", "pad rb\n", "pad a\n")):
        script = nxt * (ia + 1) + pick + nxt * (ib - ia) + pick + "wait 60\n"
        after, _, _ = t.run(base, script)
        t.check(after["tiles_left"] == start["tiles_left"] - 2, f"{dev}: seed {seed}: the pair went")
        by_id = {x["id"]: x for x in start["tiles"]}
        gone = by_id[last]
        left = free_tiles(after)
        dist = lambda x: (x["x"] - gone["x"]) ** 2 + (x["y"] - gone["y"]) ** 2
        best = min(dist(x) for x in left)
        f = next((x for x in left if x["id"] == after["focus"]), None)
        t.check(f is not None and dist(f) <= best + 4,
                f"{dev}: seed {seed}: the cursor is near the last pair: tile {after['focus']} "
                f"(distance {dist(f) if f else None}, nearest {best})")
        t.check(after["focus"] != reading_order(after)[0], f"{dev}: seed {seed}: not back at the first tile")
t.done()
