"""A deal lost from the start (issue 39): with "Deal only winnable games" off,
a deal that cannot be cleared is said so before any move ("Warn when the deal
is lost"; the banner waited for a winnable position to have been lost); with
the warning off, nothing is said. Since issue 34 the status reads no covered
face, so the deal is on a small layout whose view proves it: a stack of three
on a row of three, deal 2 puts a tile on top whose only partner lies under it.
Deal 1 on the same layout clears however its two covered tiles lie: Winnable."""

import os

from pagoda_e2e import Pagoda

t = Pagoda()
prefs = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
os.makedirs(prefs, exist_ok=True)
well = os.path.join(t.work, "well.layout")
with open(well, "w") as f:
    f.write("pagoda-layout 1\nname: well\ntile 0 0 0\ntile 0 0 1\ntile 0 0 2\ntile 4 0 0\ntile 8 0 0\ntile 12 0 0\n")
for warn in ("on", "off"):
    with open(os.path.join(prefs, "settings.txt"), "w") as f:
        f.write(f"pagoda-settings 1\nshow_winnable = on\nlook_for_moves = {warn}\nwinnable_only = off\n")
    st, _, _ = t.run(["--game", "mahjong", "--layout", well, "--seed", "2"], "wait 60\n")
    t.check(st is not None and st["winnable"] == "no" and st["moves"] == 0, f"deal 2 is lost from the start: {st and st['winnable']}")
    t.check(("banner" in st) == (warn == "on"), f"warning {warn}: the banner {'shown' if warn == 'on' else 'not shown'}: {st.get('banner')}")
    st, _, _ = t.run(["--game", "mahjong", "--layout", well, "--seed", "1"], "wait 60\n")
    t.check(st is not None and st["winnable"] == "yes" and "banner" not in st, f"deal 1 is winnable however it lies: {st and st['winnable']}")
t.done()
