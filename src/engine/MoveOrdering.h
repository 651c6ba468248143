// SPDX-License-Identifier: GPL-3.0-or-later
// Move-ordering heuristics (Qt-free): the fewer replies a move leaves the opponent, the sooner
// it is searched ("fastest first"), with corners and potential mobility as tie-breakers.
#pragma once

#include "core/Bitboard.h"

namespace verso::engine {

constexpr Bitboard kCornerSquares = 0x8100000000000081ULL;

// Empty squares next to at least one of "discs" (where the other side may later play).
Bitboard frontierOf(Bitboard discs, Bitboard empties);

// Ordering key for a move leaving the opponent to move with ("next" = opponent, "mover" = the
// side that just played): higher when the opponent has fewer moves and corner moves.
int fastestFirstKey(Bitboard opponentAfter, Bitboard moverAfter);

}  // namespace verso::engine
