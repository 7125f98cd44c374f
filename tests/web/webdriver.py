"""A small W3C WebDriver client (the standard library only) for Debian's
chromedriver and headless Chromium: a fresh profile each time, nothing
downloaded, the sandbox off (the tests may run as root)."""

import base64
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

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
        return self._call(method, f"/session/{self.session}/{what}", body)

    def get(self, url):
        self.cmd("POST", "url", {"url": url})

    def js(self, script, *args):
        """Runs `script` (a function body) in the page; its return value."""
        return self.cmd("POST", "execute/sync", {"script": script, "args": list(args)})

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
