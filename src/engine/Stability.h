// SPDX-License-Identifier: GPL-3.0-or-later
// Stable discs: discs that no sequence of moves can flip any more (Qt-free). Used for
// stability cut-offs in the endgame solver: the opponent's stable discs bound our best score.
#pragma once

#include "core/Bitboard.h"

namespace verso::engine {

// A subset of "player"'s stable discs (full lines and chains anchored on edges and corners).
Bitboard stableDiscs(Bitboard player, Bitboard opponent);

// The best final disc difference "player" (to move) can still reach given the opponent's
// stable discs: 64 - 2 * stable(opponent).
int stabilityUpperBound(Bitboard player, Bitboard opponent);

}  // namespace verso::engine
