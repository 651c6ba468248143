// The engine's public search API (Qt-free). Everything above the engine (the AI worker, the
// NBoard engine, verso-cli) talks to the engine through this header and Level.h.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "core/Position.h"

namespace verso::engine {

struct SearchLimits {
    int depth = 60;                         // midgame depth in plies
    int exactEmpties = 0;                   // solve exactly (perfect play) at or below this many empties
    std::uint64_t maxNodes = 0;             // 0: no node limit
    std::chrono::milliseconds maxTime{0};   // 0: no time limit
    bool selective = true;                  // allow selective pruning in the midgame
    bool winLossDraw = false;               // exact searches only prove win, draw or loss (faster)
};

struct SearchResult {
    Move best = Move::none();  // always a legal move (or a pass) when the position is not over
    int score = 0;             // from the side to move's view, in discs (final disc difference if exact;
                               // with winLossDraw: +1 win, 0 draw, -1 loss)
    int depth = 0;             // deepest completed iteration
    bool exact = false;        // the score is the perfect-play result
    std::uint64_t nodes = 0;
    double seconds = 0.0;
    std::vector<Move> pv;      // the expected line, starting with "best"
};

// Called after each completed iteration (on the searching thread); the exact solve of an
// endgame reports once more when it is done.
using ProgressCallback = std::function<void(const SearchResult&)>;

class Searcher {
public:
    // hashMegabytes: size of the transposition table (0 disables it, for tests).
    explicit Searcher(std::size_t hashMegabytes = 64);
    ~Searcher();
    Searcher(const Searcher&) = delete;
    Searcher& operator=(const Searcher&) = delete;

    // Searches "position" within "limits". Returns early, with the best move found so far (a
    // legal one), as soon as *stop becomes true. Deterministic for a given depth/node limit.
    SearchResult search(const Position& position, const SearchLimits& limits,
                        const std::atomic<bool>* stop = nullptr,
                        const ProgressCallback& progress = {});

    void clearHash();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace verso::engine
