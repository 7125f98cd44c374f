"""Helpers for end-to-end tests: run the real pagoda binary headless with a
script, then read its --dump JSON and --screenshot PNG."""

import json
import os
import shutil
import struct
import subprocess
import sys
import zlib

# Every time limit of a test is a base time times this machine's factor: 1 on
# an idle machine, larger for the sanitizer build (CMake passes its
# PAGODA_TEST_SLOWDOWN, the same factor that scales CTest's TIMEOUTs) or on a
# loaded one. A test never waits on a bare number of seconds.
SLOWDOWN = float(os.environ.get("PAGODA_TEST_SLOWDOWN") or 1)


def limit(seconds):
    """A time limit of `seconds` on an idle machine, scaled to this one."""
    return seconds * SLOWDOWN


class Pagoda:
    def __init__(self):
        if len(sys.argv) != 3:
            sys.exit("usage: test.py PAGODA_BINARY WORK_DIR")
        self.binary = sys.argv[1]
        self.work = sys.argv[2]
        shutil.rmtree(self.work, ignore_errors=True)
        os.makedirs(self.work)
        self.runs = 0
        self.failures = 0
        self.checks = 0

    def env(self):
        env = dict(os.environ)
        env["XDG_DATA_HOME"] = os.path.join(self.work, "xdg")  # per-user folder of this test
        env["XDG_CACHE_HOME"] = os.path.join(self.work, "cache")  # its tile atlas cache
        env.pop("PAGODA_DATA_DIR", None)
        return env

    def run(self, args, script=None, size="1280x720", expect=0, headless=True):
        """Runs pagoda; returns (dump dict or None, screenshot path, completed process)."""
        self.runs += 1
        tag = f"run{self.runs}"
        dump = os.path.join(self.work, tag + ".json")
        shot = os.path.join(self.work, tag + ".png")
        cmd = [self.binary]
        if headless:
            cmd += ["--headless", "--size", size]
        if script is not None:
            path = os.path.join(self.work, tag + ".script")
            with open(path, "w") as f:
                f.write(script)
            cmd += ["--script", path]
        cmd += ["--dump", dump, "--screenshot", shot] + list(args)
        proc = subprocess.run(cmd, env=self.env(), capture_output=True, text=True, timeout=limit(120))
        if proc.returncode != expect:
            self.fail(f"{' '.join(cmd)} exited {proc.returncode}, expected {expect}\n{proc.stderr}")
            return None, shot, proc
        state = None
        if os.path.exists(dump):
            with open(dump) as f:
                state = json.load(f)
        return state, shot, proc

    def check(self, cond, what):
        self.checks += 1
        if not cond:
            self.fail(what)

    def fail(self, what):
        self.failures += 1
        print("FAIL:", what)

    def done(self):
        print(f"{self.checks - self.failures} passed, {self.failures} failed")
        sys.exit(1 if self.failures else 0)


def free_tiles(state):
    return [t for t in state["tiles"] if t["free"]]


def matching_free_pair(state):
    """First free pair (by id) whose groups match."""
    free = free_tiles(state)
    for i, a in enumerate(free):
        for b in free[i + 1:]:
            if a["group"] == b["group"]:
                return a["id"], b["id"]
    return None


def reading_order(state):
    """Free tiles in the order Tab / gamepad RB visits them: by y, x, then higher z first."""
    return [t["id"] for t in sorted(free_tiles(state), key=lambda t: (t["y"], t["x"], -t["z"]))]


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(33)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", head[16:24])


def png_pixels(path):
    """Decodes an 8-bit RGB/RGBA non-interlaced PNG into (w, h, channels, rows)."""
    with open(path, "rb") as f:
        data = f.read()
    pos, idat, w = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
            ch = {2: 3, 6: 4}[ctype]
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = w * ch
    rows, prev = [], bytearray(stride)
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - ch] if x >= ch else 0
            b = prev[x]
            c = prev[x - ch] if x >= ch else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return w, h, ch, rows


def data_without(pagoda, tag, *missing):
    """A data folder like the source tree's but without the files named (paths
    relative to the data root): folders on their way are made, everything else is
    a symlink. Returns an env() for Pagoda.run that points PAGODA_DATA_DIR at it."""
    src = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    root = os.path.join(pagoda.work, tag)

    def mirror(rel):
        here = os.path.join(root, rel)
        os.makedirs(here, exist_ok=True)
        for name in os.listdir(os.path.join(src, rel)):
            sub = os.path.join(rel, name) if rel else name
            if sub in missing:
                continue
            if any(m.startswith(sub + "/") for m in missing):
                mirror(sub)
            else:
                os.symlink(os.path.join(src, sub), os.path.join(here, name))

    mirror("")
    base = pagoda.env

    def env():
        e = base()
        e["PAGODA_DATA_DIR"] = root
        return e
    return env
