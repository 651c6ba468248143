// SPDX-License-Identifier: GPL-3.0-or-later
// Analysis on an engine thread, seen from the GUI thread: the analyst's values belong to the
// position asked for and stop at once when another is asked; a review reports its progress and
// its result, and nothing after a cancel; the graph's values fill in from the end backwards; on two
// threads the analysis proves the same values as on one.
#include <QSignalSpy>
#include <QtTest>

#include <algorithm>
#include <vector>

#include "core/Notation.h"
#include "session/analysis/GameReviewer.h"
#include "session/analysis/GameValues.h"
#include "session/analysis/PositionAnalyst.h"
#include "session/enginethread/EngineThread.h"

using namespace verso;
using verso::session::EngineThread;
using verso::session::GameReviewer;
using verso::session::GameValues;
using verso::session::PositionAnalyst;

Q_DECLARE_METATYPE(verso::Position)

namespace {

// A game played out by a fixed transcript (a real tournament game).
GameRecord sampleGame() {
    const auto game = parseTranscript(
        "f5f4g3e6d7c5c4h2b6e7f7e8g4b3a2b5a6a5b4c6c7f3d3a4a3g7f6h3f8e2b7g6d2c3h6h7h8g8b2g5d8d6e3a1g2"
        "c8h5e1c1f1d1a8h1a7h4f2g1b1b8c2");
    return game.value();
}

// Waits until every task asked of "thread" so far has run.
bool drain(EngineThread& thread) {
    auto barrier = thread.ask([](engine::Searcher&, const std::atomic<bool>&,
                                 const session::EngineRequest::Report&) { return QVariant(1); });
    QSignalSpy done(barrier.get(), &session::EngineRequest::finished);
    return done.wait(20000);
}

}  // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<verso::Position>(); }

    void valuesEveryLegalMoveAndFinishesExactlyNearTheEnd() {
        EngineThread thread;
        PositionAnalyst analyst(thread);
        const GameRecord game = sampleGame();
        const Position position =
            game.positionAt(game.length() - 12);  // 12 empties: solved at once
        QSignalSpy spy(&analyst, &PositionAnalyst::updated);
        analyst.analyze(position);
        QTRY_VERIFY_WITH_TIMEOUT(analyst.latest() && analyst.latest()->complete, 20000);
        const engine::Analysis& a = *analyst.latest();
        QCOMPARE(static_cast<int>(a.moves.size()), popCount(position.legalMoves()));
        QVERIFY(a.exact);
        for (const auto& m : a.moves) QVERIFY(position.isLegal(m.move));
        for (std::size_t i = 1; i < a.moves.size(); ++i)
            QVERIFY(a.moves[i - 1].score >= a.moves[i].score);
        for (const auto& call : spy) QCOMPARE(call.at(0).value<Position>(), position);
    }

    // EngineThread::setThreads: the analysis searches on two threads and proves the same values.
    void twoThreadsProveTheSameValues() {
        const GameRecord game = sampleGame();
        const Position position = game.positionAt(game.length() - 18);  // solved on both threads
        std::vector<int> scores[2];
        for (int threads = 1; threads <= 2; ++threads) {
            EngineThread thread;
            thread.setThreads(threads);
            PositionAnalyst analyst(thread);
            analyst.analyze(position);
            QTRY_VERIFY_WITH_TIMEOUT(analyst.latest() && analyst.latest()->complete, 60000);
            QVERIFY(analyst.latest()->exact);
            for (const auto& m : analyst.latest()->moves)  // by square: equal scores may swap
                scores[threads - 1].push_back(m.move.square() * 1000 + m.score + 100);
            std::sort(scores[threads - 1].begin(), scores[threads - 1].end());
        }
        QCOMPARE(scores[1], scores[0]);
    }

    void anotherPositionStopsTheFirstAndNoStaleValueArrives() {
        EngineThread thread;
        PositionAnalyst analyst(thread);
        const GameRecord game = sampleGame();
        QList<Position> asked;
        QList<Position> received;
        connect(&analyst, &PositionAnalyst::updated, this,
                [&](const Position& p, const engine::Analysis&) { received.append(p); });
        // 200 positions in a row, each replacing the last (midgame positions analyse forever).
        for (int i = 0; i < 200; ++i) {
            const Position p = game.positionAt(5 + i % 30);
            analyst.analyze(p);
            asked.append(p);
            if (i % 7 == 0) QCoreApplication::processEvents();
            // Whatever arrived belongs to the position being analysed right then.
            for (const Position& r : received) QCOMPARE(r, *analyst.position());
            received.clear();
        }
        QTRY_VERIFY_WITH_TIMEOUT(analyst.latest().has_value(), 10000);
        QCOMPARE(analyst.position(), asked.back());
        analyst.stop();
        received.clear();
        QVERIFY(drain(thread));
        QVERIFY(received.isEmpty());
    }

    void reviewsAGameAndKeepsNothingAfterACancel() {
        EngineThread thread;
        GameReviewer reviewer(thread);
        const GameRecord game = sampleGame();
        QSignalSpy progressed(&reviewer, &GameReviewer::progressed);
        QSignalSpy finished(&reviewer, &GameReviewer::finished);
        engine::ReviewSettings quick;
        quick.depth = 4;
        quick.exactEmpties = 14;
        reviewer.review(game, quick);
        QVERIFY(finished.wait(60000));
        const auto review = finished.at(0).at(0).value<engine::GameReview>();
        QVERIFY(review.complete);
        QCOMPARE(static_cast<int>(review.moves.size()), game.length());
        QCOMPARE(progressed.count(), game.length() + 1);
        QCOMPARE(progressed.last().at(1).toInt(), game.length() + 1);

        // A cancelled review says nothing more.
        finished.clear();
        progressed.clear();
        reviewer.review(game, engine::ReviewSettings{});  // the window's review takes seconds
        QTRY_VERIFY_WITH_TIMEOUT(progressed.count() >= 1, 20000);
        reviewer.cancel();
        const int seen = progressed.count();
        QVERIFY(drain(thread));
        QCoreApplication::processEvents();
        QCOMPARE(progressed.count(), seen);
        QCOMPARE(finished.count(), 0);
        QVERIFY(!reviewer.isRunning());
    }

    void graphValuesFillInFromTheEnd() {
        EngineThread thread;
        GameValues values(thread);
        GameRecord game = sampleGame();
        values.setRecord(game);
        QCOMPARE(values.positionCount(), game.length() + 1);
        // The finished game's last position is known at once; the ones before it come in from the
        // end.
        QVERIFY(values.valueAt(game.length()).has_value());
        QVERIFY(values.valueAt(game.length())->exact);
        QTRY_VERIFY_WITH_TIMEOUT(values.valueAt(game.length() - 1).has_value(), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(values.knownCount(), game.length() + 1, 120000);
        QVERIFY(!values.isWorking());
        // Near the end the values are exact.
        QVERIFY(values.valueAt(game.length() - 10)->exact);
    }
};

QTEST_GUILESS_MAIN(TestAnalysis)
#include "test_analysis.moc"
