// SPDX-License-Identifier: GPL-3.0-or-later
// GameLibrary::explore, the opening explorer: the position filter finds the games, then each is
// replayed to the position to read the move that followed and the symmetry it was played under.
#include <algorithm>
#include <array>
#include <bit>

#include "core/BoardSymmetry.h"
#include "core/GameLibrary.h"

namespace verso {
namespace {

// inverse[s]: the symmetry that undoes symmetry s.
std::array<int, 8> inverses() {
    std::array<int, 8> inverse{};
    for (int s = 0; s < 8; ++s) {
        for (int t = 0; t < 8; ++t) {
            bool undoes = true;
            for (int square = 0; square < kSquareCount && undoes; ++square)
                undoes = symmetricSquare(symmetricSquare(square, s), t) == square;
            if (undoes) inverse[static_cast<std::size_t>(s)] = t;
        }
    }
    return inverse;
}

// The symmetry that carries "from" onto "to" (same discs), or -1.
int symmetryBetween(const Position& from, const Position& to) {
    for (int s = 0; s < 8; ++s)
        if (applySymmetry(from.black(), s) == to.black() &&
            applySymmetry(from.white(), s) == to.white())
            return s;
    return -1;
}

// Adds "from" into "into" (the same move under a symmetry of the position).
void merge(ExploredMove& into, const ExploredMove& from) {
    into.games += from.games;
    into.finished += from.finished;
    into.blackWins += from.blackWins;
    into.draws += from.draws;
    into.whiteWins += from.whiteWins;
    into.blackScoreSum += from.blackScoreSum;
}

}  // namespace

std::vector<ExploredMove> GameLibrary::explore(const Position& position,
                                               const LibraryFilter& filter) const {
    static const std::array<int, 8> inverse = inverses();
    LibraryFilter through = filter;
    through.through = position;
    const int discs = popCount(position.black() | position.white());
    std::array<ExploredMove, kSquareCount> bySquare{};
    for (const int i : this->filter(through)) {
        const Position begin = start(i);
        const int ply = discs - popCount(begin.black() | begin.white());
        if (ply >= moveCount(i)) continue;  // the game ends there
        const std::uint8_t* squares = movesOf(i);
        const std::uint64_t passes = passesOf(i);
        Position p = begin;
        for (int k = 0; k < ply; ++k) {
            if (passes >> k & 1) p = p.afterPass();
            p = p.afterMove(Move::at(squares[k] - 1));
        }
        if (passes >> ply & 1) p = p.afterPass();  // the filter matched after the forced pass
        if (p.sideToMove() != position.sideToMove()) continue;
        const int s = symmetryBetween(position, p);
        if (s < 0) continue;
        const int square = symmetricSquare(squares[ply] - 1, inverse[static_cast<std::size_t>(s)]);
        ExploredMove& row = bySquare[static_cast<std::size_t>(square)];
        row.move = Move::at(square);
        ++row.games;
        if (!finished(i)) continue;
        ++row.finished;
        const int score = scoreForBlack(i);
        if (score > 0) ++row.blackWins;
        else if (score < 0) ++row.whiteWins;
        else ++row.draws;
        row.blackScoreSum += score;
    }
    // The same move under a symmetry of the position: one row, under the spelling played most.
    std::vector<int> selfSymmetries;
    for (int s = 1; s < 8; ++s)
        if (applySymmetry(position.black(), s) == position.black() &&
            applySymmetry(position.white(), s) == position.white())
            selfSymmetries.push_back(s);
    std::vector<ExploredMove> rows;
    for (int square = 0; square < kSquareCount; ++square) {
        ExploredMove row = bySquare[static_cast<std::size_t>(square)];
        if (row.games == 0) continue;
        bool mostPlayed = true;
        for (const int s : selfSymmetries) {
            const ExploredMove& twin =
                bySquare[static_cast<std::size_t>(symmetricSquare(square, s))];
            if (twin.games == 0 || twin.move == row.move) continue;
            if (twin.games > row.games || (twin.games == row.games && twin.move.square() < square))
                mostPlayed = false;
        }
        if (!mostPlayed) continue;
        std::array<bool, kSquareCount> counted{};
        counted[static_cast<std::size_t>(square)] = true;
        for (const int s : selfSymmetries) {
            const auto twin = static_cast<std::size_t>(symmetricSquare(square, s));
            if (counted[twin] || bySquare[twin].games == 0) continue;
            counted[twin] = true;
            merge(row, bySquare[twin]);
        }
        rows.push_back(row);
    }
    std::sort(rows.begin(), rows.end(), [](const ExploredMove& a, const ExploredMove& b) {
        return a.games != b.games ? a.games > b.games : a.move.square() < b.move.square();
    });
    return rows;
}

}  // namespace verso
