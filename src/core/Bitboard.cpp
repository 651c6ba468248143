#include "core/Bitboard.h"

namespace verso {
namespace {

constexpr Bitboard kNotA = 0xfefefefefefefefeULL;  // every square but column a
constexpr Bitboard kNotH = 0x7f7f7f7f7f7f7f7fULL;  // every square but column h
constexpr Bitboard kInner = kNotA & kNotH;

// One step in each of the eight directions. East is +1 column, south is +1 row.
template <int Dir>
constexpr Bitboard step(Bitboard b) {
    if constexpr (Dir == 0) return (b << 1) & kNotA;  // east
    if constexpr (Dir == 1) return (b >> 1) & kNotH;  // west
    if constexpr (Dir == 2) return b << 8;            // south
    if constexpr (Dir == 3) return b >> 8;            // north
    if constexpr (Dir == 4) return (b << 9) & kNotA;  // south-east
    if constexpr (Dir == 5) return (b << 7) & kNotH;  // south-west
    if constexpr (Dir == 6) return (b >> 7) & kNotA;  // north-east
    if constexpr (Dir == 7) return (b >> 9) & kNotH;  // north-west
}

template <int Dir>
Bitboard movesInDirection(Bitboard player, Bitboard opponent) {
    Bitboard run = step<Dir>(player) & opponent;
    for (int i = 0; i < 5; ++i) run |= step<Dir>(run) & opponent;
    return step<Dir>(run);
}

template <int Dir>
Bitboard flipsInDirection(Bitboard player, Bitboard opponent, Bitboard move) {
    Bitboard run = step<Dir>(move) & opponent;
    for (int i = 0; i < 5; ++i) run |= step<Dir>(run) & opponent;
    return (step<Dir>(run) & player) ? run : 0;
}

}  // namespace

Bitboard legalMoves(Bitboard player, Bitboard opponent) {
    const Bitboard empty = ~(player | opponent);
    const Bitboard moves = movesInDirection<0>(player, opponent) | movesInDirection<1>(player, opponent) |
                           movesInDirection<2>(player, opponent) | movesInDirection<3>(player, opponent) |
                           movesInDirection<4>(player, opponent) | movesInDirection<5>(player, opponent) |
                           movesInDirection<6>(player, opponent) | movesInDirection<7>(player, opponent);
    return moves & empty;
}

Bitboard flips(Bitboard player, Bitboard opponent, int square) {
    const Bitboard move = squareBit(square);
    if ((player | opponent) & move) return 0;
    return flipsInDirection<0>(player, opponent, move) | flipsInDirection<1>(player, opponent, move) |
           flipsInDirection<2>(player, opponent, move) | flipsInDirection<3>(player, opponent, move) |
           flipsInDirection<4>(player, opponent, move) | flipsInDirection<5>(player, opponent, move) |
           flipsInDirection<6>(player, opponent, move) | flipsInDirection<7>(player, opponent, move);
}

}  // namespace verso
