// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's public search API (Qt-free). Everything above the engine (the engine thread, the
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
    int depth = 60;              // midgame depth in plies
    int exactEmpties = 0;        // solve exactly (perfect play) at or below this many empties
    std::uint64_t maxNodes = 0;  // 0: no node limit
    std::chrono::milliseconds maxTime{0};  // 0: no time limit
    // A time budget for this move (0: none; see TimeControl.h). The search spends a share of it
    // by game phase, starts another iteration only while that is likely to finish in time, solves
    // exactly (at most exactEmpties) only when the solve is expected to fit, and stops at the
    // share's deadline with the best move it has. With a budget, "depth" still caps the search.
    std::chrono::milliseconds moveTime{0};
    // With a budget: the time the game has saved so far against its plan (TimeBank::saved();
    // negative when it overspent), which this move and the next ones spend (moveBudgetSeconds).
    std::chrono::milliseconds timeSaved{0};
    bool selective = true;      // allow selective pruning in the midgame
    bool selectivePass = true;  // before an exact solve of 20 or more empties, let the
                                // solver search with ProbCut first to order the exact
                                // solve (the exact score is the same; faster)
    bool winLossDraw = false;   // exact searches only prove win, draw or loss (faster)
    // The side to move's dislike of a draw, in centi-discs (NBoard's "set contempt"): a drawn end
    // of the game is worth -contempt/100 discs to it (and +contempt/100 to its opponent) wherever
    // a search scores a finished game: exact solves, WLD solves, midgame game-over leaves.
    // Final scores are even, so a draw is ranked among them as an odd number of discs: 0 for
    // |contempt| < 200, else -sign(contempt) * (2 * floor(|contempt| / 200) + 1), capped at 63;
    // a contempt equal to an even result resolves the tie its way (+200: a loss by 2 is preferred
    // to a draw; -200: a draw to a win by 2). 0 leaves every search exactly as without contempt.
    int contempt = 0;
    // Threads of the search, midgame and exact solve alike (young brothers wait: a node far from
    // the horizon shares its moves after the first with a free thread). 1 searches exactly as it
    // always has; more search the same tree sooner, with node counts that vary from run to run
    // (exact scores stay the same; a midgame score or move may differ a little, as the threads
    // fill the shared table in another order).
    int threads = 1;
    // Only these moves are searched at the root (0: all of them). Moves not legal in the position
    // are ignored; if none of them is legal, all moves are searched. An opening book values the
    // moves that leave it with this (the book's own moves are valued by their positions). Meant
    // for the midgame search: an exact solve of the position also keeps to these moves, but the
    // table may then hold its score as the position's.
    Bitboard rootMoves = 0;
};

// The solver's value of a draw for the side whose contempt it is (see SearchLimits::contempt).
int drawScoreForContempt(int contempt);

// Searches a move of a game played on a clock: "remaining" on the mover's clock, "increment"
// added after its move (TimeControl.h, clockSecondsPerMove). Sets the limits' moveTime, timeSaved
// and maxTime; depth and exactEmpties stay the caller's (60 and 60: as deep and exact as the
// clock allows). The search never takes longer than what the clock holds.
void setClock(SearchLimits& limits, int empties, std::chrono::milliseconds remaining,
              std::chrono::milliseconds increment);

struct SearchResult {
    Move best = Move::none();  // always a legal move (or a pass) when the position is not over
    int score = 0;       // from the side to move's view, in discs (final disc difference if exact;
                         // with winLossDraw: +1 win, 0 draw, -1 loss). With contempt, an exact
                         // score is still the true disc difference (0 for the draw it chose);
                         // a midgame score includes the contempt of a drawn end it foresees;
                         // a WLD score says better (+1) or worse (-1) than a draw at that contempt.
    int depth = 0;       // deepest completed iteration
    bool exact = false;  // the score is the perfect-play result
    std::uint64_t nodes = 0;
    double seconds = 0.0;
    std::vector<Move> pv;   // the expected line, starting with "best"
    bool fromBook = false;  // played from the opening book (chooseMove), not searched
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
    // legal one), as soon as *stop becomes true. Deterministic for a given depth/node limit on
    // one thread (limits.threads 1).
    SearchResult search(const Position& position, const SearchLimits& limits,
                        const std::atomic<bool>* stop = nullptr,
                        const ProgressCallback& progress = {});

    void clearHash();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace verso::engine
