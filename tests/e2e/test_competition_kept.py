"""A competition for the pot is kept like a game in progress (issue #35):
Ann, Bob and Cy on deal 77, ante 100. Bob's turn is interrupted after his
first pairs by Ctrl+Q, which asks first (so does Menu > Main menu); nothing is
in club.txt yet; the next start offers Continue, which resumes Bob's turn where
it stood; finished, the competition settles the same pot as an uninterrupted
one, once. After each turn the player sees their score before handing over."""

import os
import re
import shutil

from pagoda_e2e import Pagoda

t = Pagoda()
root = t.work
comp = ["--game", "mahjong", "--variant", "tournament-competition", "--seed", "77"]
POT_ROW = 4  # "Competition for the pot..." in the Game column of the game menu
setup = ("wait 5\nkey Escape\nwait 2\nkey Right\n" + "key Down\n" * POT_ROW +
         "key Return\nwait 2\ntext Ann, Bob, Cy\nkey Return\nwait 2\nkey Return\nwait 2\n")


def use(name):
    """A fresh per-user folder for each run of the competition."""
    t.work = os.path.join(root, name)
    os.makedirs(t.work, exist_ok=True)
    return os.path.join(t.work, "xdg", "Pagoda", "pagoda")


def pairs(script, k, args=comp):
    """k pairs, each the one the hint shows (read from a run up to the hint)."""
    for _ in range(k):
        d, _, _ = t.run(args, script + "key h\nwait 2\n")
        a, b = d["hint"]
        script += f"key h\nwait 2\nclick tile {a}\nclick tile {b}\nwait 30\n"
    return script


start, _, _ = t.run(comp, "wait 5\n")
end_x, end_y = {b["label"]: (b["x"], b["y"]) for b in start["buttons"]}["End game"]
give_up = "key s\nwait 30\n" * 5 + f"wait 5\nclick {end_x} {end_y}\nwait 30\n"
start_turn = "key Return\nwait 5\n"
next_turn = "key Return\nwait 2\n"  # the finished player's score screen: hand over

# uninterrupted: Ann 3 pairs, Bob 2 + 1 pairs, Cy 1 pair
whole = use("whole")
ann = pairs(setup + start_turn, 3)
shown, shot, _ = t.run(comp, ann + give_up)
t.check(shown["top"] == "turn-over", f"after Ann's turn, her score before the handover: {shown['top']}")
os.replace(shot, os.path.join(root, "turn-over.png"))
bob = pairs(ann + give_up + next_turn + start_turn, 2)
bob_all = pairs(bob, 1)
cy = pairs(bob_all + give_up + next_turn + start_turn, 1)
final, shot, _ = t.run(comp, cy + give_up + next_turn)
t.check(final["top"] == "pot-results", f"three turns, the results: {final['top']}")
club_whole = open(os.path.join(whole, "club.txt")).read()
t.check(not os.path.exists(os.path.join(whole, "competition.txt")), "a settled competition is no longer kept")

# interrupted: Ctrl+Q after Bob's first pairs asks first
cut = use("cut")
asked, shot, _ = t.run(comp, bob + "key ctrl+q\nwait 2\n")
t.check(asked["top"] == "confirm", f"Ctrl+Q during a turn asks first: {asked['top']}")
os.replace(shot, os.path.join(root, "quit-question.png"))
stay, _, _ = t.run(comp, bob + "key ctrl+q\nwait 2\nkey Escape\nwait 2\n")
t.check(stay["top"] == "mahjong" and stay["tiles_left"] == 140, f"Esc keeps playing: {stay['top']} {stay['tiles_left']}")
# Menu > Main menu asks too; yes keeps the turn, and the title offers Continue
menu = use("menu")
opened, _, _ = t.run(comp, bob + "key Escape\nwait 2\n")
x, y, w, h = next(i["rect"] for i in opened["menu"]["items"] if i["label"] == "Main menu")
to_title = bob + f"key Escape\nwait 2\nclick {x + w // 2} {y + h // 2}\nwait 2\n"
asked, _, _ = t.run(comp, to_title)
t.check(asked["top"] == "confirm", f"Main menu during a turn asks first: {asked['top']}")
os.environ["PAGODA_TRACE"] = "1"
_, _, p = t.run(comp, to_title + "key Return\nwait 5\n")
del os.environ["PAGODA_TRACE"]
t.check(os.path.exists(os.path.join(menu, "competition-turn.replay")), "Main menu keeps Bob's turn")
t.check("title card tournament" in p.stderr and re.search(r"title button .* Continue$", p.stderr, re.M),
        f"the title's Tournament card offers to continue it: {p.stderr[-600:]}")
# New game during a turn asks (as before) and, confirmed, keeps the turn too:
# no player gets to start their turn over
fresh = use("newgame")
t.run(comp, bob + "key n\nwait 2\nkey Return\nwait 5\n")
turn = os.path.join(fresh, "competition-turn.replay")
t.check(os.path.exists(turn) and "\nplayer Bob\n" in open(turn).read(), "New game keeps Bob's turn in progress")
use("cut")
quit_now, _, p = t.run(comp, bob + "key ctrl+q\nwait 2\nkey Return\nwait 2\n")
kept = os.path.join(cut, "competition.txt")
t.check(os.path.exists(kept) and os.path.exists(os.path.join(cut, "competition-turn.replay")),
        f"the competition and Bob's turn are kept: {os.listdir(cut) if os.path.isdir(cut) else cut}")
t.check(not os.path.exists(os.path.join(cut, "club.txt")), "nothing is written to club.txt before the pot is settled")
if os.path.exists(kept):
    text = open(kept).read()
    t.check("deal 77\nante 100\nclock 600000\nseat Ann " in text and "\nseat Bob\nseat Cy\n" in text,
            f"players, ante, deal, Ann's score, Bob's turn next: {text}")

# the next start: Continue resumes Bob's turn where it stood. Every run below
# starts from the folder as the quit left it (a run that ends mid-turn keeps it).
kept_xdg = os.path.join(root, "kept-xdg")
shutil.copytree(os.path.join(t.work, "xdg"), kept_xdg)
run_plain = t.run


def run_from_kept(args, script):
    shutil.rmtree(os.path.join(t.work, "xdg"))
    shutil.copytree(kept_xdg, os.path.join(t.work, "xdg"))
    return run_plain(args, script)


t.run = run_from_kept
title, shot, p = t.run([], "wait 5\n")
os.replace(shot, os.path.join(root, "title-continue.png"))
resumed, _, _ = t.run([], "wait 5\nkey Return\nwait 5\n")
t.check(resumed and resumed["top"] == "mahjong" and resumed["seed"] == 77 and resumed["tiles_left"] == 140
        and resumed["variant"] == "tournament-competition",
        f"Continue resumes Bob's turn, his pairs removed: {resumed and (resumed['top'], resumed['tiles_left'])}")
replay = open(os.path.join(kept_xdg, "Pagoda", "pagoda", "competition-turn.replay")).read()
t.check(f"\nelapsed {quit_now['elapsed_ms']}\n" in replay and "\nplayer Bob\nante 100\n" in replay,
        f"Bob's turn kept as its replay at {quit_now['elapsed_ms']} ms")
# the resumed clock goes on from there (the six frames after Continue run it)
t.check(resumed and quit_now["elapsed_ms"] < resumed["elapsed_ms"] <= quit_now["elapsed_ms"] + 200,
        f"the clock where it stood: {resumed and resumed['elapsed_ms']} {quit_now['elapsed_ms']}")
again = "wait 5\nkey Return\nwait 5\n"
again = pairs(again, 1, [])
rest = again + give_up + next_turn + start_turn
rest = pairs(rest, 1, [])
done, _, _ = t.run([], rest + give_up + next_turn)
t.check(done["top"] == "pot-results", f"continued and finished, the results: {done['top']}")
club_cut = open(os.path.join(cut, "club.txt")).read()
t.check(club_cut == club_whole, f"the same pot as the uninterrupted competition:\n{club_cut}\n{club_whole}")
t.check(not os.path.exists(kept), "settled: the competition is no longer kept")
run_plain([], "wait 5\n")
t.check(open(os.path.join(cut, "club.txt")).read() == club_cut, "a settled pot is written once")

# the title's Tournament card: Training, Competition (a fresh deal, then the
# players' names), Daily deal
t.run = run_plain
use("card")
os.environ["PAGODA_TRACE"] = "1"
_, shot, p = t.run([], "wait 3\n")
del os.environ["PAGODA_TRACE"]
os.replace(shot, os.path.join(root, "title-card.png"))
at = {}
for m in re.finditer(r"title button (\d+) (\d+) (\d+) (\d+) label \d+ (.+)$", p.stderr, re.M):
    x, y, w, h = map(int, m.groups()[:4])
    at[m.group(5)] = (x + w // 2, y + h // 2)
t.check(all(k in at for k in ("Training", "Competition", "Daily deal")), f"the card's three buttons: {list(at)}")
if all(k in at for k in ("Training", "Competition", "Daily deal")):
    tr, _, _ = t.run([], "wait 3\nclick %d %d\nwait 5\n" % at["Training"])
    t.check(tr and tr["variant"] == "tournament" and tr["top"] == "mahjong", f"Training starts one: {tr and tr['variant']}")
    os.environ["PAGODA_DATE"] = "2026-01-01"
    daily, _, _ = t.run([], "wait 3\nclick %d %d\nwait 5\n" % at["Daily deal"])
    del os.environ["PAGODA_DATE"]
    t.check(daily and daily["seed"] == 190899224, f"Daily deal: the deal of the date: {daily and daily['seed']}")
    pot, _, _ = t.run([], "wait 3\nclick %d %d\nwait 5\ntext Ann, Bob\nkey Return\nwait 2\nkey Return\nwait 2\n" % at["Competition"])
    t.check(pot and pot["top"] == "hot-seat" and pot["variant"] == "tournament-competition",
            f"Competition deals and asks the players, then the handover: {pot and pot['top']}")
t.done()
