"""Attract mode: left idle on the title, the computer plays a deal of each game
in turn (issue 39: it played only Mahjong): Mahjong, LinkSame, Shamrocks,
Dragon's Eye computer against computer, MahJongg Stones and Tournament's
training, each with its own fair player (its solver's or hint's move, from
what a player sees; Dragon's Eye's computer seats). Any input returns to the
title, and nothing of the demo is kept. (PAGODA_ATTRACT_MS shortens the minute
of idleness, PAGODA_DEMO_MS a game's 40 s.)"""

import os

from pagoda_e2e import Pagoda


class Quick(Pagoda):
    def env(self):
        env = super().env()
        env["PAGODA_ATTRACT_MS"] = "1000"
        env["PAGODA_DEMO_MS"] = "3000"  # 180 ticks a game
        return env


t = Quick()
idle, _, _ = t.run([], "wait 30\n")
t.check(idle.get("scene") == "title", f"half a second idle: still the title: {idle}")
demo, shot, _ = t.run([], "wait 70\nwait 150\n")
t.check(demo.get("top") == "demo" and demo["game"] == "mahjong", f"a minute idle: the demo plays: {demo.get('top')}")
t.check(demo.get("moves", 0) >= 3 and demo["status"] == "playing", f"the computer takes pairs: {demo.get('moves')} moves")
back, _, _ = t.run([], "wait 70\nwait 200\nkey Escape\nwait 5\n")
t.check(back.get("scene") == "title", f"any key returns to the title: {back}")
back, _, _ = t.run([], "wait 70\nwait 200\nmove 300 300\nwait 5\n")
t.check(back.get("scene") == "title", f"moving the mouse returns too: {back}")
# the round: a look two seconds into each game's three
seen = {}
for k in range(6):
    st, _, _ = t.run([], f"wait {60 + k * 181 + 120}\n")
    if st and st.get("top") == "demo":
        seen[(st["game"], st["variant"])] = st
for game, variant in (("mahjong", "classic"), ("linksame", "timed"), ("shamrocks", "classic"), ("dragon", "watch"),
                      ("stones", "stones"), ("mahjong", "tournament")):
    st = seen.get((game, variant))
    t.check(st is not None, f"the demo shows {game} ({variant}): saw {sorted(seen)}")
    if st:
        t.check(st.get("moves", 0) >= 1, f"{game} ({variant}) is played: {st.get('moves')} moves")
# any key returns from a game for two, whose computers never wait for a script
back, _, _ = t.run([], f"wait {60 + 3 * 181 + 120}\nkey Escape\nwait 5\n")
t.check(back.get("scene") == "title", f"any key returns from Dragon's Eye too: {back.get('top')}")
pref = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
t.check(not os.path.exists(os.path.join(pref, "current.pgsave")), "the demo is never kept")
t.done()
