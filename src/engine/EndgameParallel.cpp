// SPDX-License-Identifier: GPL-3.0-or-later
// The exact solver on several threads (Qt-free): young brothers wait. A node far from the end
// searches its first move alone, then shares the other moves with a helper thread when one is
// free; both threads share the transposition table.
#include <algorithm>
#include <vector>

#include "engine/Endgame.h"
#include "engine/HelperThreads.h"
#include "engine/MoveList.h"
#include "engine/Pvs.h"
#include "engine/ShallowSearch.h"
#include "engine/SplitPoint.h"

namespace verso::engine {

namespace {
constexpr int kSplitMinEmpties = 16;  // with several threads, share a node's moves from here up
}  // namespace

void EndgameSolver::setThreads(int threads) {
    threads_ = std::max(1, threads);
    busyThreads_ = threads_ > 1 ? std::make_shared<std::atomic<int>>(1) : nullptr;
    if (threads_ > 1 && !helpers_) helpers_ = std::make_shared<HelperThreads>();
}

EndgameSolver::EndgameSolver(const EndgameSolver& owner, SearchControl& control)
    : table_(owner.table_),
      control_(control),
      threads_(owner.threads_),
      busyThreads_(owner.busyThreads_),
      helpers_(owner.helpers_) {
    setSelectivity(owner.level_);
}

bool EndgameSolver::splitsAt(int empties, int movesLeft) const {
    return empties >= kSplitMinEmpties && movesLeft >= 2 && hasFreeThread();
}

bool EndgameSolver::claimThread() {
    int busy = busyThreads_->load(std::memory_order_relaxed);
    do {
        if (busy >= threads_) return false;
    } while (!busyThreads_->compare_exchange_weak(busy, busy + 1, std::memory_order_relaxed));
    return true;
}

void EndgameSolver::releaseThread() { busyThreads_->fetch_sub(1, std::memory_order_relaxed); }

void EndgameSolver::resumeThread() { busyThreads_->fetch_add(1, std::memory_order_relaxed); }

// Young brothers wait: the moves list[from..] of a node whose first move is searched, on this
// thread and a helper thread if one is free (else false, and the caller goes on alone). Each
// thread takes the next move, searches it as a later child of the PVS node (engine/Pvs.h) on the
// best score so far, and stops everybody on a fail-high. Updates "node" as the serial loop would.
bool EndgameSolver::searchRestInParallel(MoveList& list, int from, Bitboard player,
                                         Bitboard opponent, int empties, PvsNode& node) {
    if (!claimThread()) return false;

    std::vector<ScoredMove> rest;
    for (int i = from; i < list.size(); ++i) rest.push_back(list.pickBest(i));
    SplitPoint split(node, rest.size());
    const int beta = split.beta();
    const auto work = [&](EndgameSolver& solver) {
        std::size_t i;
        int a;
        while (split.take(i, a)) {
            const ScoredMove& m = rest[i];
            const Bitboard nextPlayer = opponent ^ m.flipped;
            const Bitboard nextOpponent = player | m.flipped | squareBit(m.square);
            const int score = searchLaterChild(
                a, beta,
                [&](int lower, int upper) {
                    return -solver.search(nextPlayer, nextOpponent, -upper, -lower, empties - 1);
                },
                [&] { return solver.control_.aborted(); });
            if (solver.control_.aborted()) return;
            split.report(score, m.square);
        }
    };
    control_.enterSplit(split.stopFlag());
    SearchControl helperControl =
        control_;  // the same limits, contempt and passes, its own node count
    helperControl.nodes = 0;
    EndgameSolver helper(*this, helperControl);
    // ProbCut's shallow searches, with the helper's count.
    const std::unique_ptr<ShallowSearch> helperShallow =
        shallow_ ? shallow_->forHelper(helperControl, helper) : nullptr;
    helper.setShallowSearch(helperShallow.get());
    HelperThreads::Ticket ticket;
    helpers_->start(
        [&] {
            work(helper);
            releaseThread();  // free for another split while this one ends
        },
        ticket);
    work(*this);
    if (control_.aborted()) split.stop();  // stopped: so is the helper
    releaseThread();                       // waiting: the helper may split with this core
    helpers_->wait(ticket);
    resumeThread();
    control_.nodes += helperControl.nodes;
    control_.leaveSplit();  // stopped only if the caller's stop, deadline or an outer split says so
    split.finish(node);
    return true;
}

}  // namespace verso::engine
