// SPDX-License-Identifier: GPL-3.0-or-later
// The midgame search on several threads (SearchLimits::threads, `verso-cli bench --threads 2`):
// without a table, where the scores cannot depend on the order the threads fill it, a search to a
// fixed depth gives the same score on two or four threads as on one; with the table it returns a
// legal move at every depth; and a stop set while both threads search ends the search with a legal
// move. Plain C++ (no Qt) so it runs under ThreadSanitizer; exits non-zero with a message on the
// first failure.
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <thread>

#include "PlainCheck.h"
#include "engine/Search.h"

using namespace verso;
using namespace verso::engine;

namespace {

using verso::test::check;

// Midgame positions reached by a few legal moves from the start (varied by "seed").
Position midgame(int plies, int seed) {
    Position p = Position::initial();
    for (int ply = 0; ply < plies && p.hasLegalMove(); ++ply) {
        Bitboard moves = p.legalMoves();
        for (int skip = (ply + seed) % 3; skip > 0 && (moves & (moves - 1)); --skip)
            moves &= moves - 1;
        p = p.afterMove(Move::at(firstSquare(moves)));
    }
    return p;
}

SearchLimits midgameLimits(int depth, int threads, bool selective) {
    SearchLimits limits;
    limits.depth = depth;
    limits.exactEmpties = 0;
    limits.selective = selective;
    limits.threads = threads;
    return limits;
}

// No table: a fixed-depth search's score is the position's minimax value at that depth, however
// the threads share the moves. Four threads: owners waiting at nested splits run the tasks of
// the splits below theirs.
void sameScoresWithoutTable(int threads) {
    for (int seed = 0; seed < 4; ++seed) {
        const Position p = midgame(14 + seed, seed);
        Searcher one(0), several(0);
        const SearchResult serial = one.search(p, midgameLimits(7, 1, false));
        const SearchResult parallel = several.search(p, midgameLimits(7, threads, false));
        check(parallel.depth == 7 && parallel.score == serial.score,
              "a search on several threads without a table gives the one-thread score");
        check(p.isLegal(parallel.best), "a search on several threads gives a legal move");
    }
}

void legalMovesWithTable() {
    Searcher searcher(4);
    for (int seed = 0; seed < 6; ++seed) {
        const Position p = midgame(10 + 3 * seed, seed);
        const SearchResult r = searcher.search(p, midgameLimits(11, 2, seed % 2 == 0));
        check(r.depth == 11 && p.isLegal(r.best) && r.best.isPlacement(),
              "a two-thread search to depth 11 completes with a legal move");
        check(!r.pv.empty() && r.pv.front() == r.best, "its line starts with its move");
    }
}

// Stopped once the search has reached "depth" (both threads at work from depth 6 on).
void stoppedWhileBothSearch(const Position& p, int depth) {
    std::atomic<bool> stop{false};
    std::mutex mutex;
    std::condition_variable reported;
    bool deepEnough = false;
    SearchResult result;
    std::thread searching([&] {
        Searcher searcher(4);
        const ProgressCallback progress = [&](const SearchResult& r) {
            if (r.depth < depth) return;
            const std::lock_guard lock(mutex);
            deepEnough = true;
            reported.notify_all();
        };
        result = searcher.search(p, midgameLimits(60, 2, true), &stop, progress);
    });
    {
        std::unique_lock lock(mutex);
        reported.wait(lock, [&] { return deepEnough; });
    }
    stop.store(true);
    searching.join();  // returns: the flag reached both threads
    check(p.isLegal(result.best) && result.best.isPlacement(),
          "a stopped two-thread search returns a legal move");
    check(result.depth >= depth && result.depth < 60,
          "a stopped two-thread search reports the depth it completed");
}

}  // namespace

int main() {
    sameScoresWithoutTable(2);
    sameScoresWithoutTable(4);
    legalMovesWithTable();
    for (int round = 0; round < 6; ++round) stoppedWhileBothSearch(midgame(8 + round, round), 7);
    if (verso::test::failureCount()) return 1;
    std::puts("PASS: midgame searches on two and four threads");
    return 0;
}
