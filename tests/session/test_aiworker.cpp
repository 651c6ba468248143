// The AI worker thread: answers arrive on the GUI thread through a queued connection, cancelled
// requests never answer, a deep search stops when asked, and the thread joins at shutdown.
#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include "session/AiThread.h"

using namespace verso;
using verso::session::AiInfo;
using verso::session::AiThread;

namespace {

// A search that never finishes on its own: depth 60 from the start position.
engine::Level deepLevel() { return engine::Level{99, "Bottomless", 60, 0, 0}; }
engine::Level quickLevel() { return engine::Level{1, "Quick", 1, 0, 0}; }

// A position where black, to move, has no placing move but white has one.
Position blackMustPass() { return Position::fromColors(squareBit(squareAt(1, 0)), squareBit(squareAt(0, 0)), Color::Black); }

quint64 idAt(const QSignalSpy& spy, int index) { return spy.at(index).at(0).value<quint64>(); }
Move moveAt(const QSignalSpy& spy, int index) { return spy.at(index).at(1).value<Move>(); }

}  // namespace

class TestAiWorker : public QObject {
    Q_OBJECT

private slots:
    void answersOnTheGuiThreadWithALegalMove() {
        AiThread ai;
        const Position start = Position::initial();
        QThread* receivedOn = nullptr;
        connect(&ai, &AiThread::moveChosen, this, [&receivedOn] { receivedOn = QThread::currentThread(); });
        QSignalSpy spy(&ai, &AiThread::moveChosen);
        const quint64 id = ai.request(start, engine::levelByNumber(engine::defaultLevelNumber()));
        QVERIFY(ai.isBusy());
        QVERIFY(spy.wait(10000));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(idAt(spy, 0), id);
        QVERIFY(moveAt(spy, 0).isPlacement());
        QVERIFY(start.isLegal(moveAt(spy, 0)));
        QCOMPARE(receivedOn, QThread::currentThread());
        QVERIFY(!ai.isBusy());
    }

    void passesWhenNoPlacingMoveExists() {
        AiThread ai;
        QVERIFY(blackMustPass().mustPass());
        QSignalSpy spy(&ai, &AiThread::moveChosen);
        ai.request(blackMustPass(), quickLevel());
        QVERIFY(spy.wait(5000));
        QVERIFY(moveAt(spy, 0).isPass());
    }

    void aStoppedDeepSearchNeverAnswersAndFreesTheWorker() {
        AiThread ai;
        QSignalSpy spy(&ai, &AiThread::moveChosen);
        const quint64 deep = ai.request(Position::initial(), deepLevel());
        QTest::qWait(50);  // let the deep search get going
        ai.cancel(deep);
        QVERIFY(!ai.isPending(deep));
        // The next request can only be answered once the deep search has noticed its stop flag.
        const quint64 quick = ai.request(Position::initial(), quickLevel());
        QVERIFY(spy.wait(5000));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(idAt(spy, 0), quick);
        QTest::qWait(20);
        QCOMPARE(spy.count(), 1);
    }

    void aResultAlreadyOnItsWayIsDroppedWhenCancelled() {
        AiThread ai;
        QSignalSpy spy(&ai, &AiThread::moveChosen);
        const quint64 first = ai.request(Position::initial(), quickLevel());
        // Give the worker time to finish and post its answer without running this thread's events.
        QThread::msleep(200);
        ai.cancel(first);
        const quint64 second = ai.request(Position::initial().afterMove(Move::at(squareAt(5, 4))), quickLevel());
        QVERIFY(spy.wait(5000));
        QTest::qWait(20);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(idAt(spy, 0), second);
    }

    void onlyTheLastOfManyRestartedRequestsAnswers() {
        AiThread ai;
        QSignalSpy spy(&ai, &AiThread::moveChosen);
        quint64 last = 0;
        for (int cycle = 0; cycle < 300; ++cycle) {
            ai.cancel(last);
            last = ai.request(Position::initial(), cycle % 2 ? deepLevel() : quickLevel());
        }
        ai.cancel(last);
        last = ai.request(Position::initial(), quickLevel());
        QVERIFY(spy.wait(10000));
        QTest::qWait(20);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(idAt(spy, 0), last);
    }

    void shutDownDuringADeepSearchJoinsTheThread() {
        AiThread ai;
        QSignalSpy spy(&ai, &AiThread::moveChosen);
        ai.request(Position::initial(), deepLevel());
        QTest::qWait(50);
        QVERIFY(ai.shutDown());
        QVERIFY(!ai.isBusy());
        QVERIFY(ai.shutDown());  // a second call is harmless
        QCOMPARE(spy.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestAiWorker)
#include "test_aiworker.moc"
