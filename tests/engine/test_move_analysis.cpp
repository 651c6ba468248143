// SPDX-License-Identifier: GPL-3.0-or-later
// analyzeMoves and valueOfMove (engine/MoveAnalysis.h) against a plain negamax on small endgames
// from seeded random games: every legal move's exact value, win/loss/draw proofs, passes, finished
// games, the reports on the way, the stop flag and the limits.
#include <QTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>

#include "BruteForce.h"
#include "core/EndgameSuite.h"
#include "core/Notation.h"
#include "engine/MoveAnalysis.h"

using namespace verso;
using namespace verso::engine;
using verso::test::bruteForceMoveValue;
using verso::test::bruteForceValue;

namespace {

using Clock = std::chrono::steady_clock;

// Every legal move once, best first, each line legal and starting with its move.
bool coversEveryMove(const Position& p, const Analysis& a) {
    std::vector<Move> listed;
    for (const MoveValue& m : a.moves) {
        listed.push_back(m.move);
        if (m.pv.empty() || m.pv.front() != m.move || !test::isLegalLine(p, m.pv)) return false;
    }
    for (std::size_t i = 1; i < a.moves.size(); ++i)
        if (a.moves[i - 1].score < a.moves[i].score) return false;
    std::vector<Move> legal = test::legalMovesOf(p);
    const auto bySquare = [](Move x, Move y) { return x.square() < y.square(); };
    std::sort(listed.begin(), listed.end(), bySquare);
    std::sort(legal.begin(), legal.end(), bySquare);
    return listed == legal;
}

int signOf(int v) { return (v > 0) - (v < 0); }

// A position of a seeded random game where the side to move must pass, with at most (or, when
// "atLeast", at least) "empties" empty squares.
Position mustPassPosition(int empties, bool atLeast) {
    for (unsigned seed = 1;; ++seed) {
        const GameRecord game = randomGame(seed);
        for (int ply = 0; ply <= game.length(); ++ply) {
            const Position& p = game.positionAt(ply);
            if (p.mustPass() && (atLeast ? p.emptyCount() >= empties : p.emptyCount() <= empties))
                return p;
        }
    }
}

Position midgamePosition(unsigned seed, int empties) {
    const GameRecord game = randomGame(seed);
    return game.positionAt(*test::plyWithEmpties(game, empties));
}

AnalysisLimits midgameLimits(int depth) {
    AnalysisLimits limits;
    limits.depth = depth;
    limits.exactEmpties = 0;
    limits.wldEmpties = 0;
    return limits;
}

}  // namespace

class TestMoveAnalysis : public QObject {
    Q_OBJECT
private slots:
    void exactValuesEqualBruteForce() {
        Searcher searcher(16);
        const std::vector<Position> positions =
            test::smallEndgames(35, 12);  // five of each count of empties, 6 to 12
        for (const Position& p : positions) {
            const Analysis a = analyzeMoves(searcher, p, AnalysisLimits{});
            QVERIFY(coversEveryMove(p, a));
            QVERIFY(a.exact);
            QVERIFY(a.complete);
            QCOMPARE(a.depth, p.emptyCount());
            int best = -64;
            for (const MoveValue& m : a.moves) {
                QCOMPARE(m.proof, Proof::Exact);
                QCOMPARE(m.score, bruteForceMoveValue(p, m.move));
                QCOMPARE(m.outcome, signOf(m.score));
                QCOMPARE(m.depth, p.emptyCount());
                best = std::max(best, m.score);
            }
            QCOMPARE(a.best()->score, best);
            QCOMPARE(a.find(a.best()->move), a.best());
        }
    }

    void aPositionThatMustPassHasOnePassEntry() {
        Searcher searcher(16);
        const Position endgame = mustPassPosition(12, false);
        const Analysis exact = analyzeMoves(searcher, endgame, AnalysisLimits{});
        QCOMPARE(exact.moves.size(), std::size_t{1});
        QVERIFY(exact.moves.front().move.isPass());
        QCOMPARE(exact.moves.front().proof, Proof::Exact);
        QCOMPARE(exact.moves.front().score, bruteForceValue(endgame));
        QVERIFY(test::isLegalLine(endgame, exact.moves.front().pv));
        QVERIFY(exact.complete);

        const Position midgame = mustPassPosition(24, true);
        const Analysis estimate = analyzeMoves(searcher, midgame, midgameLimits(4));
        QCOMPARE(estimate.moves.size(), std::size_t{1});
        QVERIFY(estimate.moves.front().move.isPass());
        QCOMPARE(estimate.moves.front().depth, 4);
        QVERIFY(estimate.complete);
        QVERIFY(coversEveryMove(midgame, estimate));
    }

    void aFinishedGameHasNothingToAnalyze() {
        Searcher searcher(16);
        const auto wipeOut = parseTranscript("e6f4e3f6g5d6e7f5c5");  // white has no disc left
        QVERIFY(wipeOut.ok());
        for (const Position& p : {randomGame(7).current(), wipeOut.value().current()}) {
            QVERIFY(p.isGameOver());
            const Analysis a = analyzeMoves(searcher, p, AnalysisLimits{});
            QVERIFY(a.moves.empty());
            QVERIFY(a.best() == nullptr);
            QVERIFY(a.complete);
        }
    }

    void winLossDrawProofsAgreeWithBruteForce() {
        Searcher searcher(16);
        int proven = 0;
        for (const Position& p : test::smallEndgames(21, 11, 100)) {
            AnalysisLimits limits;
            limits.depth = 4;  // shallower than the end: the proofs stay win/loss/draw
            limits.exactEmpties = p.emptyCount() - 1;
            limits.wldEmpties = p.emptyCount() + 1;
            const Analysis a = analyzeMoves(searcher, p, limits);
            QVERIFY(coversEveryMove(p, a));
            QVERIFY(a.complete);
            for (const MoveValue& m : a.moves) {
                const int exact = bruteForceMoveValue(p, m.move);
                QVERIFY2(m.proof != Proof::None,
                         qPrintable(QString::fromStdString(m.move.toString())));
                QCOMPARE(m.outcome, signOf(exact));
                if (m.proof == Proof::Exact) {
                    QCOMPARE(m.score, exact);  // the game ends at once after it
                    continue;
                }
                ++proven;
                if (m.outcome > 0) QVERIFY(m.score >= 2);
                if (m.outcome < 0) QVERIFY(m.score <= -2);
                if (m.outcome == 0) QCOMPARE(m.score, 0);
            }
        }
        QVERIFY(proven > 50);
    }

    void provenMovesBecomeExactWhenTheSearchReachesTheEnd() {
        Searcher searcher(16);
        for (const Position& p : test::smallEndgames(10, 10, 300)) {
            AnalysisLimits limits;
            limits.depth = 60;
            limits.exactEmpties = 0;
            limits.wldEmpties = 20;
            const Analysis a = analyzeMoves(searcher, p, limits);
            QVERIFY(a.exact);
            for (const MoveValue& m : a.moves) QCOMPARE(m.score, bruteForceMoveValue(p, m.move));
        }
    }

    void ffoMovesAtTwentyAndMoreEmptiesMatchTheFile() {
        // Beyond brute force: FFO #40 (20 empties) solved move by move, #42 (22 empties, a draw
        // among its moves) proven won, drawn or lost; the file gives every move's exact score.
        std::ifstream in(VERSO_TEST_DATA_DIR "/fforum-40-42.obf");
        const EndgameSuite suite = readObf(in);
        QVERIFY2(suite.error.empty(), suite.error.c_str());
        Searcher searcher(32);
        const EndgamePosition& ffo40 = suite.positions[0];
        const Analysis exact = analyzeMoves(searcher, ffo40.position, AnalysisLimits{});
        QVERIFY(exact.exact);
        QCOMPARE(exact.moves.size(), ffo40.moveScores.size());
        for (const ScoredMoveEntry& e : ffo40.moveScores)
            QCOMPARE(exact.find(e.move)->score, e.score);

        const EndgamePosition& ffo42 = suite.positions[2];
        AnalysisLimits limits;
        limits.depth = 4;
        limits.exactEmpties = 10;
        limits.wldEmpties = 22;
        const Analysis proven = analyzeMoves(searcher, ffo42.position, limits);
        QVERIFY(proven.complete);
        QCOMPARE(proven.moves.size(), ffo42.moveScores.size());
        for (const ScoredMoveEntry& e : ffo42.moveScores) {
            const MoveValue* m = proven.find(e.move);
            QCOMPARE(m->proof, Proof::WinLossDraw);
            QCOMPARE(m->outcome, signOf(e.score));
        }
        QCOMPARE(proven.best()->move, *parseMove("g2"));  // the only win
    }

    void reportsValueEveryMoveAndNeverLoseDepth() {
        const auto check = [](const Position& p, const AnalysisLimits& limits) {
            Searcher searcher(16);
            std::vector<Analysis> reports;
            const Analysis done = analyzeMoves(searcher, p, limits, nullptr,
                                               [&](const Analysis& a) { reports.push_back(a); });
            QVERIFY(reports.size() >= 3);
            int depth = 0;
            for (const Analysis& a : reports) {
                QVERIFY(coversEveryMove(p, a));
                for (const MoveValue& m : a.moves) QVERIFY(m.depth >= 1);  // every move has a value
                QVERIFY(a.depth >= depth);
                depth = a.depth;
            }
            QVERIFY(done.complete);
            QVERIFY(reports.back().complete);
            QCOMPARE(reports.back().depth, done.depth);
        };
        AnalysisLimits everyMove = midgameLimits(6);
        everyMove.reportInterval = std::chrono::milliseconds(0);  // a report after every search
        check(midgamePosition(5, 30), everyMove);
        check(midgamePosition(6, 34), midgameLimits(5));
        AnalysisLimits endgame;
        endgame.reportInterval = std::chrono::milliseconds(0);
        endgame.exactEmpties = 10;
        endgame.wldEmpties = 14;
        check(midgamePosition(8, 14), endgame);  // win/loss/draw proofs, then deeper estimates
        check(midgamePosition(9, 10), endgame);  // exact
    }

    void midgameValuesAreEstimatesOfTheirDepth() {
        Searcher searcher(16);
        const Position p = midgamePosition(11, 36);
        const Analysis a = analyzeMoves(searcher, p, midgameLimits(6));
        QVERIFY(coversEveryMove(p, a));
        QVERIFY(a.complete);
        QVERIFY(!a.exact);
        QCOMPARE(a.depth, 6);
        for (const MoveValue& m : a.moves) {
            QCOMPARE(m.proof, Proof::None);
            QCOMPARE(m.depth, 6);
            QVERIFY(m.score >= -64 && m.score <= 64);
        }
    }

    void stopReturnsPromptlyIncomplete() {
        Searcher searcher(16);
        const Position p = midgamePosition(12, 30);
        std::atomic<bool> stop{false};
        Clock::time_point stoppedAt;
        int reports = 0;
        // The stop comes once the analysis has reported its third result (it is under way, deep
        // in its iterations), from the progress callback as the window's Stop button would.
        const auto progress = [&](const Analysis&) {
            if (++reports == 3) {
                stoppedAt = Clock::now();
                stop = true;
            }
        };
        AnalysisLimits limits;  // depth 60 at 30 empties: far more than three reports
        const Analysis a = analyzeMoves(searcher, p, limits, &stop, progress);
        const auto returnedAt = Clock::now();
        QVERIFY(stop);
        QVERIFY(!a.complete);
        QVERIFY(coversEveryMove(p, a));
        const auto late =
            std::chrono::duration_cast<std::chrono::milliseconds>(returnedAt - stoppedAt).count();
        QVERIFY2(late < 1000, qPrintable(QString("returned %1 ms after the stop").arg(late)));
    }

    void aStopBeforeTheStartReturnsAtOnce() {
        Searcher searcher(16);
        const std::atomic<bool> stop{true};
        for (const Position& p : {midgamePosition(13, 40), midgamePosition(14, 20)}) {
            const Analysis a = analyzeMoves(searcher, p, AnalysisLimits{}, &stop);
            QVERIFY(!a.complete);
            QVERIFY(a.seconds < 0.1);
        }
        const Position p = test::smallEndgames(1, 8).front();
        QVERIFY(!valueOfMove(searcher, p, test::legalMovesOf(p).front(), 10, 64, &stop));
    }

    void nodeAndTimeLimitsAreHonoured() {
        Searcher searcher(16);
        const Position p = midgamePosition(15, 32);
        AnalysisLimits byNodes;
        byNodes.maxNodes = 50'000;
        const Analysis a = analyzeMoves(searcher, p, byNodes);
        QVERIFY(!a.complete);
        QVERIFY(a.nodes <= 60'000);
        AnalysisLimits byTime;
        byTime.maxTime = std::chrono::milliseconds(200);
        const Analysis b = analyzeMoves(searcher, p, byTime);
        QVERIFY(!b.complete);
        QVERIFY2(b.seconds < 1.2, qPrintable(QString::number(b.seconds)));
        QVERIFY(coversEveryMove(p, b));
    }

    void valueOfMoveAgreesWithTheAnalysisInTheExactRange() {
        Searcher searcher(16);
        for (const Position& p : test::smallEndgames(14, 12, 500)) {
            const Analysis a = analyzeMoves(searcher, p, AnalysisLimits{});
            for (const MoveValue& m : a.moves) {
                for (const int exactEmpties : {p.emptyCount(), 64}) {
                    const std::optional<MoveValue> v =
                        valueOfMove(searcher, p, m.move, 4, exactEmpties);
                    QVERIFY(v);
                    QCOMPARE(v->proof, Proof::Exact);
                    QCOMPARE(v->score, m.score);
                    QCOMPARE(v->depth, p.emptyCount());
                    QVERIFY(!v->pv.empty() && v->pv.front() == m.move &&
                            test::isLegalLine(p, v->pv));
                }
            }
        }
        // Above the exact range it is an estimate of the depth asked for.
        const Position p = midgamePosition(16, 30);
        const Move move = test::legalMovesOf(p).front();
        const std::optional<MoveValue> v = valueOfMove(searcher, p, move, 5, p.emptyCount() - 1);
        QVERIFY(v);
        QCOMPARE(v->proof, Proof::None);
        QCOMPARE(v->depth, 5);
    }
};

QTEST_APPLESS_MAIN(TestMoveAnalysis)
#include "test_move_analysis.moc"
