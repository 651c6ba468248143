// SPDX-License-Identifier: GPL-3.0-or-later
// Scores every legal move of a position (a "multi-PV" search), for NBoard hints of the N best
// moves.
#pragma once

#include <atomic>
#include <vector>

#include "engine/Search.h"

namespace verso::nboard {

struct RankedMove {
    Move move;
    int score = 0;         // disc difference for the side to move
    int value = 0;         // the score the ranking sorts by: a draw counts at the contempt's value
    bool exact = false;    // perfect-play result
    int depth = 0;         // plies searched from the root
    std::vector<Move> pv;  // starts with "move"
    std::uint64_t nodes = 0;  // searched for this move
};

// Searcher::search, but a side that must pass gets the score of the position after its pass.
engine::SearchResult searchThroughPass(engine::Searcher& searcher, const Position& position,
                                       const engine::SearchLimits& limits,
                                       const std::atomic<bool>* stop,
                                       const engine::ProgressCallback& progress = {});

// Searches the position after each legal move (or after the pass when there is none) with the
// root's "limits" one ply shallower (and the contempt turned to the opponent's side). Best first
// by "value"; empty when *stop became true before the end.
std::vector<RankedMove> rankMoves(engine::Searcher& searcher, const Position& position,
                                  const engine::SearchLimits& limits,
                                  const std::atomic<bool>* stop);

}  // namespace verso::nboard
