// SPDX-License-Identifier: GPL-3.0-or-later
// Why a game file or a paste could not be read, in the person's words: where (line and
// character) and what is wrong there.
#pragma once

#include <QString>

#include "core/GameText.h"

namespace verso::app {

// "Line 3, character 7: move 4, e6, is not allowed: e6 is already occupied."
QString gameTextErrorText(const GameTextError& error);

}  // namespace verso::app
