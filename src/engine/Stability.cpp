// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/Stability.h"

namespace verso::engine {

namespace {

constexpr Bitboard kNotA = 0xfefefefefefefefeULL;
constexpr Bitboard kNotH = 0x7f7f7f7f7f7f7f7fULL;
constexpr Bitboard kRow1 = 0x00000000000000ffULL;
constexpr Bitboard kRow8 = 0xff00000000000000ULL;
constexpr Bitboard kColumnA = 0x0101010101010101ULL;
constexpr Bitboard kColumnH = 0x8080808080808080ULL;

// Squares whose neighbour one step in a direction is in "b" (a shift against the direction).
Bitboard fromEast(Bitboard b) { return (b >> 1) & kNotH; }
Bitboard fromWest(Bitboard b) { return (b << 1) & kNotA; }
Bitboard fromSouth(Bitboard b) { return b >> 8; }
Bitboard fromNorth(Bitboard b) { return b << 8; }
Bitboard fromSouthEast(Bitboard b) { return (b >> 9) & kNotH; }
Bitboard fromNorthWest(Bitboard b) { return (b << 9) & kNotA; }
Bitboard fromSouthWest(Bitboard b) { return (b >> 7) & kNotA; }
Bitboard fromNorthEast(Bitboard b) { return (b << 7) & kNotH; }

// Squares whose whole line through them along one axis is filled: "filled" squares from which
// every square in both directions (up to the edge) is filled.
template <Bitboard (*Forward)(Bitboard), Bitboard (*Backward)(Bitboard)>
Bitboard fullAlong(Bitboard filled, Bitboard forwardEdge, Bitboard backwardEdge) {
    Bitboard forward = filled;
    Bitboard backward = filled;
    for (int i = 0; i < 7; ++i) {
        forward &= Forward(forward) | forwardEdge;
        backward &= Backward(backward) | backwardEdge;
    }
    return forward & backward;
}

}  // namespace

Bitboard stableDiscs(Bitboard player, Bitboard opponent) {
    const Bitboard filled = player | opponent;
    const Bitboard eastEdge = kColumnH, westEdge = kColumnA, northEdge = kRow1, southEdge = kRow8;
    const Bitboard horizontal = fullAlong<fromEast, fromWest>(filled, eastEdge, westEdge);
    const Bitboard vertical = fullAlong<fromSouth, fromNorth>(filled, southEdge, northEdge);
    const Bitboard diagonal =
        fullAlong<fromSouthEast, fromNorthWest>(filled, southEdge | eastEdge, northEdge | westEdge);
    const Bitboard antiDiagonal =
        fullAlong<fromSouthWest, fromNorthEast>(filled, southEdge | westEdge, northEdge | eastEdge);

    // Grow from the anchors: a disc is stable when, along each axis, its line is full or one
    // neighbour is the edge or a stable disc of the same colour.
    Bitboard stable = 0;
    for (;;) {
        const Bitboard anchoredH =
            horizontal | fromEast(stable) | fromWest(stable) | eastEdge | westEdge;
        const Bitboard anchoredV =
            vertical | fromSouth(stable) | fromNorth(stable) | northEdge | southEdge;
        const Bitboard anchoredD = diagonal | fromSouthEast(stable) | fromNorthWest(stable) |
                                   northEdge | southEdge | eastEdge | westEdge;
        const Bitboard anchoredA = antiDiagonal | fromSouthWest(stable) | fromNorthEast(stable) |
                                   northEdge | southEdge | eastEdge | westEdge;
        const Bitboard next = player & anchoredH & anchoredV & anchoredD & anchoredA;
        if (next == stable) return stable;
        stable = next;
    }
}

int stabilityUpperBound(Bitboard player, Bitboard opponent) {
    return 64 - 2 * popCount(stableDiscs(opponent, player));
}

}  // namespace verso::engine
