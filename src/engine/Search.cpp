// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/Search.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "engine/Endgame.h"
#include "engine/Evaluation.h"
#include "engine/MidgameSearch.h"
#include "engine/MoveOrdering.h"
#include "engine/SearchControl.h"
#include "engine/TimeControl.h"
#include "engine/TranspositionTable.h"

namespace verso::engine {

namespace {

constexpr int kScale = kEvalUnitsPerDisc;
constexpr int kInfinity = kEvalMax + kScale;
constexpr int kAspirationWindow = 2 * kScale;

int toDiscs(int score) {
    return score >= 0 ? (score + kScale / 2) / kScale : -((-score + kScale / 2) / kScale);
}

// Depth of the midgame search run before an exact solve, to order the root moves (and to have
// a good move ready if the solve is stopped). The closer its score is to the exact one, the fewer
// minimal-window probes the solve needs: searching to 6 empties (rather than 10) saves a quarter
// of the nodes of FFO #48-#49 (`verso-cli solve`, node counts).
int orderingDepthBeforeSolve(int empties) { return std::clamp(empties - 6, 0, 20); }

// Exact solves of this many empties or more are preceded by the solver's selective passes (with
// fewer, a pass saves less than it costs).
constexpr int kSelectivePassMinEmpties = 20;

// The seconds this move may take under the limits' time budget (0: no budget).
double timeBudgetSeconds(const SearchLimits& limits, int empties) {
    if (limits.moveTime.count() <= 0) return 0.0;
    const double seconds = 0.001 * static_cast<double>(limits.moveTime.count());
    return moveBudgetSeconds(empties, seconds,
                             0.001 * static_cast<double>(limits.timeSaved.count()));
}

}  // namespace

int drawScoreForContempt(int contempt) {
    const long long magnitude = std::llabs(static_cast<long long>(contempt));
    if (magnitude < 200) return 0;
    const int odd = static_cast<int>(std::min<long long>(63, 2 * (magnitude / 200) + 1));
    return contempt > 0 ? -odd : odd;
}

void setClock(SearchLimits& limits, int empties, std::chrono::milliseconds remaining,
              std::chrono::milliseconds increment) {
    const double left = 0.001 * static_cast<double>(remaining.count());
    const double added = 0.001 * static_cast<double>(increment.count());
    const auto ms = [](double seconds) {
        return std::chrono::milliseconds(std::max<long long>(1, std::llround(seconds * 1000)));
    };
    limits.moveTime = ms(clockSecondsPerMove(empties, left, added));
    limits.timeSaved = std::chrono::milliseconds(0);
    limits.maxTime = std::chrono::milliseconds(
        std::max<long long>(1, static_cast<long long>(clockHardLimitSeconds(left, added) * 1000)));
}

struct Searcher::Impl {
    explicit Impl(std::size_t megabytes) : table(megabytes) {
        solver.setShallowSearch(&midgame);
        prepareEvaluation();  // not in the first search's time
    }

    TranspositionTable table;
    SearchControl control;
    int tableDrawForBlack =
        0;  // the contempt the table's entries were made with (a draw's value for Black)
    EndgameSolver solver{table, control};
    MidgameSearch midgame{table, control, solver};

    void finish(SearchResult& result) const {
        result.nodes = control.nodes;
        result.seconds = control.secondsElapsed();
    }

    std::vector<MidgameSearch::RootMove> initialRootMoves(Bitboard player, Bitboard opponent,
                                                          Bitboard only) const {
        std::vector<MidgameSearch::RootMove> moves;
        Bitboard legal = legalMoves(player, opponent);
        if (legal & only) legal &= only;
        for (Bitboard rest = legal; rest; rest &= rest - 1) {
            const int sq = firstSquare(rest);
            const Bitboard f = flips(player, opponent, sq);
            moves.push_back({sq, fastestFirstKey(opponent ^ f, player | f | squareBit(sq))});
        }
        std::stable_sort(moves.begin(), moves.end(),
                         [](const auto& a, const auto& b) { return a.score > b.score; });
        return moves;
    }

    // One iteration with an aspiration window around "guess", widened until the score fits.
    MidgameSearch::RootResult iterate(Bitboard player, Bitboard opponent, int depth, int guess,
                                      std::vector<MidgameSearch::RootMove>& moves) {
        int window = kAspirationWindow;
        int alpha = depth <= 2 ? -kInfinity : std::max(-kInfinity, guess - window);
        int beta = depth <= 2 ? kInfinity : std::min(kInfinity, guess + window);
        for (;;) {
            const MidgameSearch::RootResult r = midgame.searchRoot(
                player, opponent, depth, alpha, beta, moves,
                moves.size() == static_cast<std::size_t>(popCount(legalMoves(player, opponent))));
            if (!r.complete) return r;
            window *= 2;
            if (r.score <= alpha && alpha > -kInfinity) {
                alpha = std::max(-kInfinity, r.score - window);
            } else if (r.score >= beta && beta < kInfinity) {
                beta = std::min(kInfinity, r.score + window);
            } else {
                return r;
            }
        }
    }

    SearchResult run(Bitboard player, Bitboard opponent, const SearchLimits& limits,
                     const ProgressCallback& progress);
    void solveExactly(Bitboard player, Bitboard opponent, const SearchLimits& limits,
                      const std::vector<MidgameSearch::RootMove>& moves, SearchResult& result,
                      const ProgressCallback& progress);
};

SearchResult Searcher::Impl::run(Bitboard player, Bitboard opponent, const SearchLimits& limits,
                                 const ProgressCallback& progress) {
    SearchResult result;
    const int empties = 64 - popCount(player | opponent);
    control.rootEmpties = empties;
    control.passes = 0;
    std::vector<MidgameSearch::RootMove> moves =
        initialRootMoves(player, opponent, limits.rootMoves);
    result.best = Move::at(moves.front().square);  // a legal move even if stopped at once
    result.pv = {result.best};
    const double budget = timeBudgetSeconds(limits, empties);
    bool exact = empties <= limits.exactEmpties && (budget <= 0 || exactSolveFits(empties, budget));
    const int maxDepth = exact ? std::min(limits.depth, orderingDepthBeforeSolve(empties))
                               : std::max(1, limits.depth);
    int guess = evaluate(player, opponent);
    double lastIteration = 0, iterationBefore = 0;
    double target =
        budget;  // what this move aims at, from how settled its search is (TimeControl.h)
    int steadyIterations = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        if (depth >= empties) {  // the search would reach the end of the game: solve it instead
            exact = budget <= 0 || exactSolveFits(empties, budget - control.secondsElapsed());
            break;
        }
        const double started = control.secondsElapsed();
        if (budget > 0 && depth > 1 &&
            (moves.size() == 1 ||
             !nextIterationFits(started, lastIteration, iterationBefore, target)))
            break;
        const MidgameSearch::RootResult r = iterate(player, opponent, depth, guess, moves);
        if (!r.complete) {
            if (r.square >= 0)
                result.best = Move::at(r.square);  // proven better than the alternatives so far
            break;
        }
        if (budget > 0 && depth >= kSteadinessMinDepth) {
            const bool changed = r.square != result.best.square();
            steadyIterations = changed ? 0 : steadyIterations + 1;
            target = budget * iterationTargetShare(steadyIterations, changed,
                                                   r.score <= guess - kFallingDiscs * kScale);
        }
        guess = r.score;
        result.best = Move::at(r.square);
        result.score = toDiscs(r.score);
        result.depth = depth;
        result.pv = midgame.principalVariation(player, opponent, depth);
        if (result.pv.empty() || result.pv.front() != result.best) result.pv = {result.best};
        finish(result);
        if (progress) progress(result);
        iterationBefore = lastIteration;
        lastIteration = control.secondsElapsed() - started;
    }
    // What the iterations leave of the budget goes to the solve (TimeControl.h,
    // kLeftoverSolveEmpties).
    if (!exact && empties <= limits.exactEmpties && moves.size() > 1)
        exact = leftoverSolveWorthTrying(empties, control.secondsElapsed(), budget);
    if (exact && !control.aborted())
        solveExactly(player, opponent, limits, moves, result, progress);
    finish(result);
    return result;
}

void Searcher::Impl::solveExactly(Bitboard player, Bitboard opponent, const SearchLimits& limits,
                                  const std::vector<MidgameSearch::RootMove>& moves,
                                  SearchResult& result, const ProgressCallback& progress) {
    std::vector<int> order;
    for (const auto& m : moves) order.push_back(m.square);
    const int draw =
        control.rootDraw;  // WLD: better, equal or worse than a draw (0 without contempt)
    const int empties = 64 - popCount(player | opponent);
    int guess = result.score;
    if (limits.selectivePass && empties >= kSelectivePassMinEmpties) {
        // Selective passes (ProbCut inside the solver): cheap estimates that fill the table with
        // best moves and bring the first guess of the exact probes close to the score.
        for (int level = 1; level <= EndgameSolver::kSelectiveLevels; ++level) {
            solver.setSelectivity(level);
            const EndgameSolver::RootResult pass =
                solver.solveRootByProbes(player, opponent, guess, order);
            solver.setSelectivity(0);
            if (!pass.complete) {
                if (pass.square >= 0) result.best = Move::at(pass.square);
                return;
            }
            guess = pass.score;
            result.best = Move::at(pass.square);
        }
    }
    const EndgameSolver::RootResult r =
        limits.winLossDraw ? solver.solveRoot(player, opponent, draw - 1, draw + 1, order)
                           : solver.solveRootByProbes(player, opponent, guess, order);
    if (!r.complete) {
        if (r.square >= 0) result.best = Move::at(r.square);
        return;
    }
    result.best = Move::at(r.square);
    result.exact = true;
    result.depth = 64 - popCount(player | opponent);
    if (limits.winLossDraw) {
        result.score = r.score > draw ? 1 : r.score < draw ? -1 : 0;
        result.pv = {result.best};
    } else {
        result.score =
            (r.score & 1) ? 0 : r.score;  // only a draw scores odd (contempt): report it as 0
        result.pv = solver.principalVariation(player, opponent, r.score);
        if (result.pv.empty() || result.pv.front() != result.best) result.pv = {result.best};
    }
    finish(result);
    if (progress) progress(result);
}

Searcher::Searcher(std::size_t hashMegabytes) : impl_(std::make_unique<Impl>(hashMegabytes)) {}
Searcher::~Searcher() = default;
void Searcher::clearHash() { impl_->table.clear(); }

SearchResult Searcher::search(const Position& position, const SearchLimits& limits,
                              const std::atomic<bool>* stop, const ProgressCallback& progress) {
    Impl& s = *impl_;
    // A time budget's deadline is its share for this move, or maxTime when that comes first.
    std::chrono::milliseconds deadline = limits.maxTime;
    if (const double budget = timeBudgetSeconds(limits, position.emptyCount()); budget > 0) {
        const auto share = std::chrono::milliseconds(
            std::max<long long>(1, std::llround(moveDeadlineSeconds(budget) * 1000)));
        deadline = deadline.count() > 0 ? std::min(deadline, share) : share;
    }
    s.control.start(stop, limits.maxNodes, deadline, limits.threads > 1);
    s.table.nextGeneration();
    s.midgame.setSelective(limits.selective);
    // Entries made under another contempt (seen from Black) would give other draws' values.
    const int draw = drawScoreForContempt(limits.contempt);
    const int drawForBlack = position.sideToMove() == Color::Black ? draw : -draw;
    if (drawForBlack != s.tableDrawForBlack) {
        s.table.clear();
        s.tableDrawForBlack = drawForBlack;
    }
    s.control.rootDraw = draw;
    s.solver.setThreads(limits.threads);

    SearchResult result;
    if (position.isGameOver()) {
        result.score = finalScore(position.player(), position.opponent());
        result.exact = true;
        s.finish(result);
        return result;
    }
    if (position.hasLegalMove())
        return s.run(position.player(), position.opponent(), limits, progress);

    // A forced pass: search the opponent's reply and report it from our side.
    const auto fromOurSide = [](SearchResult r) {
        r.score = -r.score;
        r.pv.insert(r.pv.begin(), Move::pass());
        r.best = Move::pass();
        return r;
    };
    const ProgressCallback relay = [&](const SearchResult& r) {
        if (progress) progress(fromOurSide(r));
    };
    s.control.rootDraw = -draw;  // the opponent's search: our draw value from its side
    SearchLimits replyLimits = limits;
    replyLimits.rootMoves = 0;  // they name our moves, and we have none
    return fromOurSide(s.run(position.opponent(), position.player(), replyLimits, relay));
}

}  // namespace verso::engine
