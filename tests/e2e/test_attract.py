"""Attract mode: left idle on the title, the computer plays a winnable deal with
its solver; any input returns to the title, and nothing of the demo is kept.
(PAGODA_ATTRACT_MS shortens the minute of idleness for the test.)"""

import os

from pagoda_e2e import Pagoda


class Quick(Pagoda):
    def env(self):
        env = super().env()
        env["PAGODA_ATTRACT_MS"] = "1000"
        return env


t = Quick()
idle, _, _ = t.run([], "wait 30\n")
t.check(idle.get("scene") == "title", f"half a second idle: still the title: {idle}")
demo, shot, _ = t.run([], "wait 70\nwait 400\n")
t.check(demo.get("top") == "demo" and demo["game"] == "mahjong", f"a minute idle: the demo plays: {demo.get('top')}")
t.check(demo.get("moves", 0) >= 3 and demo["status"] == "playing", f"the computer takes pairs: {demo.get('moves')} moves")
back, _, _ = t.run([], "wait 70\nwait 200\nkey Escape\nwait 5\n")
t.check(back.get("scene") == "title", f"any key returns to the title: {back}")
back, _, _ = t.run([], "wait 70\nwait 200\nmove 300 300\nwait 5\n")
t.check(back.get("scene") == "title", f"moving the mouse returns too: {back}")
pref = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
t.check(not os.path.exists(os.path.join(pref, "current.pgsave")), "the demo is never kept")
t.done()
