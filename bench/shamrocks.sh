#!/usr/bin/env bash
# Shamrocks solver and winnable-deal figures (issue 15): compiles
# bench/shamrocks_bench.c with -O2 against src/core directly and runs it.
# Usage: bench/shamrocks.sh solve [N=10000 [FIRST_SEED=1 [BUDGET_MS=1000 [manual]]]]
#        bench/shamrocks.sh deal [N=10000 [FIRST_SEED=1]]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
out=${BUILD_DIR:-$here/build-bench-shamrocks}
mkdir -p "$out"
${CC:-cc} -std=c17 -O2 -DNDEBUG -D_POSIX_C_SOURCE=200809L -Wall -Wextra -I"$here/src" \
    -o "$out/shamrocks_bench" "$here/bench/shamrocks_bench.c" \
    "$here"/src/core/games/shamrocks/{shamrocks,solve,rules}.c \
    "$here/src/core/savetext.c" "$here/src/core/rng.c" "$here/src/core/error.c" -lm
mode=${1:-solve}
if [ "$mode" = deal ]; then
    echo "shamrocks_bench deal ${2:-10000} ${3:-1}"
    "$out/shamrocks_bench" deal "${2:-10000}" "${3:-1}"
else
    echo "shamrocks_bench solve ${2:-10000} ${3:-1} ${4:-1000} ${5:-}"
    "$out/shamrocks_bench" solve "${2:-10000}" "${3:-1}" "${4:-1000}" ${5:-}
fi
