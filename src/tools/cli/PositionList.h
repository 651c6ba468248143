// SPDX-License-Identifier: GPL-3.0-or-later
// Lists of benchmark positions, one a line, as `verso-lab positions` writes them and
// `verso-cli bench --positions` reads them:
//   <64 squares a1..h8> <X or O> [ref MOVE SCORE KIND]  [# comment]
// The board and side are what `--board BOARD SIDE` takes. The reference is the move and score (in
// discs, for the side to move) of a search run once when the list was made, with KIND saying which
// ("exact": a perfect-play solve, "d18": a midgame search to depth 18), so that a build under test
// is compared against a fixed value rather than against itself. Blank lines and lines starting with
// '#' are skipped.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ParseResult.h"
#include "core/Position.h"

namespace verso::cli {

struct ReferenceValue {
    Move move;
    int score = 0;     // disc difference for the side to move
    std::string kind;  // "exact" or "d" and the depth
};

struct ListedPosition {
    int lineNumber = 0;  // 1-based
    Position position;
    std::optional<ReferenceValue> reference;
};

// The whole list. Fails at the first bad line, the message starting "line N: "; a reference move
// must be legal in its position.
ParseResult<std::vector<ListedPosition>> parsePositionList(std::string_view text);

// "<board> X ref f5 +4 d18": one line without a comment; parsePositionList reads it back.
std::string formatListedPosition(const Position& position,
                                 const std::optional<ReferenceValue>& reference);

}  // namespace verso::cli
