// The computer player: answers the controller's request id with a legal move, never sooner than
// its minimum thinking time, and never answers a request that was cancelled or replaced (undo,
// new game, level change while it thinks). The hint finder answers for the position it was asked.
#include <QSignalSpy>
#include <QtTest>

#include "session/AiThread.h"
#include "session/ComputerPlayer.h"
#include "session/HintFinder.h"

using namespace verso;
using namespace std::chrono_literals;
using verso::session::AiThread;
using verso::session::ComputerPlayer;
using verso::session::HintFinder;

namespace {

Position afterMoves(std::initializer_list<const char*> moves) {
    Position p = Position::initial();
    for (const char* m : moves) p = p.afterMove(Move::at(*parseSquare(m)));
    return p;
}

quint64 idAt(const QSignalSpy& spy, int index) { return spy.at(index).at(0).value<quint64>(); }
Move moveAt(const QSignalSpy& spy, int index) { return spy.at(index).at(1).value<Move>(); }

}  // namespace

class TestComputerPlayer : public QObject {
    Q_OBJECT

private slots:
    void answersTheRequestWithALegalMove() {
        AiThread ai;
        ComputerPlayer computer(ai, engine::defaultLevelNumber());
        computer.setMinimumThinkTime(0ms);
        QVERIFY(!computer.isHuman());
        QSignalSpy thinking(&computer, &ComputerPlayer::thinkingChanged);
        QSignalSpy ready(&computer, &ComputerPlayer::moveReady);
        computer.requestMove(Position::initial(), 41);
        QVERIFY(computer.isThinking());
        QVERIFY(ready.wait(10000));
        QCOMPARE(ready.count(), 1);
        QCOMPARE(idAt(ready, 0), quint64{41});
        QVERIFY(Position::initial().isLegal(moveAt(ready, 0)));
        QVERIFY(!computer.isThinking());
        QCOMPARE(thinking.count(), 2);
        QCOMPARE(thinking.at(0).at(0).toBool(), true);
        QCOMPARE(thinking.at(1).at(0).toBool(), false);
    }

    void waitsAtLeastTheMinimumThinkingTime() {
        AiThread ai;
        ComputerPlayer computer(ai, 1);
        computer.setMinimumThinkTime(300ms);
        QSignalSpy found(&computer, &ComputerPlayer::moveFound);
        QSignalSpy ready(&computer, &ComputerPlayer::moveReady);
        QElapsedTimer clock;
        clock.start();
        computer.requestMove(Position::initial(), 1);
        QVERIFY(ready.wait(10000));
        QVERIFY(clock.elapsed() >= 300);
        QCOMPARE(found.count(), 1);
    }

    void aCancelledRequestIsNeverAnswered() {
        AiThread ai;
        ComputerPlayer computer(ai, 1);
        computer.setMinimumThinkTime(800ms);
        QSignalSpy found(&computer, &ComputerPlayer::moveFound);
        QSignalSpy ready(&computer, &ComputerPlayer::moveReady);
        computer.requestMove(Position::initial(), 1);
        QVERIFY(found.wait(5000));  // the search is done; the move waits out the thinking time
        QCOMPARE(ready.count(), 0);
        computer.cancel();
        QVERIFY(!computer.isThinking());
        QTest::qWait(900);
        QCOMPARE(ready.count(), 0);
    }

    void aReplacedRequestAnswersOnlyForTheNewPosition() {
        // What the controller does on undo or new game while the computer thinks.
        AiThread ai;
        ComputerPlayer computer(ai, engine::defaultLevelNumber());
        computer.setMinimumThinkTime(0ms);
        QSignalSpy ready(&computer, &ComputerPlayer::moveReady);
        const Position before = afterMoves({"f5", "d6", "c3", "d3", "c4"});
        computer.requestMove(before, 1);
        const Position now = afterMoves({"f5"});
        computer.requestMove(now, 2);
        QVERIFY(ready.wait(20000));
        QTest::qWait(20);
        QCOMPARE(ready.count(), 1);
        QCOMPARE(idAt(ready, 0), quint64{2});
        QVERIFY(now.isLegal(moveAt(ready, 0)));
    }

    void aLevelChangeWhileThinkingRestartsAtTheNewLevel() {
        AiThread ai;
        ComputerPlayer computer(ai, engine::levels().back().number);
        computer.setMinimumThinkTime(0ms);
        QSignalSpy ready(&computer, &ComputerPlayer::moveReady);
        QSignalSpy found(&computer, &ComputerPlayer::moveFound);
        const Position position = afterMoves({"f5", "d6"});
        computer.requestMove(position, 7);
        computer.setLevelNumber(1);
        QCOMPARE(computer.levelNumber(), 1);
        QVERIFY(ready.wait(10000));
        QTest::qWait(20);
        QCOMPARE(ready.count(), 1);
        QCOMPARE(found.count(), 1);
        QCOMPARE(idAt(ready, 0), quint64{7});
        QVERIFY(position.isLegal(moveAt(ready, 0)));
        // The answer comes from the shallow level-1 search, not the strongest one.
        QVERIFY(found.at(0).at(1).value<verso::session::AiInfo>().depth < engine::levels().back().depth);
    }

    void theHintIsForThePositionItWasAskedFor() {
        AiThread ai;
        HintFinder hint(ai);
        QSignalSpy spy(&hint, &HintFinder::hintFound);
        const Position old = afterMoves({"f5", "d6", "c3"});
        hint.find(old, engine::levels().back().number);
        const Position now = afterMoves({"f5"});
        hint.find(now, 2);
        QVERIFY(spy.wait(10000));
        QTest::qWait(20);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<Position>(), now);
        QVERIFY(now.isLegal(spy.at(0).at(1).value<Move>()));
        hint.find(now, 2);
        hint.cancel();
        QVERIFY(!hint.isSearching());
        QTest::qWait(100);
        QCOMPARE(spy.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestComputerPlayer)
#include "test_computerplayer.moc"
