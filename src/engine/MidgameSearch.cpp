// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/MidgameSearch.h"

#include <algorithm>

#include "engine/Endgame.h"
#include "engine/EvalFeatures.h"
#include "engine/Evaluation.h"
#include "engine/MoveList.h"
#include "engine/MoveOrdering.h"
#include "engine/ProbCut.h"
#include "engine/Pvs.h"

namespace verso::engine {

namespace {

constexpr int kScale = kEvalUnitsPerDisc;
constexpr int kNoScore = -1'000'000;
constexpr int kShallowOrderingDepth =
    3;  // from this remaining depth, moves are also ordered by evaluation
// ProbCut's gate (see probCut): 4 discs took 11% fewer nodes to depth 16 and 15% to depth 18 on
// the 50 benchmark positions, same agreement with their references (2 discs: fewer nodes to
// depth 12 but more to 16-18; 8 discs: 5% and 3% fewer).
constexpr int kProbCutStaticSlack = 4 * kScale;

int floorDiv(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }
int ceilDiv(int a, int b) { return -floorDiv(-a, b); }

}  // namespace

std::unique_ptr<ShallowSearch> MidgameSearch::forHelper(SearchControl& control,
                                                        EndgameSolver& solver) const {
    auto helper = std::make_unique<MidgameSearch>(table_, control, solver);
    helper->setSelective(selective_);
    return helper;
}

int MidgameSearch::solveToTheEnd(Bitboard player, Bitboard opponent, int alpha, int beta) {
    // The solver works in whole discs; widen the window outwards so its bounds stay valid.
    const int lower = std::max(-65, floorDiv(alpha, kScale));
    const int upper = std::min(65, ceilDiv(beta, kScale));
    return solver_.solve(player, opponent, lower, upper) * kScale;
}

// A finished game: the final disc difference, or the contempt's value of a draw (never 0 with
// contempt).
int MidgameSearch::gameOverScore(Bitboard player, Bitboard opponent, int empties) const {
    return control_.endValue(finalScore(player, opponent), empties) * kScale;
}

bool MidgameSearch::probCut(Bitboard player, Bitboard opponent, const EvalFeatures& features,
                            int depth, int alpha, int beta, int& score) {
    if (!selective_ || depth < kProbCutMinDepth) return false;
    const int empties = 64 - popCount(player | opponent);
    const int shallow = probCutShallowDepth(depth);
    const int margin = probCutMargin(depth, empties);
    const int shift = probCutShift(depth, empties);
    // The deep score is predicted as shallow + shift, give or take margin. A probe is only tried
    // when the static evaluation is within kProbCutStaticSlack of its bound on the cutting side:
    // far from it, the shallow search would seldom cut and costs its nodes for nothing.
    const int staticScore = evaluateFeatures(features, player, opponent);
    // The shallow search's score against a null window; at depth 0 it is the static evaluation.
    const auto shallowScore = [&](int a, int b) {
        return shallow == 0 ? staticScore : searchNode(player, opponent, features, shallow, a, b);
    };
    if (const int bound = beta - shift + margin;
        bound < kEvalMax && staticScore >= bound - kProbCutStaticSlack) {
        if (shallowScore(bound - 1, bound) >= bound && !control_.aborted()) {
            score = beta;
            return true;
        }
    }
    if (const int bound = alpha - shift - margin;
        bound > -kEvalMax && staticScore <= bound + kProbCutStaticSlack) {
        if (shallowScore(bound, bound + 1) <= bound && !control_.aborted()) {
            score = alpha;
            return true;
        }
    }
    return false;
}

void MidgameSearch::orderMoves(MoveList& list, Bitboard player, Bitboard opponent,
                               const EvalFeatures& features, int depth, int hashMove) const {
    for (ScoredMove& m : list) {
        if (m.square == hashMove) {
            m.key = 1 << 28;
            continue;
        }
        const Bitboard nextPlayer = opponent ^ m.flipped;
        const Bitboard nextOpponent = player | m.flipped | squareBit(m.square);
        m.key = fastestFirstKey(nextPlayer, nextOpponent) * 32;
        if (depth >= kShallowOrderingDepth) {
            EvalFeatures next;
            playOnFeatures(features, m.square, m.flipped, next);
            m.key -= evaluateFeatures(next, nextPlayer, nextOpponent) * 4;
        }
    }
}

// One ply above the evaluation: every move's child is evaluated, in square order, without the
// table, ProbCut or ordering (at this depth they cost more than the cut-offs they would bring).
int MidgameSearch::searchDepthOne(Bitboard player, Bitboard opponent, const EvalFeatures& features,
                                  int alpha, int beta) {
    const Bitboard moves = legalMoves(player, opponent);
    if (!moves) {
        if (!legalMoves(opponent, player))
            return gameOverScore(player, opponent, 64 - popCount(player | opponent));
        const SearchControl::PassScope pass(control_);
        return -searchNode(opponent, player, passedFeatures(features), 1, -beta, -alpha);
    }
    (void)alpha;
    int best = kNoScore;
    for (Bitboard rest = moves; rest; rest &= rest - 1) {
        const int sq = firstSquare(rest);
        const Bitboard f = flips(player, opponent, sq);
        const Bitboard childPlayer = opponent ^ f;
        const Bitboard childOpponent = player | f | squareBit(sq);
        if (control_.countNodeAndCheck()) return 0;
        int score;
        if (childPlayer) {
            EvalFeatures next;
            playOnFeatures(features, sq, f, next);
            score = -evaluateFeatures(next, childPlayer, childOpponent);
        } else {
            score = -finalScore(childPlayer, childOpponent) * kScale;
        }
        if (score > best) {
            best = score;
            if (score >= beta) break;
        }
    }
    return best;
}

int MidgameSearch::search(Bitboard player, Bitboard opponent, int depth, int alpha, int beta) {
    return searchNode(player, opponent, featuresOf(player, opponent), depth, alpha, beta);
}

int MidgameSearch::searchNode(Bitboard player, Bitboard opponent, const EvalFeatures& features,
                              int depth, int alpha, int beta) {
    const int empties = 64 - popCount(player | opponent);
    if (depth >= empties) return solveToTheEnd(player, opponent, alpha, beta);
    if (control_.countNodeAndCheck()) return 0;
    if (depth <= 0)
        return opponent ? evaluateFeatures(features, player, opponent)
                        : finalScore(player, opponent) * kScale;
    if (depth == 1) return searchDepthOne(player, opponent, features, alpha, beta);
    const Bitboard moves = legalMoves(player, opponent);
    if (!moves) {
        if (!legalMoves(opponent, player)) return gameOverScore(player, opponent, empties);
        const SearchControl::PassScope pass(control_);
        return -searchNode(opponent, player, passedFeatures(features), depth, -beta, -alpha);
    }
    const std::uint64_t key = TranspositionTable::hash(player, opponent);
    int hashMove = TranspositionTable::kNoMove;
    if (const auto e = table_.find(key, kind())) {
        if (e->depth >= depth) {
            if (e->lower >= beta) return e->lower;
            if (e->upper <= alpha) return e->upper;
            if (e->lower == e->upper) return e->lower;
        }
        hashMove = e->move;
    }
    int cut = 0;
    if (probCut(player, opponent, features, depth, alpha, beta, cut)) return cut;
    if (control_.aborted()) return 0;

    MoveList list(player, opponent, moves);
    orderMoves(list, player, opponent, features, depth, hashMove);
    if (depth >= 3)  // the children probe the table: start loading their buckets now
        for (const ScoredMove& m : list)
            table_.prefetch(TranspositionTable::hash(opponent ^ m.flipped,
                                                     player | m.flipped | squareBit(m.square)));
    PvsNode node{alpha, beta, kNoScore};
    const PvsEnd end = searchChildren(
        node, list.size(), [&](int i) -> const ScoredMove& { return list.pickBest(i); },
        [&](const ScoredMove& m, int a, int b) {
            EvalFeatures next;
            playOnFeatures(features, m.square, m.flipped, next);
            return -searchNode(opponent ^ m.flipped, player | m.flipped | squareBit(m.square), next,
                               depth - 1, -b, -a);
        },
        [&] { return control_.aborted(); },
        [&](PvsNode& n, int from) {
            if (!splitsAt(depth, list.size() - from)) return false;
            std::vector<int> rest;
            for (int i = from; i < list.size(); ++i) rest.push_back(list.pickBest(i).square);
            return searchRestInParallel(player, opponent, features, depth, rest, nullptr, n);
        });
    if (end == PvsEnd::Stopped) return 0;
    table_.store(key, kind(), depth, alpha, beta, node.best,
                 node.best > alpha ? node.bestSquare : TranspositionTable::kNoMove);
    return node.best;
}

MidgameSearch::RootResult MidgameSearch::searchRoot(Bitboard player, Bitboard opponent, int depth,
                                                    int alpha, int beta,
                                                    std::vector<RootMove>& moves, bool allMoves) {
    RootResult result;
    const EvalFeatures features = featuresOf(player, opponent);
    // Each root move keeps the score of its last search, which orders the next iteration.
    PvsNode node{alpha, beta, kNoScore};
    const PvsEnd end = searchChildren(
        node, static_cast<int>(moves.size()),
        [&](int i) -> RootMove& { return moves[static_cast<std::size_t>(i)]; },
        [&](RootMove& m, int a, int b) {
            const Bitboard f = flips(player, opponent, m.square);
            EvalFeatures next;
            playOnFeatures(features, m.square, f, next);
            m.score = -searchNode(opponent ^ f, player | f | squareBit(m.square), next, depth - 1,
                                  -b, -a);
            return m.score;
        },
        [&] { return control_.aborted(); },
        [&](PvsNode& n, int from) {
            const int count = static_cast<int>(moves.size());
            if (!splitsAt(depth, count - from)) return false;
            std::vector<int> rest, scores(static_cast<std::size_t>(count - from), kNoScore);
            for (int i = from; i < count; ++i)
                rest.push_back(moves[static_cast<std::size_t>(i)].square);
            const bool split =
                searchRestInParallel(player, opponent, features, depth, rest, &scores, n);
            for (std::size_t i = 0; i < scores.size(); ++i)
                if (scores[i] != kNoScore)
                    moves[static_cast<std::size_t>(from) + i].score = scores[i];
            return split;
        });
    if (node.best > alpha) result.square = node.bestSquare;  // proven better than the others
    if (end == PvsEnd::Stopped) return result;
    result.score = node.best;
    if (result.square < 0) result.square = moves.front().square;  // all failed low: keep the first
    result.complete = true;
    std::stable_sort(moves.begin(), moves.end(), [&](const RootMove& a, const RootMove& b) {
        if (a.square == result.square || b.square == result.square)
            return a.square == result.square && b.square != result.square;
        return a.score > b.score;
    });
    if (allMoves)  // a score among some of the moves is not the position's
        table_.store(TranspositionTable::hash(player, opponent), kind(), depth, alpha, beta,
                     node.best, node.best > alpha ? result.square : TranspositionTable::kNoMove);
    return result;
}

std::vector<Move> MidgameSearch::principalVariation(Bitboard player, Bitboard opponent,
                                                    int depth) const {
    std::vector<Move> line;
    for (int ply = 0; ply < depth; ++ply) {
        const Bitboard moves = legalMoves(player, opponent);
        if (!moves) {
            if (!legalMoves(opponent, player)) break;
            line.push_back(Move::pass());
            std::swap(player, opponent);
            continue;
        }
        const auto e = table_.find(TranspositionTable::hash(player, opponent), kind());
        if (!e || e->move == TranspositionTable::kNoMove || !(moves & squareBit(e->move))) break;
        line.push_back(Move::at(e->move));
        const Bitboard f = flips(player, opponent, e->move);
        const Bitboard nextPlayer = opponent ^ f;
        opponent = player | f | squareBit(e->move);
        player = nextPlayer;
    }
    return line;
}

}  // namespace verso::engine
