// SPDX-License-Identifier: GPL-3.0-or-later
// The legal moves of a position with their flips and an ordering key, tried best key first
// (Qt-free). Shared by the midgame search and the endgame solver.
#pragma once

#include <array>
#include <utility>

#include "core/Bitboard.h"

namespace verso::engine {

struct ScoredMove {
    int square = 0;
    Bitboard flipped = 0;
    int key = 0;  // higher is tried first
};

class MoveList {
public:
    MoveList(Bitboard player, Bitboard opponent, Bitboard moves) {
        while (moves) {
            const int sq = firstSquare(moves);
            moves &= moves - 1;
            moves_[size_++] = ScoredMove{sq, flips(player, opponent, sq), 0};
        }
    }

    int size() const { return size_; }
    ScoredMove& operator[](int i) { return moves_[static_cast<std::size_t>(i)]; }
    ScoredMove* begin() { return moves_.data(); }
    ScoredMove* end() { return moves_.data() + size_; }
    const ScoredMove* begin() const { return moves_.data(); }
    const ScoredMove* end() const { return moves_.data() + size_; }

    // Moves the best-keyed move among [i, size) to position i and returns it (selection sort:
    // cheap when a cut-off comes early).
    const ScoredMove& pickBest(int i) {
        int best = i;
        for (int j = i + 1; j < size_; ++j)
            if (moves_[static_cast<std::size_t>(j)].key >
                moves_[static_cast<std::size_t>(best)].key)
                best = j;
        std::swap(moves_[static_cast<std::size_t>(i)], moves_[static_cast<std::size_t>(best)]);
        return moves_[static_cast<std::size_t>(i)];
    }

private:
    std::array<ScoredMove, 34> moves_{};
    int size_ = 0;
};

}  // namespace verso::engine
