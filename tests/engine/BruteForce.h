// SPDX-License-Identifier: GPL-3.0-or-later
// A plain negamax to the end of the game, with no pruning, no table and no engine code: the
// independent yardstick for the analysis and review tests (small endgames only).
#pragma once

#include <algorithm>
#include <optional>
#include <vector>

#include "core/GameRecord.h"
#include "core/Position.h"
#include "core/RandomGame.h"

namespace verso::test {

inline Position positionAfter(const Position& p, Move move) {
    return move.isPass() ? p.afterPass() : p.afterMove(move);
}

// The legal moves of "p", or the one pass when it has none (nothing when the game is over).
inline std::vector<Move> legalMovesOf(const Position& p) {
    std::vector<Move> moves;
    for (Bitboard rest = p.legalMoves(); rest; rest &= rest - 1)
        moves.push_back(Move::at(firstSquare(rest)));
    if (moves.empty() && !p.isGameOver()) moves.push_back(Move::pass());
    return moves;
}

// The final disc difference for the side to move under perfect play (empties to the winner).
inline int bruteForceValue(const Position& p) {
    const Bitboard moves = p.legalMoves();
    if (!moves) {
        if (!p.opponentHasLegalMove()) {
            const int black = p.finalScoreForBlack();
            return p.sideToMove() == Color::Black ? black : -black;
        }
        return -bruteForceValue(p.afterPass());
    }
    int best = -65;
    for (Bitboard rest = moves; rest; rest &= rest - 1)
        best = std::max(best, -bruteForceValue(p.afterMove(Move::at(firstSquare(rest)))));
    return best;
}

// The value of "move" (legal, or the pass) for the side to move in "p".
inline int bruteForceMoveValue(const Position& p, Move move) {
    return -bruteForceValue(positionAfter(p, move));
}

// The first position of the seeded random game with exactly "empties" empty squares where the
// game goes on, and its ply; nothing when the game skips that count or ends first.
inline std::optional<int> plyWithEmpties(const GameRecord& game, int empties) {
    for (int ply = 0; ply <= game.length(); ++ply) {
        const Position& p = game.positionAt(ply);
        if (p.emptyCount() == empties && !p.isGameOver()) return ply;
    }
    return std::nullopt;
}

// Positions from seeded random games, the i-th with 6 + i % (maxEmpties - 5) empties.
inline std::vector<Position> smallEndgames(int count, int maxEmpties, unsigned firstSeed = 1) {
    std::vector<Position> positions;
    for (unsigned seed = firstSeed; static_cast<int>(positions.size()) < count; ++seed) {
        const int empties = 6 + static_cast<int>(positions.size()) % (maxEmpties - 5);
        const GameRecord game = randomGame(seed);
        if (const auto ply = plyWithEmpties(game, empties))
            positions.push_back(game.positionAt(*ply));
    }
    return positions;
}

// True when "line" is a sequence of legal moves from "p" (a pass only when it is forced).
inline bool isLegalLine(Position p, const std::vector<Move>& line) {
    for (const Move m : line) {
        if (m.isPass() ? !p.mustPass() : !p.isLegal(m)) return false;
        p = positionAfter(p, m);
    }
    return true;
}

}  // namespace verso::test
