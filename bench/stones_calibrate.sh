#!/usr/bin/env bash
# MahJongg Stones: is "Chance to finish" honest? Plays DEALS random deals as a
# player who always follows the hint (pagoda-solve --policy hint: the stock's
# order unknown), keeps every position it hinted, and prints, per tenth of the
# chance the game showed there, the positions, the mean chance and the share of
# them whose game was finished (target: within 5 points in each tenth).
# With --fit, prints instead the calibration table of
# src/core/games/stones/estimate.c (CALIB) fitted from the raw shares.
# RECAL=1 (with EACH): the chance recomputed with the table now in estimate.c.
# POOLED=1 (with --fit): every band gets the row fitted on all positions;
# M=N (with --fit): how many positions' weight a band's knot gives the pooled one (20).
# Uses pagoda-solve from a build (BUILD_DIR, default build/). Run under nice.
# Usage: [EACH=FILE] bench/stones_calibrate.sh [--fit] [DEALS=300 [FIRST_SEED=1000 [VARIANT=stones]]]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
solve=${BUILD_DIR:-$here/build}/pagoda-solve
fit=0
if [ "${1:-}" = "--fit" ]; then fit=1; shift; fi
n=${1:-300}
first=${2:-1000}
variant=${3:-stones}
# EACH=FILE: read the positions of an earlier run (pagoda-solve --each) instead
if [ -n "${EACH:-}" ]; then
    each=$EACH
else
    each=$(mktemp)
    trap 'rm -f "$each"' EXIT
    "$solve" --game stones --variant "$variant" --policy hint --play "$n" --first-seed "$first" --each "$each"
fi
python3 - "$each" "$fit" "$here" <<'PY'
import os
import re
import sys
rows = [tuple(map(int, l.split()))[:6] for l in open(sys.argv[1]) if len(l.split()) >= 5]
# the continuation (a game, or a --branch run from its first position) of each
# row: positions of one continuation share its finish, so the interval that
# counts continuations, not positions, is the honest one
cont, c = [], -1
last_seed = None
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) < 5:
        continue
    if f[0] != last_seed or (len(f) >= 7 and f[6] == "1"):
        c += 1
    last_seed = f[0]
    cont.append(c)
fit = sys.argv[2] == "1"
# seed, tiles left, raw share, chance shown (per mille), finished (0/1),
# and (newer runs) 1 proved lost, 2 proved finished
if os.environ.get("RECAL") and not fit:
    # the chance the table now in estimate.c would show (st_estimate_calibrate),
    # to judge a new table on the positions of an earlier run
    src = open(os.path.join(sys.argv[3], "src/core/games/stones/estimate.c")).read()
    left_of = [int(x) for x in re.search(r"CALIB_LEFT\[CALIB_BANDS\] = \{([^}]*)\}", src).group(1).split(",")]
    body = src[src.index("CALIB[CALIB_BANDS][11] = {"):]
    table = [[int(x) for x in m.split(",")] for m in re.findall(r"\{([-0-9, ]+)\}", body)[:len(left_of)]]
    def calibrate(raw, left):
        b = 0
        while b < len(left_of) - 1 and left > left_of[b]:
            b += 1
        if raw <= 0:
            return table[b][0]
        if raw >= 1000:
            return table[b][10]
        i, f = raw // 100, raw % 100
        return table[b][i] + (table[b][i + 1] - table[b][i]) * f // 100
    keep = [i for i, r in enumerate(rows) if len(r) == 6]
    cont = [cont[i] for i in keep]
    rows = [(r[0], r[1], r[2], 0 if r[5] == 1 else 1000 if r[5] == 2 else calibrate(r[2], r[1]), r[4], r[5])
            for r in (rows[i] for i in keep)]
if fit:
    bands = [4, 10, 20, 40, 255]  # CALIB_LEFT
    # The table is read between its knots (every tenth of the raw share) by
    # straight lines, so each band's knots are fitted as that line: least
    # squares of the finish (0/1) against the piecewise-linear function of the
    # raw share; a knot with few positions leans on the same knot fitted over
    # all bands (weight M positions), and that one on k/10 (weight 1). Then
    # pool adjacent violators (weights: each knot's positions) so the chance
    # never falls as the raw share rises. Proved losses and finishes are left
    # out: their chance (0, 100%) does not come from the table.
    M = float(os.environ.get("M", "20"))
    POOLED = bool(os.environ.get("POOLED"))
    pts = [(left, raw, fin) for _, left, raw, _, fin, *rest in rows if not (rest and rest[0] in (1, 2))]
    def hat(raw):
        x = min(max(raw, 0), 1000) / 100
        k = min(9, int(x))
        f = x - k
        return ((k, 1 - f), (k + 1, f))
    def solve(sel, prior, m):
        A = [[0.0] * 11 for _ in range(11)]
        b = [0.0] * 11
        for raw, fin in sel:
            h = hat(raw)
            for k, a in h:
                b[k] += a * fin
                for l, c in h:
                    A[k][l] += a * c
        w = [A[k][k] + m for k in range(11)]
        for k in range(11):
            A[k][k] += m
            b[k] += m * prior[k]
        # Gauss-Jordan (the matrix is tridiagonal, positive definite)
        n = 11
        for i in range(n):
            piv = A[i][i]
            for j in range(n):
                if j != i and A[j][i]:
                    f = A[j][i] / piv
                    for l in range(n):
                        A[j][l] -= f * A[i][l]
                    b[j] -= f * b[i]
        v = [min(1.0, max(0.0, b[i] / A[i][i])) for i in range(n)]
        blocks = [[v[k], w[k], [k]] for k in range(11)]
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
    pooled = solve([(raw, fin) for _, raw, fin in pts], [k / 10 for k in range(11)], 1.0)
    print("static const int CALIB[CALIB_BANDS][11] = {")
    for bi, top in enumerate(bands):
        low = bands[bi - 1] if bi else 0
        sel = [(raw, fin) for left, raw, fin in pts if POOLED or low < left <= top]
        v = pooled if POOLED else solve(sel, pooled, M)
        print("    {" + ", ".join(str(round(1000 * x)) for x in v) + "}, /* tiles left %d..%d: %d positions */" %
              (low + 1, top, len(sel)))
    print("};")
    sys.exit(0)
print("positions: %d from %d games" % (len(rows), len(set(r[0] for r in rows))))
def wilson(k, n, z=1.959963984540054):
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * (p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5 / den
    return 100 * (mid - half), 100 * (mid + half)
def by_cont(idx):
    """95% interval of the finish rate counting continuations (a ratio
    estimator's variance over clusters), and how many there are."""
    sums = {}
    for i in idx:
        y, m = sums.get(cont[i], (0, 0))
        sums[cont[i]] = (y + rows[i][4], m + 1)
    n, k = len(idx), len(sums)
    p = sum(rows[i][4] for i in idx) / n
    if k < 2:
        return 0.0, 100.0, k
    var = k / (k - 1) * sum((y - p * m) ** 2 for y, m in sums.values()) / n ** 2
    h = 1.959963984540054 * var ** 0.5
    return 100 * max(0.0, p - h), 100 * min(1.0, p + h), k
print("chance shown   positions   mean shown   finished   difference   finished, 95% interval"
      "   by continuation (how many)")
worst = 0
for t in range(10):
    idx = [i for i, r in enumerate(rows) if (min(9, r[3] // 100)) == t]
    sel = [rows[i] for i in idx]
    if not sel:
        print("%3d-%3d%%   %10d" % (10 * t, 10 * t + 10, 0))
        continue
    shown = sum(r[3] for r in sel) / len(sel) / 10
    done = 100 * sum(r[4] for r in sel) / len(sel)
    worst = max(worst, abs(shown - done)) if len(sel) >= 30 else worst
    lo, hi = wilson(sum(r[4] for r in sel), len(sel))
    clo, chi, k = by_cont(idx)
    print("%3d-%3d%%   %10d   %9.1f%%   %7.1f%%   %+8.1f      %5.1f%% .. %5.1f%%   %5.1f%% .. %5.1f%% (%d)" %
          (10 * t, 10 * t + 10, len(sel), shown, done, done - shown, lo, hi, clo, chi, k))
print("largest difference in a tenth with 30 or more positions: %.1f points" % worst)
PY
