#!/usr/bin/env bash
# Solver figures over random Turtle deals: unsolvable rate with its 95% interval,
# solve-time distribution, unknowns. Builds pagoda-solve in Release into its own
# folder first. Usage: bench/solver_stats.sh [DEALS [BUDGET_MS [FIRST_SEED]]]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
deals=${1:-100000}
budget=${2:-1000}
first=${3:-0}
build=${BUILD_DIR:-$here/build-bench-solver}
cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DPAGODA_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" --target pagoda-solve -j2 >/dev/null
echo "pagoda-solve turtle --stats $deals --first-seed $first --budget-ms $budget"
"$build/pagoda-solve" turtle --stats "$deals" --first-seed "$first" --budget-ms "$budget"
