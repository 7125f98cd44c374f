"""The kept game is per game, and nothing kept is lost (issue 36, items 2, 4, 5
and 9):
 2. another game's save in a game's kept slot (current.pgsave holding a Dragon's
    Eye game A, dragon.pgsave holding Dragon's Eye game B): Continue then quit
    used to write A over B; now A goes to the saved games, said, and B stays.
 4. two windows continuing the same kept game: the last to quit used to win; now
    the first claims it (dragon.pgsave.lock), the second plays a copy, says so,
    and its game goes to the saved games; a claim dies with its process.
 5. a kept game that only cannot be read (permission denied; a newer Pagoda's)
    used to be renamed .damaged and never offered again; now the message says
    why, the file stays, and it is offered again once it reads.
 9. disk full at quit used to move the kept game to the saved games before the
    new one failed to write, leaving the slot empty; now the new game is written
    first, and the slot stays as it was."""

import fcntl
import glob
import os
import re
import resource
import shutil
import signal
import subprocess
import time

from pagoda_e2e import Pagoda, limit, matching_free_pair

t = Pagoda()
pref = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
saves = os.path.join(pref, "saves")
dragon = os.path.join(pref, "dragon.pgsave")
current = os.path.join(pref, "current.pgsave")
TURN = "key Shift+Tab Return Tab Return\nwait 2\n"  # one Master turn in Dragon's Eye (test_dragon)
CONTINUE = "wait 2\nkey Return\nwait 2\n"  # the title: the first kept game's Continue has the focus


def read(path):
    with open(path, "rb") as f:
        return f.read()


def read_if(path):
    return read(path) if os.path.exists(path) else b""


def seed_of(data):
    m = re.search(rb"\nseed (\d+)\n", data)
    return int(m.group(1)) if m else None


def moves_of(data):
    m = re.search(rb"\nmoves (\d+) ", data)
    return int(m.group(1)) if m else None


def saved_games():
    return {os.path.basename(f): read(f) for f in glob.glob(os.path.join(saves, "*.pgsave"))}


def reset():
    shutil.rmtree(pref, ignore_errors=True)
    os.makedirs(saves)


def dragon_game(seed, turns=1):
    """A Dragon's Eye game of that deal with a few moves, as dragon.pgsave left it."""
    reset()
    t.run(["--game", "dragon", "--variant", "master", "--seed", str(seed)], "wait 1\n" + TURN * turns)
    return read(dragon)


# --- 2: another game's save in the kept slot --------------------------------
game_a = dragon_game(111)
game_b = dragon_game(222)
t.check(seed_of(game_a) == 111 and seed_of(game_b) == 222 and moves_of(game_b) > 0, "two Dragon's Eye games made")
reset()
with open(current, "wb") as f:
    f.write(game_a)
with open(dragon, "wb") as f:
    f.write(game_b)
state, _, p = t.run([], CONTINUE + TURN)
everything = list(saved_games().values()) + [read(f) for f in (current, dragon) if os.path.exists(f)]
seeds = sorted(seed_of(x) for x in everything)
t.check(222 in seeds, f"Continue then quit does not lose B (222), the kept Dragon's Eye game: {seeds}")
t.check(111 in seeds, f"nor A (111): {seeds}")
t.check(not os.path.exists(current), "A no longer sits in Mahjong's slot")
t.check(any(seed_of(x) == 111 for x in saved_games().values()), f"A is among the saved games: {list(saved_games())}")
t.check("current.pgsave held a Dragon's Eye game" in p.stderr, f"and that is said: {p.stderr[-500:]!r}")
t.check(state is not None and state.get("game") == "dragon" and state.get("seed") == 222,
        f"Continue continues B: {state and (state.get('game'), state.get('seed'))}")
t.check(seed_of(read(dragon)) == 222 and moves_of(read(dragon)) > moves_of(game_b), "B, played on, is kept")

# --- 4: two windows continue the same kept game ------------------------------
# (a) the other window is a lock held here, as Pagoda holds it
reset()
with open(dragon, "wb") as f:
    f.write(game_b)
lock = open(dragon + ".lock", "w")
fcntl.lockf(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
lock.write("process 99999 on elsewhere since 2026-11-26 10:00\n")
lock.flush()
state, _, p = t.run([], CONTINUE + TURN)
t.check("open in another window (process 99999 on elsewhere" in p.stderr and "a copy" in p.stderr,
        f"the second window says it plays a copy, and whose: {p.stderr[-600:]!r}")
t.check(read(dragon) == game_b, "the other window's kept game is untouched")
copies = [x for x in saved_games().values() if seed_of(x) == 222 and moves_of(x) > moves_of(game_b)]
t.check(len(copies) == 1, f"the copy, played on, is among the saved games: {list(saved_games())}")
t.check("is the saved game" in p.stderr, f"and that is said: {p.stderr[-400:]!r}")
lock.close()  # the other window ends: its lock goes with it
state, _, p = t.run([], CONTINUE + TURN)
t.check("another window" not in p.stderr and moves_of(read(dragon)) > moves_of(game_b),
        f"once it is gone, Continue is the kept game again: {p.stderr[-300:]!r}")

# (b) two real windows: the first holds the game open while the second plays and quits
reset()
with open(dragon, "wb") as f:
    f.write(game_b)
script = os.path.join(t.work, "first.script")
with open(script, "w") as f:
    f.write(CONTINUE + TURN + "wait 1000000\n" * 10)  # held open until told to close
first = subprocess.Popen([t.binary, "--headless", "--size", "1280x720", "--script", script], env=t.env(),
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
deadline = time.time() + 120  # a busy machine starts slowly
while time.time() < deadline and not read_if(dragon + ".lock").startswith(f"process {first.pid}".encode()):
    time.sleep(0.1)
t.check(read_if(dragon + ".lock").startswith(f"process {first.pid}".encode()),
        "the first window claims the kept game, saying who it is")
state, _, p = t.run([], CONTINUE + TURN + TURN)
t.check(f"open in another window (process {first.pid}" in p.stderr, f"the second window plays a copy: {p.stderr[-400:]!r}")
second = [x for x in saved_games().values() if seed_of(x) == 222]
t.check(len(second) == 1 and read(dragon) == game_b, "its game goes to the saved games; the kept game is untouched")
first.send_signal(signal.SIGTERM)  # the first window is closed: it keeps its game
try:
    first.communicate(timeout=limit(60))
except subprocess.TimeoutExpired:
    first.kill()
    first.communicate()
kept = read(dragon)
t.check(seed_of(kept) == 222 and moves_of(kept) > moves_of(game_b) and kept not in second,
        "the first window's game is the kept one")
t.check(len([x for x in saved_games().values() if seed_of(x) == 222]) == 1, "and the second's is still saved")

# (c) a window that dies holding the claim leaves no stale claim
first = subprocess.Popen([t.binary, "--headless", "--size", "1280x720", "--script", script], env=t.env(),
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
deadline = time.time() + 120  # a busy machine starts slowly
while time.time() < deadline and not read_if(dragon + ".lock").startswith(f"process {first.pid}".encode()):
    time.sleep(0.1)
first.kill()
first.wait()
before = read(dragon)
state, _, p = t.run([], CONTINUE + TURN)
t.check("another window" not in p.stderr and read(dragon) != before and seed_of(read(dragon)) == 222,
        f"after a crash, Continue is the kept game again: {p.stderr[-300:]!r}")


# --- 5: unreadable is not damaged --------------------------------------------
def as_nobody():
    """Runs pagoda as an unprivileged user when this test is root (root reads anything)."""
    if os.getuid() != 0:
        return None
    for root, dirs, files in os.walk(t.work):
        for n in dirs + files:
            os.lchown(os.path.join(root, n), 65534, 65534)
    os.chown(t.work, 65534, 65534)

    def drop():
        os.setgid(65534)
        os.setuid(65534)
    return drop


reset()
with open(dragon, "wb") as f:
    f.write(game_b)
os.chmod(dragon, 0)
drop = as_nobody()
cmd = [t.binary, "--headless", "--size", "1280x720", "--frames", "3"]
p = subprocess.run(cmd, env=t.env(), capture_output=True, text=True, timeout=limit(120), preexec_fn=drop)
t.check(p.returncode == 0, f"starts with an unreadable kept game: {p.returncode} {p.stderr[-300:]!r}")
t.check("dragon.pgsave cannot be read (Permission denied)" in p.stderr, f"says why: {p.stderr[-500:]!r}")
t.check(os.path.exists(dragon) and not glob.glob(dragon + ".damaged*"), "the file stays where it is, not .damaged")
if os.path.exists(dragon):
    os.chmod(dragon, 0o644)
state, _, p = t.run([], CONTINUE)
t.check(state is not None and state.get("game") == "dragon" and state.get("seed") == 222,
        f"once it reads, it is offered again: {state and (state.get('game'), state.get('seed'))}")
shutil.rmtree(t.work + "/xdg", ignore_errors=True)
# saved by a newer Pagoda: left as it is, and a new game at quit goes to the saved games
reset()
newer = game_b.replace(b"pagoda-save 2\n", b"pagoda-save 3\n", 1)
with open(dragon, "wb") as f:
    f.write(newer)
state, _, p = t.run(["--game", "dragon", "--variant", "master", "--seed", "333"], "wait 1\n" + TURN)
t.check("saved by a newer Pagoda" in p.stderr, f"a newer Pagoda's kept game is said so: {p.stderr[-500:]!r}")
t.check(read(dragon) == newer and not glob.glob(dragon + ".damaged*"), "and left as it is")
t.check(any(seed_of(x) == 333 for x in saved_games().values()), f"the game played goes to the saved games: {list(saved_games())}")
# a file that truly fails to parse is still set aside
for f in glob.glob(dragon + ".damaged*"):
    os.remove(f)
with open(dragon, "wb") as f:
    f.write(game_b[:len(game_b) // 2])
t.run([], "wait 2\n")
t.check(not os.path.exists(dragon) and read(dragon + ".damaged") == game_b[:len(game_b) // 2],
        "a damaged one is set aside as .damaged")

# --- 9: disk full at quit ----------------------------------------------------
reset()
first_game, _, _ = t.run(["--game", "mahjong", "--seed", "555", "--frames", "1"])
a, b = matching_free_pair(first_game)
t.run(["--game", "mahjong", "--seed", "555"], f"click tile {a}\nwait 2\nclick tile {b}\nwait 20\n")
kept_before = read(current)
other, _, _ = t.run(["--game", "mahjong", "--seed", "7", "--frames", "1"])
c, d = matching_free_pair(other)


def small_disk():
    """Files may grow to 200 bytes: every larger write fails (EFBIG), as on a full disk."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (200, 200))


sc = os.path.join(t.work, "full.script")
with open(sc, "w") as f:
    f.write(f"click tile {c}\nwait 2\nclick tile {d}\nwait 20\n")
p = subprocess.run([t.binary, "--headless", "--size", "1280x720", "--game", "mahjong", "--seed", "7", "--script", sc],
                   env=t.env(), capture_output=True, text=True, timeout=limit(120), preexec_fn=small_disk)
t.check(p.returncode == 0, f"runs on a full disk: {p.returncode} {p.stderr[-300:]!r}")
t.check(os.path.exists(current) and read(current) == kept_before,
        f"the kept game stays in its slot: {os.listdir(pref)} {list(saved_games())}")
t.check("could not be kept" in p.stderr, f"the failure is said: {p.stderr[-500:]!r}")
t.check(not [f for f in os.listdir(pref) if ".tmp-" in f], f"no temporary file is left: {os.listdir(pref)}")
t.done()
