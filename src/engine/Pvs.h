// SPDX-License-Identifier: GPL-3.0-or-later
// The principal-variation search over one node's children (Qt-free), shared by the midgame
// search and the exact solver: the first child is searched with the full window, each later one
// with a null window on alpha, and again with the full window when it fails high inside it.
// Function templates, so the solver's inner loops call the child searches directly (inlined).
#pragma once

#include <algorithm>

namespace verso::engine {

// A node's window and its best child so far (fail-soft).
struct PvsNode {
    int alpha;
    int beta;
    int best;             // below every score until a child has been searched
    int bestSquare = -1;  // the move of "best"
};

enum class PvsEnd {
    Searched,  // every child searched, node.best is the node's score
    CutOff,    // a child reached beta: node.best is a lower bound, node.bestSquare the refutation
    Stopped,   // the search was stopped: node.best is only the best so far
};

// A child after the first: childScore(a, b) is its score seen from this node, searched with the
// window (a, b), i.e. -search(child, -b, -a). A null window on alpha proves most children no
// better; one that fails high inside the window is searched again with (score, beta).
template <class ChildScore, class Stopped>
int searchLaterChild(int alpha, int beta, ChildScore&& childScore, Stopped&& stopped) {
    int score = childScore(alpha, alpha + 1);
    if (score > alpha && score < beta && !stopped()) score = childScore(score, beta);
    return score;
}

// Searches the children moveAt(0) .. moveAt(count - 1) (each with a .square) in that order.
// childScore(move, a, b) is a child's score with the window (a, b) as above; stopped() tells when
// the search must unwind. After each child, searchRest(node, next) may take over all the children
// from "next" on (a parallel split, once the first child is searched): it returns true when it
// has searched them and updated "node".
template <class MoveAt, class ChildScore, class Stopped, class SearchRest>
PvsEnd searchChildren(PvsNode& node, int count, MoveAt&& moveAt, ChildScore&& childScore,
                      Stopped&& stopped, SearchRest&& searchRest) {
    for (int i = 0; i < count; ++i) {
        auto&& move = moveAt(i);
        const auto scoreOf = [&](int a, int b) { return childScore(move, a, b); };
        const int score = i == 0 ? scoreOf(node.alpha, node.beta)
                                 : searchLaterChild(node.alpha, node.beta, scoreOf, stopped);
        if (stopped()) return PvsEnd::Stopped;
        if (score > node.best) {
            node.best = score;
            node.bestSquare = move.square;
            if (score >= node.beta) return PvsEnd::CutOff;
            node.alpha = std::max(node.alpha, score);
        }
        if (i + 1 < count && searchRest(node, i + 1)) {
            if (stopped()) return PvsEnd::Stopped;
            return node.best >= node.beta ? PvsEnd::CutOff : PvsEnd::Searched;
        }
    }
    return PvsEnd::Searched;
}

// For the searches that never split: searchChildren(..., kSearchRestHere).
inline constexpr auto kSearchRestHere = [](const PvsNode&, int) { return false; };

}  // namespace verso::engine
