"""A refused Shamrocks destination says why, as the other games do (issue 39):
a card picked, then a click on a stack it cannot go on picked that stack's
card instead and said nothing. Now the reason shows (and the new card is
picked, to be moved or dragged); a drag onto it says the same."""

from pagoda_e2e import Pagoda

t = Pagoda()
args = ["--game", "shamrocks", "--seed", "12"]
# deal 12: stack 0 ends with the 7 of hearts; stack 1 holds three cards, stack
# 7 two (the 10 of hearts on top), and stack 13 two (the 6 of clubs on top)
for how, script, why in (("click, click", "wait 5\nclick tile 0\nwait 2\nclick tile 1\nwait 5\n", "A stack holds at most three cards."),
                         ("click, click", "wait 5\nclick tile 0\nwait 2\nclick tile 7\nwait 5\n", "A card goes on a card one rank above or below it."),
                         ("drag", "wait 5\ndrag tile 0 1\nwait 5\n", "A stack holds at most three cards.")):
    st, _, p = t.run(args, script)
    said = [x["text"] for x in st["screen"]["texts"] if x["in"] == "other"]
    t.check(why in said and why in p.stderr, f"{how}: the refusal says why ({why!r}): {said}")
    t.check(st["screen"]["message"][2] > 0, f"{how}: the message is up: {st['screen']['message']}")
    t.check(st["stacks"][0][-1] == "7H", f"{how}: no move was made: {st['stacks'][0]}")
st, _, _ = t.run(args, "wait 5\nclick tile 0\nwait 2\nclick tile 7\nwait 5\n")
t.check(st["selection"] == 7, f"the card clicked second is picked: {st['selection']}")
t.done()
