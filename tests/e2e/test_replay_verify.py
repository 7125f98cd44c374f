"""pagoda --verify trusts nothing the rules can recompute: real replays of
every Tournament kind (training, a competition turn, the daily deal) verify;
each forgery in tests/data/replays is rejected with exit status 1 and a message
naming the file and its line. pagoda --standings ranks three replays of one
deal and splits the pot; a fourth of another deal is refused, named."""

import os
import subprocess

from pagoda_e2e import Pagoda, limit

t = Pagoda()
data = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "replays"))


def pagoda(*args):
    return subprocess.run([t.binary, *args], env=t.env(), capture_output=True, text=True, timeout=limit(60))


real = {"training-42": -1509, "pot-77-Ann": -1555, "pot-77-Bob": -1535, "pot-77-Cy": -1555, "pot-78-Dee": -1631,
        "daily-2026-01-01": -1800}
for name, score in real.items():
    path = os.path.join(data, name + ".replay")
    p = pagoda("--verify", path)
    t.check(p.returncode == 0 and p.stdout.endswith(f"score {score}\n"), f"{name} verifies: {p.returncode} {p.stdout} {p.stderr}")
p = pagoda("--verify", os.path.join(data, "daily-2026-01-01.replay"))
t.check("daily deal of 2026-01-01" in p.stdout, f"the daily replay says its date: {p.stdout}")
p = pagoda("--verify", os.path.join(data, "pot-77-Ann.replay"))
t.check("player Ann\n" in p.stdout, f"a competition turn names its player: {p.stdout}")

# file, the line that gives it away (1-based), what the message says
forged = {
    "forged-flat-turtle": ("tile ", "not deal 42 of tournament as the rules deal it"),
    "forged-two-tiles": ("tile ", "not deal 42 of tournament as the rules deal it"),
    "forged-relabelled": ("deal ", "not deal 42 of tournament-competition as the rules deal it"),
    "forged-no-clock": ("limit ", "a countdown Pagoda does not offer: 0 ms"),
    "forged-long-clock": ("limit ", "a countdown Pagoda does not offer: 5400000 ms"),
    "forged-daily-date": ("daily ", "the daily deal of 2026-01-02 is deal 702528534, not 190899224"),
    "forged-after-clock": ("60000 end", "wrong time: 60000 ms is past the clock's end"),
    "forged-after-end": (None, "an action after the game was over"),
}
for name, (key, what) in forged.items():
    path = os.path.join(data, name + ".replay")
    lines = open(path).read().split("\n")
    if key:
        line = next(i for i, s in enumerate(lines) if s.startswith(key)) + 1
    else:  # the action after "<tick> end"
        line = next(i for i, s in enumerate(lines) if s.endswith(" end")) + 2
    p = pagoda("--verify", path)
    want = f"pagoda: rejected: {path}:{line}: {what}"
    t.check(p.returncode == 1 and p.stderr.startswith(want) and not p.stdout,
            f"{name} is rejected at line {line}: {p.returncode} {p.stderr!r}")

# standings across machines: three players of deal 77, ante 100
pot = [os.path.join(data, f"pot-77-{n}.replay") for n in ("Ann", "Bob", "Cy")]
p = pagoda("--standings", *pot)
rows = [r.split() for r in p.stdout.splitlines()[2:]]
t.check(p.returncode == 0 and p.stdout.startswith("Standings: deal 77, clock 10:00, 3 players, ante 100, pot 300 chips\n"),
        f"the standings of deal 77: {p.returncode} {p.stdout} {p.stderr}")
t.check(rows == [["1", "Bob", "-1535", "300"], ["2", "Ann", "-1555", "0"], ["2", "Cy", "-1555", "0"]],
        f"ranked by score, Bob takes the pot: {rows}")
dee = os.path.join(data, "pot-78-Dee.replay")
p = pagoda("--standings", pot[0], dee, pot[1], pot[2])
t.check(p.returncode == 1 and f"pagoda: refused: {dee}: deal 78, not deal 77" in p.stderr,
        f"a replay of another deal is refused, named: {p.returncode} {p.stderr}")
t.check("Bob                  -1535        300" in p.stdout, f"the others still stand: {p.stdout}")
bad = os.path.join(data, "forged-relabelled.replay")
p = pagoda("--standings", pot[0], pot[1], bad)
t.check(p.returncode == 1 and f"pagoda: refused: {bad}:" in p.stderr, f"a forged replay is refused, named: {p.stderr}")
p = pagoda("--standings", pot[0], pot[0])
t.check(p.returncode == 1 and "Ann played already" in p.stderr, f"a player counts once: {p.stderr}")
p = pagoda("--standings", os.path.join(data, "training-42.replay"), pot[0], pot[1])
t.check(p.returncode == 1 and "not a game of a Tournament competition" in p.stderr, f"training is no competition: {p.stderr}")
p = pagoda("--standings", pot[0])
t.check(p.returncode == 2, f"one file is no standings: {p.returncode} {p.stderr}")
with open(os.path.join(t.work, "standings.txt"), "w") as f:
    f.write(pagoda("--standings", *pot).stdout)
t.done()
