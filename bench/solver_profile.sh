#!/usr/bin/env bash
# Where the solver's time goes, by the phase that ended each deal and by solve time.
# Builds pagoda-solve in Release with -DSOLVER_STATS (counters; see solver.c) into its
# own folder, solves DEALS Turtle deals from FIRST_SEED, and prints two tables.
# Usage: bench/solver_profile.sh [DEALS=2000 [FIRST_SEED=0]]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
deals=${1:-2000}
first=${2:-0}
build=${BUILD_DIR:-$here/build-bench-stats}
cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DPAGODA_BUILD_TESTS=OFF \
    -DCMAKE_C_FLAGS=-DSOLVER_STATS >/dev/null
cmake --build "$build" --target pagoda-solve -j2 >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
SOLVER_TRACE=1 "$build/pagoda-solve" turtle --stats "$deals" --first-seed "$first" \
    --budget-ms 1000 --each "$tmp/each" >"$tmp/out" 2>"$tmp/trace"
tail -n 1 "$tmp/out"
grep -v '^T ' "$tmp/trace" || true
python3 - "$tmp/each" "$tmp/trace" <<'PY'
import collections, sys
each = [l.split() for l in open(sys.argv[1])]
trace = [l.split()[1:] for l in open(sys.argv[2]) if l.startswith('T ')]
n = len(each)
total = sum(float(r[2]) for r in each)
print(f"\n{n} deals, {total:.0f} ms in all, mean {total / n:.3f} ms")
print("\nby the phase that ended the deal (result: 0 solvable, 1 unsolvable, 2 unknown;"
      " phase: 0 first dive, k restart k-1 of the propagating search)")
print(f"{'result phase':>13} {'deals':>6} {'mean ms':>8} {'share':>6} {'dive nodes':>10}"
      f" {'search nodes':>12} {'fails':>6}")
groups = collections.defaultdict(list)
for r in trace:
    groups[(int(r[0]), int(r[1]))].append(r)
for key in sorted(groups):
    g = groups[key]
    ms = sum(float(r[2]) for r in g)
    print(f"{key[0]:>6} {key[1]:>6} {len(g):>6} {ms / len(g):>8.2f} {100 * ms / total:>5.1f}%"
          f" {sum(int(r[3]) for r in g) / len(g):>10.0f} {sum(int(r[4]) for r in g) / len(g):>12.1f}"
          f" {sum(int(r[5]) for r in g) / len(g):>6.1f}")
print("\nby solve time: deals, share of the time, and what they add to the mean")
for lo, hi in [(0, 0.3), (0.3, 1), (1, 3), (3, 10), (10, 30), (30, 100), (100, 1e9)]:
    g = [r for r in each if lo <= float(r[2]) < hi]
    ms = sum(float(r[2]) for r in g)
    print(f"[{lo:g}, {hi:g}) ms: {len(g):>6} deals {100 * len(g) / n:5.1f}%  time {100 * ms / total:5.1f}%"
          f"  adds {ms / n:.3f} ms  unsolvable {sum(r[1] != 'solvable' for r in g)}")
PY
