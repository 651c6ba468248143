// SPDX-License-Identifier: GPL-3.0-or-later
// The exact solver's last five empties (Qt-free): no move generation, the empty squares tried in
// parity order (EndgameParity.h), special code for three, two and one empty squares, and the flips
// of the very last move counted from line tables (LastFlip.h).
#include <algorithm>
#include <array>

#include "engine/Endgame.h"
#include "engine/EndgameParity.h"
#include "engine/LastFlip.h"

namespace verso::engine {

namespace {

// The (up to) eight squares next to each square.
constexpr std::array<Bitboard, 64> makeNeighbours() {
    std::array<Bitboard, 64> table{};
    for (int sq = 0; sq < 64; ++sq)
        for (int dc = -1; dc <= 1; ++dc)
            for (int dr = -1; dr <= 1; ++dr) {
                const int c = sq % 8 + dc;
                const int r = sq / 8 + dr;
                if ((dc || dr) && c >= 0 && c < 8 && r >= 0 && r < 8)
                    table[static_cast<std::size_t>(sq)] |= squareBit(r * 8 + c);
            }
    return table;
}
constexpr std::array<Bitboard, 64> kNeighbours = makeNeighbours();

// flips() behind a cheap test: a move with no opponent disc next to it flips nothing.
Bitboard flipsNearOpponent(Bitboard player, Bitboard opponent, int square) {
    if (!(opponent & kNeighbours[static_cast<std::size_t>(square)])) return 0;
    return flips(player, opponent, square);
}

}  // namespace

// One empty square left: count what the last move flips, for whoever can play it. The count
// comes from line tables (engine/LastFlip.h), not from the flipped discs; the opponent's count
// is only needed when the player cannot play there.
int EndgameSolver::solveOne(Bitboard player, Bitboard opponent, int square) {
    ++control_.nodes;
    const int mine = popCount(player);
    if (const int flipped = lastflip::count(player, square))
        return control_.endValue(2 * (mine + 1 + flipped) - 64, 1);
    if (const int flipped = lastflip::count(opponent, square))
        return control_.endValue(2 * (mine - flipped) - 64, 1);
    return 2 * mine - 63 > 0 ? 2 * mine - 62
                             : 2 * mine - 64;  // nobody can play: the empty goes to the winner
}

int EndgameSolver::solveTwo(Bitboard player, Bitboard opponent, int alpha, int beta, int first,
                            int second, bool passed) {
    ++control_.nodes;
    int best = kNoScore;
    if (const Bitboard f = flipsNearOpponent(player, opponent, first)) {
        best = -solveOne(opponent ^ f, player | f | squareBit(first), second);
        if (best >= beta) return best;
    }
    if (const Bitboard f = flipsNearOpponent(player, opponent, second)) {
        best = std::max(best, -solveOne(opponent ^ f, player | f | squareBit(second), first));
    }
    if (best != kNoScore) return best;
    if (passed) return endScore(player, opponent, 2);
    const SearchControl::PassScope pass(control_);
    return -solveTwo(opponent, player, -beta, -alpha, first, second, true);
}

// Three empties a < b < c, tried in parity order: a square sharing its quadrant with exactly one
// other empty is in an even quadrant and waits for the odd one; otherwise ascending order. Each
// move leaves the other two ascending for solveTwo.
int EndgameSolver::solveThree(Bitboard player, Bitboard opponent, int alpha, int beta, int a, int b,
                              int c, bool passed) {
    ++control_.nodes;
    struct Choice {
        int square, first, second;  // the move and the two empties it leaves
    };
    std::array<Choice, 3> choices = {{{a, b, c}, {b, a, c}, {c, a, b}}};
    const int qa = quadrantOf(a), qb = quadrantOf(b), qc = quadrantOf(c);
    if (qa == qb && qb != qc) choices = {{{c, a, b}, {a, b, c}, {b, a, c}}};
    else if (qa == qc && qa != qb) choices = {{{b, a, c}, {a, b, c}, {c, a, b}}};
    int best = kNoScore;
    for (const Choice& m : choices) {
        const Bitboard f = flipsNearOpponent(player, opponent, m.square);
        if (!f) continue;
        const int score = -solveTwo(opponent ^ f, player | f | squareBit(m.square), -beta, -alpha,
                                    m.first, m.second, false);
        if (score > best) {
            best = score;
            if (score >= beta) return best;
            alpha = std::max(alpha, score);
        }
    }
    if (best != kNoScore) return best;
    if (passed) return endScore(player, opponent, 3);
    const SearchControl::PassScope pass(control_);
    return -solveThree(opponent, player, -beta, -alpha, a, b, c, true);
}

// 4 empties up to kOrderedMinEmpties: no move generation, the empty squares in parity order.
int EndgameSolver::searchParity(Bitboard player, Bitboard opponent, int alpha, int beta,
                                int empties, bool passed) {
    ++control_.nodes;
    const Bitboard free = ~(player | opponent);
    const Bitboard odd = oddQuadrants(free);
    int best = kNoScore;
    for (const Bitboard part : {free & odd, free & ~odd}) {
        for (Bitboard rest = part; rest; rest &= rest - 1) {
            const int sq = firstSquare(rest);
            const Bitboard f = flipsNearOpponent(player, opponent, sq);
            if (!f) continue;
            const Bitboard nextPlayer = opponent ^ f;
            const Bitboard nextOpponent = player | f | squareBit(sq);
            int score;
            if (empties == 4) {
                Bitboard left = free & ~squareBit(sq);
                const int a = firstSquare(left);
                left &= left - 1;
                const int b = firstSquare(left);
                score = -solveThree(nextPlayer, nextOpponent, -beta, -alpha, a, b,
                                    firstSquare(left & (left - 1)), false);
            } else {
                score = -searchParity(nextPlayer, nextOpponent, -beta, -alpha, empties - 1, false);
            }
            if (score > best) {
                best = score;
                if (score >= beta) return best;
                alpha = std::max(alpha, score);
            }
        }
    }
    if (best != kNoScore) return best;
    if (passed) return endScore(player, opponent, empties);
    const SearchControl::PassScope pass(control_);
    return -searchParity(opponent, player, -beta, -alpha, empties, true);
}

}  // namespace verso::engine
