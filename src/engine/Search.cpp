#include "engine/Search.h"

#include <algorithm>
#include <limits>

#include "engine/Evaluation.h"

namespace verso::engine {

namespace {
constexpr int kInfinity = 1'000'000;
constexpr int kScale = kEvalUnitsPerDisc;
}  // namespace

struct Searcher::Impl {
    const std::atomic<bool>* stop = nullptr;
    std::uint64_t nodes = 0;
    std::uint64_t maxNodes = 0;
    std::chrono::steady_clock::time_point deadline{};
    bool hasDeadline = false;
    bool aborted = false;

    bool shouldStop() {
        if (aborted) return true;
        if (stop && stop->load(std::memory_order_relaxed)) aborted = true;
        if (maxNodes && nodes >= maxNodes) aborted = true;
        if (hasDeadline && (nodes & 1023) == 0 && std::chrono::steady_clock::now() >= deadline) aborted = true;
        return aborted;
    }

    static int evaluate(const Position& p) { return engine::evaluate(p.player(), p.opponent()); }

    int negamax(const Position& p, int depth, int alpha, int beta, bool exact) {
        ++nodes;
        if (shouldStop()) return 0;
        Bitboard moves = p.legalMoves();
        if (!moves) {
            if (!p.opponentHasLegalMove()) {
                const int black = p.finalScoreForBlack();
                return (p.sideToMove() == Color::Black ? black : -black) * kScale;
            }
            return -negamax(p.afterPass(), depth, -beta, -alpha, exact);
        }
        if (!exact && depth <= 0) return evaluate(p);
        int best = -kInfinity;
        while (moves) {
            const int sq = firstSquare(moves);
            moves &= moves - 1;
            const int score = -negamax(p.afterMove(Move::at(sq)), depth - 1, -beta, -alpha, exact);
            if (aborted) return 0;
            if (score > best) best = score;
            if (score > alpha) alpha = score;
            if (alpha >= beta) break;
        }
        return best;
    }

    Move searchRoot(const Position& p, int depth, bool exact, int& scoreOut) {
        Bitboard moves = p.legalMoves();
        Move best = Move::none();
        int alpha = -kInfinity;
        while (moves) {
            const int sq = firstSquare(moves);
            moves &= moves - 1;
            const int score = -negamax(p.afterMove(Move::at(sq)), depth - 1, -kInfinity, -alpha, exact);
            if (aborted) break;
            if (score > alpha || best.isNone()) {
                alpha = score;
                best = Move::at(sq);
            }
        }
        scoreOut = alpha;
        return best;
    }
};

Searcher::Searcher(std::size_t) : impl_(std::make_unique<Impl>()) {}
Searcher::~Searcher() = default;
void Searcher::clearHash() {}

SearchResult Searcher::search(const Position& position, const SearchLimits& limits,
                              const std::atomic<bool>* stop, const ProgressCallback& progress) {
    const auto started = std::chrono::steady_clock::now();
    Impl& s = *impl_;
    s.stop = stop;
    s.nodes = 0;
    s.maxNodes = limits.maxNodes;
    s.hasDeadline = limits.maxTime.count() > 0;
    s.deadline = started + limits.maxTime;
    s.aborted = false;

    SearchResult result;
    if (position.isGameOver()) return result;
    if (!position.hasLegalMove()) {
        result.best = Move::pass();
        result.pv = {Move::pass()};
        return result;
    }
    result.best = Move::at(firstSquare(position.legalMoves()));  // a legal move even if stopped at once
    const bool exact = position.emptyCount() <= limits.exactEmpties;
    const int maxDepth = exact ? 1 : std::max(1, limits.depth);
    for (int depth = 1; depth <= maxDepth; ++depth) {
        int score = 0;
        const Move best = s.searchRoot(position, exact ? 60 : depth, exact, score);
        if (s.aborted) break;
        result.best = best;
        result.score = score / kScale;
        result.depth = exact ? position.emptyCount() : depth;
        result.exact = exact;
        result.pv = {best};
        result.nodes = s.nodes;
        result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        if (progress) progress(result);
        if (exact || depth >= position.emptyCount()) break;
    }
    result.nodes = s.nodes;
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return result;
}

}  // namespace verso::engine
