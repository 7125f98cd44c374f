"""A confirmation answers to a letter key in every language (issue 40): the
first letter of an answer as shown when it is one of a-z ("New game" N, "Keep
playing" K), else Y for the first answer and N for the second, so answers in a
script without those letters (Cyrillic, Chinese; here the pseudo-language,
whose answers start with "[") keep a key."""

from pagoda_e2e import Pagoda, matching_free_pair

t = Pagoda()
base = ["--game", "mahjong", "--layout", "dragon", "--seed", "555"]
start, _, _ = t.run(base + ["--frames", "1"])
a, b = matching_free_pair(start)
play = f"click tile {a}\nwait 2\nclick tile {b}\nwait 40\nkey n\nwait 2\n"  # a move, then N asks

for lang, keep, new in (("en", "k", "n"), ("qps", "n", "y")):
    args = base + ["--language", lang]
    asked, _, _ = t.run(args, play)
    t.check(asked and asked["top"] == "confirm", f"{lang}: N during a game asks: {asked and asked['top']}")
    kept, _, _ = t.run(args, play + f"key {keep}\nwait 2\n")
    t.check(kept and kept["top"] == "mahjong" and kept["moves"] == 1 and kept["seed"] == 555,
            f"{lang}: {keep.upper()} keeps the game: {kept and (kept['top'], kept['moves'])}")
    fresh, _, _ = t.run(args, play + f"key {new}\nwait 2\n")
    t.check(fresh and fresh["top"] == "mahjong" and fresh["moves"] == 0 and fresh["seed"] != 555,
            f"{lang}: {new.upper()} deals the new game: {fresh and (fresh['top'], fresh['moves'])}")
    other, _, _ = t.run(args, play + "key x\nwait 2\n")
    t.check(other and other["top"] == "confirm", f"{lang}: another letter answers nothing")
t.done()
