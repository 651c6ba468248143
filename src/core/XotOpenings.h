// SPDX-License-Identifier: GPL-3.0-or-later
// The XOT openings: balanced eight-move starts, one a line ("f5d6c4d3c2b3b4b5"), shipped as
// resources/xot/xot-openings.txt. New Game may start from one chosen at random. Qt-free.
#pragma once

#include <string_view>
#include <vector>

#include "core/ParseResult.h"
#include "core/Square.h"

namespace verso {

// The moves of every opening in "text", in the file's order. A line holds exactly eight square
// names with nothing between them (surrounding spaces and a CR are allowed); empty lines and lines
// starting with '#' are skipped. A line that is anything else, or whose moves are not legal one
// after the other from the start position, refuses the whole text with the line's number.
ParseResult<std::vector<std::vector<Move>>> parseXotOpenings(std::string_view text);

// The number of moves of an XOT opening.
inline constexpr int kXotMoves = 8;

}  // namespace verso
