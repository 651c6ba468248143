// SPDX-License-Identifier: GPL-3.0-or-later
// Judging a move played on a puzzle, and the hints: a move is right when it loses at most the
// tolerance (0, 2 or 4 discs) against the best move and never turns a won game into a draw or a
// loss (nor a drawn one into a loss). The first hint names the quarter of the board the best move
// is in; the second narrows the choice to three moves, the best among them.
#pragma once

#include <vector>

#include "session/practice/Puzzle.h"

namespace verso::session {

enum class BoardRegion { TopLeft, TopRight, BottomLeft, BottomRight };

struct Verdict {
    bool legal = false;  // a legal move of the puzzle
    bool right = false;
    int score = 0;               // the move's value for the side to move
    int loss = 0;                // discs it gives away against the best move
    bool changesResult = false;  // the proven outcome gets worse
};

class Answer {
public:
    // Needs a valued puzzle.
    static Verdict judge(const Puzzle& puzzle, Move move, int tolerance);
    static BoardRegion region(int square);
    // Three legal moves (fewer when there are fewer), the best among them, in square order.
    // "seed" picks the others, so the same seed gives the same three.
    static std::vector<Move> candidates(const Puzzle& puzzle, unsigned seed);
    // Every move judge() calls right.
    static std::vector<Move> rightMoves(const Puzzle& puzzle, int tolerance);
};

}  // namespace verso::session
