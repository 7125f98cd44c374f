#!/usr/bin/env bash
# Issue 34: does Mahjong's hint (or its "winnable" verdict) read the faces of
# covered tiles? Compiles bench/mahjong_covered.c against the build's
# pagoda_core (BUILD_DIR, default build/) and prints how often the hinted pair
# and the verdict change when only covered faces are shuffled. Run under nice.
# It also counts the verdicts along whole games and times the status (CPU ms);
# for times, build the core with optimisation (BUILD_DIR=build-rel, a Release
# tree). BUDGET_MS: the solver's budget with nothing covered (0: the node
# budget, the worker's is 2000).
# Usage: bench/mahjong_covered.sh [GAMES=200 [COPIES=4 [LAYOUT=layouts/turtle.layout [BUDGET_MS=0]]]]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$here/build}
${CC:-cc} -std=c17 -O2 -DNDEBUG -D_POSIX_C_SOURCE=200809L -Wall -Wextra -I"$here/src" \
    -o "$build/mahjong_covered" "$here/bench/mahjong_covered.c" \
    "$build/libpagoda_core.a" "$build/libpagoda_platform.a" -lm -lpthread
"$build/mahjong_covered" "${1:-200}" "${2:-4}" "${3:-$here/layouts/turtle.layout}" "${4:-0}"
