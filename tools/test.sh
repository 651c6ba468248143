#!/usr/bin/env bash
# Command 2: build everything and run the whole test suite, headless:
#   1. Release build, warnings as errors, every test (ctest), GUI tests on the offscreen platform;
#   2. the core tests again under AddressSanitizer + UndefinedBehaviorSanitizer;
#   3. the Qt-free engine threading tests under ThreadSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/deps.sh
verso_ensure_packages "${VERSO_BUILD_PACKAGES[@]}" desktop-file-utils appstream fonts-noto-cjk xvfb xauth
export QT_QPA_PLATFORM=offscreen
jobs=$(nproc)

echo "== 1/3 Release build and full test suite"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DVERSO_WERROR=ON >/dev/null
cmake --build build -j "$jobs"
ctest --test-dir build --output-on-failure -j "$jobs" -LE bench

echo "== 2/3 Core tests under AddressSanitizer + UndefinedBehaviorSanitizer"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DVERSO_WERROR=ON \
    -DVERSO_BUILD_APP=OFF -DVERSO_SANITIZE=address,undefined >/dev/null
cmake --build build-asan -j "$jobs"
ctest --test-dir build-asan --output-on-failure -j "$jobs" -L core

echo "== 3/3 Engine threading tests under ThreadSanitizer (Qt-free)"
cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DVERSO_WERROR=ON \
    -DVERSO_WITH_QT=OFF -DVERSO_SANITIZE=thread >/dev/null
cmake --build build-tsan -j "$jobs"
ctest --test-dir build-tsan --output-on-failure -j "$jobs" -L tsan --no-tests=ignore

echo "All test stages passed."
