#!/usr/bin/env bash
# Time to deal a proved-winnable Turtle game (mj_new_winnable): p50, p99, max and the
# number of deals tried. Builds pagoda-solve in Release into its own folder first.
# Each attempt gets the game's node budget (SOLVER_DEAL_NODES in src/core/solver.h).
# Usage: bench/winnable_bench.sh [GAMES [MAX_NODES=200 [FIRST_SEED]]]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
games=${1:-10000}
nodes=${2:-200}
first=${3:-0}
build=${BUILD_DIR:-$here/build-bench-solver}
cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DPAGODA_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" --target pagoda-solve -j2 >/dev/null
echo "pagoda-solve turtle --deal-bench $games --first-seed $first --max-nodes $nodes --budget-ms 0"
"$build/pagoda-solve" turtle --deal-bench "$games" --first-seed "$first" --max-nodes "$nodes" --budget-ms 0
