// SPDX-License-Identifier: GPL-3.0-or-later
// What the threads of a young-brothers-wait split share (Qt-free): the rest of one node's
// children, handed out one at a time with the best alpha so far; each child's score raises the
// node's best, and a fail-high stops the split. The midgame search and the exact solver split
// this way (engine/MidgameParallel.cpp, engine/EndgameParallel.cpp).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <mutex>

#include "engine/Pvs.h"

namespace verso::engine {

class SplitPoint {
public:
    // The node as it stands when the split begins (its first child searched), and how many
    // children are left to search.
    SplitPoint(const PvsNode& node, std::size_t children) : node_(node), children_(children) {}

    // The next child to search, and the alpha to search it with; false once every child is
    // handed out or the split is stopped.
    bool take(std::size_t& child, int& alpha) {
        const std::lock_guard lock(mutex_);
        if (next_ >= children_ || stop_.load(std::memory_order_relaxed)) return false;
        child = next_++;
        alpha = node_.alpha;
        return true;
    }

    // A child's score, seen from the node, and its move.
    void report(int score, int square) {
        const std::lock_guard lock(mutex_);
        if (score <= node_.best) return;
        node_.best = score;
        node_.bestSquare = square;
        node_.alpha = std::max(node_.alpha, score);
        if (score >= node_.beta) stop_.store(true, std::memory_order_relaxed);
    }

    int beta() const { return node_.beta; }  // never changes
    std::atomic<bool>* stopFlag() { return &stop_; }
    void stop() { stop_.store(true, std::memory_order_relaxed); }

    // The node after the split, once every thread of it has ended.
    void finish(PvsNode& node) const {
        node.alpha = node_.alpha;
        node.best = node_.best;
        node.bestSquare = node_.bestSquare;
    }

private:
    std::mutex mutex_;
    PvsNode node_;
    const std::size_t children_;
    std::size_t next_ = 0;
    std::atomic<bool> stop_{false};
};

}  // namespace verso::engine
