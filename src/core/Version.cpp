// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Version.h"

namespace verso {

std::string_view versionNumber() { return VERSO_VERSION; }

std::string versionText(std::string_view program) {
    std::string text(program);
    text += ' ';
    text += versionNumber();
    text +=
        "\nCopyright (C) 2026 the Verso developers.\n"
        "License GPL-3.0-or-later: GNU GPL version 3 or later "
        "<https://www.gnu.org/licenses/gpl-3.0.html>.\n"
        "This is free software: you are free to change and redistribute it.\n"
        "There is NO WARRANTY, to the extent permitted by law.\n";
    return text;
}

}  // namespace verso
