// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/MoveAnalysis.h"

#include <algorithm>

#include "engine/Evaluation.h"

namespace verso::engine {

namespace {

using Clock = std::chrono::steady_clock;

// Before the moves are proven, their values are estimated up to this depth: quick values to
// show, and the first guesses of the proofs.
constexpr int kDepthBeforeProof = 10;

int roundedDiscs(int units) {
    return units >= 0 ? (units + kEvalUnitsPerDisc / 2) / kEvalUnitsPerDisc
                      : -((-units + kEvalUnitsPerDisc / 2) / kEvalUnitsPerDisc);
}

int signOf(int value) { return (value > 0) - (value < 0); }

// The stop flag, the caller's node and time budget for the whole analysis, and the count of nodes.
class Budget {
public:
    Budget(const AnalysisLimits& limits, const std::atomic<bool>* stop)
        : stop_(stop),
          maxNodes_(limits.maxNodes),
          started_(Clock::now()),
          maxTime_(limits.maxTime),
          threads_(limits.threads) {}

    bool exhausted() const {
        if (stop_ && stop_->load(std::memory_order_relaxed)) return true;
        if (maxNodes_ && nodes >= maxNodes_) return true;
        return maxTime_.count() > 0 && Clock::now() - started_ >= maxTime_;
    }
    // The limits of one search within what is left.
    SearchLimits limitsLeft(SearchLimits limits) const {
        if (maxNodes_) limits.maxNodes = maxNodes_ > nodes ? maxNodes_ - nodes : 1;
        if (maxTime_.count() > 0) {
            const auto used =
                std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started_);
            limits.maxTime = std::max(std::chrono::milliseconds(1), maxTime_ - used);
        }
        limits.threads = threads_;
        return limits;
    }
    double seconds() const {
        return std::chrono::duration<double>(Clock::now() - started_).count();
    }
    const std::atomic<bool>* stop() const { return stop_; }

    std::uint64_t nodes = 0;

private:
    const std::atomic<bool>* stop_;
    std::uint64_t maxNodes_;
    Clock::time_point started_;
    std::chrono::milliseconds maxTime_;
    int threads_;
};

enum class Phase { Midgame, WinLossDraw, Exact };

// Searches the position after "move" and values the move for the side to move in "position".
// "depth" counts plies from "position" (midgame only). Nothing when the budget ran out first.
std::optional<MoveValue> searchMove(Searcher& searcher, const Position& position, Move move,
                                    Phase phase, int depth, Budget& budget) {
    const Position next = position.afterMove(move);
    MoveValue value;
    value.move = move;
    value.pv = {move};
    if (next.isGameOver()) {
        const int black = next.finalScoreForBlack();
        value.score = position.sideToMove() == Color::Black ? black : -black;
        value.outcome = signOf(value.score);
        value.proof = Proof::Exact;
        value.depth = position.emptyCount();
        return value;
    }
    if (phase == Phase::Midgame && depth <= 1) {
        ++budget.nodes;
        value.score = -roundedDiscs(evaluate(next.player(), next.opponent()));
        value.outcome = signOf(value.score);
        value.depth = 1;
        return value;
    }
    SearchLimits limits;
    // The solver's selective pass orders a lone exact solve; here each move's own searches up to
    // kDepthBeforeProof have done that already. On logbook positions it cost 4-25% more nodes for
    // the exact values of 21-empty moves, the same at 23 empties, and 1.5 to 4.7 times the nodes of
    // the win/loss/draw proofs at 23: kept only for deeper exact solves, where it was not measured.
    limits.selectivePass = phase == Phase::Exact && next.emptyCount() >= 24;
    if (phase == Phase::Midgame) {
        limits.depth = depth - 1;
        limits.exactEmpties = 0;
    } else {
        limits.depth = 60;
        limits.exactEmpties = 60;
        limits.winLossDraw = phase == Phase::WinLossDraw;
    }
    const SearchResult r = searcher.search(next, budget.limitsLeft(limits), budget.stop());
    budget.nodes += r.nodes;
    if (budget.exhausted() || (phase != Phase::Midgame && !r.exact)) return std::nullopt;
    value.score = -r.score;
    value.outcome = signOf(value.score);
    value.pv.insert(value.pv.end(), r.pv.begin(), r.pv.end());
    if (r.exact && !limits.winLossDraw) {
        value.proof = Proof::Exact;
        value.depth = position.emptyCount();
    } else if (r.exact) {
        value.proof = Proof::WinLossDraw;
    } else {
        value.depth = r.depth + 1;
    }
    return value;
}

bool ranksBefore(const MoveValue& a, const MoveValue& b) {
    if (a.score != b.score) return a.score > b.score;
    return a.proof > b.proof;
}

class Analyst {
public:
    Analyst(Searcher& searcher, const Position& position, const AnalysisLimits& limits,
            const std::atomic<bool>* stop, const AnalysisProgress& progress)
        : searcher_(searcher),
          position_(position),
          limits_(limits),
          budget_(limits, stop),
          progress_(progress),
          lastReport_(Clock::now()) {}

    Analysis run();

private:
    // One pass over the moves that still need it; false when stopped.
    bool pass(Phase phase, int depth);
    void update(std::size_t index, const MoveValue& value, Phase phase);
    void report(bool force);
    Analysis snapshot() const;

    Searcher& searcher_;
    const Position& position_;
    AnalysisLimits limits_;
    Budget budget_;
    const AnalysisProgress& progress_;
    Clock::time_point lastReport_;
    std::vector<MoveValue> moves_;
    bool complete_ = false;
};

Analysis Analyst::run() {
    if (position_.isGameOver()) {
        complete_ = true;
        return snapshot();
    }
    const Bitboard legal = position_.legalMoves();
    const auto add = [this](Move move) {
        MoveValue value;
        value.move = move;
        value.pv = {move};
        moves_.push_back(value);
    };
    if (!legal) add(Move::pass());
    for (Bitboard rest = legal; rest; rest &= rest - 1) add(Move::at(firstSquare(rest)));
    const int empties = position_.emptyCount();
    const bool exact = empties <= limits_.exactEmpties;
    const bool wld = !exact && empties <= limits_.wldEmpties;
    const int maxDepth = std::max(1, limits_.depth);
    const int depthBeforeProof = exact || wld ? std::min(maxDepth, kDepthBeforeProof) : maxDepth;
    for (int depth = 1; depth <= depthBeforeProof; ++depth) {
        if (!pass(Phase::Midgame, depth)) return snapshot();
        report(true);
        if (std::all_of(moves_.begin(), moves_.end(),
                        [](const MoveValue& m) { return m.proof == Proof::Exact; }))
            break;
    }
    if (exact) {
        if (!pass(Phase::Exact, 0)) return snapshot();
    } else if (wld) {
        if (!pass(Phase::WinLossDraw, 0)) return snapshot();
        report(true);
        for (int depth = depthBeforeProof + 1; depth <= maxDepth; ++depth) {
            if (!pass(Phase::Midgame, depth)) return snapshot();
            report(true);
        }
    }
    complete_ = true;
    const Analysis done = snapshot();
    if (progress_) progress_(done);
    return done;
}

bool Analyst::pass(Phase phase, int depth) {
    // Best first, so that the best moves are the first to show their deeper values.
    std::stable_sort(moves_.begin(), moves_.end(), ranksBefore);
    const std::vector<MoveValue> order = moves_;
    for (const MoveValue& entry : order) {
        const auto index = static_cast<std::size_t>(
            std::find_if(moves_.begin(), moves_.end(),
                         [&](const MoveValue& m) { return m.move == entry.move; }) -
            moves_.begin());
        const MoveValue& current = moves_[index];
        if (current.proof == Proof::Exact) continue;
        if (phase == Phase::WinLossDraw && current.proof == Proof::WinLossDraw) continue;
        if (phase == Phase::Midgame && current.depth >= depth) continue;
        const std::optional<MoveValue> value =
            searchMove(searcher_, position_, entry.move, phase, depth, budget_);
        if (!value) return false;
        update(index, *value, phase);
        report(phase != Phase::Midgame);
        if (budget_.exhausted()) return false;
    }
    return true;
}

void Analyst::update(std::size_t index, const MoveValue& value, Phase phase) {
    MoveValue& current = moves_[index];
    if (phase == Phase::WinLossDraw && value.proof == Proof::WinLossDraw) {
        // Keep the estimate, brought within the proven outcome.
        const int outcome = value.outcome;
        int score = current.score;
        if (outcome > 0) score = std::max(score, 2);
        if (outcome < 0) score = std::min(score, -2);
        if (outcome == 0) score = 0;
        current.score = score;
        current.outcome = outcome;
        current.proof = Proof::WinLossDraw;
        return;
    }
    if (current.proof == Proof::WinLossDraw && value.proof == Proof::None) {
        // A deeper estimate of a proven move: still within the proof.
        const int outcome = current.outcome;
        current.depth = value.depth;
        current.pv = value.pv;
        current.score = outcome > 0   ? std::max(value.score, 2)
                        : outcome < 0 ? std::min(value.score, -2)
                                      : 0;
        return;
    }
    current = value;
}

void Analyst::report(bool force) {
    if (!progress_) return;
    // Not before every move has a value: a report shows them all.
    if (std::any_of(moves_.begin(), moves_.end(),
                    [](const MoveValue& m) { return m.depth == 0 && m.proof == Proof::None; }))
        return;
    const auto now = Clock::now();
    if (!force && now - lastReport_ < limits_.reportInterval) return;
    lastReport_ = now;
    progress_(snapshot());
}

Analysis Analyst::snapshot() const {
    Analysis analysis;
    analysis.moves = moves_;
    std::stable_sort(analysis.moves.begin(), analysis.moves.end(), ranksBefore);
    analysis.exact =
        !moves_.empty() && std::all_of(moves_.begin(), moves_.end(),
                                       [](const MoveValue& m) { return m.proof == Proof::Exact; });
    analysis.depth = 0;
    if (!moves_.empty()) {
        analysis.depth = moves_.front().depth;
        for (const MoveValue& m : moves_) analysis.depth = std::min(analysis.depth, m.depth);
    }
    analysis.complete = complete_ || analysis.exact || moves_.empty();
    analysis.nodes = budget_.nodes;
    analysis.seconds = budget_.seconds();
    return analysis;
}

}  // namespace

const MoveValue* Analysis::find(Move move) const {
    const auto it = std::find_if(moves.begin(), moves.end(),
                                 [&](const MoveValue& m) { return m.move == move; });
    return it == moves.end() ? nullptr : &*it;
}

Analysis analyzeMoves(Searcher& searcher, const Position& position, const AnalysisLimits& limits,
                      const std::atomic<bool>* stop, const AnalysisProgress& progress) {
    return Analyst(searcher, position, limits, stop, progress).run();
}

std::optional<MoveValue> valueOfMove(Searcher& searcher, const Position& position, Move move,
                                     int depth, int exactEmpties, const std::atomic<bool>* stop,
                                     int threads) {
    AnalysisLimits limits;
    limits.threads = threads;
    Budget budget(limits, stop);
    const Phase phase = position.emptyCount() <= exactEmpties ? Phase::Exact : Phase::Midgame;
    return searchMove(searcher, position, move, phase, std::max(1, depth), budget);
}

}  // namespace verso::engine
