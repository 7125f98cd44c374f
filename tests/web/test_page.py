"""Pagoda in the browser (issue 41), what a player of the page sees, in headless
Chromium, served by tools/serve_web.py with and without the cross-origin
isolation headers:
- without them (no shared memory) the page loads the build without threads
  and the solver still answers, in the frame: a Stones and a Mahjong status
  ("winnable", the chance) and a hint arrive, the same as with threads;
- deal links: ?game=mahjong&variant=tournament&seed=N opens that deal, ?daily
  the day's deal, and the game menu's "Copy link to this deal" gives the
  address that opens it again;
- the canvas fills the page and follows its size (CSS pixels x devicePixelRatio);
- taps (Chromium's touch events, through SDL's touch-to-mouse) act as clicks:
  two taps remove a Mahjong pair, on a plain page and on a touch screen at
  devicePixelRatio 2, and the browser makes no mouse events of its own;
- a gamepad (the Gamepad API, a stand-in pad: webdriver.FAKE_PAD) connected
  after the start, and before it in the build without threads: the d-pad moves
  the cursor and A selects, as the same buttons do in the Linux build;
- the player's folder (an IndexedDB store): a damaged kept game written there
  is said as the Linux build says it, set aside, and the settings stay; a
  store the browser refuses (IndexedDB turned off) is said in the game, which
  still plays (OUT/page-store-refused.png);
- the title and each game draw at 1280x720 (OUT/page-*.png).
(Figures: bench/web_figures.py.)"""

import base64
import json
import os
import shutil
import struct
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from webdriver import FAKE_PAD, Page  # noqa: E402

t = Page(__doc__)
a, b, check = t.args, t.b, t.check
linux = os.path.join(a.linux_build, "pagoda") if a.linux_build else None


def linux_dump(*args):
    """The Linux build's --dump of a headless run (None without one)."""
    if not linux:
        return None
    path = os.path.join(a.out, "linux.json")
    subprocess.run([linux, "--headless", *args, "--dump", path], capture_output=True, timeout=120,
                   env={**os.environ, "XDG_DATA_HOME": a.out, "XDG_CONFIG_HOME": a.out, "HOME": a.out})
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError) as e:
        print(f"the Linux build gave no dump: {e}")
        return None


def script_file(name, text):
    path = os.path.join(a.out, name)
    with open(path, "w") as f:
        f.write(text)
    return path


STORE = "/libsdl/Pagoda/pagoda" # SDL_GetPrefPath in the page (web_pre.js mounts it)
READ_FILE = ("try { var u = FS.readFile(arguments[0]), s = '';"
             " for (var i = 0; i < u.length; i += 0x8000) s += String.fromCharCode.apply(null, u.subarray(i, i + 0x8000));"
             " return btoa(s); } catch (e) { return null; }")
WRITE_FILE = ("var done = arguments[arguments.length - 1], s = atob(arguments[1]), u = new Uint8Array(s.length);"
              " for (var i = 0; i < s.length; i++) u[i] = s.charCodeAt(i);"
              " FS.writeFile(arguments[0], u); FS.syncfs(false, function (err) { done(err ? String(err) : 'ok'); });")


def store_file(name):
    """A file of the page's store (bytes, None if absent)."""
    got = b.js(READ_FILE, f"{STORE}/{name}")
    return base64.b64decode(got) if got is not None else None


def said(log, text):
    """The player's message that holds text, as SDL_Log writes it (its level's prefix cut)."""
    return [line[line.index(text):] for line in log if text in line]


def free_pair(d):
    free = [x for x in d.get("tiles", []) if x["free"]]
    return next(((x["id"], y["id"]) for i, x in enumerate(free) for y in free[i + 1:]
                 if x["group"] == y["group"]), None)


try:
    b.viewport(1280, 720)

    # --- no shared memory: the build without threads, and the solver's answers ---
    solve = os.path.join(a.linux_build, "pagoda-solve")
    out = subprocess.run([solve, "--game", "stones", "--variant", "tiny", "--seed", "7"],
                         capture_output=True, text=True, timeout=120)
    line = [tuple(map(int, s.split()[1:])) for s in out.stdout.split("\n")[1:] if s.startswith("place")]
    check(len(line) == 28, f"the solver's line for Tiny Pebbles 7: {len(line)} moves")
    stones_script = "".join(f"click tile {y * 8 + x}\nwait 1\n" for x, y in line[:3]) + "key h\nwait 3\n"
    # what the Linux build answers to the same scripts (it plays the same)
    lin = [linux_dump("--game", "stones", "--variant", "tiny", "--seed", "7",
                      "--script", script_file("stones.txt", stones_script)) or {},
           linux_dump("--game", "mahjong", "--seed", "12", "--script", script_file("hint.txt", "wait 3\nkey h\nwait 3\n")) or {}]
    lin = [(lin[0].get("winnable"), lin[0].get("chance"), lin[0].get("hint")), (lin[1].get("winnable"), lin[1].get("hint"))]
    seen = {}
    for iso in (True, False):
        check(t.first_frame(iso) and t.started(), f"isolated={iso}: the title draws and starts")
        got = b.js("return [self.crossOriginIsolated, Module.pagodaThreads];")
        check(got == [iso, iso], f"isolated={iso}: crossOriginIsolated and the threaded build: {got}")
        r = t.run(iso, game="stones", variant="tiny", seed=7, headless=1, dump=1, script=stones_script)
        d = (r or {}).get("dump") or {}
        check(d.get("winnable") in ("yes", "no", "unknown") and d.get("chance", -1) >= 0 and d.get("hint", [-1])[0] >= 0,
              f"isolated={iso}: Stones' status and a hint arrive: winnable={d.get('winnable')} "
              f"chance={d.get('chance')} hint={d.get('hint')}")
        r2 = t.run(iso, game="mahjong", seed=12, headless=1, dump=1, script="wait 3\nkey h\nwait 3\n")
        d2 = (r2 or {}).get("dump") or {}
        check(d2.get("winnable") in ("yes", "dealt") and d2.get("hint", [-1])[0] >= 0,
              f"isolated={iso}: Mahjong's 'winnable' and a hint arrive: {d2.get('winnable')} {d2.get('hint')}")
        seen[iso] = [(d.get("winnable"), d.get("chance"), d.get("hint")), (d2.get("winnable"), d2.get("hint"))]
    check(seen[True] == seen[False] and (not linux or seen[True] == lin),
          f"the same verdicts and hints with and without threads, and as on Linux: {seen} (Linux: {lin})")

    # --- deal links ---
    r = t.run(game="mahjong", variant="tournament", seed=4242, headless=1, frames=2, dump=1)
    d = (r or {}).get("dump") or {}
    check((d.get("game"), d.get("variant"), d.get("seed")) == ("mahjong", "tournament", 4242),
          f"?game=mahjong&variant=tournament&seed=4242 opens that deal: {d.get('game')} {d.get('variant')} {d.get('seed')}")
    want_daily = (linux_dump("--daily", "--frames", "2") or {}).get("seed")
    r = t.run(daily=1, headless=1, frames=2, dump=1)
    d = (r or {}).get("dump") or {}
    check(d.get("variant") == "tournament-competition" and d.get("seed") == want_daily,
          f"?daily opens the day's deal: {d.get('variant')} {d.get('seed')} (Linux: {want_daily})")
    # the game menu's "Copy link to this deal", clicked where the menu shows it
    r = t.run(game="mahjong", variant="tournament", seed=4242, headless=1, dump=1, script="wait 3\nkey Escape\nwait 3\n")
    items = (((r or {}).get("dump") or {}).get("menu") or {}).get("items", [])
    item = next((i for i in items if i["label"] == "Copy link to this deal"), None)
    if check(item, "the game menu offers 'Copy link to this deal'"):
        x, y, w, h = item["rect"]
        r = t.run(game="mahjong", variant="tournament", seed=4242, headless=1, dump=1,
                  script=f"wait 3\nkey Escape\nwait 3\nclick {x + w // 2} {y + h // 2}\nwait 3\n")
        link = b.js("return Module.pagodaLink || null;")
        check(link == t.url(game="mahjong", variant="tournament", seed=4242), f"the link names the deal: {link}")
        check(any("copied" in s for s in (r or {}).get("log", [])), "the player is told the link is copied")
        b.get(link + "&headless=1&frames=2&dump=1")
        d = (t.result(120) or {}).get("dump") or {}
        check((d.get("variant"), d.get("seed")) == ("tournament", 4242), f"the link opens the deal: {d.get('seed')}")

    # --- the player's folder: a damaged kept game, said as the Linux build says it ---
    r = t.run(game="mahjong", seed=12, headless=1, frames=1, dump=1)
    pair = free_pair((r or {}).get("dump") or {}) or (0, 0)
    play = f"click tile {pair[0]}\nwait 2\nclick tile {pair[1]}\nwait 5\n"
    r = t.run(game="mahjong", seed=12, headless=1, dump=1, script=play)
    kept, settings = store_file("current.pgsave"), store_file("settings.txt")
    if check(((r or {}).get("dump") or {}).get("tiles_left") == 142 and kept and settings
             and b.wait_for("Module.pagodaPersisted()", 60),
             f"a Mahjong game kept on quit and the settings are in the store: {len(kept or '')} and "
             f"{len(settings or '')} bytes"):
        damaged = kept[:len(kept) // 2] # cut short
        check(b.js_async(WRITE_FILE, f"{STORE}/current.pgsave", base64.b64encode(damaged).decode()) == "ok",
              "the kept game cut short is written to IndexedDB")
        r = t.run(headless=1, frames=5, dump=1)
        got = said((r or {}).get("log", []), "The kept game")
        want = None
        if linux:
            home = os.path.join(a.out, "store-linux")
            shutil.rmtree(home, ignore_errors=True)
            folder = os.path.join(home, "Pagoda", "pagoda")
            os.makedirs(folder)
            with open(os.path.join(folder, "current.pgsave"), "wb") as f:
                f.write(damaged)
            p = subprocess.run([linux, "--headless", "--frames", "5"], capture_output=True, text=True, timeout=120,
                               env={**os.environ, "XDG_DATA_HOME": home, "XDG_CONFIG_HOME": home, "HOME": home})
            want = said(p.stderr.split("\n"), "The kept game")
        check(r and r.get("status") == 0 and ((r.get("dump") or {}).get("scene")) == "title",
              f"the page starts on the title, no crash: status {(r or {}).get('status')}")
        check(got == ["The kept game could not be read: it is now current.pgsave.damaged."] and (not linux or got == want),
              f"the player is told as in the Linux build: {got} (Linux: {want})")
        check(store_file("current.pgsave") is None and store_file("current.pgsave.damaged") == damaged,
              "the damaged file is set aside whole, as current.pgsave.damaged")
        check(store_file("settings.txt") == settings, "the settings are still there, as they were")
        r = t.run(headless=1, frames=5, dump=1)
        check(r and r.get("status") == 0 and not said(r.get("log", []), "The kept game"),
              "said once: the next start says nothing of it")

    # --- a store the browser refuses (IndexedDB turned off): said in the game, which still plays ---
    refuse = ("IDBFactory.prototype.open = function () {"
              " throw new DOMException('IndexedDB is turned off', 'InvalidStateError'); };")
    ident = b.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": refuse})["identifier"]
    try:
        notice = "Your files cannot be kept in this browser: IndexedDB is turned off"
        for iso in (True, False):
            r = t.run(iso, game="mahjong", seed=12, headless=1, dump=1, script=play)
            got = said((r or {}).get("log", []), "Your files")
            check(got == [notice], f"isolated={iso}: the player is told: {got}")
            d = (r or {}).get("dump") or {}
            check(r and r.get("status") == 0 and d.get("tiles_left") == 142 and d.get("moves") == 1,
                  f"isolated={iso}: and the game plays: {d.get('tiles_left')} left, {d.get('moves')} moves")
        r = t.run(headless=1, frames=30, screenshot=1)
        check(r and said(r.get("log", []), "Your files") == [notice] and t.save_png(r, "page-store-refused.png"),
              "the title shows it (OUT/page-store-refused.png)")
    finally:
        b.cdp("Page.removeScriptToEvaluateOnNewDocument", {"identifier": ident})

    # --- the canvas fills the page and follows it ---
    geo = ("return [innerWidth, innerHeight, Math.round(devicePixelRatio * 100), "
           "Module.canvas.width, Module.canvas.height];")
    fills = ("Module.canvas.width == Math.round(innerWidth * devicePixelRatio) && "
             "Module.canvas.height == Math.round(innerHeight * devicePixelRatio)")
    check(t.first_frame() and b.wait_for(fills, 30), f"the canvas fills the page: {b.js(geo)}")
    b.viewport(1000, 640)
    check(b.wait_for(f"innerWidth == 1000 && {fills}", 30), f"and follows its size: {b.js(geo)}")
    b.viewport(1280, 720)

    # --- taps are clicks: a Mahjong pair removed by two taps ---
    # where the page draws the board: a dump of the same page, quit at once
    events = ("window.pagodaEvents = []; ['touchstart', 'touchend', 'mousedown', 'mouseup'].forEach(function (k) {"
              " addEventListener(k, function (e) { pagodaEvents.push(k + (e.defaultPrevented ? '!' : '')); }); });"
              " return 1;")
    for dpr in (1, 2):
        if dpr == 2: # a touch screen at twice the pixels: taps in CSS pixels, the board in the canvas's
            b.cdp("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
            b.cdp("Emulation.setDeviceMetricsOverride", {"width": 800, "height": 450, "deviceScaleFactor": 2, "mobile": False})
        check(t.first_frame(game="mahjong", seed=12, dump=1) and t.started(), f"dpr {dpr}: the game starts")
        d = (t.quit_game() or {}).get("dump") or {}
        pair, board = free_pair(d), (d.get("screen") or {}).get("board", [])
        if not check(pair and len(board) > max(pair) and d.get("tiles_left") == 144,
                     f"dpr {dpr}: Ctrl+Q ends the page's game; a free pair and where it is drawn: {pair}"):
            continue
        check(t.first_frame(game="mahjong", seed=12, dump=1) and t.started(), f"dpr {dpr}: the game starts again")
        b.js(events)
        for tile in pair:
            x, y, w, h = board[tile]
            t.tap((x + w / 2) / dpr, (y + h / 2) / dpr)
        ev = b.js("return pagodaEvents;")
        d = (t.quit_game() or {}).get("dump") or {}
        check(d.get("tiles_left") == 142 and d.get("moves") == 1,
              f"dpr {dpr}: two taps removed the pair: {d.get('tiles_left')} left, {d.get('moves')} moves")
        check(ev == ["touchstart!", "touchend!"] * 2,
              f"dpr {dpr}: the game took the touches (no scrolling, no mouse events of the browser's): {ev}")
    b.cdp("Emulation.clearDeviceMetricsOverride")
    b.cdp("Emulation.setTouchEmulationEnabled", {"enabled": False})
    b.viewport(1280, 720)

    # --- a gamepad: d-pad right twice, then A ---
    want = linux_dump("--game", "mahjong", "--seed", "12", "--size", "1280x720", "--script",
                      script_file("pad.txt", "pad right\nwait 1\npad right\nwait 1\npad a\nwait 5\n")) or {}
    want = want.get("focus"), want.get("selection")
    for iso, when in ((True, "after"), (False, "before")):
        ident = None
        if when == "before": # the pad is there when the page starts
            ident = b.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": FAKE_PAD})["identifier"]
        started = t.first_frame(iso, game="mahjong", seed=12, dump=1) and t.started()
        if when == "after":
            b.js(FAKE_PAD + "return 1;")
        ok = check(started and t.pad_connect(announce=when == "after"),
                   f"isolated={iso}: a gamepad connected {when} the start is read")
        ok = ok and check(t.pad_press("right", "right", "a"), f"isolated={iso}: the game read right, right, A")
        d = (t.quit_game() or {}).get("dump") or {}
        got = d.get("focus"), d.get("selection")
        check(ok and got[0] is not None and got[0] >= 0 and got[0] == got[1] and (want[0] is None or got == want),
              f"isolated={iso}: the d-pad moved the cursor and A selected its tile: focus, selection {got} "
              f"(Linux build, pad by script: {want})")
        if ident:
            b.cdp("Page.removeScriptToEvaluateOnNewDocument", {"identifier": ident})

    # --- the title and each game at 1280x720 ---
    for name, q in (("title", {}), ("mahjong", {"game": "mahjong", "seed": 12}),
                    ("tournament", {"game": "mahjong", "variant": "tournament", "seed": 12}),
                    ("dragon", {"game": "dragon", "seed": 12}), ("linksame", {"game": "linksame", "seed": 12}),
                    ("stones", {"game": "stones", "seed": 12}), ("shamrocks", {"game": "shamrocks", "seed": 12})):
        check(t.first_frame(**q) and t.started(), f"{name} draws in the page")
        path = os.path.join(a.out, f"page-{name}.png")
        b.screenshot(path)
        with open(path, "rb") as f:
            size = struct.unpack(">II", f.read(24)[16:24])
        check(size == (1280, 720), f"{name}: the page's screenshot is 1280x720: {size}")
finally:
    status = t.finish()
sys.exit(status)
