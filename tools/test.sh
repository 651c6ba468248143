#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Command 2: build everything and run the whole test suite, headless:
#   0. every C++ file formatted as .clang-format says (tools/format.sh --check);
#   1. Release build with the lab (lab/, VERSO_BUILD_LAB), warnings as errors, every test (ctest),
#      GUI tests on the offscreen platform;
#   2. the whole suite again (core, engine, session, tools, lab, GUI) under AddressSanitizer +
#      UndefinedBehaviorSanitizer; leaks of third-party libraries are suppressed in tools/lsan.supp;
#   3. the Qt-free engine threading tests under ThreadSanitizer;
#   4. every fuzz target (tests/fuzz) built with clang and libFuzzer, run for VERSO_FUZZ_SECONDS
#      (default 30) each under the sanitizers (tools/fuzz.sh); a finding prints its reproducer.
# Benchmarks (label bench) are never run here; stress tests (label stress) run in stages 1 and 2.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/deps.sh
verso_ensure_packages "${VERSO_BUILD_PACKAGES[@]}" clang-format desktop-file-utils appstream appstream-util \
    shared-mime-info man-db fonts-noto-cjk xvfb xauth dbus dbus-x11 at-spi2-core python3-pyatspi xdotool
export QT_QPA_PLATFORM=offscreen
jobs=$(nproc)

echo "== 0/4 Formatting (clang-format)"
bash tools/format.sh --check

echo "== 1/4 Release build and full test suite"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DVERSO_WERROR=ON -DVERSO_BUILD_LAB=ON >/dev/null
cmake --build build -j "$jobs"
ctest --test-dir build --output-on-failure -j "$jobs" -LE bench

echo "== 2/4 Full test suite under AddressSanitizer + UndefinedBehaviorSanitizer"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DVERSO_WERROR=ON \
    -DVERSO_BUILD_APP=ON -DVERSO_BUILD_LAB=ON -DVERSO_SANITIZE=address,undefined >/dev/null
cmake --build build-asan -j "$jobs"
(
    export ASAN_OPTIONS=detect_leaks=1:strict_init_order=1:detect_stack_use_after_return=1
    export LSAN_OPTIONS=suppressions=$(pwd)/tools/lsan.supp:print_suppressions=0
    export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
    ctest --test-dir build-asan --output-on-failure -j "$jobs" -LE bench
)

echo "== 3/4 Engine threading tests under ThreadSanitizer (Qt-free)"
cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DVERSO_WERROR=ON \
    -DVERSO_WITH_QT=OFF -DVERSO_SANITIZE=thread >/dev/null
cmake --build build-tsan -j "$jobs"
ctest --test-dir build-tsan --output-on-failure -j "$jobs" -L tsan --no-tests=ignore

echo "== 4/4 Fuzz targets, ${VERSO_FUZZ_SECONDS:-30} s each, under AddressSanitizer + UndefinedBehaviorSanitizer"
bash tools/fuzz.sh "${VERSO_FUZZ_SECONDS:-30}"

echo "All test stages passed."
