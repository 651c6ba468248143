#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer binaries of tests/fuzz, the lab's readers included (VERSO_BUILD_LAB), with
# clang (AddressSanitizer + UndefinedBehaviorSanitizer) and runs each target for a fixed time on a
# copy of its seed corpus, one after the other:
#   bash tools/fuzz.sh [SECONDS] [TARGET...]      (default 30 s each, every target in tests/fuzz/corpus)
# tools/test.sh runs it as its fuzz stage. A finding (a crash, a failed check, a sanitizer report, a
# leak, an input taking over 10 s) fails the run: the script prints the input's file, its bytes (hex
# and base64) and the command that reproduces it, and exits 1 after running every target. Each
# target's last status line (executions, cov:, ft:) is printed; the logs and the grown corpora stay
# in build-fuzz/fuzz-runs/<target>/.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
seconds=${1:-30}
[ $# -gt 0 ] && shift
source tools/deps.sh
verso_ensure_packages "${VERSO_BUILD_PACKAGES[@]}" "${VERSO_FUZZ_PACKAGES[@]}"

CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DVERSO_WERROR=ON \
    -DVERSO_FUZZ=ON -DVERSO_BUILD_APP=ON -DVERSO_BUILD_LAB=ON >/dev/null
cmake --build build-fuzz -j "$(nproc)" --target fuzzers

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    for dir in tests/fuzz/corpus/*/; do targets+=("$(basename "$dir")"); done
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
runs="$root/build-fuzz/fuzz-runs"
failed=()
for target in "${targets[@]}"; do
    binary="$root/build-fuzz/tests/fuzz/fuzz_$target"
    work="$runs/$target"
    rm -rf "$work"
    mkdir -p "$work/corpus"
    cp "tests/fuzz/corpus/$target/"* "$work/corpus/"
    echo "-- fuzz_$target for ${seconds} s"
    status=0
    (cd "$work" && "$binary" -max_total_time="$seconds" -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$work/" corpus >"$work/log" 2>&1) || status=$?
    grep -E '^#[0-9]+[[:space:]]+DONE' "$work/log" | tail -1 || true
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec):' "$work/log" | tr '\n' ' ' || true
    echo
    shopt -s nullglob
    findings=("$work"/crash-* "$work"/leak-* "$work"/timeout-* "$work"/oom-*)
    shopt -u nullglob
    if [ "$status" -ne 0 ] || [ ${#findings[@]} -gt 0 ]; then
        failed+=("$target")
        echo "FINDING in fuzz_$target (exit $status). What it said:"
        grep -B2 -A30 -m1 -E "^(fuzz_$target:|==[0-9]+==ERROR|.*runtime error:|ALARM)" "$work/log" | head -45 || tail -40 "$work/log"
        for input in "${findings[@]}"; do
            echo "Reproducer: $input ($(stat -c %s "$input") bytes)"
            echo "  hex:"; xxd "$input" | head -32 | sed 's/^/    /'
            echo "  base64 (echo ... | base64 -d > input):"; base64 -w 0 "$input" | fold -w 100 | sed 's/^/    /'; echo
            echo "  reproduce: $binary $input"
            echo "  minimise:  $binary -minimize_crash=1 -max_total_time=60 $input"
        done
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "Fuzzing found problems in: ${failed[*]}"
    exit 1
fi
echo "Fuzzing: ${#targets[@]} targets, ${seconds} s each, nothing found."
