"""The tile guide's group lines in the player's language: the group names are
looked up in the context "tile group" (C_), where tools/i18n_data.py puts them
in the catalogues; looked up without one, they were found only while the
template held them context-free, and a tile or tileset of the same name would
have taken their translation."""

from pagoda_e2e import Pagoda

t = Pagoda()
st, _, _ = t.run(["--language", "de", "--game", "mahjong", "--seed", "12"], "wait 3\nkey Escape\nwait 3\n")
guide = [i["rect"] for i in st["menu"]["items"] if i["label"] == "Übersicht der Steine"]
t.check(len(guide) == 1, f"the German menu has the guide: {[i['label'] for i in st['menu']['items']]}")
if guide:
    r = guide[0]
    st, _, _ = t.run(["--language", "de", "--game", "mahjong", "--seed", "12"],
                     f"wait 3\nkey Escape\nwait 3\nclick {r[0] + r[2] // 2} {r[1] + r[3] // 2}\nwait 3\n")
    t.check(st["top"] == "tile-guide", f"the guide is up: {st['top']}")
    names = [x["text"] for x in st["screen"]["texts"]]
    for group in ("Blumen", "Jahreszeiten"):
        t.check(any(n.startswith(group + ":") for n in names), f"the group line of {group}: {names}")
    t.check(not any(n.startswith(("flowers", "seasons")) for n in names), f"no English group name: {names}")
t.done()
