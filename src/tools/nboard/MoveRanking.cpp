// SPDX-License-Identifier: GPL-3.0-or-later
#include "MoveRanking.h"

#include <algorithm>

namespace verso::nboard {
namespace {

RankedMove rankOne(engine::Searcher& searcher, const Position& position, Move move,
                   const engine::SearchLimits& limits, const std::atomic<bool>* stop) {
    RankedMove ranked;
    ranked.move = move;
    ranked.pv = {move};
    const Position next = position.afterMove(move);
    if (next.isGameOver()) {
        const int black = next.finalScoreForBlack();
        ranked.score = position.sideToMove() == Color::Black ? black : -black;
        ranked.value = ranked.score ? ranked.score : engine::drawScoreForContempt(limits.contempt);
        ranked.exact = true;
        ranked.depth = 1;
        return ranked;
    }
    engine::SearchLimits childLimits = limits;
    childLimits.depth = std::max(1, limits.depth - 1);
    childLimits.contempt = -limits.contempt;  // the child is searched for the opponent
    const engine::SearchResult child = searchThroughPass(searcher, next, childLimits, stop);
    ranked.score = -child.score;
    // An exact score of 0 is a draw: ranked at the contempt's value of a draw (other scores
    // already include it).
    ranked.value = child.exact && child.score == 0 ? engine::drawScoreForContempt(limits.contempt)
                                                   : ranked.score;
    ranked.exact = child.exact;
    ranked.depth = child.depth + 1;
    ranked.nodes = child.nodes;
    ranked.pv.insert(ranked.pv.end(), child.pv.begin(), child.pv.end());
    return ranked;
}

}  // namespace

engine::SearchResult searchThroughPass(engine::Searcher& searcher, const Position& position,
                                       const engine::SearchLimits& limits,
                                       const std::atomic<bool>* stop,
                                       const engine::ProgressCallback& progress) {
    if (!position.mustPass()) return searcher.search(position, limits, stop, progress);
    engine::SearchLimits opponentLimits = limits;
    opponentLimits.contempt = -limits.contempt;  // the search after the pass is the opponent's
    auto negated = [](engine::SearchResult r) {
        r.score = -r.score;
        r.best = Move::pass();
        r.pv.insert(r.pv.begin(), Move::pass());
        return r;
    };
    engine::ProgressCallback passProgress;
    if (progress) passProgress = [&](const engine::SearchResult& r) { progress(negated(r)); };
    return negated(searcher.search(position.afterPass(), opponentLimits, stop, passProgress));
}

std::vector<RankedMove> rankMoves(engine::Searcher& searcher, const Position& position,
                                  const engine::SearchLimits& limits,
                                  const std::atomic<bool>* stop) {
    std::vector<RankedMove> ranking;
    if (position.isGameOver()) return ranking;
    Bitboard moves = position.legalMoves();
    if (!moves) ranking.push_back(rankOne(searcher, position, Move::pass(), limits, stop));
    while (moves) {
        const int sq = firstSquare(moves);
        moves &= moves - 1;
        ranking.push_back(rankOne(searcher, position, Move::at(sq), limits, stop));
        if (stop && stop->load()) return {};
    }
    if (stop && stop->load()) return {};
    std::stable_sort(ranking.begin(), ranking.end(),
                     [](const RankedMove& a, const RankedMove& b) { return a.value > b.value; });
    return ranking;
}

}  // namespace verso::nboard
