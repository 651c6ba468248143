// SPDX-License-Identifier: GPL-3.0-or-later
// Verso's version (project(VERSION) in the top CMakeLists.txt) and what the command-line programs
// print for --version.
#pragma once

#include <string>
#include <string_view>

namespace verso {

// "1.0.0".
std::string_view versionNumber();
// "<program> 1.0.0" and the copyright and licence lines, each ending in a newline.
std::string versionText(std::string_view program);

}  // namespace verso
