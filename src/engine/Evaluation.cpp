// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/Evaluation.h"

#include <algorithm>

#include "engine/EvalFeatures.h"
#include "engine/PatternSet.h"
#include "engine/PatternWeights.h"

namespace verso::engine {
namespace {

// Used only when the build has no trained weights: corners and mobility.
int fallbackEvaluate(Bitboard player, Bitboard opponent) {
    constexpr Bitboard kCorners = 0x8100000000000081ULL;
    const int corners = popCount(player & kCorners) - popCount(opponent & kCorners);
    const int mobility =
        popCount(legalMoves(player, opponent)) - popCount(legalMoves(opponent, player));
    return std::clamp((corners * 8 + mobility) * kEvalUnitsPerDisc, -kEvalMax, kEvalMax);
}

// The trained weights, or null without them (a function's static: safe from static initialisers).
const PatternWeights* weights() {
    static const PatternWeights* const loaded =
        PatternWeights::embedded().isZero() ? nullptr : &PatternWeights::embedded();
    return loaded;
}

}  // namespace

void prepareEvaluation() { weights(); }

int evaluate(Bitboard player, Bitboard opponent) {
    const PatternWeights* w = weights();
    return w ? w->evaluate(player, opponent) : fallbackEvaluate(player, opponent);
}

int evaluateFeatures(const EvalFeatures& features, Bitboard player, Bitboard opponent) {
    const PatternWeights* w = weights();
    return w ? w->evaluate(features, player, opponent) : fallbackEvaluate(player, opponent);
}

EvalFeatures featuresOf(Bitboard player, Bitboard opponent) {
    EvalFeatures f;
    FeatureIndices indices;
    computeFeatures(player, opponent, indices);
    for (int i = 0; i < kPatternInstanceCount; ++i)
        f.mover.lane[static_cast<std::size_t>(i)] =
            static_cast<std::uint16_t>(indices[static_cast<std::size_t>(i)] -
                                       detail::kInstanceOffsets[static_cast<std::size_t>(i)]);
    computeFeatures(opponent, player, indices);
    for (int i = 0; i < kPatternInstanceCount; ++i)
        f.other.lane[static_cast<std::size_t>(i)] =
            static_cast<std::uint16_t>(indices[static_cast<std::size_t>(i)] -
                                       detail::kInstanceOffsets[static_cast<std::size_t>(i)]);
    return f;
}

}  // namespace verso::engine
