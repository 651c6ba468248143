// SPDX-License-Identifier: GPL-3.0-or-later
// Opening names: a table of the usual named Othello openings (resources/openings.txt, compiled in)
// and the name of the opening a game plays. Qt-free.
#pragma once

#include <string>
#include <vector>

#include "core/Square.h"

namespace verso {

struct OpeningName {
    std::string name;
    std::vector<Move> moves;  // from the initial position, Black's first move f5
};

// The table, read once from the compiled-in data (thread-safe), in the file's order.
const std::vector<OpeningName>& openingNames();

// The longest named opening the game's moves (from the initial position, passes included) start
// with, under the 8 symmetries of the board (a game that starts f5 and one that starts d3/c4/e6
// are the same opening mirrored); a game that reaches a named opening's position in another move
// order (a transposition) is named too. Empty when none. Moves after an illegal one are ignored.
std::string openingName(const std::vector<Move>& moves);

}  // namespace verso
