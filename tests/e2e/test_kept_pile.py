"""Kept games do not pile up (issue 39): the same command-line game started again
and again, with the same moves, used to leave one identical "Kept Mahjong
Solitaire N" per start. A kept game moved aside is named with its deal and the
time it was last played, and one identical to a game kept already (same game,
variant, seed and moves) is not kept twice; a different one is."""

import glob
import os
import re

from pagoda_e2e import Pagoda, matching_free_pair

t = Pagoda()
saves = os.path.join(t.work, "xdg", "Pagoda", "pagoda", "saves")
first, _, _ = t.run(["--game", "mahjong", "--seed", "12", "--frames", "1"])
a, b = matching_free_pair(first)
one_pair = f"click tile {a}\nwait 2\nclick tile {b}\nwait 20\n"
for _ in range(5):
    t.run(["--game", "mahjong", "--seed", "12"], one_pair)


def kept():
    return sorted(os.path.basename(f)[:-len(".pgsave")] for f in glob.glob(os.path.join(saves, "Kept*.pgsave")))


names = kept()
t.check(len(names) == 1, f"five starts with the same moves leave one kept copy, not four: {names}")
t.check(all(re.fullmatch(r"Kept Mahjong Solitaire deal 12 [A-Z][a-z]{2} \d\d \d\d-\d\d", n) for n in names),
        f"named with the deal and the date: {names}")
# a different game (two pairs) is kept too
mid, _, _ = t.run(["--game", "mahjong", "--seed", "12"], one_pair)
c, d = matching_free_pair(mid)
t.run(["--game", "mahjong", "--seed", "12"], one_pair + f"click tile {c}\nwait 2\nclick tile {d}\nwait 20\n")
t.run(["--game", "mahjong", "--seed", "12"], one_pair)
names = kept()
t.check(len(names) == 2 and len(set(names)) == 2, f"a different game of the same deal is kept beside it: {names}")
# Open lists them by those names
st, _, _ = t.run(["--game", "mahjong", "--seed", "3"], "key ctrl+o\nwait 2\n")
labels = [i["label"] for i in (st or {}).get("menu", {}).get("items", [])]
t.check(sum(1 for x in labels if x.startswith("Kept Mahjong Solitaire deal 12")) == 2, f"Open lists both: {labels}")
t.done()
