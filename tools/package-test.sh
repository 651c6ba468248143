#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package and checks it as a user of a fresh Debian 12 would meet it:
#   1. a Release build for /usr (programs in /usr/games), `cpack -G DEB` -> verso_<ver>_<arch>.deb;
#   2. its file list (dpkg -c) and lintian (no errors allowed);
#   3. a fresh Debian 12 root made by mmdebstrap from Debian's own packages, the .deb installed
#      there with apt (so its dependencies resolve), then `verso --version`, `verso-cli play f5d6c3`,
#      `verso-engine --version`, `man -w verso`, and the window started under Xvfb with a
#      screenshot copied out.
# Takes minutes and needs root and Debian's mirror; CI does not run it. Output goes to
# build-package/ (the .deb, lintian.txt, contents.txt, screenshot.png).
#   bash tools/package-test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/deps.sh
verso_ensure_packages "${VERSO_BUILD_PACKAGES[@]}" dpkg-dev lintian mmdebstrap imagemagick
umask 022
out="$PWD/build-package"

echo "== 1/3 Release build for /usr and the package"
cmake -S . -B "$out" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
    -DCMAKE_INSTALL_BINDIR=games -DVERSO_BUILD_TESTS=OFF >/dev/null
cmake --build "$out" -j "$(nproc)"
rm -f "$out"/verso_*.deb
(cd "$out" && cpack -G DEB >/dev/null)
deb=$(ls "$out"/verso_*.deb)
echo "built $(basename "$deb") ($(du -h "$deb" | cut -f1))"
dpkg-deb --field "$deb" Package Version Architecture Depends

echo "== 2/3 Contents and lintian"
dpkg -c "$deb" | tee "$out/contents.txt"
for path in ./usr/games/verso ./usr/games/verso-cli ./usr/games/verso-engine \
    ./usr/share/applications/io.github.verso.Verso.desktop \
    ./usr/share/metainfo/io.github.verso.Verso.metainfo.xml \
    ./usr/share/mime/packages/io.github.verso.Verso.xml \
    ./usr/share/icons/hicolor/256x256/apps/io.github.verso.Verso.png \
    ./usr/share/man/man6/verso.6.gz ./usr/share/doc/verso/copyright; do
    grep -q " $path" "$out/contents.txt" || { echo "missing from the package: $path" >&2; exit 1; }
done
echo "every expected file is in the package"
lintian --tag-display-limit 0 "$deb" | tee "$out/lintian.txt" || true
if grep -q '^E: ' "$out/lintian.txt"; then
    echo "lintian reports errors" >&2
    exit 1
fi
echo "lintian: $(grep -c '^E: ' "$out/lintian.txt" || true) errors, $(grep -c '^W: ' "$out/lintian.txt" || true) warnings"

echo "== 3/3 A fresh Debian 12 root: install with apt, run the programs and the window"
rm -f "$out/screenshot.png" "$out/in-root.txt"
mmdebstrap --variant=apt --include=ca-certificates,xvfb,xauth,x11-apps,man-db \
    --customize-hook="copy-in $deb /tmp" \
    --customize-hook='chroot "$1" sh -c "apt-get install -y -q /tmp/verso_*.deb >/tmp/apt.log 2>&1 || { cat /tmp/apt.log; exit 1; }"' \
    --customize-hook='chroot "$1" sh -ec "
        export PATH=/usr/games:\$PATH HOME=/root LANG=C.UTF-8
        { echo \"\$ verso --version\"; verso --version
          echo \"\$ verso-cli play f5d6c3\"; verso-cli play f5d6c3
          echo \"\$ verso-engine --version\"; verso-engine --version | head -n 1
          echo \"\$ man -w verso\"; man -w verso; } > /tmp/in-root.txt 2>&1
        xvfb-run -a -s \"-screen 0 1024x768x24\" sh -c \"verso & sleep 8; xwd -root -silent > /tmp/screen.xwd; kill \\\$!\"
    "' \
    --customize-hook="copy-out /tmp/in-root.txt /tmp/screen.xwd $out" \
    bookworm /dev/null
cat "$out/in-root.txt"
/usr/bin/convert "xwd:$out/screen.xwd" "$out/screenshot.png"  # ImageMagick's, whatever else is on PATH
rm -f "$out/screen.xwd"
echo "screenshot of the window in the fresh root: $out/screenshot.png"
grep -q "^Verso 1" "$out/in-root.txt" && grep -q "^verso-engine 1" "$out/in-root.txt" \
    && grep -q "/usr/share/man/man6/verso.6.gz" "$out/in-root.txt" \
    || { echo "a program did not answer as expected in the fresh root" >&2; exit 1; }
echo "package test passed: $(basename "$deb") installs with apt on Debian 12, its programs run and the window opens"
