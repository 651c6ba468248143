#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Command 1: build Verso (Release): the game and the command-line tools (build/src/tools/verso-cli,
# build/src/tools/verso-engine), then start the game. Arguments go to the game (e.g. a game file).
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/deps.sh
verso_ensure_packages "${VERSO_BUILD_PACKAGES[@]}"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --target verso verso-cli verso-engine
exec ./build/src/app/verso "$@"
