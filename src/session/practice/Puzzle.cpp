// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/practice/Puzzle.h"

namespace verso::session {

const MoveScore* Puzzle::find(Move move) const {
    for (const MoveScore& value : values)
        if (value.move == move) return &value;
    return nullptr;
}

}  // namespace verso::session
