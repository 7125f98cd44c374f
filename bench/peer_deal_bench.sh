#!/usr/bin/env bash
# Dealing on every layout of Debian's kmahjongg and gnome-mahjongg packages: fetches
# the two packages with `apt-get download` and unpacks them with `dpkg-deb -x` into a
# scratch folder (nothing is installed, nothing is kept in the repository), builds
# pagoda-solve in Release, then deals SEEDS proved-winnable games per layout
# (mj_deal_winnable with the game's node budget, SOLVER_DEAL_NODES) and prints, per
# layout, the tile count, how many deals were random-proved or constructed, and the
# dealing time; then the failures and the p99 dealing time over all layouts x seeds,
# and Turtle's figures for comparison.
# Usage: bench/peer_deal_bench.sh [SEEDS=20 [SCRATCH=build-bench-peers]]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
seeds=${1:-20}
scratch=${2:-$here/build-bench-peers}
build=${BUILD_DIR:-$here/build-bench-solver}
nodes=200

mkdir -p "$scratch/debs" "$scratch/root"
if ! ls "$scratch"/debs/kmahjongg_*.deb >/dev/null 2>&1 ||
    ! ls "$scratch"/debs/gnome-mahjongg_*.deb >/dev/null 2>&1; then
    (cd "$scratch/debs" && apt-get download kmahjongg gnome-mahjongg >/dev/null 2>&1) || {
        echo "peer_deal_bench: 'apt-get download kmahjongg gnome-mahjongg' failed" \
            "(run 'apt-get update' first?)" >&2
        exit 1
    }
fi
for deb in "$scratch"/debs/*.deb; do
    dpkg-deb -x "$deb" "$scratch/root"
done
files=$(find "$scratch/root/usr/share/kmahjongg/layouts" -name '*.layout' | sort)
files="$files $(find "$scratch/root/usr/share/gnome-mahjongg" -name '*.map' | sort)"

cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DPAGODA_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" --target pagoda-solve -j2 >/dev/null

each="$scratch/each.txt"
: >"$each"
status=0
for f in $files; do
    "$build/pagoda-solve" "$f" --deal-bench "$seeds" --max-nodes "$nodes" --budget-ms 0 \
        --each "$each" >/dev/null || status=1
done
# per-deal lines: layout tiles seed how ms (layout names may hold spaces)
python3 - "$each" <<'PY'
import math, sys
rows = []
for line in open(sys.argv[1], encoding="utf-8"):
    *name, tiles, seed, how, ms = line.split()
    rows.append((" ".join(name), int(tiles), how, float(ms)))
def p99(v):
    v = sorted(v)
    return v[max(1, math.ceil(0.99 * len(v))) - 1]
by = {}
for name, tiles, how, ms in rows:
    by.setdefault(name, []).append((tiles, how, ms))
print(f"{'layout':24} {'tiles':>5} {'random':>6} {'constr':>6} {'failed':>6} "
      f"{'mean_ms':>8} {'max_ms':>8}")
for name, v in by.items():
    ms = [x[2] for x in v]
    print(f"{name[:24]:24} {v[0][0]:5d} {sum(x[1] == 'random' for x in v):6d} "
          f"{sum(x[1] == 'constructed' for x in v):6d} {sum(x[1] == 'failed' for x in v):6d} "
          f"{sum(ms) / len(ms):8.2f} {max(ms):8.2f}")
ms = [r[3] for r in rows]
failed = sum(r[2] == "failed" for r in rows)
constructed = sum(r[2] == "constructed" for r in rows)
print(f"all: layouts={len(by)} deals={len(rows)} failed={failed} constructed={constructed} "
      f"mean_ms={sum(ms) / len(ms):.2f} p99_ms={p99(ms):.2f} max_ms={max(ms):.2f}")
PY
echo "turtle (bench/winnable_bench.sh 2000 for the full figure):"
"$build/pagoda-solve" turtle --deal-bench 2000 --max-nodes "$nodes" --budget-ms 0
exit $status
