// SPDX-License-Identifier: GPL-3.0-or-later
// The features of the pattern evaluation: which squares each pattern reads, where its weights
// live in a phase's weight table, and the fast computation of every feature index of a position.
//
// A pattern is an ordered list of squares; its configuration is a base-3 number (digit k: 0 empty,
// 1 the side to move, 2 the opponent, for square k). Every pattern is placed on the board in all
// its symmetric orientations ("instances"), and all instances share one table of weights.
// Configurations that a pattern's own symmetry maps onto each other share one weight too
// (canonicalFeature()), so the evaluation is exactly the same under the 8 board symmetries.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/Bitboard.h"
#include "core/BoardSymmetry.h"

namespace verso::engine {

enum class Pattern : int {
    EdgeWithX,  // a1..h1 plus b2 and g2
    Corner3x3,  // a1..c3
    Corner2x5,  // a1..e1, a2..e2
    Row2,       // a2..h2
    Row3,       // a3..h3
    Row4,       // a4..h4
    Diagonal8,  // a1..h8
    Diagonal7,  // b1..h7
    Diagonal6,  // c1..h6
    Diagonal5,  // d1..h5
    Diagonal4,  // e1..h4
};
constexpr int kPatternCount = 11;

// Scalar features, each a small table indexed by a count.
constexpr int kMobilityTableSize = 40;           // legal moves, clamped to 39
constexpr int kPotentialMobilityTableSize = 64;  // empty squares next to the other side's discs

struct PatternShape {
    int squareCount;
    std::array<int, 10> squares;    // the square of digit k
    std::array<int, 8> symmetries;  // the board symmetries that place the instances
    int instanceCount;
};

constexpr int power3(int n) { return n == 0 ? 1 : 3 * power3(n - 1); }

constexpr PatternShape kPatternShapes[kPatternCount] = {
    {10, {0, 1, 2, 3, 4, 5, 6, 7, 9, 14}, {0, 2, 4, 5}, 4},
    {9, {0, 1, 2, 8, 9, 10, 16, 17, 18}, {0, 1, 2, 3}, 4},
    {10, {0, 1, 2, 3, 4, 8, 9, 10, 11, 12}, {0, 1, 2, 3, 4, 5, 6, 7}, 8},
    {8, {8, 9, 10, 11, 12, 13, 14, 15}, {0, 2, 4, 5}, 4},
    {8, {16, 17, 18, 19, 20, 21, 22, 23}, {0, 2, 4, 5}, 4},
    {8, {24, 25, 26, 27, 28, 29, 30, 31}, {0, 2, 4, 5}, 4},
    {8, {0, 9, 18, 27, 36, 45, 54, 63}, {0, 1}, 2},
    {7, {1, 10, 19, 28, 37, 46, 55}, {0, 4, 1, 2}, 4},
    {6, {2, 11, 20, 29, 38, 47}, {0, 4, 1, 2}, 4},
    {5, {3, 12, 21, 30, 39}, {0, 4, 1, 2}, 4},
    {4, {4, 13, 22, 31}, {0, 4, 1, 2}, 4},
};

constexpr int patternTableSize(int pattern) { return power3(kPatternShapes[pattern].squareCount); }

constexpr int patternOffset(int pattern) {
    int offset = 0;
    for (int i = 0; i < pattern; ++i) offset += patternTableSize(i);
    return offset;
}

constexpr int kPatternInstanceCount = [] {
    int n = 0;
    for (const auto& shape : kPatternShapes) n += shape.instanceCount;
    return n;
}();

// Layout of one phase's weight table.
constexpr int kMobilityOffset = patternOffset(kPatternCount);
constexpr int kOpponentMobilityOffset = kMobilityOffset + kMobilityTableSize;
constexpr int kPotentialOffset = kOpponentMobilityOffset + kMobilityTableSize;
constexpr int kOpponentPotentialOffset = kPotentialOffset + kPotentialMobilityTableSize;
constexpr int kBiasOffset = kOpponentPotentialOffset + kPotentialMobilityTableSize;
constexpr int kFeatureCount = kBiasOffset + 1;  // weights per phase

// Feature indices of one position: one per pattern instance, four scalar features and the bias.
constexpr int kFeatureSlotCount = kPatternInstanceCount + 5;
using FeatureIndices = std::array<std::uint32_t, kFeatureSlotCount>;

// Game phases: by the number of discs on the board, kDiscsPerPhase to a phase; the last phase
// also takes the full board.
constexpr int kDiscsPerPhase = 4;
constexpr int kPhaseCount = 60 / kDiscsPerPhase;
static_assert(60 % kDiscsPerPhase == 0, "the phases split the 60 moves evenly");
constexpr int phaseOf(int discs) {
    const int phase = (discs - 4) / kDiscsPerPhase;
    return phase < 0 ? 0 : (phase >= kPhaseCount ? kPhaseCount - 1 : phase);
}
constexpr int phaseFirstDiscs(int phase) { return 4 + kDiscsPerPhase * phase; }
constexpr int phaseLastDiscs(int phase) {
    return phase == kPhaseCount - 1 ? 64 : phaseFirstDiscs(phase) + kDiscsPerPhase - 1;
}

namespace detail {

// Binary to base-3 digits: bit k set -> 3^k.
constexpr std::array<std::uint16_t, 1024> kBinaryToTernary = [] {
    std::array<std::uint16_t, 1024> table{};
    for (int b = 0; b < 1024; ++b) {
        int value = 0;
        for (int k = 9; k >= 0; --k) value = value * 3 + ((b >> k) & 1);
        table[static_cast<std::size_t>(b)] = static_cast<std::uint16_t>(value);
    }
    return table;
}();

constexpr Bitboard diagonalMask(int length) {
    Bitboard mask = 0;
    for (int k = 0; k < length; ++k) mask |= squareBit(k * 8 + k + 8 - length);
    return mask;
}

// The bits of pattern "p" in board "b" (bit k = square k of the pattern), for the base orientation.
template <Pattern P>
inline unsigned gatherBits(Bitboard b) {
    if constexpr (P == Pattern::EdgeWithX)
        return static_cast<unsigned>((b & 0xff) | ((b >> 1) & 0x100) | ((b >> 5) & 0x200));
    if constexpr (P == Pattern::Corner3x3)
        return static_cast<unsigned>((b & 7) | ((b >> 5) & 0x38) | ((b >> 10) & 0x1c0));
    if constexpr (P == Pattern::Corner2x5)
        return static_cast<unsigned>((b & 0x1f) | ((b >> 3) & 0x3e0));
    if constexpr (P == Pattern::Row2) return static_cast<unsigned>((b >> 8) & 0xff);
    if constexpr (P == Pattern::Row3) return static_cast<unsigned>((b >> 16) & 0xff);
    if constexpr (P == Pattern::Row4) return static_cast<unsigned>((b >> 24) & 0xff);
    if constexpr (P >= Pattern::Diagonal8) {
        constexpr int length = 8 - (static_cast<int>(P) - static_cast<int>(Pattern::Diagonal8));
        return static_cast<unsigned>(((b & diagonalMask(length)) * 0x0101010101010101ULL) >>
                                     (64 - length));
    }
}

inline Bitboard neighbours(Bitboard b) {
    constexpr Bitboard kNotA = 0xfefefefefefefefeULL, kNotH = 0x7f7f7f7f7f7f7f7fULL;
    const Bitboard horizontal = ((b << 1) & kNotA) | ((b >> 1) & kNotH);
    const Bitboard row = b | horizontal;
    return horizontal | (row << 8) | (row >> 8);
}

template <Pattern P>
inline void addInstances(const Bitboard (&players)[8], const Bitboard (&opponents)[8],
                         std::uint32_t*& out) {
    constexpr auto& shape = kPatternShapes[static_cast<int>(P)];
    constexpr std::uint32_t offset = patternOffset(static_cast<int>(P));
    for (int i = 0; i < shape.instanceCount; ++i) {
        const int s = shape.symmetries[static_cast<std::size_t>(i)];
        *out++ = offset + kBinaryToTernary[gatherBits<P>(players[s])] +
                 2u * kBinaryToTernary[gatherBits<P>(opponents[s])];
    }
}

}  // namespace detail

// The indices of the four scalar features and the bias, written to out[0..4].
inline void scalarFeatures(Bitboard player, Bitboard opponent, std::uint32_t* out) {
    const Bitboard empty = ~(player | opponent);
    const int mobility = popCount(legalMoves(player, opponent));
    const int opponentMobility = popCount(legalMoves(opponent, player));
    const int clampLimit = kMobilityTableSize - 1;
    out[0] = static_cast<std::uint32_t>(kMobilityOffset +
                                        (mobility < clampLimit ? mobility : clampLimit));
    out[1] = static_cast<std::uint32_t>(
        kOpponentMobilityOffset + (opponentMobility < clampLimit ? opponentMobility : clampLimit));
    out[2] = static_cast<std::uint32_t>(kPotentialOffset +
                                        popCount(empty & detail::neighbours(opponent)));
    out[3] = static_cast<std::uint32_t>(kOpponentPotentialOffset +
                                        popCount(empty & detail::neighbours(player)));
    out[4] = kBiasOffset;
}

// Every feature index of the position ("player" is the side to move), as indices into a phase's
// weight table (before canonicalisation). Fast: a few hundred simple operations, no branches on
// the position.
inline void computeFeatures(Bitboard player, Bitboard opponent, FeatureIndices& features) {
    // players[s] is the board under symmetry s (see applySymmetry); one transpose per side, the
    // other transposed boards follow from it: T(H(b)) = V(T(b)), T(V(b)) = H(T(b)).
    Bitboard players[8], opponents[8];
    const auto fill = [](Bitboard b, Bitboard(&boards)[8]) {
        boards[0] = b;
        boards[1] = mirrorHorizontal(b);
        boards[2] = flipVertical(b);
        boards[3] = flipVertical(boards[1]);
        boards[4] = transpose(b);
        boards[5] = flipVertical(boards[4]);
        boards[6] = mirrorHorizontal(boards[4]);
        boards[7] = flipVertical(boards[6]);
    };
    fill(player, players);
    fill(opponent, opponents);
    std::uint32_t* out = features.data();
    using detail::addInstances;
    addInstances<Pattern::EdgeWithX>(players, opponents, out);
    addInstances<Pattern::Corner3x3>(players, opponents, out);
    addInstances<Pattern::Corner2x5>(players, opponents, out);
    addInstances<Pattern::Row2>(players, opponents, out);
    addInstances<Pattern::Row3>(players, opponents, out);
    addInstances<Pattern::Row4>(players, opponents, out);
    addInstances<Pattern::Diagonal8>(players, opponents, out);
    addInstances<Pattern::Diagonal7>(players, opponents, out);
    addInstances<Pattern::Diagonal6>(players, opponents, out);
    addInstances<Pattern::Diagonal5>(players, opponents, out);
    addInstances<Pattern::Diagonal4>(players, opponents, out);

    scalarFeatures(player, opponent, out);
}

// The squares of every pattern instance, in the order computeFeatures() lists them.
std::vector<std::vector<int>> patternInstanceSquares();

// For every feature of a phase table, the feature that shares its weight (the smallest index of
// the configurations that the pattern's own symmetries map it to). Identity for scalar features.
const std::vector<std::uint32_t>& canonicalFeature();

}  // namespace verso::engine
