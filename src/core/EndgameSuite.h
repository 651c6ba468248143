// SPDX-License-Identifier: GPL-3.0-or-later
// Endgame test positions in the OBF format of Edax's problem files (Qt-free): one position a
// line, 64 squares a1..h8 ('X' black, 'O' white, '-' empty), the side to move, then optionally
// the exact score of each legal move, best first: "...--O- X; A2:+38; C7:+36;".
#pragma once

#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/Position.h"

namespace verso {

struct ScoredMoveEntry {
    Move move;
    int score = 0;  // final disc difference for the side to move after this move, perfect play
};

struct EndgamePosition {
    int lineNumber = 0;  // 1-based line in the file
    Position position;
    std::vector<ScoredMoveEntry> moveScores;  // empty when the line gives no scores

    // The best score from the file, if it gives any.
    std::optional<int> expectedScore() const;
};

struct EndgameSuite {
    std::vector<EndgamePosition> positions;
    std::string error;  // empty when every line parsed; else "line N: what is wrong"
};

// Parses one line; on failure returns nullopt and sets "error" (without the line number).
std::optional<EndgamePosition> parseObfLine(std::string_view line, std::string& error);

// Reads a whole file; blank lines and lines starting with '%' or '#' are skipped. Stops at the
// first bad line.
EndgameSuite readObf(std::istream& in);

}  // namespace verso
