// SPDX-License-Identifier: GPL-3.0-or-later
// Input echoed in a message (an error naming what was typed, a file's bad line, an engine's reply)
// goes through printable() first, so that it can never drive the terminal or the window that shows
// it: control characters, C1 controls and bytes that are not UTF-8 are written as "\x1b" and the
// like; everything else, other languages' letters included, stays as it was. Qt-free.
#pragma once

#include <string>
#include <string_view>

namespace verso {

std::string printable(std::string_view text);

}  // namespace verso
