// SPDX-License-Identifier: GPL-3.0-or-later
// The engine searched from several threads, Qt-free so that it runs under ThreadSanitizer: two
// Searchers started together on two threads (the engine's lazily built statics — pattern tables,
// weights, the level table — first touched by two threads at once), and searches stopped from
// another thread through their std::atomic<bool> flag, as the window's engine thread is stopped
// (the request bookkeeping itself, EngineThread, is tested with the real class in
// tests/session/test_engineworker.cpp and test_enginethread_stress.cpp).
//
// Plain C++: exits non-zero with a message on the first failures. The seed is printed; set
// VERSO_TEST_SEED to repeat a run's choices (the timing still varies).
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <thread>
#include <vector>

#include "PlainCheck.h"
#include "core/RandomGame.h"
#include "engine/Level.h"
#include "engine/Search.h"

using namespace verso;
using namespace std::chrono_literals;
using verso::test::check;

namespace {

using Clock = std::chrono::steady_clock;

// Two Searchers built and searching at the same moment on two threads, each with its own table,
// the engine's statics untouched before: a data race on them shows under ThreadSanitizer.
void twoSearchersFromColdStart() {
    std::atomic<int> ready{0};
    std::vector<engine::SearchResult> results(2);
    std::vector<std::thread> threads;
    const Position position = Position::initial().afterMove(Move::at(37));
    for (std::size_t i = 0; i < 2; ++i) {
        threads.emplace_back([&, i] {
            ++ready;
            while (ready.load() < 2) std::this_thread::yield();
            engine::Searcher searcher(4);
            std::mt19937_64 rng(i);
            const engine::Level& level = engine::levelByNumber(i == 0 ? 4 : 1);
            results[i] = engine::chooseMove(searcher, position, level, rng);
            engine::SearchLimits limits;
            limits.depth = 6;
            const engine::SearchResult deeper = searcher.search(position, limits);
            check(position.isLegal(deeper.best),
                  "a searcher started cold on two threads returns a legal move");
        });
    }
    for (auto& t : threads) t.join();
    for (const auto& r : results)
        check(position.isLegal(r.best), "chooseMove on two threads at once returns a legal move");
}

// One long-lived searcher thread serves searches one after another, each stopped from the asking
// thread after a random moment (some bottomless, so that only the stop ends them). Every search
// returns a legal move even when stopped, and a stopped search returns promptly.
void searchesStoppedFromAnotherThread(std::uint64_t seed) {
    std::mt19937_64 random(seed);
    std::vector<Position> positions;
    for (const Position& p : randomGamePositions(200, static_cast<unsigned>(seed))) {
        if (!p.isGameOver()) positions.push_back(p);
    }
    engine::Searcher searcher;
    std::mt19937_64 rng(seed);
    auto slowest = Clock::duration::zero();
    constexpr int kSearches = 60;
    for (int i = 0; i < kSearches; ++i) {
        const Position& position = positions[random() % positions.size()];
        const bool bottomless = random() % 3 == 0;
        const engine::Level level = bottomless
                                        ? engine::Level{99, "Bottomless", 60, 20, 0}
                                        : engine::levelByNumber(static_cast<int>(random() % 5) + 1);
        std::atomic<bool> stop{false};
        std::atomic<bool> done{false};
        engine::SearchResult result;
        std::thread worker([&] {
            result = engine::chooseMove(searcher, position, level, rng, &stop, nullptr);
            done = true;
        });
        std::this_thread::sleep_for(std::chrono::microseconds(random() % 3000));
        const auto stopped = Clock::now();
        stop = true;
        worker.join();
        const auto took = Clock::now() - stopped;
        if (took > slowest) slowest = took;
        check(done.load(), "a stopped search returns");
        check(position.isLegal(result.best), "a stopped search still returns a legal move");
    }
    check(slowest < 2s, "a stopped search returns promptly");
    std::printf("%d searches stopped from another thread, slowest return after the stop %.1f ms\n",
                kSearches, std::chrono::duration<double, std::milli>(slowest).count());
}

}  // namespace

int main() {
    twoSearchersFromColdStart();
    const char* seedText = std::getenv("VERSO_TEST_SEED");
    const std::uint64_t seed =
        seedText ? std::strtoull(seedText, nullptr, 10) : std::random_device{}();
    std::printf("seed %llu (VERSO_TEST_SEED=%llu repeats the choices)\n",
                static_cast<unsigned long long>(seed), static_cast<unsigned long long>(seed));
    searchesStoppedFromAnotherThread(seed);
    if (verso::test::failureCount()) return EXIT_FAILURE;
    std::puts("search across threads: all checks passed");
    return EXIT_SUCCESS;
}
