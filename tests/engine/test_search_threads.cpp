// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's threading, Qt-free so it runs under ThreadSanitizer: a search stopped from another
// thread returns a legal move, again and again, at every level; independent searchers run side by
// side. Plain C++: exits non-zero with a message on the first failure.
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <thread>
#include <vector>

#include "PlainCheck.h"
#include "engine/Level.h"
#include "engine/Search.h"

using namespace verso;
using namespace std::chrono_literals;

namespace {

using verso::test::check;

// A midgame position reached by a few legal moves from the start.
Position midgame() {
    Position p = Position::initial();
    for (int ply = 0; ply < 12 && p.hasLegalMove(); ++ply) {
        Bitboard moves = p.legalMoves();
        for (int skip = ply % 3; skip > 0 && (moves & (moves - 1)); --skip) moves &= moves - 1;
        p = p.afterMove(Move::at(firstSquare(moves)));
    }
    return p;
}

// Searches without a depth limit on a thread and stops it from this one after "delay".
void stopFromAnotherThread(engine::Searcher& searcher, const Position& position,
                           std::chrono::microseconds delay) {
    std::atomic<bool> stop{false};
    std::atomic<int> iterations{0};
    engine::SearchResult result;
    engine::SearchLimits limits;
    limits.depth = 60;
    std::thread searching([&] {
        result = searcher.search(position, limits, &stop,
                                 [&](const engine::SearchResult&) { ++iterations; });
    });
    std::this_thread::sleep_for(delay);
    stop.store(true);
    searching.join();
    check(position.isLegal(result.best), "a stopped search returns a legal move");
}

void stoppedLevelsStillMove(const Position& position) {
    engine::Searcher searcher;
    std::mt19937_64 rng(7);
    for (const engine::Level& level : engine::levels()) {
        std::atomic<bool> stop{false};
        engine::SearchResult result;
        std::thread searching(
            [&] { result = engine::chooseMove(searcher, position, level, rng, &stop); });
        std::this_thread::sleep_for(2ms);
        stop.store(true);
        searching.join();
        check(position.isLegal(result.best),
              "chooseMove stopped at any level returns a legal move");
    }
}

void searchersSideBySide(const Position& position) {
    std::atomic<bool> stop{false};
    std::vector<engine::SearchResult> results(2);
    std::vector<std::thread> threads;
    for (std::size_t i = 0; i < results.size(); ++i) {
        threads.emplace_back([&, i] {
            engine::Searcher searcher(4);
            engine::SearchLimits limits;
            limits.depth = 60;
            results[i] = searcher.search(position, limits, &stop);
        });
    }
    std::this_thread::sleep_for(30ms);
    stop.store(true);
    for (auto& t : threads) t.join();
    for (const auto& r : results)
        check(position.isLegal(r.best), "parallel searchers each return a legal move");
}

}  // namespace

int main() {
    const Position positions[] = {Position::initial(), midgame()};
    engine::Searcher searcher(4);
    for (const Position& position : positions) {
        // One searcher reused across many stops, from immediately to a little later.
        for (int round = 0; round < 20; ++round)
            stopFromAnotherThread(searcher, position, std::chrono::microseconds(round * 500));
        stoppedLevelsStillMove(position);
        searchersSideBySide(position);
    }
    if (verso::test::failureCount()) return EXIT_FAILURE;
    std::puts("engine threading: all checks passed");
    return EXIT_SUCCESS;
}
