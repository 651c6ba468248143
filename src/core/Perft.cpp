#include "core/Perft.h"

namespace verso {
namespace {

std::uint64_t perftFrom(Bitboard player, Bitboard opponent, int depth, bool passed) {
    Bitboard moves = legalMoves(player, opponent);
    if (!moves) {
        if (passed) return 1;  // neither side can move: the game is over, one leaf
        return depth == 1 ? 1 : perftFrom(opponent, player, depth - 1, true);
    }
    if (depth == 1) return static_cast<std::uint64_t>(popCount(moves));
    std::uint64_t leaves = 0;
    while (moves) {
        const int sq = firstSquare(moves);
        moves &= moves - 1;
        const Bitboard f = flips(player, opponent, sq);
        leaves += perftFrom(opponent & ~f, player | f | squareBit(sq), depth - 1, false);
    }
    return leaves;
}

}  // namespace

std::uint64_t perft(const Position& position, int depth) {
    if (depth <= 0) return 1;
    return perftFrom(position.player(), position.opponent(), depth, false);
}

}  // namespace verso
