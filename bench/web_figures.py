#!/usr/bin/env python3
"""Pagoda in the browser (issue 41): the figures of bench/README.md's browser
section, in headless Chromium through tests/web/webdriver.py.

    bench/web_figures.py --build build-web --out /tmp/web-figures [--loads 7] [--removals 3]

- download size: each file the page fetches, raw, gzip -9 and brotli -q 11
  (if the brotli command is there), and the total of each build;
- time to first frame, for each build (isolated: threads; plain: no isolation
  headers, the build without threads): performance.now() (ms from the start of
  the navigation) when the page's log gets the game's "first frame presented"
  (web_pre.js, Module.pagodaFirstFrame); the median of --loads loads of the
  title in a fresh tab of one browser (the HTTP cache is off: no-cache);
- frame times during a removal: Mahjong deal 12 at 1280x720 in a window, the
  first free pair clicked (Chromium's mouse events); requestAnimationFrame
  deltas over the 90 frames after the second click (the pair flies off in the
  first ~30), and the game's own --stats (anim_*: the time to draw each frame
  of the animation, main thread); median and p95, --removals runs per build.
Prints JSON (also OUT/web-figures.json). Wall times on a shared machine: run it
twice, or beside `stress --cpu 2`, and compare ratios."""

import gzip
import os
import shutil
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tests", "web"))
from webdriver import Page  # noqa: E402

t = Page(__doc__.split("\n\n")[0], [(("--loads",), {"type": int, "default": 7}),
                                    (("--removals",), {"type": int, "default": 3})])
a, b = t.args, t.b


def pct(v, p):
    v = sorted(v)
    return round(v[min(len(v) - 1, int(len(v) * p))], 2) if v else None


BUILDS = {"threads": ("pagoda.html", "pagoda.js", "pagoda.wasm", "pagoda.worker.js", "pagoda.data"),
          "no_threads": ("pagoda.html", "pagoda-st.js", "pagoda-st.wasm", "pagoda.data")}
RAF = ("window.pagodaRaf = []; var last = performance.now();"
       "(function f(now) { pagodaRaf.push(now - last); last = now; requestAnimationFrame(f); })(last);"
       "return 1;")
status = 0
try:
    sizes = {}
    for name in sorted({f for files in BUILDS.values() for f in files}):
        p = os.path.join(a.build, name)
        raw = open(p, "rb").read()
        sizes[name] = {"bytes": len(raw), "gzip9": len(gzip.compress(raw, 9))}
        if shutil.which("brotli"):
            sizes[name]["brotli"] = len(subprocess.run(["brotli", "-c", "-q", "11", p],
                                                       capture_output=True, check=True).stdout)
    t.figures["sizes"] = sizes
    for kind, files in BUILDS.items():
        t.figures[f"download_{kind}"] = {k: sum(sizes[f].get(k, 0) for f in files)
                                         for k in ("bytes", "gzip9", "brotli")}

    b.viewport(1280, 720)
    # the pair to click, and where it is drawn at this size
    d = (t.run(game="mahjong", seed=12, headless=1, frames=1, dump=1, size="1280x720") or {}).get("dump") or {}
    free = [x for x in d.get("tiles", []) if x["free"]]
    pair = next((x["id"], y["id"]) for i, x in enumerate(free) for y in free[i + 1:] if x["group"] == y["group"])
    for iso, kind in ((True, "isolated"), (False, "plain")):
        ms = [round(t.first_frame(iso) or -1) for _ in range(a.loads)]
        t.figures[f"first_frame_ms_{kind}"] = {"median": statistics.median(ms), "all": ms}
        deltas, anim = [], []
        for _ in range(a.removals):
            t.first_frame(iso, game="mahjong", seed=12, stats=1, dump=1)
            t.started()
            # where the page draws the board: its own --dump comes at the end, so
            # click where the headless run of the same size drew it
            board = d["screen"]["board"]
            for n, tile in enumerate(pair):
                x, y, w, h = board[tile]
                if n == 1:
                    b.js(RAF)
                for e in ("mouseMoved", "mousePressed", "mouseReleased"): # SDL clicks where the pointer went
                    b.cdp("Input.dispatchMouseEvent", {"type": e, "x": x + w // 2, "y": y + h // 2,
                                                      "button": "left", "clickCount": 1})
            b.wait_for("pagodaRaf.length > 90", 120, 0.1)
            deltas += b.js("return pagodaRaf.slice(1, 91);")
            r = t.quit_game() or {}
            left = (r.get("dump") or {}).get("tiles_left")
            stats = [s for s in r.get("log", []) if s.startswith("frames=")]
            if left != 142 or not stats:
                print(f"{kind}: the pair was not removed ({left} left) or no stats", flush=True)
                status = 1
                continue
            f = dict(kv.split("=") for kv in stats[-1].split())
            anim.append({k: float(f[f"anim_{k}"]) for k in ("frames", "median_ms", "p90_ms", "max_ms")})
        t.figures[f"removal_{kind}"] = {
            "raf_delta_ms": {"median": pct(deltas, 0.5), "p95": pct(deltas, 0.95), "max": pct(deltas, 1.0),
                             "frames": len(deltas)},
            "game_anim_draw_ms": anim}
finally:
    status |= t.finish("web-figures.json")
sys.exit(status)
