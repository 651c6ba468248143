#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Formats every C++ file of the project with clang-format (.clang-format at the top), or with
# --check lists the files that are not formatted and fails (CI runs the check first).
#   bash tools/format.sh            # format the tree in place
#   bash tools/format.sh --check    # exit 1 and name the files clang-format would change
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
case "${1:-}" in
    --check) check=1 ;;
    "") ;;
    *) echo "usage: bash tools/format.sh [--check]" >&2; exit 2 ;;
esac
command -v clang-format >/dev/null || { echo "tools/format.sh: clang-format is not installed" >&2; exit 2; }
mapfile -t files < <(git ls-files --cached --others --exclude-standard -- '*.cpp' '*.h')
if [ "$check" -eq 0 ]; then
    clang-format -i "${files[@]}"
    exit 0
fi
unformatted=()
for f in "${files[@]}"; do
    clang-format --dry-run --Werror "$f" >/dev/null 2>&1 || unformatted+=("$f")
done
if [ ${#unformatted[@]} -gt 0 ]; then
    echo "These files are not formatted by clang-format (run: bash tools/format.sh):" >&2
    printf '  %s\n' "${unformatted[@]}" >&2
    exit 1
fi
echo "All ${#files[@]} C++ files are formatted."
