#!/usr/bin/env bash
# Time to deal a LinkSame stage proved clearable under its sliding rule
# (ls_deal_stage), for every stage 1..9: p50 / p99 / max ms, attempts, solver nodes,
# and a replay check of each proof. Compiles bench/linksame_bench.c with -O2 against
# src/core directly (no CMake target needed).
# Usage: bench/linksame_deal.sh [DEALS=500 [SIZE=hard [FIRST_SEED=0]]]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
out=${BUILD_DIR:-$here/build-bench-linksame}
mkdir -p "$out"
${CC:-cc} -std=c17 -O2 -DNDEBUG -D_POSIX_C_SOURCE=200809L -Wall -Wextra -I"$here/src" \
    -o "$out/linksame_bench" "$here/bench/linksame_bench.c" \
    "$here"/src/core/games/linksame/{board,solve,linksame,save_v1,scores}.c \
    "$here/src/core/savetext.c" "$here/src/core/rng.c" "$here/src/core/error.c" -lm
echo "linksame_bench ${1:-500} ${2:-hard} ${3:-0}"
"$out/linksame_bench" "${1:-500}" "${2:-hard}" "${3:-0}"
