#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the window, its docks and its dialogs on small and scaled screens, each taken on a
# virtual X screen (Xvfb) with a window manager (openbox) that keeps a 32-pixel strip at the bottom
# free, as a desktop panel does; the strip is drawn dark in the pictures (its height is in the
# screen's pixels: the window manager does not scale).
#   bash tools/screenshots.sh DIR [BUILD_DIR]
# Screens: 1024x768 at scale 1, 2048x1536 at QT_SCALE_FACTOR=2, 1920x1080 at QT_SCALE_FACTOR=2
# (960x540 logical pixels). Needs xvfb, openbox, xdotool and imagemagick; the settings live in a
# fresh folder under DIR, so the user's own are never read or changed.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: bash tools/screenshots.sh DIR [BUILD_DIR]" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mkdir -p "$1" && cd "$1" && pwd)
verso=${VERSO:-$(cd "${2:-$root/build}" && pwd)/src/app/verso}
for tool in xvfb-run openbox xdotool import convert; do
    command -v "$tool" >/dev/null || { echo "tools/screenshots.sh: $tool is not installed" >&2; exit 2; }
done
[ -x "$verso" ] || { echo "tools/screenshots.sh: no $verso (build the verso target)" >&2; exit 2; }

panel=32
if [ -z "${VERSO_SCREENSHOT_SESSION:-}" ]; then
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
sed "s#<bottom>0</bottom>#<bottom>$panel</bottom>#" /etc/xdg/openbox/rc.xml >"$work/rc.xml"
# 20 moves into a game: Black has a dozen moves, each valued in analysis mode.
echo f5d6c5f4e3c6d3f6e6d7g3c4b4b3b6a3e7c3b5g4 >"$work/midgame.txt"
cp "$root/tests/data/games/transcripts.txt" "$work/games.txt"

# The session on one virtual screen: $1 name, $2 the screen's height in pixels, $3 the scale.
session() {
    local name=$1 height=$2 scale=$3 app wm
    export HOME="$work/home-$name" XDG_CONFIG_HOME="$work/home-$name/config"
    export XDG_DATA_HOME="$work/home-$name/data" XDG_CACHE_HOME="$work/home-$name/cache"
    export QT_SCALE_FACTOR=$scale LANGUAGE=en LANG=C.UTF-8
    mkdir -p "$HOME"
    openbox --config-file "$work/rc.xml" >/dev/null 2>&1 &
    wm=$!
    sleep 1
    "$verso" "$work/midgame.txt" >"$work/$name.log" 2>&1 &
    app=$!
    xdotool search --sync --onlyvisible --name 'Verso' >/dev/null
    sleep 2
    shot() {  # $1 picture name, after $2 seconds
        sleep "${2:-1.5}"
        import -window root "$work/shot.png"
        convert "$work/shot.png" -fill '#2b2b2b' \
            -draw "rectangle 0,$((height - panel)),9999,9999" "$out/$name-$1.png"
    }
    key() { xdotool key "$@"; sleep 0.3; }
    shot window
    key a                          # analysis mode: the values on the squares
    shot values 5
    key ctrl+r                     # Game > Review Game
    shot review 8
    key ctrl+comma                 # Edit > Preferences
    shot preferences
    key Escape
    key ctrl+l                     # File > Library
    shot library 3
    key alt+F4
    key alt+e; key u; key Return   # Edit > Set Up Position
    shot position-editor
    key Escape
    key alt+o; key Right; key e    # Opponent > Engines
    shot engines
    key Escape
    key ctrl+o                     # File > Open, a file of several games: the game chooser
    sleep 1.5
    xdotool type --delay 20 "$work/games.txt"
    key Return
    shot game-chooser 2
    key Escape
    kill "$app" 2>/dev/null || true
    wait "$app" 2>/dev/null || true
    kill "$wm" 2>/dev/null || true
}
if [ "${VERSO_SCREENSHOT_SESSION:-}" ]; then  # inside xvfb-run: one screen's session
    session $VERSO_SCREENSHOT_SESSION
    exit 0
fi
export work
for screen in "1024x768 768 1" "scale2-2048x1536 1536 2" "scale2-1920x1080 1080 2"; do
    read -r name height scale <<<"$screen"
    VERSO="$verso" VERSO_SCREENSHOT_SESSION="$screen" xvfb-run -a -s "-screen 0 ${name#scale2-}x24" \
        bash "$0" "$out"
done
ls "$out"
