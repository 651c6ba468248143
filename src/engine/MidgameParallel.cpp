// SPDX-License-Identifier: GPL-3.0-or-later
// The midgame search on several threads (Qt-free): young brothers wait, as in the exact solver
// (EndgameParallel.cpp). A node with enough depth left searches its first move alone; then, if a
// thread of the search is free, it shares its other moves with a helper thread. Each thread takes
// the next move, searches it as a later child of the PVS node (engine/Pvs.h) against the best
// score so far, and a fail-high stops the others. Both threads share the transposition table.

#include "engine/Endgame.h"
#include "engine/EvalFeatures.h"
#include "engine/HelperThreads.h"
#include "engine/MidgameSearch.h"
#include "engine/SplitPoint.h"

namespace verso::engine {

bool MidgameSearch::splitsAt(int depth, int movesLeft) const {
    return depth >= kSplitMinDepth && movesLeft >= 2 && solver_.hasFreeThread();
}

bool MidgameSearch::searchRestInParallel(Bitboard player, Bitboard opponent,
                                         const EvalFeatures& features, int depth,
                                         const std::vector<int>& squares, std::vector<int>* scores,
                                         PvsNode& node) {
    if (!solver_.claimThread()) return false;
    SplitPoint split(node, squares.size());
    const int beta = split.beta();
    const auto work = [&](MidgameSearch& search) {
        std::size_t i;
        int a;
        while (split.take(i, a)) {
            const int sq = squares[i];
            const Bitboard f = flips(player, opponent, sq);
            EvalFeatures next;
            playOnFeatures(features, sq, f, next);
            const int score = searchLaterChild(
                a, beta,
                [&](int lower, int upper) {
                    return -search.searchNode(opponent ^ f, player | f | squareBit(sq), next,
                                              depth - 1, -upper, -lower);
                },
                [&] { return search.control_.aborted(); });
            if (search.control_.aborted()) return;
            if (scores) (*scores)[i] = score;  // each child's own element: no lock needed
            split.report(score, sq);
        }
    };
    control_.enterSplit(split.stopFlag());
    SearchControl helperControl = control_;  // the same limits and passes, its own node count
    helperControl.nodes = 0;
    EndgameSolver helperSolver(solver_, helperControl);
    MidgameSearch helper(table_, helperControl, helperSolver);
    helper.setSelective(selective_);
    helperSolver.setShallowSearch(&helper);
    HelperThreads::Ticket ticket;
    solver_.helpers().start(
        [&] {
            work(helper);
            solver_.releaseThread();  // free for another split while this one ends
        },
        ticket);
    work(*this);
    if (control_.aborted()) split.stop();  // stopped: so is the helper
    solver_.releaseThread();               // waiting: the helper may split with this core
    solver_.helpers().wait(ticket);
    solver_.resumeThread();
    control_.nodes += helperControl.nodes;
    control_.leaveSplit();  // stopped only if the caller's stop, deadline or an outer split says so
    split.finish(node);
    return true;
}

}  // namespace verso::engine
