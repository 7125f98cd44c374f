#!/usr/bin/env bash
# MahJongg Stones, every variant: the share of random deals that can be played
# out (95% Wilson interval), the solver's mean / p99 / unknown at a 1 s budget,
# and the time to deal a proved-winnable game (p99; target <= 100 ms).
# Uses pagoda-solve from a build (BUILD_DIR, default build/). Run under nice.
# Usage: bench/stones_bench.sh [DEALS=2000 [FIRST_SEED=0]]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
solve=${BUILD_DIR:-$here/build}/pagoda-solve
n=${1:-2000}
first=${2:-0}
for v in stones free loose throwing small tiny; do
    echo "== $v"
    "$solve" --game stones --variant "$v" --stats "$n" --first-seed "$first" --budget-ms 1000 | sed -n '2,8p'
    "$solve" --game stones --variant "$v" --deal-bench "$n" --first-seed "$first" | sed -n '2,4p'
done
