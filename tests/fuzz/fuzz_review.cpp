// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for a review kept with a game (engine/GameReview: parseReview, formatReview; the
// VREVIEW property of a GGF game). The input's first line is the game's transcript (from the start
// position), the rest the review text. Checks: a review read belongs to that game (one entry per
// move, each best line legal from its position, the best value never below the played one, losses
// and classes as the values say); written again it reads back the same.
#include <cstdint>
#include <string>
#include <string_view>

#include "FuzzCheck.h"
#include "core/Notation.h"
#include "engine/GameReview.h"

using namespace verso;

namespace {

constexpr const char* kTarget = "fuzz_review";

bool sameReview(const engine::GameReview& a, const engine::GameReview& b) {
    if (a.moves.size() != b.moves.size() || a.positions.size() != b.positions.size()) return false;
    for (std::size_t i = 0; i < a.moves.size(); ++i) {
        const auto& x = a.moves[i];
        const auto& y = b.moves[i];
        if (x.best != y.best || x.bestValue != y.bestValue || x.playedValue != y.playedValue ||
            x.loss != y.loss || x.exact != y.exact || x.depth != y.depth ||
            x.moveClass != y.moveClass || x.bestLine != y.bestLine)
            return false;
    }
    return a.positions.back().score == b.positions.back().score &&
           a.positions.back().exact == b.positions.back().exact;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input = fuzz::asText(data, size);
    const auto newline = input.find('\n');
    if (newline == std::string_view::npos) return 0;
    const auto game = parseTranscript(input.substr(0, newline));
    if (!game) return 0;
    const std::string_view text = input.substr(newline + 1);
    const auto review = engine::parseReview(text, game->start(), game->moves());
    if (!review) return 0;
    if (review->moves.size() != game->moves().size() || !review->complete)
        fuzz::fail(kTarget, "a review of another length, or incomplete", text);
    Position p = game->start();
    for (const engine::ReviewedMove& m : review->moves) {
        if (m.bestLine.empty() || m.bestLine.front() != m.best)
            fuzz::fail(kTarget, "a best line not starting with the best move", text);
        if (m.best.isPass() ? !p.mustPass() : !p.isLegal(m.best))
            fuzz::fail(kTarget, "an illegal best move", text);
        if (m.loss != m.bestValue - m.playedValue || m.loss < 0)
            fuzz::fail(kTarget, "a loss that the values do not give", text);
        if (m.moveClass != engine::MoveClass::Forced &&
            m.moveClass != engine::classifyMove(m.loss, m.exact, m.bestValue, m.playedValue))
            fuzz::fail(kTarget, "a class that the loss does not give", text);
        p = p.afterMove(m.played);  // a pass too
    }
    const std::string again = engine::formatReview(*review);
    const auto back = engine::parseReview(again, game->start(), game->moves());
    if (!back) fuzz::fail(kTarget, "a review written again does not read", again);
    if (!sameReview(*review, *back))
        fuzz::fail(kTarget, "a review written again reads back different", again);
    return 0;
}
