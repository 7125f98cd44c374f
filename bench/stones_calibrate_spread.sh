#!/usr/bin/env bash
# MahJongg Stones: "Chance to finish" against positions of real play, spread
# over the whole range of chances (issue 34). Rounds of CHUNK games each by a
# random-legal-move, a greedy and a mixed player (the hint with 50% chance,
# else a random move), one process at a time; after each game 6 of its
# positions (pagoda-solve --branch 6 --spread: each the one of its last 16
# whose raw share is nearest a share drawn at random between 25 and 85%)
# get their hidden tiles dealt
# again and are played out by the hint-follower, which writes every position
# it meets with its raw share and whether it finished. Positions of even seeds
# fit the calibration table per band of tiles left (stones_calibrate.sh --fit);
# those of odd seeds, other deals, validate it (RECAL: the chance recomputed
# with the fitted table). Stops after ROUNDS rounds or at the time UNTIL
# (date -d format; a round is never cut). Paste the fitted table into
# src/core/games/stones/estimate.c (CALIB) to keep it.
# Run under nice. EACH_DIR keeps the files (and a rerun there with ROUNDS=0
# only fits and validates what they hold).
# Usage: [EACH_DIR=DIR] [UNTIL=TIME] bench/stones_calibrate_spread.sh [ROUNDS=20 [CHUNK=10 [FIRST_SEED=1300000]]]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
solve=${BUILD_DIR:-$here/build}/pagoda-solve
rounds=${1:-20}
chunk=${2:-10}
first=${3:-1300000}
dir=${EACH_DIR:-$(mktemp -d)}
mkdir -p "$dir"
until_s=$([ -n "${UNTIL:-}" ] && date -d "$UNTIL" +%s || echo 0)
for ((r = 0; r < rounds; r++)); do
    [ "$until_s" -gt 0 ] && [ "$(date +%s)" -ge "$until_s" ] && break
    for p in random greedy mix; do
        [ -e "$dir/$p.$r.done" ] && continue
        case $p in random) off=0 ;; greedy) off=100000 ;; mix) off=200000 ;; esac
        "$solve" --game stones --variant stones --policy "$p" --hint-p 50 --branch 6 --spread --play "$chunk" \
            --first-seed $((first + off + r * chunk)) --each "$dir/$p.$r.each" >"$dir/$p.$r.out"
        touch "$dir/$p.$r.done"
    done
done
cat "$dir"/*.each | awk 'NF >= 7 && $1 % 2 == 0' >"$dir/fit.txt"
cat "$dir"/*.each | awk 'NF >= 7 && $1 % 2 == 1' >"$dir/validate.txt"
echo "positions: $(wc -l <"$dir/fit.txt") to fit (even seeds), $(wc -l <"$dir/validate.txt") to validate (odd seeds)"
# the fitted table in a copy of the tree, so RECAL reads it there
tree=$dir/tree
mkdir -p "$tree/bench" "$tree/src/core/games/stones"
cp "$here/bench/stones_calibrate.sh" "$tree/bench/"
EACH="$dir/fit.txt" "$here/bench/stones_calibrate.sh" --fit >"$dir/table.txt"
python3 - "$here/src/core/games/stones/estimate.c" "$dir/table.txt" "$tree/src/core/games/stones/estimate.c" <<'PY'
import sys
src = open(sys.argv[1]).read()
a = src.index("static const int CALIB[CALIB_BANDS][11] = {")
b = src.index("};", a) + 2
open(sys.argv[3], "w").write(src[:a] + open(sys.argv[2]).read().strip() + src[b:])
PY
echo "== table fitted on the even seeds' positions"
cat "$dir/table.txt"
echo "== validated on the odd seeds' positions (other deals)"
RECAL=1 EACH="$dir/validate.txt" "$tree/bench/stones_calibrate.sh"
