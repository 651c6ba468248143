// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Perft.h"

#if defined(__AVX512F__) && defined(__AVX512VPOPCNTDQ__)
#include <immintrin.h>
#define VERSO_PERFT_AVX512 1
#else
#define VERSO_PERFT_AVX512 0
#endif

namespace verso {
namespace {

#if VERSO_PERFT_AVX512
// Eight boards in the lanes of one register, all moved one step along a direction at once.
template <int Shift, int Times = 1>
__m512i shifted(__m512i b) {
    if constexpr (Shift > 0) return _mm512_slli_epi64(b, Shift * Times);
    else return _mm512_srli_epi64(b, -Shift * Times);
}

// Runs of up to six "maskedOpponent" discs following a disc of "from" along Shift (the parallel
// prefix of kernels::movesAlong, per lane).
template <int Shift>
__m512i runsFrom(__m512i from, __m512i maskedOpponent) {
    const __m512i pairs = _mm512_and_si512(maskedOpponent, shifted<Shift>(maskedOpponent));
    __m512i run = _mm512_and_si512(maskedOpponent, shifted<Shift>(from));
    run = _mm512_or_si512(run, _mm512_and_si512(maskedOpponent, shifted<Shift>(run)));
    run = _mm512_or_si512(run, _mm512_and_si512(pairs, shifted<Shift, 2>(run)));
    return _mm512_or_si512(run, _mm512_and_si512(pairs, shifted<Shift, 2>(run)));
}

// Adds the run after "move" along Shift to "flips" in the lanes where a player disc closes it.
template <int Shift>
__m512i withFlipsAlong(__m512i flips, __m512i player, __m512i maskedOpponent, __m512i move) {
    const __m512i run = runsFrom<Shift>(move, maskedOpponent);
    const __mmask8 closed = _mm512_test_epi64_mask(shifted<Shift>(run), player);
    return _mm512_mask_or_epi64(flips, closed, flips, run);
}

template <int Shift>
__m512i movesAlong(__m512i player, __m512i maskedOpponent) {
    return shifted<Shift>(runsFrom<Shift>(player, maskedOpponent));
}

struct MaskedOpponents {
    __m512i horizontal, vertical, diagonal;
    explicit MaskedOpponents(__m512i opponent)
        : horizontal(_mm512_and_si512(
              opponent, _mm512_set1_epi64(static_cast<long long>(kernels::kInnerColumns)))),
          vertical(_mm512_and_si512(
              opponent, _mm512_set1_epi64(static_cast<long long>(kernels::kInnerRows)))),
          diagonal(_mm512_and_si512(opponent,
                                    _mm512_set1_epi64(static_cast<long long>(kernels::kInner)))) {}
};

// The discs each lane's move flips.
__m512i flipsOf8(__m512i player, __m512i opponent, __m512i move) {
    const MaskedOpponents o(opponent);
    __m512i f = _mm512_setzero_si512();
    f = withFlipsAlong<1>(f, player, o.horizontal, move);
    f = withFlipsAlong<-1>(f, player, o.horizontal, move);
    f = withFlipsAlong<8>(f, player, o.vertical, move);
    f = withFlipsAlong<-8>(f, player, o.vertical, move);
    f = withFlipsAlong<9>(f, player, o.diagonal, move);
    f = withFlipsAlong<-9>(f, player, o.diagonal, move);
    f = withFlipsAlong<7>(f, player, o.diagonal, move);
    return withFlipsAlong<-7>(f, player, o.diagonal, move);
}

// Each lane's legal moves.
__m512i legalMovesOf8(__m512i player, __m512i opponent) {
    const MaskedOpponents o(opponent);
    __m512i m =
        _mm512_or_si512(movesAlong<1>(player, o.horizontal), movesAlong<-1>(player, o.horizontal));
    m = _mm512_or_si512(
        m, _mm512_or_si512(movesAlong<8>(player, o.vertical), movesAlong<-8>(player, o.vertical)));
    m = _mm512_or_si512(
        m, _mm512_or_si512(movesAlong<9>(player, o.diagonal), movesAlong<-9>(player, o.diagonal)));
    m = _mm512_or_si512(
        m, _mm512_or_si512(movesAlong<7>(player, o.diagonal), movesAlong<-7>(player, o.diagonal)));
    return _mm512_andnot_si512(_mm512_or_si512(player, opponent), m);
}
#endif

// Counts the last two plies: for every move of a node two plies above the leaves, the child's
// legal moves (at least 1: a child without moves is one leaf, passed or finished). With AVX-512
// the moves of several nodes are gathered eight at a time and the flips and the children's
// move counts computed in the lanes of one register.
class LastTwoPlies {
public:
    void add(Bitboard player, Bitboard opponent, Bitboard moves) {
#if VERSO_PERFT_AVX512
        for (; moves; moves &= moves - 1) {
            player_[count_] = player;
            opponent_[count_] = opponent;
            move_[count_] = moves & (0 - moves);
            if (++count_ == 8) flush();
        }
#else
        for (; moves; moves &= moves - 1) {
            const int sq = firstSquare(moves);
            const Bitboard f = kernels::bestFlipsOnEmpty(player, opponent, sq);
            const int childMoves = popCount(legalMoves(opponent & ~f, player | f | squareBit(sq)));
            leaves_ += static_cast<std::uint64_t>(childMoves ? childMoves : 1);
        }
#endif
    }

    std::uint64_t leaves() {
#if VERSO_PERFT_AVX512
        if (count_) flush();
#endif
        return leaves_;
    }

private:
#if VERSO_PERFT_AVX512
    void flush() {
        const __mmask8 used = static_cast<__mmask8>((1u << count_) - 1);
        const __m512i player = _mm512_maskz_load_epi64(used, player_);
        const __m512i opponent = _mm512_maskz_load_epi64(used, opponent_);
        const __m512i move = _mm512_maskz_load_epi64(used, move_);
        const __m512i f = flipsOf8(player, opponent, move);
        const __m512i childPlayer = _mm512_andnot_si512(f, opponent);
        const __m512i childOpponent = _mm512_or_si512(player, _mm512_or_si512(f, move));
        const __m512i counts = _mm512_popcnt_epi64(legalMovesOf8(childPlayer, childOpponent));
        const __m512i atLeastOne = _mm512_max_epu64(counts, _mm512_set1_epi64(1));
        leaves_ += static_cast<std::uint64_t>(_mm512_mask_reduce_add_epi64(used, atLeastOne));
        count_ = 0;
    }

    alignas(64) Bitboard player_[8] = {};
    alignas(64) Bitboard opponent_[8] = {};
    alignas(64) Bitboard move_[8] = {};
    unsigned count_ = 0;
#endif
    std::uint64_t leaves_ = 0;
};

// Leaves below (player, opponent); the last two plies of nodes at depth 2 go to "lastTwo".
std::uint64_t perftFrom(Bitboard player, Bitboard opponent, int depth, bool passed,
                        LastTwoPlies& lastTwo) {
    Bitboard moves = legalMoves(player, opponent);
    if (!moves) {
        if (passed) return 1;  // neither side can move: the game is over, one leaf
        return depth == 1 ? 1 : perftFrom(opponent, player, depth - 1, true, lastTwo);
    }
    if (depth == 1) return static_cast<std::uint64_t>(popCount(moves));
    if (depth == 2) {
        lastTwo.add(player, opponent, moves);
        return 0;
    }
    std::uint64_t leaves = 0;
    for (; moves; moves &= moves - 1) {
        const int sq = firstSquare(moves);
        const Bitboard f = kernels::bestFlipsOnEmpty(player, opponent, sq);
        leaves += perftFrom(opponent & ~f, player | f | squareBit(sq), depth - 1, false, lastTwo);
    }
    return leaves;
}

}  // namespace

std::uint64_t perft(const Position& position, int depth) {
    if (depth <= 0) return 1;
    LastTwoPlies lastTwo;
    const std::uint64_t leaves =
        perftFrom(position.player(), position.opponent(), depth, false, lastTwo);
    return leaves + lastTwo.leaves();
}

}  // namespace verso
