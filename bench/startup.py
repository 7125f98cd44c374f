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

Usage: startup.py RUNS SIZES LABEL=BIN [LABEL=BIN ...]
"""

import os
import subprocess
import sys
import tempfile
import time


def pct(values, p):
    v = sorted(values)
    if not v:
        return float("nan")
    return v[min(len(v) - 1, int(len(v) * p))]


def run_once(binary, args, env):
    t0 = time.perf_counter()
    p = subprocess.Popen([binary] + args, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, env=env)
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
    _, status, ru = os.wait4(p.pid, 0)
    p.returncode = status
    return first, phases, ru.ru_maxrss / 1024.0, (ru.ru_utime + ru.ru_stime) * 1000.0


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
                results = {label: {"first": [], "rss": [], "cpu": [], "phases": {}} for label, _ in bins}
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
                        first, phases, rss, cpu = run_once(binary, args, env)
                        res = results[label]
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
                sys.stdout.flush()
    subprocess.run(["rm", "-rf", work])


if __name__ == "__main__":
    main()
