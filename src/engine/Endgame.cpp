// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/Endgame.h"

#include <algorithm>

#include "engine/EndgameParity.h"
#include "engine/Evaluation.h"
#include "engine/MoveList.h"
#include "engine/MoveOrdering.h"
#include "engine/ProbCut.h"
#include "engine/Pvs.h"
#include "engine/ShallowSearch.h"
#include "engine/Stability.h"

namespace verso::engine {

namespace {

constexpr int kHashedMinEmpties = 8;   // transposition table and PVS from here up
constexpr int kOrderedMinEmpties = 6;  // move generation and fastest-first ordering from here up
constexpr int kEnhancedCutoffMinEmpties = 10;  // probe the children in the table before searching
constexpr int kEvaluationOrderingMinEmpties = 12;  // order by the evaluation too from here up
constexpr int kShallowOrderingMinEmpties =
    16;  // order by a one-ply search on the evaluation from here up
constexpr int kDeepOrderingMinEmpties = 20;  // order by a two-ply search from here up
constexpr int kProbCutMinEmpties = 12;       // selective passes try ProbCut from here up
// ProbCut's margin in standard deviations, per selective pass (see EndgameSolver::setSelectivity).
constexpr double kSelectiveConfidence[EndgameSolver::kSelectiveLevels] = {1.5};

// A shallow alpha-beta search on the evaluation (no table), to order moves far from the end.
int shallowValue(Bitboard player, Bitboard opponent, int depth, int alpha, int beta) {
    if (depth <= 0) return evaluate(player, opponent);
    const Bitboard moves = legalMoves(player, opponent);
    if (!moves) {
        if (!legalMoves(opponent, player)) return finalScore(player, opponent) * kEvalUnitsPerDisc;
        return -shallowValue(opponent, player, depth, -beta, -alpha);
    }
    int best = -kEvalMax - 1;
    for (Bitboard rest = moves; rest; rest &= rest - 1) {
        const int sq = firstSquare(rest);
        const Bitboard f = flips(player, opponent, sq);
        const int score = -shallowValue(opponent ^ f, player | f | squareBit(sq), depth - 1, -beta,
                                        -std::max(alpha, best));
        if (score > best) {
            best = score;
            if (best >= beta) break;
        }
    }
    return best;
}

// Depth of the ordering search of each move: deeper far from the end, where a wrong first move
// costs most.
int orderingDepth(int empties) {
    return empties >= kDeepOrderingMinEmpties ? 2 : empties >= kShallowOrderingMinEmpties ? 1 : 0;
}

// Only try the stability bound when alpha is high enough for it to have a chance.
int stabilityThreshold(int empties) {
    return (empties < 4 ? 99 : empties <= 9 ? 2 * empties - 2 : std::min(64, 2 * empties));
}

}  // namespace

int finalScore(Bitboard player, Bitboard opponent) {
    const int mine = popCount(player);
    const int theirs = popCount(opponent);
    const int empties = 64 - mine - theirs;
    if (mine > theirs) return mine - theirs + empties;
    if (mine < theirs) return mine - theirs - empties;
    return 0;
}

int EndgameSolver::endScore(Bitboard player, Bitboard opponent, int empties) const {
    return control_.endValue(finalScore(player, opponent), empties);
}

int EndgameSolver::passAndSearch(Bitboard player, Bitboard opponent, int alpha, int beta,
                                 int empties) {
    const SearchControl::PassScope pass(control_);
    return -search(opponent, player, -beta, -alpha, empties);
}

int EndgameSolver::solve(Bitboard player, Bitboard opponent, int alpha, int beta) {
    return search(player, opponent, alpha, beta, 64 - popCount(player | opponent));
}

int EndgameSolver::search(Bitboard player, Bitboard opponent, int alpha, int beta, int empties) {
    if (empties >= kHashedMinEmpties) return searchHashed(player, opponent, alpha, beta, empties);
    if (empties >= kOrderedMinEmpties) return searchOrdered(player, opponent, alpha, beta, empties);
    if (empties >= 4) return searchParity(player, opponent, alpha, beta, empties, false);
    Bitboard free = ~(player | opponent);
    if (empties == 3) {
        const int a = firstSquare(free);
        free &= free - 1;
        const int b = firstSquare(free);
        return solveThree(player, opponent, alpha, beta, a, b, firstSquare(free & (free - 1)),
                          false);
    }
    if (empties == 2) {
        const int first = firstSquare(free);
        return solveTwo(player, opponent, alpha, beta, first, firstSquare(free & (free - 1)),
                        false);
    }
    if (empties == 1) return solveOne(player, opponent, firstSquare(free));
    ++control_.nodes;
    return endScore(player, opponent, 0);
}

bool EndgameSolver::stabilityCut(Bitboard player, Bitboard opponent, int alpha, int empties,
                                 int& bound) const {
    if (alpha < stabilityThreshold(empties)) return false;
    bound = stabilityUpperBound(player, opponent);
    if (control_.rootDraw && bound >= 0)
        bound = std::max(bound, control_.drawFor(empties));  // a draw may be worth more
    return bound <= alpha;
}

// Fastest first: the fewer replies a move leaves, the earlier it is tried; a move into an odd
// quadrant gets a small bonus; the hash move goes first. Returns the number of moves.
int EndgameSolver::orderMoves(MoveList& list, Bitboard player, Bitboard opponent, int hashMove,
                              int from) const {
    const Bitboard odd = oddQuadrants(~(player | opponent));
    const int empties = popCount(~(player | opponent));
    for (ScoredMove* it = list.begin() + from; it != list.end(); ++it) {
        ScoredMove& m = *it;
        if (m.square == hashMove) {
            m.key = 1 << 20;
            continue;
        }
        const Bitboard bit = squareBit(m.square);
        const Bitboard nextPlayer = opponent ^ m.flipped, nextOpponent = player | m.flipped | bit;
        m.key = fastestFirstKey(nextPlayer, nextOpponent) + ((odd & bit) ? 4 : 0);
        if (empties >=
            kEvaluationOrderingMinEmpties)  // far from the end, the evaluation knows more
            m.key -= shallowValue(nextPlayer, nextOpponent, orderingDepth(empties), -kEvalMax - 1,
                                  kEvalMax + 1) /
                     (kEvalUnitsPerDisc / 4);
    }
    return list.size();
}

int EndgameSolver::searchOrdered(Bitboard player, Bitboard opponent, int alpha, int beta,
                                 int empties) {
    if (control_.countNodeAndCheck()) return 0;
    const Bitboard moves = legalMoves(player, opponent);
    if (!moves) {
        if (!legalMoves(opponent, player)) return endScore(player, opponent, empties);
        return passAndSearch(player, opponent, alpha, beta, empties);
    }
    int bound = 0;
    if (stabilityCut(player, opponent, alpha, empties, bound)) return bound;
    MoveList list(player, opponent, moves);
    const int count = orderMoves(list, player, opponent, TranspositionTable::kNoMove);
    int best = kNoScore;
    for (int i = 0; i < count; ++i) {
        const ScoredMove& m = list.pickBest(i);
        const int score = -search(opponent ^ m.flipped, player | m.flipped | squareBit(m.square),
                                  -beta, -alpha, empties - 1);
        if (score > best) {
            best = score;
            if (score >= beta) break;
            alpha = std::max(alpha, score);
        }
    }
    return best;
}

// The best move of an earlier, less exact search of this position (a selective pass, else the
// midgame search), the best guess when the table has no usable entry.
int EndgameSolver::hintMove(std::uint64_t key) const {
    if (const auto e = table_.find(key, kLowestSolverKind, kind() - 1);
        e && e->move != TranspositionTable::kNoMove)
        return e->move;
    if (const auto e = table_.find(key, 0, 1)) return e->move;
    return TranspositionTable::kNoMove;
}

void EndgameSolver::setSelectivity(int level) {
    level_ = std::clamp(level, 0, kSelectiveLevels);
    confidence_ = level_ ? kSelectiveConfidence[level_ - 1] : 0.0;
}

// ProbCut: in a selective pass, a shallow search that puts the exact score (predicted as
// shallow + meanShift) "confidence" standard deviations above beta or below alpha ends the node
// with that bound.
bool EndgameSolver::probCut(Bitboard player, Bitboard opponent, int alpha, int beta, int empties,
                            int& score) {
    if (!level_ || !shallow_ || empties < kProbCutMinEmpties) return false;
    const int shallow = endgameProbCutShallowDepth(empties);
    const int margin = static_cast<int>(confidence_ * endgameProbCutSigmaDiscs(shallow, empties) *
                                        kEvalUnitsPerDisc);
    const int shift = static_cast<int>(kEndgameProbCutModel.meanShift * kEvalUnitsPerDisc);
    if (const int bound = beta * kEvalUnitsPerDisc - shift + margin;
        beta < 64 && bound < kEvalMax) {
        if (shallow_->search(player, opponent, shallow, bound - 1, bound) >= bound &&
            !control_.aborted()) {
            score = beta;
            return true;
        }
    }
    if (const int bound = alpha * kEvalUnitsPerDisc - shift - margin;
        alpha > -64 && bound > -kEvalMax) {
        if (shallow_->search(player, opponent, shallow, bound, bound + 1) <= bound &&
            !control_.aborted()) {
            score = alpha;
            return true;
        }
    }
    return false;
}

// Enhanced transposition cut-off: a child already known to score at most -beta (for the
// opponent) proves this node scores at least beta. Returns that score, or kNoScore.
int EndgameSolver::childRefutes(const MoveList& list, Bitboard player, Bitboard opponent,
                                int beta) const {
    for (const ScoredMove& m : list) {
        const std::uint64_t child = TranspositionTable::hash(
            opponent ^ m.flipped, player | m.flipped | squareBit(m.square));
        if (const auto e = table_.find(child, kind(), kTableKind); e && -e->upper >= beta)
            return -e->upper;
    }
    return kNoScore;
}

int EndgameSolver::searchHashed(Bitboard player, Bitboard opponent, int alpha, int beta,
                                int empties) {
    if (control_.countNodeAndCheck()) return 0;
    const Bitboard moves = legalMoves(player, opponent);
    if (!moves) {
        if (!legalMoves(opponent, player)) return endScore(player, opponent, empties);
        return passAndSearch(player, opponent, alpha, beta, empties);
    }
    const std::uint64_t key = TranspositionTable::hash(player, opponent);
    // The table's answers here and in the children take a cache miss each: start them all now,
    // while this node's own probe waits, rather than one after another.
    table_.prefetch(key);
    MoveList list(player, opponent, moves);
    if (empties > kHashedMinEmpties)
        for (const ScoredMove& m : list)
            table_.prefetch(TranspositionTable::hash(opponent ^ m.flipped,
                                                     player | m.flipped | squareBit(m.square)));
    int hashMove = TranspositionTable::kNoMove;
    if (const auto e = table_.find(key, kind(), kTableKind)) {
        if (e->lower >= beta) return e->lower;
        if (e->upper <= alpha) return e->upper;
        if (e->lower == e->upper) return e->lower;
        alpha = std::max<int>(alpha, e->lower);
        beta = std::min<int>(beta, e->upper);
        hashMove = e->move;
    }
    if (hashMove == TranspositionTable::kNoMove) hashMove = hintMove(key);
    int bound = 0;
    if (stabilityCut(player, opponent, alpha, empties, bound)) return bound;
    const int alphaIn = alpha;
    if (empties >= kEnhancedCutoffMinEmpties) {
        const int refuted = childRefutes(list, player, opponent, beta);
        if (refuted != kNoScore) {
            table_.store(key, kind(), empties, alphaIn, beta, refuted, TranspositionTable::kNoMove,
                         kLowestSolverKind);
            return refuted;
        }
    }
    if (probCut(player, opponent, alpha, beta, empties, bound)) {
        table_.store(key, kind(), empties, alphaIn, beta, bound, TranspositionTable::kNoMove,
                     kLowestSolverKind);
        return bound;
    }
    if (control_.aborted()) return 0;
    // The hash move first, before the costly ordering of the others: it often ends the node alone.
    int placed = 0;  // moves already in search order at the front of the list
    for (int i = 0; i < list.size() && hashMove != TranspositionTable::kNoMove; ++i)
        if (list[i].square == hashMove) {
            std::swap(list[0], list[i]);
            placed = 1;
            break;
        }
    if (!placed) orderMoves(list, player, opponent, hashMove);
    PvsNode node{alpha, beta, kNoScore};
    const PvsEnd end = searchChildren(
        node, list.size(),
        [&](int i) -> const ScoredMove& {
            if (i == placed && placed)
                orderMoves(list, player, opponent, TranspositionTable::kNoMove, placed);
            return i < placed ? list[i] : list.pickBest(i);
        },
        [&](const ScoredMove& m, int a, int b) {
            return -search(opponent ^ m.flipped, player | m.flipped | squareBit(m.square), -b, -a,
                           empties - 1);
        },
        [&] { return control_.aborted(); },
        [&](PvsNode& n, int from) {
            if (!splitsAt(empties, list.size() - from)) return false;
            if (from == placed && placed) {  // the hash move alone was in order: order the others
                orderMoves(list, player, opponent, TranspositionTable::kNoMove, placed);
                placed = 0;
            }
            return searchRestInParallel(list, from, player, opponent, empties, n);
        });
    if (end == PvsEnd::Stopped) return 0;
    table_.store(key, kind(), empties, alphaIn, beta, node.best,
                 node.best > alphaIn ? node.bestSquare : TranspositionTable::kNoMove,
                 kLowestSolverKind);
    return node.best;
}

EndgameSolver::RootResult EndgameSolver::solveRoot(Bitboard player, Bitboard opponent, int alpha,
                                                   int beta, const std::vector<int>& order) {
    RootResult result;
    const int empties = 64 - popCount(player | opponent);
    const Bitboard moves = legalMoves(player, opponent);
    MoveList list(player, opponent, moves);
    orderMoves(list, player, opponent, TranspositionTable::kNoMove);
    for (ScoredMove& m : list) {
        const auto it = std::find(order.begin(), order.end(), m.square);
        if (it != order.end()) m.key = (1 << 20) - static_cast<int>(it - order.begin());
    }
    PvsNode node{alpha, beta, kNoScore};
    const PvsEnd end = searchChildren(
        node, list.size(), [&](int i) -> const ScoredMove& { return list.pickBest(i); },
        [&](const ScoredMove& m, int a, int b) {
            return -search(opponent ^ m.flipped, player | m.flipped | squareBit(m.square), -b, -a,
                           empties - 1);
        },
        [&] { return control_.aborted(); },
        [&](PvsNode& n, int from) {
            return splitsAt(empties, list.size() - from) &&
                   searchRestInParallel(list, from, player, opponent, empties, n);
        });
    result.square = node.bestSquare;
    if (end == PvsEnd::Stopped) return result;
    result.score = node.best;
    result.complete = true;
    table_.store(TranspositionTable::hash(player, opponent), kind(), empties, alpha, beta,
                 node.best, node.best > alpha ? result.square : TranspositionTable::kNoMove,
                 kLowestSolverKind);
    return result;
}

EndgameSolver::RootResult EndgameSolver::solveRootByProbes(Bitboard player, Bitboard opponent,
                                                           int guess, std::vector<int>& order) {
    // Scores are even, so a window (t - 1, t + 1) either proves the score is t or moves a bound.
    int lower = -64, upper = 64;
    int target = std::clamp(guess & ~1, -64, 64);
    RootResult best;
    best.square = order.empty() ? firstSquare(legalMoves(player, opponent)) : order.front();
    while (lower < upper) {
        const RootResult r = solveRoot(player, opponent, target - 1, target + 1, order);
        if (!r.complete) {
            best.complete = false;
            return best;
        }
        if (r.score >= target) {  // exact, or a lower bound: this move reaches at least r.score
            lower = r.score;
            best.square = r.square;
            order.erase(std::remove(order.begin(), order.end(), r.square), order.end());
            order.insert(order.begin(), r.square);
            if (r.score == target) upper = target;
        } else {
            upper = r.score;
        }
        target = std::clamp(r.score + (r.score & 1) * (r.score >= target ? 1 : -1), lower,
                            upper);  // even
    }
    best.score = lower;
    best.complete = true;
    return best;
}

std::vector<Move> EndgameSolver::principalVariation(Bitboard player, Bitboard opponent, int score) {
    constexpr int kVerifyMaxEmpties =
        14;  // below this, each PV move is re-checked by a small solve
    const int passesAtRoot = control_.passes;
    struct RestorePasses {
        SearchControl& control;
        int passes;
        ~RestorePasses() { control.passes = passes; }
    } restore{control_, passesAtRoot};
    std::vector<Move> line;
    for (;;) {
        const Bitboard moves = legalMoves(player, opponent);
        if (!moves) {
            if (!legalMoves(opponent, player)) break;
            line.push_back(Move::pass());
            std::swap(player, opponent);
            score = -score;
            ++control_.passes;
            continue;
        }
        const int empties = 64 - popCount(player | opponent);
        int chosen = -1;
        const auto e = table_.find(TranspositionTable::hash(player, opponent), kTableKind);
        if (e && e->move != TranspositionTable::kNoMove && (moves & squareBit(e->move)) &&
            empties > kVerifyMaxEmpties)
            chosen = e->move;
        for (Bitboard rest = moves; chosen < 0 && rest && empties <= kVerifyMaxEmpties;
             rest &= rest - 1) {
            const int sq = firstSquare(rest);
            const Bitboard f = flips(player, opponent, sq);
            if (-search(opponent ^ f, player | f | squareBit(sq), -score - 1, -score + 1,
                        empties - 1) == score)
                chosen = sq;
            if (control_.aborted()) return line;
        }
        if (chosen < 0) break;
        line.push_back(Move::at(chosen));
        const Bitboard f = flips(player, opponent, chosen);
        const Bitboard nextPlayer = opponent ^ f;
        opponent = player | f | squareBit(chosen);
        player = nextPlayer;
        score = -score;
    }
    return line;
}

}  // namespace verso::engine
