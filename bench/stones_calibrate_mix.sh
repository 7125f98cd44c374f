#!/usr/bin/env bash
# MahJongg Stones: "Chance to finish" against positions from every kind of
# player (issue 34). Greedy, random-legal-move and mixed players (the hint with
# 25/50/75/90% chance, else a random move) play GAMES deals each; after every
# game, 4 of its positions (pagoda-solve --branch 4: half of them among its last
# 8, and with --late all of them) get their hidden tiles dealt again and are
# played out by the hint-follower, which writes each position it meets with
# the chance shown and whether it finished. The positions of even seeds fit
# the calibration table (--fit, POOLED=1: one row for every band); those of
# odd seeds, other deals, validate it: the table per tenth, with the chance
# recomputed by the fitted table (RECAL). Paste the fitted table into
# src/core/games/stones/estimate.c (CALIB) to keep it.
# Each player runs in its own process (under nice); EACH_DIR keeps the files.
# Usage: bench/stones_calibrate_mix.sh [GAMES=1000]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
solve=${BUILD_DIR:-$here/build}/pagoda-solve
n=${1:-1000}
dir=${EACH_DIR:-$(mktemp -d)}
mkdir -p "$dir"
run() { nice -n 10 "$solve" --game stones --variant stones --play "$n" --each "$dir/$1.each" "${@:2}" >"$dir/$1.out"; }
run greedy --policy greedy --branch 4 --first-seed 300000 &
run random --policy random --branch 4 --first-seed 310000 &
for p in 25 50 75 90; do run "mix$p" --policy mix --hint-p "$p" --branch 4 --first-seed $((320000 + p * 1000)) & done
run late_random --policy random --late --branch 4 --first-seed 400000 &
run late_greedy --policy greedy --late --branch 4 --first-seed 410000 &
run late_mix25 --policy mix --hint-p 25 --late --branch 4 --first-seed 420000 &
wait
cat "$dir"/*.out
cat "$dir"/*.each | awk 'NF >= 7 && $1 % 2 == 0' >"$dir/fit.txt"
cat "$dir"/*.each | awk 'NF >= 7 && $1 % 2 == 1' >"$dir/validate.txt"
# the fitted table in a copy of the tree, so RECAL reads it there
tree=$dir/tree
mkdir -p "$tree/bench" "$tree/src/core/games/stones"
cp "$here/bench/stones_calibrate.sh" "$tree/bench/"
POOLED=1 EACH="$dir/fit.txt" "$here/bench/stones_calibrate.sh" --fit >"$dir/table.txt"
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
