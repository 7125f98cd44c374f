#!/usr/bin/env python3
"""Start-up figures (issue 24), driven by bench/startup.sh; never a timed test.

Runs each binary RUNS times per case with PAGODA_TRACE=1 and --frames 1, the
binaries interleaved run by run so that the machine's noise falls on all alike.
For every run it records:
  exec_to_first_frame: from just before fork+exec to the moment the process's
      "first frame presented" trace line arrives on its stderr pipe;
  each trace milestone (milliseconds since main(), as the binary prints it);
  peak RSS (wait4's ru_maxrss).
Cases: SIZE x {title screen, a Mahjong game} x {cold: empty per-user cache
folder, warm: the folder kept from a previous run}.

The warm cache is filled by one --headless run first (a windowed --frames 1 run
quits before the faces made on worker threads reach the cache). The process's
CPU time (user + sys, whole run including exit) is printed too: it depends far
less on what else the machine is doing than wall-clock times do.

With SMAPS=1 in the environment, each run's /proc/PID/smaps is also sampled
as fast as Python can while it runs, and the sample with the most resident
memory is broken down: the window's frame buffer (the X shared-memory segment),
anonymous memory (with its largest contiguous blocks: SDL's surfaces and
textures), the malloc heap, libraries, fonts and other files. Sampling takes a
core, so the times of such a run are not comparable with those of a plain one.

Usage: startup.py RUNS SIZES LABEL=BIN [LABEL=BIN ...]
"""

import os
import subprocess
import sys
import tempfile
import threading
import time

SMAPS = os.environ.get("SMAPS") == "1"


def pct(values, p):
    v = sorted(values)
    if not v:
        return float("nan")
    return v[min(len(v) - 1, int(len(v) * p))]


def smaps_breakdown(text):
    """Resident kB by kind, and the largest contiguous anonymous blocks (kB)."""
    kinds = {}
    blocks = []  # [start, end, rss] of contiguous anonymous mappings
    name, start, end = None, 0, 0
    for line in text.splitlines():
        f = line.split()
        if f and "-" in f[0] and not f[0].endswith(":"):
            a, b = f[0].split("-")
            start, end = int(a, 16), int(b, 16)
            name = f[5] if len(f) > 5 else ""
        elif f and f[0] == "Rss:":
            kb = int(f[1])
            if name.startswith("/SYSV"):
                kind = "frame buffer (X shm)"
            elif name == "":
                kind = "anonymous"
                if blocks and blocks[-1][1] == start:
                    blocks[-1][1] = end
                    blocks[-1][2] += kb
                else:
                    blocks.append([start, end, kb])
            elif name.startswith("["):
                kind = name.strip("[]").split(":")[0]
            elif ".so" in name:
                kind = "libraries"
            elif name.endswith((".ttf", ".otf")):
                kind = "fonts"
            else:
                kind = "other files"
            kinds[kind] = kinds.get(kind, 0) + kb
    return kinds, sorted((b[2] for b in blocks), reverse=True)[:6]


def sample_smaps(pid, best, stop):
    while not stop.is_set():
        try:
            with open(f"/proc/{pid}/smaps") as f:
                text = f.read()
        except OSError:
            return
        total = sum(int(l.split()[1]) for l in text.splitlines() if l.startswith("Rss:"))
        if total > best.get("total", 0):
            best["total"] = total
            best["text"] = text


def run_once(binary, args, env):
    t0 = time.perf_counter()
    p = subprocess.Popen([binary] + args, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, env=env)
    best, stop = {}, threading.Event()
    sampler = threading.Thread(target=sample_smaps, args=(p.pid, best, stop)) if SMAPS else None
    if sampler:
        sampler.start()
    first = None
    phases = {}
    for raw in p.stderr:
        line = raw.decode(errors="replace").rstrip()
        if line.startswith("trace "):
            parts = line.split(None, 3)
            try:
                ms = float(parts[1])
            except (IndexError, ValueError):
                continue
            what = parts[3] if len(parts) > 3 else "?"
            phases.setdefault(what, ms)
            if what == "first frame presented" and first is None:
                first = (time.perf_counter() - t0) * 1000.0
    smaps = None
    if sampler:  # stderr is closed: the process has exited
        stop.set()
        sampler.join()
        if "text" in best:
            smaps = smaps_breakdown(best["text"])
    _, status, ru = os.wait4(p.pid, 0)
    p.returncode = status
    return first, phases, ru.ru_maxrss / 1024.0, (ru.ru_utime + ru.ru_stime) * 1000.0, smaps


def main():
    runs = int(sys.argv[1])
    sizes = sys.argv[2].split(",")
    bins = [a.split("=", 1) for a in sys.argv[3:]]
    scenes = [("title", []), ("game", ["--game", "mahjong", "--seed", "1"])]
    base_env = dict(os.environ, PAGODA_TRACE="1")
    work = tempfile.mkdtemp(prefix="pagoda-startup-")
    for size in sizes:
        for scene, extra in scenes:
            for cache in ("cold", "warm"):
                results = {label: {"first": [], "rss": [], "cpu": [], "phases": {}, "smaps": []} for label, _ in bins}
                for r in range(runs):
                    for label, binary in bins:
                        env = dict(base_env)
                        env["XDG_DATA_HOME"] = os.path.join(work, label, "data")
                        cdir = os.path.join(work, label, f"cache-{size}-{scene}-{cache}-{r}")
                        if cache == "warm":
                            cdir = os.path.join(work, label, f"cache-{size}-{scene}-warm")
                        env["XDG_CACHE_HOME"] = cdir
                        args = ["--windowed", "--size", size, "--frames", "1"] + extra
                        if cache == "warm" and r == 0:
                            # fills the cache: headless builds the atlas at once
                            run_once(binary, ["--headless", "--size", size, "--frames", "1"] + extra, env)
                        first, phases, rss, cpu, smaps = run_once(binary, args, env)
                        res = results[label]
                        if smaps:
                            res["smaps"].append(smaps)
                        res["cpu"].append(cpu)
                        if first is not None:
                            res["first"].append(first)
                        res["rss"].append(rss)
                        for k, v in phases.items():
                            res["phases"].setdefault(k, []).append(v)
                print(f"== {size} {scene} cache={cache} ({runs} runs each) ==")
                for label, _ in bins:
                    res = results[label]
                    f = res["first"]
                    print(f"{label:6s} exec_to_first_frame median_ms={pct(f, .5):7.1f} p90_ms={pct(f, .9):7.1f}"
                          f"  peak_rss median_mb={pct(res['rss'], .5):6.1f} max_mb={max(res['rss']):6.1f}"
                          f"  cpu(user+sys, whole run) median_ms={pct(res['cpu'], .5):6.1f}")
                    for k, v in sorted(res["phases"].items(), key=lambda kv: pct(kv[1], .5)):
                        print(f"{label:6s}   {k:32s} median_ms={pct(v, .5):7.1f} p90_ms={pct(v, .9):7.1f}")
                    if res["smaps"]:
                        kinds = sorted({k for s, _ in res["smaps"] for k in s})
                        parts = [f"{k}={pct([s.get(k, 0) for s, _ in res['smaps']], .5) / 1024:.1f}" for k in kinds]
                        print(f"{label:6s}   at the peak, median MB: " + " ".join(parts))
                        top = [pct([b[i] if i < len(b) else 0 for _, b in res["smaps"]], .5) / 1024 for i in range(6)]
                        print(f"{label:6s}   largest anonymous blocks, median MB: " + " ".join(f"{t:.1f}" for t in top))
                sys.stdout.flush()
    subprocess.run(["rm", "-rf", work])


if __name__ == "__main__":
    main()
