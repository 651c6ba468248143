# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by play.sh and test.sh: installs the Debian packages Verso needs when they are missing.
# As root it runs apt-get; otherwise it prints the exact command to run and stops.
verso_ensure_packages() {
    local missing=()
    local pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" -eq 0 ]; then
        echo "Installing missing packages: ${missing[*]}"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    else
        echo "Verso needs these Debian packages. Install them with:" >&2
        echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
        return 1
    fi
}

VERSO_BUILD_PACKAGES=(build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev qt6-translations-l10n
    libgl-dev libxkbcommon-dev libqt6svg6 zlib1g-dev qt6-multimedia-dev)
# The fuzz stage (tools/fuzz.sh): clang with libFuzzer's runtime, and llvm-symbolizer for its traces.
VERSO_FUZZ_PACKAGES=(clang libclang-rt-14-dev llvm)
