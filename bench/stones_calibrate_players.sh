#!/usr/bin/env bash
# MahJongg Stones: "Chance to finish" against positions of real play (issue 34).
# Players who do not follow the hint (random legal move, greedy "most
# neighbours", and mixed: the hint with HINT_P% chance, else a random move)
# play deals; after each game some of its positions get their hidden tiles
# dealt again and are played out by the hint-follower (pagoda-solve --branch),
# which writes every position it meets with its raw share and whether it
# finished. Then bench/stones_calib.py fits the calibration table on all of
# them and checks it on held-out deals (10 folds by deal: each position's
# chance from a table fitted without its deal), and, for a second look, fits on
# the even seeds and checks on the odd ones.
#
#   --players spread  rounds of CHUNK games each by the random, greedy and mixed
#                     (50%) players, one process at a time; 6 continuations per
#                     game, each from the one of its last 16 positions whose raw
#                     share is nearest one drawn between 25 and 85% (--spread),
#                     so the middle tenths get positions. Stops after ROUNDS
#                     rounds or at the time UNTIL (date -d; a round is never cut).
#   --players mix     ROUNDS games for each of nine players (greedy, random,
#                     mixed at 25/50/75/90%, and three --late ones whose 4
#                     continuations all start among the last 8 positions), all
#                     at once, each in its own process.
#
# EACH_DIR keeps the files; a rerun there with ROUNDS=0 only fits and checks
# what they hold (the files of several runs can share one folder). The table
# fitted on all positions is written to EACH_DIR/table.txt: paste it into
# src/core/games/stones/estimate.c with `bench/stones_calib.py paste`.
# Run under nice.
# Usage: [EACH_DIR=DIR] [UNTIL=TIME] bench/stones_calibrate_players.sh
#        [--players spread|mix] [ROUNDS=20 [CHUNK=10 [FIRST_SEED=1300000 (mix: 300000)]]]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
solve=${BUILD_DIR:-$here/build}/pagoda-solve
calib=$here/bench/stones_calib.py
players=spread
if [ "${1:-}" = "--players" ]; then players=$2; shift 2; fi
rounds=${1:-20}
chunk=${2:-10}
first=${3:-$([ "$players" = mix ] && echo 300000 || echo 1300000)}
dir=${EACH_DIR:-$(mktemp -d)}
mkdir -p "$dir"
play() { # NAME SEED ARGS...: one player's games into NAME.each, once
    [ -e "$dir/$1.done" ] && return 0
    "$solve" --game stones --variant stones --play "$chunk" --first-seed "$2" --each "$dir/$1.each" "${@:3}" >"$dir/$1.out"
    touch "$dir/$1.done"
}
case $players in
spread)
    until_s=$([ -n "${UNTIL:-}" ] && date -d "$UNTIL" +%s || echo 0)
    for ((r = 0; r < rounds; r++)); do
        [ "$until_s" -gt 0 ] && [ "$(date +%s)" -ge "$until_s" ] && break
        play "random.$r" $((first + r * chunk)) --policy random --branch 6 --spread
        play "greedy.$r" $((first + 100000 + r * chunk)) --policy greedy --branch 6 --spread
        play "mix.$r" $((first + 200000 + r * chunk)) --policy mix --hint-p 50 --branch 6 --spread
    done
    ;;
mix)
    if [ "$rounds" -gt 0 ]; then
        chunk=$rounds
        play greedy $((first)) --policy greedy --branch 4 &
        play random $((first + 10000)) --policy random --branch 4 &
        for p in 25 50 75 90; do play "mix$p" $((first + 20000 + p * 1000)) --policy mix --hint-p "$p" --branch 4 & done
        play late_random $((first + 100000)) --policy random --late --branch 4 &
        play late_greedy $((first + 110000)) --policy greedy --late --branch 4 &
        play late_mix25 $((first + 120000)) --policy mix --hint-p 25 --late --branch 4 &
        wait
    fi
    ;;
*)
    echo "stones_calibrate_players.sh: --players is spread or mix, not '$players'" >&2
    exit 2
    ;;
esac
shopt -s nullglob
files=("$dir"/*.each)
[ ${#files[@]} -gt 0 ] || { echo "stones_calibrate_players.sh: no positions in $dir" >&2; exit 1; }
python3 "$calib" fit "${files[@]}" >"$dir/table.txt"
echo "== the table fitted on every position ($dir/table.txt)"
cat "$dir/table.txt"
echo "== held out: each position's chance from a table fitted on the other folds' deals"
python3 "$calib" kfold "${files[@]}"
echo "== a second look: fitted on the even seeds, checked on the odd ones"
cat "${files[@]}" | awk 'NF >= 7 && $1 % 2 == 0' >"$dir/even.txt"
cat "${files[@]}" | awk 'NF >= 7 && $1 % 2 == 1' >"$dir/odd.txt"
if ! [ -s "$dir/even.txt" ] || ! [ -s "$dir/odd.txt" ]; then echo "(too few deals)"; exit 0; fi
python3 "$calib" fit "$dir/even.txt" >"$dir/table_even.txt"
cp "$here/src/core/games/stones/estimate.c" "$dir/estimate_even.c"
python3 "$calib" paste "$dir/table_even.txt" "$dir/estimate_even.c"
python3 "$calib" report --table "$dir/estimate_even.c" "$dir/odd.txt"
