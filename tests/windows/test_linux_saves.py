"""A player's games saved on Linux open on Windows: a named save and the game
kept on quit, written by the Linux build, copied into the Windows per-user
folder (%APPDATA%/Pagoda/pagoda) with Windows line ends, open under Wine with
the same state (Open..., and Continue on the title screen).
usage: test_linux_saves.py LINUX_PAGODA WINE PAGODA_EXE WORK_DIR"""

import glob
import json
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "e2e"))
from pagoda_e2e import Pagoda, limit, matching_free_pair# noqa: E402

linux_bin, wine, exe, work = sys.argv[1:5]
sys.argv = [sys.argv[0], linux_bin, work]
t = Pagoda()


def wine_run(args, script, tag):
    """pagoda.exe headless under Wine; returns its dump (paths given as Z:)."""
    dump = os.path.join(work, tag + ".json")
    path = os.path.join(work, tag + ".script")
    with open(path, "w") as f:
        f.write(script)
    cmd = [wine, exe, "--headless", "--size", "1280x720", "--script", "Z:" + path, "--dump", "Z:" + dump] + args
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=limit(300))
    if proc.returncode != 0 or not os.path.exists(dump):
        t.fail(f"{' '.join(cmd)} exited {proc.returncode}\n{proc.stderr[-2000:]}")
        return None
    with open(dump) as f:
        return json.load(f)


# On Linux: take a pair, save as "Lunch break", and quit (the game is kept).
start, _, _ = t.run(["--game", "mahjong", "--seed", "555", "--frames", "1"])
a, b = matching_free_pair(start)
play = f"click tile {a}\nwait 2\nclick tile {b}\nwait 40\n"
saved, _, _ = t.run(["--game", "mahjong", "--seed", "555"],
                    play + "key ctrl+s\nwait 2\nkey ctrl+a\n" + "key BackSpace\n" * 40 +
                    "text Lunch break\nkey Return\nwait 2\n")
linux_folder = os.path.join(work, "xdg", "Pagoda", "pagoda")
t.check(os.path.exists(os.path.join(linux_folder, "saves", "Lunch break.pgsave")), "saved on Linux")
t.check(os.path.exists(os.path.join(linux_folder, "current.pgsave")), "kept on Linux")

# The Windows per-user folder, as SDL_GetPrefPath finds it under Wine.
env = dict(os.environ, WINEDEBUG="-all")
appdata = subprocess.run([wine, "cmd", "/c", "echo %APPDATA%"], capture_output=True, text=True,
                         env=env).stdout.strip()
unix = subprocess.run(["winepath", "-u", appdata], capture_output=True, text=True, env=env).stdout.strip()
t.check(unix.startswith("/"), f"APPDATA {appdata!r} is {unix!r}")
win_folder = os.path.join(unix, "Pagoda", "pagoda")
shutil.rmtree(win_folder, ignore_errors=True)
os.makedirs(os.path.join(win_folder, "saves"))
# copied as a player would, line ends turned to CRLF on the way
for rel in ("current.pgsave", os.path.join("saves", "Lunch break.pgsave")):
    with open(os.path.join(linux_folder, rel), "rb") as f:
        data = f.read()
    t.check(b"\r\n" not in data, f"{rel}: LF line ends on Linux")
    with open(os.path.join(win_folder, rel), "wb") as f:
        f.write(data.replace(b"\n", b"\r\n"))

# Open... lists the save and restores it
opened = wine_run(["--game", "mahjong", "--seed", "1"], "key ctrl+o\nwait 2\nkey Return\nwait 2\n", "open")
if opened:
    for key in ("seed", "tiles_left", "moves", "tiles", "can_undo", "layout"):
        t.check(opened[key] == saved[key], f"Open on Windows restores {key} of the Linux save")

# Continue on the title screen restores the game kept on Linux (it is kept
# again, by the Windows build this time, when this run quits)
resumed = wine_run([], "wait 2\nkey Return\nwait 2\n", "continue")
if resumed:
    t.check(resumed.get("tiles") == saved["tiles"] and resumed.get("moves") == saved["moves"],
            "Continue on Windows restores the game kept on Linux")
rewritten = glob.glob(os.path.join(win_folder, "current.pgsave"))
t.check(len(rewritten) == 1, "the Windows build keeps the game in the same place")
shutil.rmtree(win_folder, ignore_errors=True)
t.done()
