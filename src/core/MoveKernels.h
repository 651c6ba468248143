// SPDX-License-Identifier: GPL-3.0-or-later
// Move generation kernels behind legalMoves() and flips() (core/Bitboard.h). A portable version
// always exists (and is what tests compare against); builds for CPUs with AVX2 or AVX-512
// (-DVERSO_NATIVE=ON) use vector versions that compute several directions at once.
#pragma once

#include <bit>

#include "core/BitboardRays.h"
#include "core/BitboardType.h"

#if defined(__AVX2__)
// GCC 12 reports its own AVX-512 intrinsics' "undefined" pass-through operands as uninitialized.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <immintrin.h>
#pragma GCC diagnostic pop
#endif

namespace verso::kernels {

inline constexpr Bitboard kInnerColumns = 0x7e7e7e7e7e7e7e7eULL;  // columns b-g
inline constexpr Bitboard kInnerRows = 0x00ffffffffffff00ULL;     // rows 2-7
inline constexpr Bitboard kInner = kInnerColumns & kInnerRows;

// ---- Portable ----

// Squares where "player" would flip a line running along "shift" (opponent pre-masked so a run
// never wraps around the board's edge). Parallel prefix: runs of 1-2, then 4, then 6 discs.
template <int Shift>
constexpr Bitboard movesAlong(Bitboard player, Bitboard maskedOpponent) {
    const auto forward = [](Bitboard b, int n) {
        return Shift > 0 ? b << (n * Shift) : b >> (n * -Shift);
    };
    Bitboard run = maskedOpponent & forward(player, 1);
    run |= maskedOpponent & forward(run, 1);
    const Bitboard pairs = maskedOpponent & forward(maskedOpponent, 1);
    run |= pairs & forward(run, 2);
    run |= pairs & forward(run, 2);
    return forward(run, 1);
}

constexpr Bitboard portableLegalMoves(Bitboard player, Bitboard opponent) {
    const Bitboard horizontal = opponent & kInnerColumns;
    const Bitboard vertical = opponent & kInnerRows;
    const Bitboard diagonal = opponent & kInner;
    const Bitboard moves = movesAlong<1>(player, horizontal) | movesAlong<-1>(player, horizontal) |
                           movesAlong<8>(player, vertical) | movesAlong<-8>(player, vertical) |
                           movesAlong<9>(player, diagonal) | movesAlong<-9>(player, diagonal) |
                           movesAlong<7>(player, diagonal) | movesAlong<-7>(player, diagonal);
    return moves & ~(player | opponent);
}

// Flips along a ray towards higher indices: adding 1 to (opponent | outside the ray) carries
// through the opponent discs next to the move and stops on the first other square of the ray.
constexpr Bitboard flipsUp(Bitboard player, Bitboard opponent, Bitboard ray) {
    const Bitboard firstOther = ((opponent | ~ray) + 1) & ray & ~opponent;
    const Bitboard outflank = firstOther & player;
    return outflank ? (outflank - 1) & ray : 0;
}

// Flips along a ray towards lower indices: the highest ray square that is not an opponent disc.
constexpr Bitboard flipsDown(Bitboard player, Bitboard opponent, Bitboard ray) {
    const Bitboard others = ray & ~opponent;
    const Bitboard firstOther =
        others ? Bitboard{0x8000000000000000ULL} >> std::countl_zero(others) : 0;
    const Bitboard outflank = firstOther & player;
    return ray & (0 - (outflank << 1));
}

// Precondition: "square" is empty.
constexpr Bitboard portableFlipsOnEmpty(Bitboard player, Bitboard opponent, int square) {
    const auto& up = rays::kUp[static_cast<std::size_t>(square)].lane;
    const auto& down = rays::kDown[static_cast<std::size_t>(square)].lane;
    Bitboard f = 0;
    for (int d = 0; d < 4; ++d)
        f |= flipsUp(player, opponent, up[d]) | flipsDown(player, opponent, down[d]);
    return f;
}

// ---- AVX2 / AVX-512 ----

#if defined(__AVX2__)
inline Bitboard orLanes(__m256i v) {
    const __m128i half = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
    return static_cast<Bitboard>(
        _mm_cvtsi128_si64(_mm_or_si128(half, _mm_unpackhi_epi64(half, half))));
}

// The four up directions in the lanes of one register shifted left, the four down ones shifted
// right.
inline Bitboard avx2LegalMoves(Bitboard player, Bitboard opponent) {
    const __m256i shift = _mm256_set_epi64x(7, 9, 8, 1);
    const __m256i shift2 = _mm256_set_epi64x(14, 18, 16, 2);
    const __m256i p = _mm256_set1_epi64x(static_cast<long long>(player));
    const __m256i o = _mm256_and_si256(
        _mm256_set1_epi64x(static_cast<long long>(opponent)),
        _mm256_set_epi64x(static_cast<long long>(kInner), static_cast<long long>(kInner),
                          static_cast<long long>(kInnerRows),
                          static_cast<long long>(kInnerColumns)));
    __m256i left = _mm256_and_si256(o, _mm256_sllv_epi64(p, shift));
    __m256i right = _mm256_and_si256(o, _mm256_srlv_epi64(p, shift));
    left = _mm256_or_si256(left, _mm256_and_si256(o, _mm256_sllv_epi64(left, shift)));
    right = _mm256_or_si256(right, _mm256_and_si256(o, _mm256_srlv_epi64(right, shift)));
    const __m256i pairsLeft = _mm256_and_si256(o, _mm256_sllv_epi64(o, shift));
    const __m256i pairsRight = _mm256_and_si256(o, _mm256_srlv_epi64(o, shift));
    left = _mm256_or_si256(left, _mm256_and_si256(pairsLeft, _mm256_sllv_epi64(left, shift2)));
    right = _mm256_or_si256(right, _mm256_and_si256(pairsRight, _mm256_srlv_epi64(right, shift2)));
    left = _mm256_or_si256(left, _mm256_and_si256(pairsLeft, _mm256_sllv_epi64(left, shift2)));
    right = _mm256_or_si256(right, _mm256_and_si256(pairsRight, _mm256_srlv_epi64(right, shift2)));
    const __m256i moves =
        _mm256_or_si256(_mm256_sllv_epi64(left, shift), _mm256_srlv_epi64(right, shift));
    return orLanes(moves) & ~(player | opponent);
}
#endif

#if defined(__AVX512VL__) && defined(__AVX512CD__)
// All eight directions of one square at once: up rays by the carry trick, down rays by counting
// leading zeros.
inline Bitboard avx512FlipsOnEmpty(Bitboard player, Bitboard opponent, int square) {
    const __m256i p = _mm256_set1_epi64x(static_cast<long long>(player));
    const __m256i o = _mm256_set1_epi64x(static_cast<long long>(opponent));
    const __m256i up = _mm256_load_si256(
        reinterpret_cast<const __m256i*>(rays::kUp[static_cast<std::size_t>(square)].lane));
    const __m256i down = _mm256_load_si256(
        reinterpret_cast<const __m256i*>(rays::kDown[static_cast<std::size_t>(square)].lane));
    const __m256i one = _mm256_set1_epi64x(1);
    // Up: first square of the ray that is not an opponent disc, kept when it holds a player disc.
    const __m256i carried =
        _mm256_add_epi64(_mm256_or_si256(o, _mm256_andnot_si256(up, _mm256_set1_epi64x(-1))), one);
    const __m256i outflankUp =
        _mm256_and_si256(_mm256_andnot_si256(o, _mm256_and_si256(carried, up)), p);
    const __mmask8 hasUp = _mm256_test_epi64_mask(outflankUp, outflankUp);
    const __m256i flipsUp = _mm256_maskz_and_epi64(hasUp, _mm256_sub_epi64(outflankUp, one), up);
    // Down: highest ray square that is not an opponent disc (a shift by 64 gives 0 when none).
    const __m256i others = _mm256_andnot_si256(o, down);
    const __m256i firstOther =
        _mm256_srlv_epi64(_mm256_set1_epi64x(static_cast<long long>(0x8000000000000000ULL)),
                          _mm256_lzcnt_epi64(others));
    const __m256i outflankDown = _mm256_and_si256(firstOther, p);
    const __m256i flipsDown = _mm256_and_si256(
        down,
        _mm256_sub_epi64(_mm256_setzero_si256(), _mm256_add_epi64(outflankDown, outflankDown)));
    return orLanes(_mm256_or_si256(flipsUp, flipsDown));
}
#endif

// ---- The versions this build uses ----

inline Bitboard bestLegalMoves(Bitboard player, Bitboard opponent) {
#if defined(__AVX2__)
    return avx2LegalMoves(player, opponent);
#else
    return portableLegalMoves(player, opponent);
#endif
}

inline Bitboard bestFlipsOnEmpty(Bitboard player, Bitboard opponent, int square) {
#if defined(__AVX512VL__) && defined(__AVX512CD__)
    return avx512FlipsOnEmpty(player, opponent, square);
#else
    return portableFlipsOnEmpty(player, opponent, square);
#endif
}

}  // namespace verso::kernels
