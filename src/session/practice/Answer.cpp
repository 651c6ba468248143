// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/practice/Answer.h"

#include <algorithm>
#include <random>

namespace verso::session {

Verdict Answer::judge(const Puzzle& puzzle, Move move, int tolerance) {
    Verdict verdict;
    const MoveScore* value = puzzle.find(move);
    if (!value) return verdict;
    verdict.legal = true;
    verdict.score = value->score;
    verdict.loss = std::max(0, puzzle.bestScore() - value->score);
    verdict.changesResult = outcomeOf(value->score) < outcomeOf(puzzle.bestScore());
    verdict.right = verdict.loss <= tolerance && !verdict.changesResult;
    return verdict;
}

BoardRegion Answer::region(int square) {
    const bool right = columnOf(square) >= 4, bottom = rowOf(square) >= 4;
    return bottom ? (right ? BoardRegion::BottomRight : BoardRegion::BottomLeft)
                  : (right ? BoardRegion::TopRight : BoardRegion::TopLeft);
}

std::vector<Move> Answer::candidates(const Puzzle& puzzle, unsigned seed) {
    std::vector<Move> others;
    for (const MoveScore& value : puzzle.values)
        if (value.move != puzzle.best()) others.push_back(value.move);
    std::mt19937 random(seed);
    std::shuffle(others.begin(), others.end(), random);
    others.resize(std::min<std::size_t>(others.size(), 2));
    others.push_back(puzzle.best());
    std::sort(others.begin(), others.end(), [](Move a, Move b) { return a.square() < b.square(); });
    return others;
}

std::vector<Move> Answer::rightMoves(const Puzzle& puzzle, int tolerance) {
    std::vector<Move> moves;
    for (const MoveScore& value : puzzle.values)
        if (judge(puzzle, value.move, tolerance).right) moves.push_back(value.move);
    return moves;
}

}  // namespace verso::session
