"""What the game menus say (issue 39): LinkSame's board sizes read as the rest
of the menu does, capitalised ("Normal", not "normal"), in the menu and the top
bar; Shamrocks, played with cards, does not offer "Guide to these tiles" (it
opened the Mahjong tiles' guide); the games with tiles still do."""

from pagoda_e2e import Pagoda

MENU = "wait 30\nkey Escape\nwait 2\n"
t = Pagoda()


def items(st):
    return (st or {}).get("menu", {}).get("items", [])


st, _, _ = t.run(["--game", "linksame", "--seed", "3"], MENU)
size = [i.get("value") for i in items(st) if i["label"].startswith("Board size")]
t.check(size == ["Normal"], f"LinkSame's board size reads Normal: {size}")
top = [x["text"] for x in (st or {}).get("screen", {}).get("texts", []) if x["in"] == "hud"]
t.check(any(x.startswith("LinkSame Normal") for x in top), f"and so does the top bar: {top}")

for game, guide in (("shamrocks", False), ("mahjong", True), ("linksame", True), ("stones", True)):
    st, _, _ = t.run(["--game", game, "--seed", "3"], MENU)
    labels = [i["label"] for i in items(st)]
    t.check(bool(labels) and ("Guide to these tiles" in labels) == guide,
            f"{game}: 'Guide to these tiles' {'offered' if guide else 'not offered'}: {labels}")
t.done()
