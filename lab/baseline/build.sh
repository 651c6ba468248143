#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the yardstick engine of the equal-time strength target: verso-engine as of commit
# 1d4ab7a with today's time control (verso-engine --move-time) ported onto it by
# 1d4ab7a-time-control.patch. That commit had no time control; the patch adds exactly the
# time management of src/engine/TimeControl.h and the --move-time option, nothing of the search.
# The patch lives here and is never merged: the build is made from the repository's history.
#
#   bash lab/baseline/build.sh [OUT]     (default OUT: build-baseline; the engine is
#                                          OUT/build/src/tools/verso-engine)
# VERSO_NATIVE=OFF builds it portable (default ON, like build-native).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/build-baseline}
commit=1d4ab7a
mkdir -p "$out"
out=$(cd "$out" && pwd)
if ! git -C "$root" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "build.sh: commit $commit is not in this clone's history (a shallow clone?); fetch it first" >&2
    exit 2
fi
rm -rf "$out/src-tree"
mkdir -p "$out/src-tree"
git -C "$root" archive "$commit" | tar -x -C "$out/src-tree"
# Applied as a plain patch: OUT may lie inside this repository, where git apply would skip paths.
(cd "$out/src-tree" && GIT_CEILING_DIRECTORIES="$out" git apply "$root/lab/baseline/$commit-time-control.patch")
grep -q -- --move-time "$out/src-tree/src/tools/engine/main.cpp" || { echo "build.sh: the patch did not apply" >&2; exit 1; }
cmake -S "$out/src-tree" -B "$out/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DVERSO_NATIVE="${VERSO_NATIVE:-ON}" >/dev/null
cmake --build "$out/build" --target verso-engine -j "$(nproc)"
echo "built $out/build/src/tools/verso-engine (commit $commit with --move-time)"
