// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/MoveOrdering.h"

namespace verso::engine {

Bitboard frontierOf(Bitboard discs, Bitboard empties) {
    constexpr Bitboard kNotA = 0xfefefefefefefefeULL;
    constexpr Bitboard kNotH = 0x7f7f7f7f7f7f7f7fULL;
    const Bitboard sideways = ((discs << 1) & kNotA) | ((discs >> 1) & kNotH);
    const Bitboard around = sideways | discs;
    return (sideways | (around << 8) | (around >> 8)) & empties;
}

int fastestFirstKey(Bitboard opponentAfter, Bitboard moverAfter) {
    const Bitboard replies = legalMoves(opponentAfter, moverAfter);
    const Bitboard empties = ~(opponentAfter | moverAfter);
    const int mobility = popCount(replies) + popCount(replies & kCornerSquares);
    const int potential = popCount(frontierOf(moverAfter, empties));
    return -(mobility * 16 + potential * 2);
}

}  // namespace verso::engine
