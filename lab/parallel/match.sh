#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Two threads against one at equal time: verso-engine with --threads 2 against verso-engine with
# --threads 1, both at SECONDS a move and without the book, 200 XOT games (each opening twice
# with the colours swapped), one game at a time so the two-thread side has both cores while it
# thinks. Logged game by game, so the match runs in parts: run it again to play the games its log
# lacks. Needs a machine with at least two cores and nothing else running.
#   lab/parallel/match.sh [SECONDS [GAMES [BUILD]]]   (defaults: 0.15, 200, build)
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-0.15}
games=${2:-200}
build=${3:-build}
engine=$PWD/$build/src/tools/verso-engine
exec "$build/lab/verso-lab" match --games "$games" --seed 1 \
    --log "lab/parallel/results/threads-2v1-$seconds.log" \
    --a-engine "$engine --no-book --move-time $seconds --threads 2" \
    --engine "$engine --no-book --move-time $seconds --threads 1"
