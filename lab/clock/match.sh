#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Verso against itself on a game clock: 200 XOT games at 60 seconds a side (each side on its own
# clock, the engine's clock budget), logged game by game so the match runs in parts: run it again
# to play the games its log lacks. The summary says how often a side lost on time (never, if the
# time management is right), the least time left after a move, and the share of its time used.
#   lab/clock/match.sh [CLOCK [GAMES [LAB]]]   (defaults: 60, 200, build/lab/verso-lab)
set -euo pipefail
cd "$(dirname "$0")/../.."
clock=${1:-60}
games=${2:-200}
lab=${3:-build/lab/verso-lab}
exec "$lab" match --a-clock "$clock" --b-clock "$clock" --games "$games" --seed 1 \
    --log "lab/clock/results/clock-$clock-$games.log"
