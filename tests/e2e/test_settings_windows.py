"""Issue 36 item 3: two windows change settings and both changes stay. A turns
full screen on (F11), B turns the music off (Settings, Music); each saves only
what it changed, merged into the file as it is at save time, under a lock.

Both start from the same file. The test holds the settings lock until both
windows wait on it at their save (so both read the file before either wrote
it), then lets them go: whichever saves last must keep the other's change.
(Without the lock, both still read the file at start and save a moment later,
and the later one's stale values won.)"""

import fcntl
import os
import subprocess
import time

from pagoda_e2e import Pagoda, limit

t = Pagoda()
pref = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
os.makedirs(pref, exist_ok=True)
settings = os.path.join(pref, "settings.txt")


def waiting_on_locks():
    """Pids waiting for a POSIX lock (Linux /proc/locks: "N: -> POSIX ...")."""
    try:
        with open("/proc/locks") as f:
            return {int(line.split()[5]) for line in f if "->" in line.split()[1:2]}
    except (OSError, IndexError, ValueError):
        return set()


def window(tag, script):
    path = os.path.join(t.work, tag + ".script")
    with open(path, "w") as f:
        f.write(script)
    cmd = [t.binary, "--headless", "--size", "1280x720", "--script", path]
    return subprocess.Popen(cmd, env=t.env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_for_lock(procs):
    """Until every one of procs waits on a lock, or all have ended (a build that
    takes no lock: the check below says so, and the file shows what was lost);
    true when they all wait."""
    deadline = time.monotonic() + limit(60)
    while time.monotonic() < deadline:
        if {p.pid for p in procs} <= waiting_on_locks():
            return True
        if all(p.poll() is not None for p in procs):
            return False
        time.sleep(0.05)
    return False


A_SCRIPT = "wait 2\nkey F11\nwait 5\n"
# the title's bottom row, the Settings button, then Music (the first item)
B_SCRIPT = "wait 2\nkey Down\nwait 1\nkey Down\nwait 1\n" + "key Right\nwait 1\n" * 4 + "key Return\nwait 3\nkey Return\nwait 5\n"

for order in ("A first", "B first"):
    with open(settings, "w") as f:
        f.write("pagoda-settings 1\n# my own note\nfullscreen = off\nmusic = on\nfuture_key = kept\n")
    lock = open(settings + ".lock", "a+")
    fcntl.lockf(lock, fcntl.LOCK_EX)
    # both start at once and read the file; each then waits for the lock at its
    # save (with no lock, both save as they come: the later one wrote its own
    # stale values over the earlier one's change)
    first = window("a", A_SCRIPT) if order == "A first" else window("b", B_SCRIPT)
    second = window("b", B_SCRIPT) if order == "A first" else window("a", A_SCRIPT)
    queued = wait_for_lock([first, second])
    t.check(queued, f"{order}: both windows wait for the settings lock at their save")
    fcntl.lockf(lock, fcntl.LOCK_UN)
    lock.close()
    a, b = (first, second) if order == "A first" else (second, first)
    for p, tag in ((a, "A"), (b, "B")):
        try:
            p.wait(timeout=limit(60))
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
        t.check(p.returncode == 0, f"{order}: window {tag} exit {p.returncode}: {p.stderr.read()[-1000:]!r}")
    with open(settings) as f:
        text = f.read()
    lines = text.split("\n")
    t.check("fullscreen = on" in lines, f"{order}: A's full screen stays: {text!r}")
    t.check("music = off" in lines, f"{order}: B's music off stays: {text!r}")
    t.check("# my own note" in lines and "future_key = kept" in lines, f"{order}: the file's own lines stay: {text!r}")
t.done()
