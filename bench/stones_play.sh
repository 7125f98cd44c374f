#!/usr/bin/env bash
# MahJongg Stones, every variant, played as a player would (the stock's order
# unknown): the share of random deals finished by a player who always follows
# the hint and by a greedy one (most neighbours), with 95% Wilson intervals, and
# the hint's CPU time per position (mean, p50, p99; target p99 <= 250 ms).
# Target on MahJongg Stones: the hint-follower finishes >= 80%.
# Uses pagoda-solve from a build (BUILD_DIR, default build/). Run under nice.
# Usage: bench/stones_play.sh [DEALS=1000 [OTHER_DEALS=DEALS [FIRST_SEED=1000]]]
# (DEALS for MahJongg Stones, OTHER_DEALS for the five other variants)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
solve=${BUILD_DIR:-$here/build}/pagoda-solve
n=${1:-1000}
other=${2:-$n}
first=${3:-1000}
for v in stones free loose throwing small tiny; do
    k=$other
    [ "$v" = stones ] && k=$n
    echo "== $v"
    "$solve" --game stones --variant "$v" --policy hint --play "$k" --first-seed "$first"
    "$solve" --game stones --variant "$v" --policy greedy --play "$k" --first-seed "$first" | sed -n '2p'
done
