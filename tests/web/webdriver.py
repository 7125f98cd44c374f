"""A small W3C WebDriver client (the standard library only) for Debian's
chromedriver and headless Chromium: a fresh profile each time, nothing
downloaded, the sandbox off (the tests may run as root). Page (below) is what
every browser test and bench/web_figures.py starts with: the build served by
tools/serve_web.py (with and without the isolation headers), one Browser, and
the page's hooks (web_pre.js): run a deal to its end, wait for the first
frame, tap, press keys, a stand-in gamepad."""

import argparse
import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import serve_web  # noqa: E402

CHROMIUM = os.environ.get("PAGODA_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("PAGODA_CHROMEDRIVER", "/usr/bin/chromedriver")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-dev-shm-usage", "--mute-audio", "--autoplay-policy=no-user-gesture-required"]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Browser:
    def __init__(self, size=(1280, 800)):
        self.port = free_port()
        self.profile = tempfile.mkdtemp(prefix="pagoda-chromium-")
        self.driver = subprocess.Popen([CHROMEDRIVER, f"--port={self.port}"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{self.port}"
        for _ in range(100):
            try:
                if self._call("GET", "/status")["ready"]:
                    break
            except (OSError, urllib.error.URLError):
                pass
            time.sleep(0.1)
        args = ARGS + [f"--user-data-dir={self.profile}", f"--window-size={size[0]},{size[1]}"]
        caps = {"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {"binary": CHROMIUM, "args": args},
            "timeouts": {"script": 600000, "pageLoad": 120000}}}}
        self.session = self._call("POST", "/session", caps)["sessionId"]

    def _call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(self.base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=660) as r:
                return json.loads(r.read())["value"]
        except urllib.error.HTTPError as e:
            raise RuntimeError(f"WebDriver {method} {path}: {e.read()[:500]!r}") from None

    def cmd(self, method, what, body=None):
        return self._call(method, f"/session/{self.session}" + (f"/{what}" if what else ""), body)

    def get(self, url):
        self.cmd("POST", "url", {"url": url})

    def js(self, script, *args):
        """Runs `script` (a function body) in the page; its return value."""
        return self.cmd("POST", "execute/sync", {"script": script, "args": list(args)})

    def js_async(self, script, *args):
        """Runs `script` in the page, which ends by calling its last argument
        (arguments[arguments.length - 1]) with the value to return."""
        return self.cmd("POST", "execute/async", {"script": script, "args": list(args)})

    def wait_for(self, expr, timeout=300, step=0.25):
        """Polls a JavaScript expression until it is truthy; its value (None on timeout)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            v = self.js(f"return {expr};")
            if v:
                return v
            time.sleep(step)
        return None

    def cdp(self, command, params=None):
        """A Chrome DevTools Protocol command (chromedriver's own endpoint):
        Input.dispatchTouchEvent and the like, which WebDriver has no verb for."""
        return self.cmd("POST", "goog/cdp/execute", {"cmd": command, "params": params or {}})

    def viewport(self, w, h):
        """Sizes the window so that the page (innerWidth x innerHeight) is w x h."""
        self.cmd("POST", "window/rect", {"width": w, "height": h})
        iw, ih = self.js("return [innerWidth, innerHeight];")
        self.cmd("POST", "window/rect", {"width": w + (w - iw), "height": h + (h - ih)})

    def screenshot(self, path):
        with open(path, "wb") as f:
            f.write(base64.b64decode(self.cmd("GET", "screenshot")))

    def quit(self):
        try:
            self.cmd("DELETE", "")
        except Exception:
            pass
        self.driver.terminate()
        try:
            self.driver.wait(10)
        except subprocess.TimeoutExpired:
            self.driver.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


# A gamepad where there is none (headless Chromium): navigator.getGamepads
# answers with one standard-mapping pad whose buttons the test sets, and a
# gamepadconnected event announces it. A press lasts until the page has read
# the pad once (SDL reads it once a frame, in SDL_PumpEvents): SDL sees it go
# down, then up on the next read, however slow the frames are, so a press is
# never long enough to repeat. Standard mapping: 0 A, 1 B, 12-15 up down left right.
FAKE_PAD = r"""
(function () {
  if (window.pagodaPad)
    return;
  var pad = { id: 'Pagoda test pad (STANDARD GAMEPAD)', index: 0, connected: true, mapping: 'standard',
              timestamp: 1, axes: [0, 0, 0, 0], buttons: [] };
  var up = function () { return { pressed: false, touched: false, value: 0 }; };
  for (var i = 0; i < 17; i++)
    pad.buttons.push(up());
  var held = -1, seen = false;
  window.pagodaPad = { pad: pad, reads: 0, presses: 0 };
  navigator.getGamepads = function () {
    pagodaPad.reads++;
    if (held >= 0 && seen) {
      pad.buttons[held] = up();
      pad.timestamp++;
      held = -1;
      pagodaPad.presses++;
    } else if (held >= 0) {
      seen = true;
    }
    return [pad];
  };
  pagodaPad.press = function (i) {
    pad.buttons[i] = { pressed: true, touched: true, value: 1 };
    pad.timestamp++;
    held = i;
    seen = false;
  };
  pagodaPad.connect = function () {
    var e = new Event('gamepadconnected');
    e.gamepad = pad;
    window.dispatchEvent(e);
  };
})();
"""
PAD_BUTTONS = {"a": 0, "b": 1, "up": 12, "down": 13, "left": 14, "right": 15}


class Page:
    """One test's (or bench's) browser, servers and checks. Arguments:
    --build DIR (build-web), --linux-build DIR (pagoda-solve, pagoda), --out DIR."""

    def __init__(self, description="", extra_args=None):
        ap = argparse.ArgumentParser(description=description)
        ap.add_argument("--build", required=True)
        ap.add_argument("--linux-build", default="")
        ap.add_argument("--out", required=True)
        for args, kw in extra_args or []:
            ap.add_argument(*args, **kw)
        self.args = ap.parse_args()
        os.makedirs(self.args.out, exist_ok=True)
        self.checks = self.failures = 0
        self.figures = {}
        self.servers = {True: serve_web.serve(self.args.build),
                        False: serve_web.serve(self.args.build, isolate=False)}
        self.pages = {iso: f"http://127.0.0.1:{s.server_address[1]}/pagoda.html"
                      for iso, s in self.servers.items()}
        self.b = Browser()

    def check(self, cond, what):
        self.checks += 1
        if not cond:
            self.failures += 1
        print(("ok:   " if cond else "FAIL: ") + what, flush=True)
        return cond

    def url(self, iso=True, **q):
        return self.pages[iso] + ("?" + urllib.parse.urlencode(q) if q else "")

    def log(self):
        return self.b.js("return (window.Module && Module.pagodaLog) || [];") or []

    def result(self, timeout=300):
        """Waits for the program to end: its result (status, dump as JSON,
        screenshot as base64, log), or None with the page's log printed."""
        r = self.b.wait_for("window.pagodaResult", timeout)
        if not r:
            print("no result; the page's log:\n" + "\n".join(self.log()[-30:]), flush=True)
            return None
        if r.get("dump"):
            r["dump"] = json.loads(r["dump"])
        return r

    def run(self, iso=True, timeout=300, **q):
        """Loads the page with these address parameters and waits for the end."""
        self.b.get(self.url(iso, **q))
        return self.result(timeout)

    def first_frame(self, iso=True, **q):
        """Loads the page as a player does; ms from the request to the first
        frame presented (web_pre.js reads the start's trace), or None."""
        self.b.get(self.url(iso, **q))
        return self.b.wait_for("window.Module && Module.pagodaFirstFrame", 120)

    def started(self, timeout=60):
        """Waits until the program opened audio and gamepads (after the first frame)."""
        return self.b.wait_for("(window.Module && Module.pagodaLog || []).some("
                               "function (l) { return / audio and gamepads$/.test(l); })", timeout)

    def save_png(self, r, name):
        if r and r.get("screenshot"):
            path = os.path.join(self.args.out, name)
            with open(path, "wb") as f:
                f.write(base64.b64decode(r["screenshot"]))
            return path
        return None

    def tap(self, x, y):
        """A one-finger tap at CSS pixel x, y (Chromium's touch events)."""
        self.b.cdp("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        self.b.cdp("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    def key(self, key, code, vk, ctrl=False):
        """A key pressed and released (Ctrl held around it if asked)."""
        ev = lambda t, k, c, v, m: self.b.cdp("Input.dispatchKeyEvent", {
            "type": t, "key": k, "code": c, "windowsVirtualKeyCode": v, "modifiers": m})
        if ctrl:
            ev("rawKeyDown", "Control", "ControlLeft", 17, 2)
        ev("rawKeyDown", key, code, vk, 2 if ctrl else 0)
        ev("keyUp", key, code, vk, 2 if ctrl else 0)
        if ctrl:
            ev("keyUp", "Control", "ControlLeft", 17, 0)

    def quit_game(self, timeout=120):
        """Ctrl+Q, as a player quits (no question outside a competition); the result."""
        self.key("q", "KeyQ", 81, ctrl=True)
        return self.result(timeout)

    def pad_connect(self, announce=True):
        """Announces the stand-in pad (FAKE_PAD, already in the page; a pad there
        from the start needs no event) and waits until the game has opened it:
        it reads the pad on its frames."""
        reads = self.b.js("%sreturn pagodaPad.reads;" % ("pagodaPad.connect(); " if announce else ""))
        return self.b.wait_for(f"pagodaPad.reads > {reads + 1}", 60, 0.05)

    def pad_press(self, *names):
        """Stand-in gamepad buttons pressed in turn, each seen down then up by the game."""
        for n in names:
            done = self.b.js("pagodaPad.press(%d); return pagodaPad.presses;" % PAD_BUTTONS[n])
            if not self.b.wait_for(f"pagodaPad.presses > {done}", 60, 0.05):
                return False
        return True

    def finish(self, figures_name=None):
        """Stops the browser and the servers, writes the figures, prints the
        count; the exit status."""
        self.b.quit()
        for s in self.servers.values():
            s.shutdown()
        if figures_name:
            with open(os.path.join(self.args.out, figures_name), "w") as f:
                json.dump(self.figures, f, indent=1)
            print(json.dumps(self.figures, indent=1))
        print(f"{self.checks - self.failures} passed, {self.failures} failed")
        return 1 if self.failures else 0
