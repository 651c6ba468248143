#include "engine/Evaluation.h"

#include <algorithm>

namespace verso::engine {

int evaluate(Bitboard player, Bitboard opponent) {
    // Placeholder until the learned pattern evaluation lands: corners and mobility.
    constexpr Bitboard kCorners = 0x8100000000000081ULL;
    const int corners = popCount(player & kCorners) - popCount(opponent & kCorners);
    const int mobility = popCount(legalMoves(player, opponent)) - popCount(legalMoves(opponent, player));
    return std::clamp((corners * 8 + mobility) * kEvalUnitsPerDisc, -kEvalMax, kEvalMax);
}

}  // namespace verso::engine
