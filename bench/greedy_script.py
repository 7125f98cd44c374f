#!/usr/bin/env python3
"""Writes a pagoda --script that removes pairs one after another (greedy, from a
--dump of the deal), waiting WAIT ticks after each so a removal animation is on
screen in nearly every frame. Usage: greedy_script.py DUMP.json WAIT > script"""

import json
import sys


def free(tiles, t):
    for o in tiles:
        if o is t:
            continue
        if o["z"] > t["z"] and abs(o["x"] - t["x"]) < 2 and abs(o["y"] - t["y"]) < 2:
            return False
    left = any(o["z"] == t["z"] and o["x"] == t["x"] - 2 and abs(o["y"] - t["y"]) < 2 for o in tiles)
    right = any(o["z"] == t["z"] and o["x"] == t["x"] + 2 and abs(o["y"] - t["y"]) < 2 for o in tiles)
    return not (left and right)


def main():
    state = json.load(open(sys.argv[1]))
    wait = int(sys.argv[2])
    tiles = list(state["tiles"])
    out = []
    while True:
        f = [t for t in tiles if free(tiles, t)]
        pair = next(((a, b) for i, a in enumerate(f) for b in f[i + 1:] if a["group"] == b["group"]), None)
        if not pair:
            break
        a, b = pair
        out.append(f"click tile {a['id']}\nclick tile {b['id']}\nwait {wait}\n")
        tiles = [t for t in tiles if t is not a and t is not b]
    sys.stdout.write("".join(out))
    print(f"# {len(out)} pairs", file=sys.stderr)


main()
