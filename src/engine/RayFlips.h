// An engine-local fast path for the endgame solver's last empties (Qt-free): the discs a move
// flips, from precomputed rays. Each of the eight rays from a square is scanned with one
// bit trick: the first square along the ray that is not an opponent disc ends the run, and the
// run is flipped when that square holds one of the mover's discs. core's flips() stays the
// reference; tests compare the two.
#pragma once

#include <array>
#include <bit>

#include "core/Bitboard.h"

namespace verso::engine {

namespace ray_detail {

struct Rays {
    // For each square: four rays towards higher indices (e, s, se, sw) and four towards lower ones.
    std::array<std::array<Bitboard, 4>, 64> up{};
    std::array<std::array<Bitboard, 4>, 64> down{};
};

constexpr Bitboard rayFrom(int square, int dColumn, int dRow) {
    Bitboard ray = 0;
    int c = square % 8 + dColumn, r = square / 8 + dRow;
    for (; c >= 0 && c < 8 && r >= 0 && r < 8; c += dColumn, r += dRow) ray |= Bitboard{1} << (r * 8 + c);
    return ray;
}

constexpr Rays makeRays() {
    Rays rays;
    constexpr int kUp[4][2] = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
    for (int sq = 0; sq < 64; ++sq)
        for (int d = 0; d < 4; ++d) {
            rays.up[static_cast<std::size_t>(sq)][static_cast<std::size_t>(d)] = rayFrom(sq, kUp[d][0], kUp[d][1]);
            rays.down[static_cast<std::size_t>(sq)][static_cast<std::size_t>(d)] = rayFrom(sq, -kUp[d][0], -kUp[d][1]);
        }
    return rays;
}

inline constexpr Rays kRays = makeRays();

constexpr std::array<Bitboard, 64> makeNeighbours() {
    std::array<Bitboard, 64> around{};
    for (int sq = 0; sq < 64; ++sq)
        for (int dc = -1; dc <= 1; ++dc)
            for (int dr = -1; dr <= 1; ++dr) {
                const int c = sq % 8 + dc, r = sq / 8 + dr;
                if ((dc || dr) && c >= 0 && c < 8 && r >= 0 && r < 8) around[static_cast<std::size_t>(sq)] |= Bitboard{1} << (r * 8 + c);
            }
    return around;
}

inline constexpr std::array<Bitboard, 64> kNeighbours = makeNeighbours();

}  // namespace ray_detail

// The squares around "square": a move there can only flip when one of them is an opponent disc.
constexpr Bitboard neighbours(int square) { return ray_detail::kNeighbours[static_cast<std::size_t>(square)]; }

// The discs "player" flips by playing on the empty "square" (0 when the move is illegal).
inline Bitboard rayFlips(Bitboard player, Bitboard opponent, int square) {
    const auto& up = ray_detail::kRays.up[static_cast<std::size_t>(square)];
    const auto& down = ray_detail::kRays.down[static_cast<std::size_t>(square)];
    Bitboard flipped = 0;
    if (!(neighbours(square) & opponent)) return 0;
    for (int d = 0; d < 4; ++d) {
        const Bitboard ray = up[static_cast<std::size_t>(d)];
        const Bitboard stops = ray & ~opponent;      // the run ends at the lowest of these
        const Bitboard end = stops & (0 - stops);
        if (end & player) flipped |= (end - 1) & ray;
    }
    for (int d = 0; d < 4; ++d) {
        const Bitboard ray = down[static_cast<std::size_t>(d)];
        const Bitboard stops = ray & ~opponent;      // the run ends at the highest of these
        if (!stops) continue;
        const Bitboard end = Bitboard{1} << (63 - std::countl_zero(stops));
        if (end & player) flipped |= ray & ~((end << 1) - 1);
    }
    return flipped;
}

}  // namespace verso::engine
