#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Command 1: build Verso (Release) and start the game.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/deps.sh
verso_ensure_packages "${VERSO_BUILD_PACKAGES[@]}"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --target verso
exec ./build/src/app/verso "$@"
