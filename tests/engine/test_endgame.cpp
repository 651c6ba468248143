// SPDX-License-Identifier: GPL-3.0-or-later
// The exact endgame solver against the FFO endgame positions #1-#19 (14-16 empties) and #40-#42
// (20-22 empties), whose perfect-play scores are known, plus the solver's invariants.
#include <QTest>

#include <algorithm>
#include <fstream>

#include "core/EndgameSuite.h"
#include "engine/Endgame.h"
#include "engine/MidgameSearch.h"
#include "engine/Search.h"

using namespace verso;
using namespace verso::engine;

namespace {

EndgameSuite loadFixture(const char* name) {
    std::ifstream in(std::string(VERSO_TEST_DATA_DIR) + "/" + name);
    return readObf(in);
}

SearchResult solve(Searcher& searcher, const Position& p, bool winLossDraw = false) {
    SearchLimits limits;
    limits.exactEmpties = 64;
    limits.winLossDraw = winLossDraw;
    return searcher.search(p, limits);
}

int signOf(int score) { return score > 0 ? 1 : score < 0 ? -1 : 0; }

const ScoredMoveEntry* entryFor(const EndgamePosition& p, Move move) {
    const auto it = std::find_if(p.moveScores.begin(), p.moveScores.end(),
                                 [&](const ScoredMoveEntry& e) { return e.move == move; });
    return it == p.moveScores.end() ? nullptr : &*it;
}

}  // namespace

class TestEndgame : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        suite_ = loadFixture("fforum-1-19.obf");
        QVERIFY2(suite_.error.empty(), suite_.error.c_str());
        QCOMPARE(suite_.positions.size(), std::size_t{19});
        deeper_ = loadFixture("fforum-40-42.obf");
        QVERIFY2(deeper_.error.empty(), deeper_.error.c_str());
        QCOMPARE(deeper_.positions.size(), std::size_t{3});
    }

    void solvesFfoOneToNineteen() {
        Searcher searcher(16);
        for (const EndgamePosition& p : suite_.positions) {
            const SearchResult r = solve(searcher, p.position);
            QVERIFY(r.exact);
            QCOMPARE(r.score, *p.expectedScore());
            QCOMPARE(r.depth, p.position.emptyCount());
            const ScoredMoveEntry* e =
                entryFor(p, r.best);  // the chosen move is one the file scores best
            QVERIFY(e);
            QCOMPARE(e->score, r.score);
        }
    }

    void everyMoveScoreMatchesTheFile() {
        Searcher searcher(16);
        for (const int index : {0, 4, 8}) {
            const EndgamePosition& p = suite_.positions[static_cast<std::size_t>(index)];
            for (const ScoredMoveEntry& e : p.moveScores) {
                const SearchResult r = solve(searcher, p.position.afterMove(e.move));
                QCOMPARE(-r.score, e.score);
            }
        }
    }

    void principalVariationIsALegalLineReachingTheScore() {
        Searcher searcher(16);
        const EndgamePosition& p = suite_.positions[2];
        const SearchResult r = solve(searcher, p.position);
        QVERIFY(!r.pv.empty());
        QCOMPARE(r.pv.front(), r.best);
        Position line = p.position;
        for (const Move m : r.pv) {
            QVERIFY2(line.isLegal(m), m.toString().c_str());
            line = line.afterMove(m);
        }
        QVERIFY(line.isGameOver());  // the whole line to the end, ending with the solved score
        const int black = line.finalScoreForBlack();
        QCOMPARE(p.position.sideToMove() == Color::Black ? black : -black, r.score);
    }

    void sameScoresWithoutTranspositionTable() {
        Searcher withTable(16);
        Searcher withoutTable(0);
        for (const int index : {1, 5, 9, 13}) {
            const Position& p = suite_.positions[static_cast<std::size_t>(index)].position;
            QCOMPARE(solve(withoutTable, p).score, solve(withTable, p).score);
        }
    }

    void sameScoresWithAndWithoutSelectivePruningAtExactDepth() {
        // A midgame search deep enough to reach the end must give the exact score either way.
        Searcher searcher(16);
        for (const int index : {3, 7, 11}) {
            const EndgamePosition& p = suite_.positions[static_cast<std::size_t>(index)];
            SearchLimits limits;
            limits.depth = p.position.emptyCount();
            for (const bool selective : {true, false}) {
                limits.selective = selective;
                searcher.clearHash();
                const SearchResult r = searcher.search(p.position, limits);
                QVERIFY(r.exact);
                QCOMPARE(r.score, *p.expectedScore());
            }
        }
    }

    void solvesTwentyToTwentyTwoEmpties() {
        // From 20 empties an exact solve starts with a selective pass; the score must not change.
        Searcher searcher(64);
        for (const EndgamePosition& p : deeper_.positions) {
            QVERIFY(p.position.emptyCount() >= 20);
            for (const bool selectivePass : {true, false}) {
                if (!selectivePass && p.position.emptyCount() > 20)
                    continue;  // the plain solve is slower
                SearchLimits limits;
                limits.exactEmpties = 64;
                limits.selectivePass = selectivePass;
                searcher.clearHash();
                const SearchResult r = searcher.search(p.position, limits);
                QVERIFY(r.exact);
                QCOMPARE(r.score, *p.expectedScore());
                const ScoredMoveEntry* e = entryFor(p, r.best);
                QVERIFY(e);
                QCOMPARE(e->score, r.score);
            }
        }
    }

    void selectivePassIsCheapAndNeverAnswersTheExactSolve() {
        // The solver's selective pass (ProbCut) searches fewer nodes than even the exact solve it
        // prepares, lands near the exact score, and its estimates in the table leave the exact
        // solve after it unchanged.
        for (const EndgamePosition& p : deeper_.positions) {
            const Bitboard player = p.position.player(), opponent = p.position.opponent();
            TranspositionTable table(16);
            SearchControl control;
            EndgameSolver solver(table, control);
            MidgameSearch midgame(table, control, solver);
            solver.setShallowSearch(&midgame);
            control.start(nullptr, 0, std::chrono::milliseconds(0));
            std::vector<int> order;
            solver.setSelectivity(1);
            const EndgameSolver::RootResult estimate =
                solver.solveRootByProbes(player, opponent, 0, order);
            QVERIFY(estimate.complete);
            const std::uint64_t passNodes = control.nodes;
            control.start(nullptr, 0, std::chrono::milliseconds(0));
            solver.setSelectivity(0);
            QCOMPARE(solver.solveRootByProbes(player, opponent, estimate.score, order).score,
                     *p.expectedScore());
            const std::uint64_t exactNodes = control.nodes;
            qInfo(
                "%d empties: selective pass %llu nodes (score %+d), exact solve after it %llu "
                "nodes (%+d)",
                p.position.emptyCount(), static_cast<unsigned long long>(passNodes), estimate.score,
                static_cast<unsigned long long>(exactNodes), *p.expectedScore());
            QVERIFY(passNodes < exactNodes);
            QVERIFY(std::abs(estimate.score - *p.expectedScore()) <= 6);
        }
    }

    void winLossDrawAgreesWithTheExactScore() {
        Searcher searcher(16);
        for (const EndgamePosition& p : suite_.positions) {
            const SearchResult r = solve(searcher, p.position, true);
            QVERIFY(r.exact);
            QCOMPARE(r.score, signOf(*p.expectedScore()));
            const ScoredMoveEntry* e = entryFor(p, r.best);  // the move keeps the result
            QVERIFY(e);
            QCOMPARE(signOf(e->score), r.score);
        }
    }

    void forcedPassIsReportedAsAPass() {
        // White to move has no move on this board; black does.
        std::string error;
        const auto p = parseObfLine(std::string(61, 'X') + "O-- O", error);
        QVERIFY2(p.has_value(), error.c_str());
        QVERIFY(p->position.mustPass());
        Searcher searcher(1);
        const SearchResult r = solve(searcher, p->position);
        QCOMPARE(r.best, Move::pass());
        QVERIFY(r.exact);
        QCOMPARE(r.score, -64);
    }

    void finishedGameHasNoMove() {
        std::string error;
        const auto p = parseObfLine(std::string(40, 'X') + std::string(24, 'O') + " X", error);
        QVERIFY(p.has_value());
        Searcher searcher(1);
        const SearchResult r = solve(searcher, p->position);
        QVERIFY(r.best.isNone());
        QCOMPARE(r.score, 16);
    }

private:
    EndgameSuite suite_;
    EndgameSuite deeper_;  // FFO #40-#42
};

QTEST_APPLESS_MAIN(TestEndgame)
#include "test_endgame.moc"
