// SPDX-License-Identifier: GPL-3.0-or-later
// Node counting and the stop conditions every search polls: the caller's atomic stop flag, a
// node limit and a deadline (Qt-free).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

namespace verso::engine {

// On its own cache line: its thread writes "nodes" at every node, and in a parallel search another
// thread's probes must not share that line (see TranspositionTable).
class alignas(64) SearchControl {
public:
    using Clock = std::chrono::steady_clock;

    // "parallel": the search may share its work with helper threads (copies of this control, see
    // EndgameSolver::setThreads); the node limit is then the total of all threads, counted in
    // steps of 1024 nodes.
    void start(const std::atomic<bool>* stop, std::uint64_t maxNodes,
               std::chrono::milliseconds maxTime, bool parallel = false) {
        stop_ = stop;
        maxNodes_ = maxNodes;
        sharedNodes_ =
            parallel && maxNodes ? std::make_shared<std::atomic<std::uint64_t>>(0) : nullptr;
        started_ = Clock::now();
        hasDeadline_ = maxTime.count() > 0;
        deadline_ = started_ + maxTime;
        nodes = 0;
        aborted_ = false;
    }

    // Counts a node; true when the search must unwind now. The node limit is exact, so a search
    // with a node limit is deterministic; the flag and the clock are read every 1024 nodes, the
    // stop flags of the split points a thread works for every 128.
    bool countNodeAndCheck() {
        ++nodes;
        if (aborted_) return true;
        if (maxNodes_ && nodes >= maxNodes_) aborted_ = true;
        if ((nodes & 1023) == 0) {
            if (sharedNodes_) sharedNodes_->fetch_add(1024, std::memory_order_relaxed);
            checkFlagAndClock();
        } else if ((nodes & 127) == 0 && !splitStops_.empty()) {
            checkSplitStops();
        }
        return aborted_;
    }
    bool aborted() const { return aborted_; }
    void abort() { aborted_ = true; }

    // In a parallel solve, a thread also stops when the flag of a split point it works for is set
    // (a sibling failed high, or the split point's owner stopped). After leaving a split point,
    // its owner goes on unless something else asks it to stop.
    void enterSplit(const std::atomic<bool>* flag) { splitStops_.push_back(flag); }
    void leaveSplit() {
        splitStops_.pop_back();
        aborted_ = maxNodes_ && nodes >= maxNodes_;
        checkFlagAndClock();
    }
    double secondsElapsed() const {
        return std::chrono::duration<double>(Clock::now() - started_).count();
    }

    std::uint64_t nodes = 0;  // counted by every search function

    // Contempt (see SearchLimits::contempt): the solver's value of a drawn end for the side to
    // move at the root, 0 without contempt. A node's mover is the root's side when the moves and
    // passes since the root are even; the searches count their passes in "passes".
    int rootDraw = 0;
    int rootEmpties = 0;
    int passes = 0;
    int drawFor(int empties) const {
        return ((rootEmpties - empties + passes) & 1) ? -rootDraw : rootDraw;
    }
    // A finished game's value for the mover: the final disc difference, or the contempt's draw
    // value.
    int endValue(int finalDifference, int empties) const {
        if (finalDifference != 0 || !rootDraw) [[likely]]
            return finalDifference;
        return drawFor(empties);
    }
    // Counts a pass while the search below it runs (the mover's side flips without a move).
    class PassScope {
    public:
        explicit PassScope(SearchControl& control) : control_(control) { ++control_.passes; }
        ~PassScope() { --control_.passes; }
        PassScope(const PassScope&) = delete;
        PassScope& operator=(const PassScope&) = delete;

    private:
        SearchControl& control_;
    };

private:
    void checkSplitStops() {
        for (const std::atomic<bool>* flag : splitStops_)
            if (flag->load(std::memory_order_relaxed)) aborted_ = true;
    }
    void checkFlagAndClock() {
        if (stop_ && stop_->load(std::memory_order_relaxed)) aborted_ = true;
        checkSplitStops();
        if (hasDeadline_ && Clock::now() >= deadline_) aborted_ = true;
        if (sharedNodes_ && sharedNodes_->load(std::memory_order_relaxed) >= maxNodes_)
            aborted_ = true;
    }

    const std::atomic<bool>* stop_ = nullptr;
    std::vector<const std::atomic<bool>*> splitStops_;  // empty on one thread
    std::uint64_t maxNodes_ = 0;
    std::shared_ptr<std::atomic<std::uint64_t>> sharedNodes_;  // all threads' nodes, in parallel
    Clock::time_point started_{};
    Clock::time_point deadline_{};
    bool hasDeadline_ = false;
    bool aborted_ = false;
};

}  // namespace verso::engine
