"""Pagoda in the browser (issue 41), end to end: build-web/ served by
tools/serve_web.py, opened in headless Chromium, driven through the address.
- the title draws (a screenshot of the page);
- a whole Tiny Pebbles deal placed by script (the solver's line from the Linux
  build's pagoda-solve) reaches the win; its dump and --screenshot come back;
- a Mahjong pair removed by script; the game is kept on quit, written to
  IndexedDB, and a reload of the page finds it (the title offers Continue,
  which resumes it with the pair gone);
- a windowed game removes a pair in real time and quits (--stats comes back).
Screenshots go to OUT/*.png. (Figures: bench/web_figures.py.)"""

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from webdriver import Page  # noqa: E402

t = Page(__doc__)
a, b, check = t.args, t.b, t.check
try:
    # the title, as a player opens it
    check(t.first_frame(), "the title draws a first frame")
    check(b.js("return self.crossOriginIsolated;"), "the page is cross-origin isolated (shared memory for the solver)")
    check(t.started(), "the title started audio and gamepads after its first frame")
    b.screenshot(os.path.join(a.out, "page-title.png"))

    # Tiny Pebbles, the solver's line for deal 7
    solve = os.path.join(a.linux_build, "pagoda-solve")
    out = subprocess.run([solve, "--game", "stones", "--variant", "tiny", "--seed", "7"],
                         capture_output=True, text=True, timeout=120)
    lines = out.stdout.split("\n")
    check(lines[0] == "winnable", f"deal 7 of Tiny Pebbles is winnable: {lines[0]!r} {out.stderr!r}")
    line = [tuple(map(int, s.split()[1:])) for s in lines[1:] if s.startswith("place")]
    script = "".join(f"click tile {y * 8 + x}\nwait 1\n" for x, y in line) + "wait 30\n"
    r = t.run(game="stones", variant="tiny", seed=7, headless=1, script=script, dump=1, screenshot=1)
    d = r and r.get("dump")
    check(r and r["status"] == 0, f"Tiny Pebbles ran: {r and r['status']}")
    check(d and d["status"] == "won" and d["tiles_left"] == 0 and d["moves"] == 28 and d["top"] == "win",
          f"Tiny Pebbles won by script: {d and (d['status'], d['tiles_left'], d['moves'], d['top'])}")
    check(t.save_png(r, "stones-won.png"), "its screenshot came back")

    # Mahjong: a free pair of deal 12, removed by script, kept on quit
    r = t.run(game="mahjong", seed=12, headless=1, frames=1, dump=1)
    d = r and r.get("dump")
    pair = None
    if d:
        free = [x for x in d["tiles"] if x["free"]]
        pair = next(((x["id"], y["id"]) for i, x in enumerate(free) for y in free[i + 1:]
                     if x["group"] == y["group"]), None)
    check(pair, "deal 12 has a free pair")
    pa, pb = pair or (0, 1)
    r = t.run(game="mahjong", seed=12, headless=1, dump=1, screenshot=1,
              script=f"click tile {pa}\nwait 2\nclick tile {pb}\nwait 20\n")
    d = r and r.get("dump")
    check(d and d["tiles_left"] == 142 and d["moves"] == 1, f"the pair is gone: {d and d['tiles_left']}")
    t.save_png(r, "mahjong-pair.png")
    check(b.wait_for("Module.pagodaPersisted()", 30), "the kept game reached IndexedDB")
    print("player's folder after the pair:", b.js("return FS.readdir('/libsdl/Pagoda/pagoda');"), flush=True)

    # a reload: the title offers the kept game, and Continue resumes it
    r = t.run(headless=1, script="wait 5\n", dump=1, screenshot=1)
    log = "\n".join((r or {}).get("log", []))
    offered = bool(r and "Continue" in log)
    check(offered, "after a reload the title offers Continue" + ("" if offered else ": " + log[-800:]))
    t.save_png(r, "title-continue.png")
    r = t.run(headless=1, script="wait 5\nkey Return\nwait 5\n", dump=1)
    d = r and r.get("dump")
    check(d and d.get("top") == "mahjong" and d.get("seed") == 12 and d.get("tiles_left") == 142,
          f"Continue resumes the kept game: {d and (d.get('top'), d.get('seed'), d.get('tiles_left'))}")

    # a windowed game, drawn in real time: a pair removed, then quit
    r = t.run(game="mahjong", seed=12, stats=1, size="1280x800",
              script=f"wait 20\nclick tile {pa}\nwait 2\nclick tile {pb}\nwait 60\nquit\nwait 10\nkey Return\nwait 10\n")
    stats = [s for s in (r or {}).get("log", []) if s.startswith("frames=")]
    check(r and r["status"] == 0 and stats and " anim_frames=0" not in stats[-1],
          f"a windowed game removed a pair in real time, and quit: {stats[-1:]}")
finally:
    status = t.finish()
sys.exit(status)
