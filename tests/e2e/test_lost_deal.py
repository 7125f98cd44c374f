"""A deal lost from the start (issue 39): with "Deal only winnable games" off,
Mahjong's deal 12 cannot be cleared, and "Warn when the deal is lost" now says
so before any move (the banner waited for a winnable position to have been
lost); with the warning off, nothing is said."""

import os

from pagoda_e2e import Pagoda

t = Pagoda()
prefs = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
os.makedirs(prefs, exist_ok=True)
for warn in ("on", "off"):
    with open(os.path.join(prefs, "settings.txt"), "w") as f:
        f.write(f"pagoda-settings 1\nshow_winnable = on\nlook_for_moves = {warn}\nwinnable_only = off\n")
    st, _, _ = t.run(["--game", "mahjong", "--seed", "12"], "wait 60\n")
    t.check(st is not None and st["winnable"] == "no" and st["moves"] == 0, f"deal 12 is lost from the start: {st and st['winnable']}")
    t.check(("banner" in st) == (warn == "on"), f"warning {warn}: the banner {'shown' if warn == 'on' else 'not shown'}: {st.get('banner')}")
t.done()
