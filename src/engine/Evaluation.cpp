#include "engine/Evaluation.h"

#include <algorithm>

#include "engine/PatternWeights.h"

namespace verso::engine {
namespace {

// Used only when the build has no trained weights: corners and mobility.
int fallbackEvaluate(Bitboard player, Bitboard opponent) {
    constexpr Bitboard kCorners = 0x8100000000000081ULL;
    const int corners = popCount(player & kCorners) - popCount(opponent & kCorners);
    const int mobility = popCount(legalMoves(player, opponent)) - popCount(legalMoves(opponent, player));
    return std::clamp((corners * 8 + mobility) * kEvalUnitsPerDisc, -kEvalMax, kEvalMax);
}

}  // namespace

int evaluate(Bitboard player, Bitboard opponent) {
    static const PatternWeights* const weights =
        PatternWeights::embedded().isZero() ? nullptr : &PatternWeights::embedded();
    return weights ? weights->evaluate(player, opponent) : fallbackEvaluate(player, opponent);
}

}  // namespace verso::engine
