"""Command line: --version, --help, and a one-line error with status 2 for
unknown options and bad values."""

import subprocess

from pagoda_e2e import Pagoda, limit

t = Pagoda()


def run(*args):
    return subprocess.run([t.binary, *args], env=t.env(), capture_output=True, text=True, timeout=limit(60))


p = run("--version")
t.check(p.returncode == 0 and p.stdout.startswith("pagoda "), f"--version: {p.returncode} {p.stdout!r}")
p = run("--help")
t.check(p.returncode == 0 and "--screenshot" in p.stdout, "--help lists the options")

bad = [
    ["--bogus"],
    ["--seed", "abc"],
    ["--seed", "-3"],
    ["--seed"],
    ["--size", "100"],
    ["--size", "10x10"],
    ["--frames", "0"],
    ["--game", "chess"],
    ["--headless", "--frames", "1", "--layout", "no-such-layout"],
    ["--headless", "--frames", "1", "--tileset", "no-such-tileset"],
    ["--headless", "--frames", "1", "--script", "/nonexistent/script.txt"],
    ["--headless=yes"],
    # issue 23 item 9
    ["--seed", " -1"],
    ["--seed", "+1"],
    ["--size", "16384x16384"],
    ["--size", " 800x600"],
    ["--tileset", "../.."],
    ["--tileset", "classic/../classic"],
    ["--import", "/nonexistent/file.map"],
    ["--headless", "--frames", "1", "--variant", "nope"],
    ["--headless", "--frames", "1", "--variant", "classic"],  # Mahjong's and Shamrocks'
    ["--headless", "--frames", "1", "--layout", "turtle", "--variant", "slayer"],  # --layout means Mahjong
]
for args in bad:
    p = run(*args)
    lines = [l for l in p.stderr.splitlines() if l.strip()]
    t.check(p.returncode == 2, f"{args}: exit {p.returncode}, expected 2 ({p.stderr.strip()!r})")
    t.check(len(lines) == 1 and lines[0].startswith("pagoda: "), f"{args}: one-line message, got {lines!r}")

p = run("--bogus")
t.check("unknown option '--bogus'" in p.stderr, f"an unknown option is called one: {p.stderr!r}")
p = run("--bogus=3")
t.check("unknown option '--bogus'" in p.stderr, f"an unknown option with a value: {p.stderr!r}")

p = run("--game", "nope")
t.check(p.stderr.count("pagoda --help") == 1 and "unknown game 'nope'" in p.stderr,
        f"an unknown game is named, and --help pointed at once: {p.stderr!r}")
p = run("--headless", "--frames", "1", "--variant", "classic")
t.check("add --game" in p.stderr, f"an ambiguous variant asks for --game: {p.stderr!r}")
# a variant only one game has starts that game
s, _, p = t.run(["--variant", "tournament", "--frames", "1"])
t.check(s is not None and s.get("game") == "mahjong" and s.get("variant") == "tournament",
        f"--variant tournament alone starts Tournament Mahjong: {s and (s.get('game'), s.get('variant'))} {p.stderr[-200:]!r}")
s, _, p = t.run(["--variant", "tiny", "--frames", "1"])
t.check(s is not None and s.get("game") == "stones", f"--variant tiny alone starts Stones: {s and s.get('game')}")

# --dump / --screenshot that cannot be written: exit 1 with the message
for opt in ("--dump", "--screenshot"):
    p = run("--headless", "--frames", "1", opt, "/nonexistent/dir/out")
    t.check(p.returncode == 1 and "/nonexistent/dir/out" in p.stderr, f"{opt} unwritable: {p.returncode} {p.stderr!r}")

# a malformed script names the file and the line
script = t.work + "/bad.script"
with open(script, "w") as f:
    f.write("wait 2\nfrobnicate 3\n")
p = run("--headless", "--script", script)
t.check(p.returncode == 2 and "bad.script:2" in p.stderr, f"bad script line reported: {p.stderr!r}")

# a plain headless start presents a frame and exits cleanly
state, shot, p = t.run(["--game", "mahjong", "--seed", "1", "--frames", "2"])
t.check(state is not None and state["game"] == "mahjong" and state["tiles_left"] == 144, "fresh deal dumped")
# an unreadable settings file: defaults, one message naming it, no crash
import os
prefs = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
os.makedirs(prefs, exist_ok=True)
with open(os.path.join(prefs, "settings.txt"), "wb") as f:
    f.write(b"\x00\xff garbage \x01\x02")
state, _, p = t.run(["--game", "mahjong", "--seed", "1", "--frames", "1"])
msgs = [l for l in p.stderr.splitlines() if "settings" in l.lower()]
t.check(state is not None and state["tiles_left"] == 144, "the game starts with defaults")
t.check(len(msgs) == 1 and "settings.txt" in msgs[0], f"one message naming the file: {msgs!r}")
with open(os.path.join(prefs, "settings.txt")) as f:
    t.check(f.readline().startswith("pagoda-settings"), "defaults written back")
t.done()
