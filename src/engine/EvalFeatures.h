// SPDX-License-Identifier: GPL-3.0-or-later
// The pattern indices of a position kept up to date move by move (Qt-free), so that the search
// evaluates a node with a few table reads instead of recomputing every index from the board.
//
// Each of the 46 pattern instances (see PatternSet.h) has a base-3 index without its pattern's
// offset, at most 3^10 - 1, so it fits in 16 bits. A position keeps two sets: "mover", where
// digit 1 is a disc of the side to move and 2 one of its opponent (what the evaluation reads),
// and "other", the same seen from the opponent, which becomes the child's "mover" after a move.
// A move changes a digit of every instance through the squares it touches, so an update is a
// few additions of per-square vectors (the compiler turns the fixed-size loops into SIMD).
#pragma once

#include <array>
#include <cstdint>

#include "core/Bitboard.h"
#include "engine/PatternSet.h"

namespace verso::engine {

constexpr int kInstanceLanes = 48;  // kPatternInstanceCount (46) rounded up for SIMD
static_assert(kPatternInstanceCount <= kInstanceLanes);

struct alignas(32) PatternIndices {
    std::array<std::uint16_t, kInstanceLanes> lane{};
};

struct EvalFeatures {
    PatternIndices mover;
    PatternIndices other;
};

namespace detail {

// For every square, 3^k in the lane of each instance that reads the square as its digit k (in
// the order computeFeatures() lists the instances: instance i of a pattern reads base square q
// of the board under its symmetry s, i.e. the square that s maps onto q).
struct SquareDeltas {
    std::array<PatternIndices, 64> square{};
};
constexpr SquareDeltas buildSquareDeltas() {
    SquareDeltas deltas{};
    int lane = 0;
    for (const PatternShape& shape : kPatternShapes) {
        for (int i = 0; i < shape.instanceCount; ++i, ++lane) {
            const int s = shape.symmetries[static_cast<std::size_t>(i)];
            for (int k = 0; k < shape.squareCount; ++k) {
                for (int q = 0; q < 64; ++q) {
                    if (symmetricSquare(q, s) != shape.squares[static_cast<std::size_t>(k)])
                        continue;
                    deltas.square[static_cast<std::size_t>(q)]
                        .lane[static_cast<std::size_t>(lane)] =
                        static_cast<std::uint16_t>(power3(k));
                }
            }
        }
    }
    return deltas;
}
inline constexpr SquareDeltas kSquareDeltas = buildSquareDeltas();

// The offset of each instance's pattern in a phase's weight table.
constexpr std::array<std::uint32_t, kInstanceLanes> buildInstanceOffsets() {
    std::array<std::uint32_t, kInstanceLanes> offsets{};
    int lane = 0;
    for (int p = 0; p < kPatternCount; ++p)
        for (int i = 0; i < kPatternShapes[p].instanceCount; ++i)
            offsets[static_cast<std::size_t>(lane++)] = patternOffset(p);
    return offsets;
}
inline constexpr std::array<std::uint32_t, kInstanceLanes> kInstanceOffsets =
    buildInstanceOffsets();

}  // namespace detail

// The indices of a position from scratch ("player" to move).
EvalFeatures featuresOf(Bitboard player, Bitboard opponent);

// The indices after "player" (the side to move of "from") plays "square", turning "flipped".
inline void playOnFeatures(const EvalFeatures& from, int square, Bitboard flipped,
                           EvalFeatures& to) {
    const detail::SquareDeltas& deltas = detail::kSquareDeltas;
    PatternIndices turned;  // the sum of the flipped squares' vectors
    for (; flipped; flipped &= flipped - 1) {
        const PatternIndices& d = deltas.square[static_cast<std::size_t>(firstSquare(flipped))];
        for (int i = 0; i < kInstanceLanes; ++i)
            turned.lane[i] = static_cast<std::uint16_t>(turned.lane[i] + d.lane[i]);
    }
    const PatternIndices& placed = deltas.square[static_cast<std::size_t>(square)];
    for (int i = 0; i < kInstanceLanes; ++i) {
        // The opponent, to move next: the new disc is its opponent's (digit 2), the flipped discs
        // go from its own (1) to its opponent's (2).
        to.mover.lane[i] =
            static_cast<std::uint16_t>(from.other.lane[i] + 2 * placed.lane[i] + turned.lane[i]);
        // The side that moved: its new disc (1), and the flipped discs from 2 to 1.
        to.other.lane[i] =
            static_cast<std::uint16_t>(from.mover.lane[i] + placed.lane[i] - turned.lane[i]);
    }
}

// The indices after a pass: the same discs, the other side to move.
inline EvalFeatures passedFeatures(const EvalFeatures& f) { return {f.other, f.mover}; }

// The evaluation (as evaluate() in Evaluation.h) of the position "player" to move whose
// indices are "features".
int evaluateFeatures(const EvalFeatures& features, Bitboard player, Bitboard opponent);

}  // namespace verso::engine
