// SPDX-License-Identifier: GPL-3.0-or-later
// Exact solves on several threads at once, as `verso-cli solve --jobs N` runs them: each thread
// owns its Searcher, the scores must not depend on what the other threads do, and a stop flag
// set from another thread ends a long solve with a legal move. Then one solve on two threads
// (SearchLimits::threads, `verso-cli solve --threads 2`): the same exact scores, and a stop
// during the parallel solve still returns a legal move, also through the selective pass that
// precedes solves of 20 or more empties. Plain C++ (no Qt) so it runs under
// ThreadSanitizer; exits non-zero with a message on the first failure.
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <fstream>
#include <mutex>
#include <thread>
#include <vector>

#include "PlainCheck.h"
#include "core/EndgameSuite.h"
#include "engine/Search.h"

using namespace verso;
using namespace verso::engine;

namespace {

using verso::test::check;

SearchLimits exactLimits() {
    SearchLimits limits;
    limits.exactEmpties = 64;
    return limits;
}

}  // namespace

int main() {
    std::ifstream in(std::string(VERSO_TEST_DATA_DIR) + "/fforum-1-19.obf");
    const EndgameSuite suite = readObf(in);
    check(suite.error.empty() && suite.positions.size() == 19, "the FFO #1-#19 fixture loads");
    if (verso::test::failureCount()) return 1;

    // Two threads take positions from a shared counter, as the solve command does.
    std::vector<int> scores(suite.positions.size(), 99);
    std::atomic<std::size_t> next{0};
    const auto worker = [&] {
        Searcher searcher(4);
        for (std::size_t i; (i = next.fetch_add(1)) < 8;)
            scores[i] = searcher.search(suite.positions[i].position, exactLimits()).score;
    };
    std::thread a(worker), b(worker);
    a.join();
    b.join();
    for (std::size_t i = 0; i < 8; ++i)
        check(scores[i] == *suite.positions[i].expectedScore(),
              "a solve on a worker thread gives the file's score");

    // A solve far too long to finish (57 empties) is stopped from this thread.
    std::string error;
    const auto start =
        parseObfLine("---------------------------XO-------OXX------OX----------------- X", error);
    check(start.has_value(), "the long position parses");
    if (!start) return 1;
    std::atomic<bool> stop{false};
    std::atomic<bool> started{false};
    SearchResult stopped;
    std::thread solving([&] {
        Searcher searcher(4);
        stopped = searcher.search(start->position, exactLimits(), &stop,
                                  [&](const SearchResult&) { started.store(true); });
    });
    while (!started.load()) std::this_thread::yield();  // the ordering search has reported once
    stop.store(true);
    solving.join();
    check(start->position.isLegal(stopped.best) && stopped.best.isPlacement(),
          "a stopped solve returns a legal move");
    check(!stopped.exact, "a stopped solve does not claim to be exact");

    // One search on two threads: a shared table, moves shared at nodes far from the end.
    {
        Searcher searcher(4);
        SearchLimits limits = exactLimits();
        limits.threads = 2;
        for (const EndgamePosition& p : suite.positions) {
            searcher.clearHash();
            const SearchResult r = searcher.search(p.position, limits);
            check(r.exact && r.score == *p.expectedScore(),
                  "a two-thread solve gives the file's score");
            check(p.position.isLegal(r.best), "a two-thread solve gives a legal move");
        }
    }

    // From 20 empties the solve starts with the selective pass, whose ProbCut searches run on
    // both threads too (each thread with its own midgame search): FFO #40, the same exact score.
    {
        std::ifstream deeperIn(std::string(VERSO_TEST_DATA_DIR) + "/fforum-40-42.obf");
        const EndgameSuite deeper = readObf(deeperIn);
        check(deeper.error.empty() && !deeper.positions.empty(), "the FFO #40-#42 fixture loads");
        if (!deeper.positions.empty()) {
            Searcher searcher(16);
            SearchLimits limits = exactLimits();
            limits.threads = 2;
            const EndgamePosition& p = deeper.positions.front();
            const SearchResult r = searcher.search(p.position, limits);
            check(r.exact && r.score == *p.expectedScore(),
                  "a two-thread solve of 20 empties gives the file's score");
        }
    }

    // A two-thread solve of 57 empties (no ordering search first) is stopped while both threads
    // work.
    {
        std::atomic<bool> stopParallel{false};
        std::mutex mutex;
        std::condition_variable reported;
        bool iterationDone = false;
        SearchResult result;
        std::thread solver([&] {
            Searcher searcher(4);
            SearchLimits limits = exactLimits();
            limits.threads = 2;
            limits.depth = 1;
            // The first completed iteration: the exact two-thread solve starts right after it.
            const ProgressCallback progress = [&](const SearchResult&) {
                const std::lock_guard lock(mutex);
                iterationDone = true;
                reported.notify_all();
            };
            result = searcher.search(start->position, limits, &stopParallel, progress);
        });
        {
            std::unique_lock lock(mutex);
            reported.wait(lock, [&] { return iterationDone; });
        }
        stopParallel.store(true);
        solver.join();
        check(start->position.isLegal(result.best) && result.best.isPlacement(),
              "a stopped two-thread solve returns a legal move");
        check(!result.exact, "a stopped two-thread solve does not claim to be exact");
    }

    if (verso::test::failureCount()) return 1;
    std::puts("PASS: endgame solves on worker threads");
    return 0;
}
