#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Starts the real `verso` on a virtual X server with its own D-Bus session and AT-SPI bus, and
# reads the board through AT-SPI as a screen reader would (read_board.py).
# Usage: run.sh /path/to/verso. Exit 77 (skipped) when a tool it needs is missing.
set -uo pipefail
verso=${1:?usage: run.sh /path/to/verso}
here=$(cd "$(dirname "$0")" && pwd)
launcher=""
for candidate in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher; do
    [ -x "$candidate" ] && launcher=$candidate && break
done
for tool in dbus-run-session xvfb-run xdotool; do
    command -v "$tool" >/dev/null || { echo "SKIP: $tool is missing"; exit 77; }
done
[ -n "$launcher" ] || { echo "SKIP: at-spi-bus-launcher is missing (at-spi2-core)"; exit 77; }
/usr/bin/python3 -c "import pyatspi" 2>/dev/null || { echo "SKIP: python3-pyatspi is missing"; exit 77; }

# First a virtual X server and a D-Bus session of its own, then this script again inside them.
if [ -z "${VERSO_ATSPI_INSIDE:-}" ]; then
    export VERSO_ATSPI_INSIDE=1
    # -a looks for a free display from a random start, so runs side by side rarely meet.
    exec timeout 120 xvfb-run -a -n $((100 + RANDOM % 800)) -s "-screen 0 1280x1024x24" \
        dbus-run-session -- bash "$0" "$verso"
fi

home=$(mktemp -d)
trap 'kill "$app" "$bus" 2>/dev/null; wait 2>/dev/null; rm -rf "$home"' EXIT
"$launcher" --launch-immediately &
bus=$!
export HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data
export XDG_RUNTIME_DIR=$home/runtime && mkdir -m 700 -p "$XDG_RUNTIME_DIR"
export QT_QPA_PLATFORM=xcb QT_ACCESSIBILITY=1 QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1
export LANGUAGE=en LANG=C.UTF-8 LC_ALL=C.UTF-8
for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.2; done
# Now and then Qt cannot reach a display that has just started: the program stops at once, and a
# second start works.
for attempt in 1 2 3; do
    "$verso" &
    app=$!
    sleep 1
    kill -0 "$app" 2>/dev/null && break
    echo "verso stopped at start (attempt $attempt)"
done
/usr/bin/python3 "$here/read_board.py"
