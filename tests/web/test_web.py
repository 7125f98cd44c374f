"""Pagoda in the browser (issue 41), end to end: build-web/ served by
tools/serve_web.py, opened in headless Chromium, driven through the address.
- the title draws (time to first frame; a screenshot of the page);
- a whole Tiny Pebbles deal placed by script (the solver's line from the Linux
  build's pagoda-solve) reaches the win; its dump and --screenshot come back;
- a Mahjong pair removed by script; the game is kept on quit, written to
  IndexedDB, and a reload of the page finds it (the title offers Continue,
  which resumes it with the pair gone).
Figures go to OUT/figures.json; screenshots to OUT/*.png."""

import argparse
import base64
import json
import os
import subprocess
import sys
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, HERE)
import serve_web  # noqa: E402
from webdriver import Browser  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("--build", required=True)
ap.add_argument("--linux-build", default="")
ap.add_argument("--out", required=True)
a = ap.parse_args()
os.makedirs(a.out, exist_ok=True)

checks = failures = 0


def check(cond, what):
    global checks, failures
    checks += 1
    if not cond:
        failures += 1
        print("FAIL:", what, flush=True)


server = serve_web.serve(a.build)
page = f"http://127.0.0.1:{server.server_address[1]}/pagoda.html"
figures = {}
b = Browser()


def url(**q):
    return page + ("?" + urllib.parse.urlencode(q) if q else "")


def run(timeout=300, **q):
    """Loads the page with these address parameters and waits for the program
    to end: its result (status, dump as JSON, screenshot path, log)."""
    b.get(url(**q))
    r = b.wait_for("window.pagodaResult", timeout)
    if not r:
        log = b.js("return (window.Module && Module.pagodaLog) || [];")
        print("no result; the page's log:\n" + "\n".join(log[-30:]), flush=True)
        return None
    if r.get("dump"):
        r["dump"] = json.loads(r["dump"])
    return r


def save_png(r, name):
    if r and r.get("screenshot"):
        path = os.path.join(a.out, name)
        with open(path, "wb") as f:
            f.write(base64.b64decode(r["screenshot"]))
        return path
    return None


try:
    # the title, as a player opens it: time to first frame from the request
    t0 = time.monotonic()
    b.get(url(trace=1))
    first = b.wait_for("window.Module && Module.pagodaFirstFrame", 120)
    check(first, "the title draws a first frame")
    figures["first_frame_ms"] = round(first or 0)
    figures["first_frame_wall_s"] = round(time.monotonic() - t0, 2)
    figures["cross_origin_isolated"] = b.js("return self.crossOriginIsolated;")
    check(figures["cross_origin_isolated"], "the page is cross-origin isolated (shared memory for the solver)")
    time.sleep(2)
    b.screenshot(os.path.join(a.out, "page-title.png"))

    # Tiny Pebbles, the solver's line for deal 7
    solve = os.path.join(a.linux_build, "pagoda-solve")
    out = subprocess.run([solve, "--game", "stones", "--variant", "tiny", "--seed", "7"],
                         capture_output=True, text=True, timeout=120)
    lines = out.stdout.split("\n")
    check(lines[0] == "winnable", f"deal 7 of Tiny Pebbles is winnable: {lines[0]!r} {out.stderr!r}")
    line = [tuple(map(int, s.split()[1:])) for s in lines[1:] if s.startswith("place")]
    script = "".join(f"click tile {y * 8 + x}\nwait 1\n" for x, y in line) + "wait 30\n"
    r = run(game="stones", variant="tiny", seed=7, headless=1, script=script, dump=1, screenshot=1)
    d = r and r.get("dump")
    check(r and r["status"] == 0, f"Tiny Pebbles ran: {r and r['status']}")
    check(d and d["status"] == "won" and d["tiles_left"] == 0 and d["moves"] == 28 and d["top"] == "win",
          f"Tiny Pebbles won by script: {d and (d['status'], d['tiles_left'], d['moves'], d['top'])}")
    check(save_png(r, "stones-won.png"), "its screenshot came back")

    # Mahjong: a free pair of deal 12, removed by script, kept on quit
    r = run(game="mahjong", seed=12, headless=1, frames=1, dump=1)
    d = r and r.get("dump")
    pair = None
    if d:
        free = [t for t in d["tiles"] if t["free"]]
        pair = next(((x["id"], y["id"]) for i, x in enumerate(free) for y in free[i + 1:]
                     if x["group"] == y["group"]), None)
    check(pair, "deal 12 has a free pair")
    pa, pb = pair or (0, 1)
    r = run(game="mahjong", seed=12, headless=1, dump=1, screenshot=1,
            script=f"click tile {pa}\nwait 2\nclick tile {pb}\nwait 20\n")
    d = r and r.get("dump")
    check(d and d["tiles_left"] == 142 and d["moves"] == 1, f"the pair is gone: {d and d['tiles_left']}")
    save_png(r, "mahjong-pair.png")
    check(b.wait_for("Module.pagodaPersisted()", 30), "the kept game reached IndexedDB")
    kept_files = b.js("return FS.readdir('/libsdl/Pagoda/pagoda');")
    print("player's folder after the pair:", kept_files, flush=True)

    # a reload: the title offers the kept game, and Continue resumes it
    r = run(headless=1, trace=1, script="wait 5\n", dump=1, screenshot=1)
    log = "\n".join((r or {}).get("log", []))
    check(r and "Continue" in log, "after a reload the title offers Continue: " + log[-800:])
    save_png(r, "title-continue.png")
    r = run(headless=1, script="wait 5\nkey Return\nwait 5\n", dump=1)
    d = r and r.get("dump")
    check(d and d.get("top") == "mahjong" and d.get("seed") == 12 and d.get("tiles_left") == 142,
          f"Continue resumes the kept game: {d and (d.get('top'), d.get('seed'), d.get('tiles_left'))}")

    # frame times during a removal animation, drawn in real time
    r = run(game="mahjong", seed=12, stats=1, size="1280x800",
            script=f"wait 20\nclick tile {pa}\nwait 2\nclick tile {pb}\nwait 60\nquit\nwait 10\nkey Return\nwait 10\n")
    stats = [s for s in (r or {}).get("log", []) if s.startswith("frames=")]
    figures["stats"] = stats[-1:]
    check(r and r["status"] == 0 and stats, "a windowed game removed a pair in real time, and quit")
finally:
    b.quit()
    server.shutdown()

for name in ("pagoda.html", "pagoda.js", "pagoda.wasm", "pagoda.data", "pagoda.worker.js"):
    p = os.path.join(a.build, name)
    if os.path.exists(p):
        figures.setdefault("bytes", {})[name] = os.path.getsize(p)
with open(os.path.join(a.out, "figures.json"), "w") as f:
    json.dump(figures, f, indent=1)
print(json.dumps(figures, indent=1))
print(f"{checks - failures} passed, {failures} failed")
sys.exit(1 if failures else 0)
