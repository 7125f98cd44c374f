#!/bin/sh
# Builds the libFuzzer targets in tools/fuzz/ with clang (ASan + UBSan) into
# build-fuzz/ and runs each for SECONDS (default 600). Not run in CI.
#
#   tools/fuzz.sh [SECONDS] [TARGET...]     TARGET: one of $all below (default: all)
#   FUZZ_PARALLEL=1 tools/fuzz.sh 300       run the targets at the same time
#
# Seeds come from layouts/ and tests/data/; each target keeps what it finds in
# build-fuzz/corpus-TARGET and writes crashing inputs to build-fuzz/crashes-TARGET/.
# Exits non-zero if any fuzzer stopped on a crash. See tools/fuzz/README.md.
set -eu
cd "$(dirname "$0")/.."

all="layout import save practice records scores club settings script manifest mo"
secs=${1:-600}
[ $# -gt 0 ] && shift
targets=${*:-$all}
out=build-fuzz
cc=${CC:-clang}

# clang's libFuzzer runtime (and SDL's headers for the script target); only this
# script needs them, so CI never installs them.
if ! command -v "$cc" >/dev/null 2>&1 || ! pkg-config --exists sdl2 2>/dev/null; then
    sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    $sudo apt-get update
    $sudo apt-get install -y clang libsdl2-dev pkg-config
fi

mkdir -p "$out/seeds"
{ find layouts tests/data -type f ! -path 'tests/data/fuzz-crashes/*'; find assets/tilesets -name tileset.txt; } |
    while read -r f; do
        cp "$f" "$out/seeds/$(printf '%s' "$f" | tr / _)"
    done

for t in $targets; do
    echo "building $out/fuzz_$t"
    extra=""
    # the script parser lives in the engine and names keys the SDL way
    [ "$t" = script ] && extra="src/engine/script.c $(pkg-config --cflags --libs sdl2)"
    # shellcheck disable=SC2086 # $extra is a list of words
    "$cc" -std=c17 -D_POSIX_C_SOURCE=200809L -g -O1 -fsanitize=fuzzer,address,undefined \
        -fno-sanitize-recover=undefined -Isrc src/core/*.c src/core/games/*/*.c src/platform/posix.c \
        "tools/fuzz/fuzz_$t.c" $extra -lm -lpthread -o "$out/fuzz_$t"
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
