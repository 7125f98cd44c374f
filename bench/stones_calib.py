#!/usr/bin/env python3
"""MahJongg Stones' "Chance to finish": fit the calibration table and check it.

Reads the position files that `pagoda-solve --game stones --policy ... --each
FILE` writes, one line per position the hint-follower met:

    seed  tiles-left  raw-share  chance-shown  finished  status  start  cpu-us

(raw share and chance in per mille; status 1 = proved lost, 2 = proved
finished; start 1 = the first position of a --branch continuation). Older
files have five or six fields.

    stones_calib.py report FILE... [--table estimate.c]
        per tenth of the chance shown: positions, mean shown, share finished,
        and 95% intervals counting continuations and deals (the positions of
        one continuation share its finish, and a deal's continuations share
        its board, so those are the honest counts); with --table the chance
        is recomputed with that file's CALIB table.
    stones_calib.py fit FILE... [--pooled] [--m M]
        prints the CALIB table of src/core/games/stones/estimate.c.
    stones_calib.py kfold FILE... [--k K] [--m M]
        cross-validation grouped by deal: every position's chance comes from
        a table fitted on the other folds' deals, never its own; prints the
        report of those held-out chances.
    stones_calib.py paste TABLE estimate.c
        writes a table printed by `fit` into estimate.c.
    stones_calib.py games FILE...
        of a hint-follower's files (pagoda-solve --policy hint --each, one
        or several runs): deals, finished with the 95% Wilson interval, and
        the hint's CPU time per position (p50, p99, max).

Fitting: the table is read between its knots (every tenth of the raw share)
by straight lines, so each band of tiles left gets the least-squares line
through its knots of the finish (0/1) against the raw share; a knot with few
positions leans on the same knot fitted over all bands (weight M positions),
and that one on k/10 (weight 1); then adjacent violators are pooled so the
chance never falls as the raw share rises. Proved losses and finishes are
left out of the fit: their chance (0, 100%) does not come from the table.
"""
import argparse
import re
import sys

BANDS = [4, 10, 20, 40, 255]  # CALIB_LEFT: upper bounds of tiles left
Z95 = 1.959963984540054


class Pos:
    __slots__ = ("seed", "left", "raw", "shown", "fin", "status", "cont")

    def __init__(self, f, cont):
        self.seed, self.left, self.raw, self.shown, self.fin = f[:5]
        self.status = f[5] if len(f) > 5 else 0
        self.cont = cont


def _lines(paths, least):
    """The fields of every line of the files that has at least `least`."""
    for path in paths:
        with open(path) as fh:
            for line in fh:
                f = line.split()
                if len(f) >= least:
                    yield f


def load(paths):
    """Every position of the files, each with its continuation's number."""
    rows, cont, last = [], -1, None
    for f in _lines(paths, 5):
        if f[0] != last or (len(f) >= 7 and f[6] == "1"):
            cont += 1
        last = f[0]
        rows.append(Pos(list(map(int, f[:6])), cont))
    return rows


def band_of(left):
    b = 0
    while b < len(BANDS) - 1 and left > BANDS[b]:
        b += 1
    return b


def calibrate(table, raw, left):
    """st_estimate_calibrate, in per mille."""
    row = table[band_of(left)]
    if raw <= 0:
        return row[0]
    if raw >= 1000:
        return row[10]
    i, f = raw // 100, raw % 100
    return row[i] + (row[i + 1] - row[i]) * f // 100


def chance(table, p):
    if p.status == 1:
        return 0
    if p.status == 2:
        return 1000
    return calibrate(table, p.raw, p.left)


def _hat(raw):
    x = min(max(raw, 0), 1000) / 100
    k = min(9, int(x))
    f = x - k
    return ((k, 1 - f), (k + 1, f))


def _solve(sel, prior, m):
    """The knots: least squares of the piecewise-linear line, each knot pulled
    towards prior with weight m, then monotone (pool adjacent violators)."""
    n = 11
    A = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for raw, fin in sel:
        h = _hat(raw)
        for k, a in h:
            b[k] += a * fin
            for l, c in h:
                A[k][l] += a * c
    w = [A[k][k] + m for k in range(n)]
    for k in range(n):
        A[k][k] += m
        b[k] += m * prior[k]
    for i in range(n):  # Gauss-Jordan: tridiagonal, positive definite
        piv = A[i][i]
        for j in range(n):
            if j != i and A[j][i]:
                f = A[j][i] / piv
                for l in range(n):
                    A[j][l] -= f * A[i][l]
                b[j] -= f * b[i]
    v = [min(1.0, max(0.0, b[i] / A[i][i])) for i in range(n)]
    blocks = [[v[k], w[k], [k]] for k in range(n)]
    i = 0
    while i < len(blocks) - 1:
        x, y = blocks[i], blocks[i + 1]
        if x[0] > y[0]:
            t = x[1] + y[1]
            blocks[i:i + 2] = [[(x[0] * x[1] + y[0] * y[1]) / t, t, x[2] + y[2]]]
            i = max(0, i - 1)
        else:
            i += 1
    for r, _, idx in blocks:
        for j in idx:
            v[j] = r
    return v


def fit(rows, m=20.0, pooled_only=False):
    """The table (per mille), and each band's number of positions."""
    pts = [(p.left, p.raw, p.fin) for p in rows if p.status not in (1, 2)]
    pooled = _solve([(raw, fin) for _, raw, fin in pts], [k / 10 for k in range(11)], 1.0)
    table, counts = [], []
    for bi in range(len(BANDS)):
        sel = [(raw, fin) for left, raw, fin in pts if pooled_only or band_of(left) == bi]
        v = pooled if pooled_only else _solve(sel, pooled, m)
        table.append([round(1000 * x) for x in v])
        counts.append(len(sel))
    return table, counts


def format_table(table, counts):
    out = ["static const int CALIB[CALIB_BANDS][11] = {"]
    for bi, row in enumerate(table):
        low = BANDS[bi - 1] if bi else 0
        out.append("    {%s}, /* tiles left %d..%d: %d positions */" %
                   (", ".join(map(str, row)), low + 1, BANDS[bi], counts[bi]))
    out.append("};")
    return "\n".join(out)


def read_table(estimate_c):
    src = open(estimate_c).read()
    body = src[src.index("CALIB[CALIB_BANDS][11] = {"):]
    return [[int(x) for x in m.split(",")] for m in re.findall(r"\{([-0-9, ]+)\}", body)[:len(BANDS)]]


def paste(table_text, estimate_c):
    src = open(estimate_c).read()
    a = src.index("static const int CALIB[CALIB_BANDS][11] = {")
    b = src.index("};", a) + 2
    open(estimate_c, "w").write(src[:a] + table_text.strip() + src[b:])


def kfold(rows, k=10, m=20.0):
    """Each position's chance from a table fitted without its deal's fold."""
    folds = {}
    for p in rows:
        folds.setdefault(p.seed % k, []).append(p)
    held = []
    for f, test in sorted(folds.items()):
        table, _ = fit([p for g, ps in folds.items() if g != f for p in ps], m)
        held += [(chance(table, p), p) for p in test]
    return held


def _cluster_interval(sel, key):
    """95% interval of the finish rate counting clusters (a ratio estimator's
    variance), and how many clusters there are."""
    sums = {}
    for _, p in sel:
        y, n = sums.get(key(p), (0, 0))
        sums[key(p)] = (y + p.fin, n + 1)
    n, c = len(sel), len(sums)
    rate = sum(p.fin for _, p in sel) / n
    if c < 2:
        return 0.0, 100.0, c
    var = c / (c - 1) * sum((y - rate * k) ** 2 for y, k in sums.values()) / n ** 2
    h = Z95 * var ** 0.5
    return 100 * max(0.0, rate - h), 100 * min(1.0, rate + h), c


def report(shown):
    """shown: (chance per mille, position) pairs. Prints the table per tenth
    and returns the largest difference in a tenth of 30 or more positions."""
    print("positions: %d from %d deals, %d continuations" %
          (len(shown), len({p.seed for _, p in shown}), len({p.cont for _, p in shown})))
    print("| chance shown | positions | mean shown | finished | difference | 95%, by continuation (runs) | 95%, by deal (deals) |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    worst = 0.0
    for t in range(10):
        sel = [(c, p) for c, p in shown if min(9, c // 100) == t]
        if not sel:
            print("| %d-%d%% | 0 | | | | | |" % (10 * t, 10 * t + 10))
            continue
        mean = sum(c for c, _ in sel) / len(sel) / 10
        done = 100 * sum(p.fin for _, p in sel) / len(sel)
        if len(sel) >= 30:
            worst = max(worst, abs(mean - done))
        clo, chi, runs = _cluster_interval(sel, lambda p: p.cont)
        dlo, dhi, deals = _cluster_interval(sel, lambda p: p.seed)
        print("| %d-%d%% | %d | %.1f%% | %.1f%% | %+.1f | %.1f-%.1f%% (%d) | %.1f-%.1f%% (%d) |" %
              (10 * t, 10 * t + 10, len(sel), mean, done, done - mean, clo, chi, runs, dlo, dhi, deals))
    print("largest difference in a tenth with 30 or more positions: %.1f points" % worst)
    return worst


def wilson(k, n):
    p = k / n
    den = 1 + Z95 * Z95 / n
    mid = (p + Z95 * Z95 / (2 * n)) / den
    half = Z95 * (p * (1 - p) / n + Z95 * Z95 / (4 * n * n)) ** 0.5 / den
    return 100 * (mid - half), 100 * (mid + half)


def games(paths):
    """The hint-follower's games: one line per position, the finish repeated
    on each, the hint's CPU time (microseconds) last."""
    fin, cpu = {}, []
    for f in _lines(paths, 8):
        fin[int(f[0])] = int(f[4])
        cpu.append(int(f[7]))
    if not fin:
        return 1
    n, k = len(fin), sum(fin.values())
    cpu.sort()
    q = lambda x: cpu[min(len(cpu) - 1, int(x * len(cpu)))] / 1000
    lo, hi = wilson(k, n)
    print("deals %d (seeds %d..%d), finished %d = %.1f%% (95%% Wilson %.1f-%.1f%%)" %
          (n, min(fin), max(fin), k, 100 * k / n, lo, hi))
    print("hint CPU per position: p50 %.1f ms, p99 %.1f ms, max %.1f ms (%d hints)" %
          (q(0.5), q(0.99), cpu[-1] / 1000, len(cpu)))
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("report")
    r.add_argument("files", nargs="+")
    r.add_argument("--table", help="estimate.c whose CALIB recomputes the chance")
    f = sub.add_parser("fit")
    f.add_argument("files", nargs="+")
    f.add_argument("--pooled", action="store_true", help="one row for every band")
    f.add_argument("--m", type=float, default=20.0)
    k = sub.add_parser("kfold")
    k.add_argument("files", nargs="+")
    k.add_argument("--k", type=int, default=10)
    k.add_argument("--m", type=float, default=20.0)
    g = sub.add_parser("games")
    g.add_argument("files", nargs="+")
    p = sub.add_parser("paste")
    p.add_argument("table")
    p.add_argument("estimate_c")
    a = ap.parse_args()
    if a.cmd == "games":
        return games(a.files)
    if a.cmd == "paste":
        paste(open(a.table).read(), a.estimate_c)
        return 0
    rows = load(a.files)
    if not rows:
        print("stones_calib.py: no positions in %s" % " ".join(a.files), file=sys.stderr)
        return 1
    if a.cmd == "fit":
        print(format_table(*fit(rows, a.m, a.pooled)))
    elif a.cmd == "kfold":
        print("held-out chances: %d folds by deal (seed mod %d)" % (a.k, a.k))
        report(kfold(rows, a.k, a.m))
    elif a.table:
        table = read_table(a.table)
        report([(chance(table, p), p) for p in rows])
    else:
        report([(p.shown, p) for p in rows])
    return 0


if __name__ == "__main__":
    sys.exit(main())
