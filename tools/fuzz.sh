#!/bin/sh
# Builds the libFuzzer targets in tools/fuzz/ with clang (ASan + UBSan) into
# build-fuzz/ and runs each for SECONDS (default 600). Not run in CI.
#
#   tools/fuzz.sh [SECONDS] [TARGET...]     TARGET: layout import save (default: all)
#   FUZZ_PARALLEL=1 tools/fuzz.sh 300       run the targets at the same time
#
# Seeds come from layouts/ and tests/data/; each target keeps what it finds in
# build-fuzz/corpus-TARGET and writes crashing inputs to build-fuzz/crashes-TARGET/.
# Exits non-zero if any fuzzer stopped on a crash. See tools/fuzz/README.md.
set -eu
cd "$(dirname "$0")/.."

secs=${1:-600}
[ $# -gt 0 ] && shift
targets=${*:-layout import save}
out=build-fuzz
cc=${CC:-clang}

mkdir -p "$out/seeds"
find layouts tests/data -type f ! -path 'tests/data/fuzz-crashes/*' | while read -r f; do
    cp "$f" "$out/seeds/$(printf '%s' "$f" | tr / _)"
done

for t in $targets; do
    echo "building $out/fuzz_$t"
    "$cc" -std=c17 -D_POSIX_C_SOURCE=200809L -g -O1 -fsanitize=fuzzer,address,undefined \
        -fno-sanitize-recover=undefined -Isrc src/core/*.c src/core/games/*.c \
        "tools/fuzz/fuzz_$t.c" -lm -lpthread -o "$out/fuzz_$t"
done

run() {
    t=$1
    mkdir -p "$out/corpus-$t" "$out/crashes-$t"
    dict=""
    [ -f "tools/fuzz/$t.dict" ] && dict="-dict=tools/fuzz/$t.dict"
    # shellcheck disable=SC2086 # $dict is empty or one word
    "$out/fuzz_$t" -max_total_time="$secs" -max_len=16384 -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$out/crashes-$t/" $dict "$out/corpus-$t" "$out/seeds" \
        >"$out/fuzz_$t.log" 2>&1
}

status=0
if [ "${FUZZ_PARALLEL:-0}" = 1 ]; then
    pids=""
    for t in $targets; do
        echo "fuzzing $t for ${secs}s (log: $out/fuzz_$t.log)"
        run "$t" &
        pids="$pids $!"
    done
    for p in $pids; do
        wait "$p" || status=1
    done
else
    for t in $targets; do
        echo "fuzzing $t for ${secs}s (log: $out/fuzz_$t.log)"
        run "$t" || status=1
    done
fi

for t in $targets; do
    execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$out/fuzz_$t.log" | grep -o '[0-9]*$' || true)
    found=$(ls "$out/crashes-$t" 2>/dev/null | wc -l)
    echo "$t: ${execs:-?} executions, $found crash file(s) in $out/crashes-$t"
done
exit $status
