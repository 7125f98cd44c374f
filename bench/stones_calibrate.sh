#!/usr/bin/env bash
# MahJongg Stones: is "Chance to finish" honest? Plays DEALS random deals as a
# player who always follows the hint (pagoda-solve --policy hint: the stock's
# order unknown), keeps every position it hinted, and prints, per tenth of the
# chance the game showed there, the positions, the mean chance and the share of
# them whose game was finished (target: within 5 points in each tenth).
# With --fit, prints instead the calibration table of
# src/core/games/stones/estimate.c (CALIB) fitted from the raw shares.
# RECAL=1 (with EACH): the chance recomputed with the table now in estimate.c
# (or in RECAL_TABLE, another estimate.c). The work is bench/stones_calib.py's.
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
calib=$here/bench/stones_calib.py
if [ "$fit" = 1 ]; then
    python3 "$calib" fit ${POOLED:+--pooled} --m "${M:-20}" "$each"
elif [ -n "${RECAL:-}" ]; then
    python3 "$calib" report --table "${RECAL_TABLE:-$here/src/core/games/stones/estimate.c}" "$each"
else
    python3 "$calib" report "$each"
fi
