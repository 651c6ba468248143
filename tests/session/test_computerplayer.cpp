// SPDX-License-Identifier: GPL-3.0-or-later
// The computer player: answers its turn with a legal move, never before its minimum thinking time,
// and never answers a turn that was cancelled or replaced (undo, new game, level change while it
// thinks); a think-delay change never restarts its search. The hint finder answers for the
// position it was asked. "Nothing arrived" is checked after a barrier: the engine thread serves
// requests in order, so once a later request has been answered, an earlier answer would have been
// delivered already.
#include <QSignalSpy>
#include <QtTest>

#include "core/Notation.h"
#include "session/analysis/HintFinder.h"
#include "session/enginethread/EngineThread.h"
#include "session/players/ComputerPlayer.h"

using namespace verso;
using namespace std::chrono_literals;
using verso::session::ComputerPlayer;
using verso::session::EngineRequest;
using verso::session::EngineThread;
using verso::session::HintFinder;
using verso::session::MoveInfo;
using verso::session::MoveRequest;

namespace {

Position afterMoves(std::initializer_list<const char*> moves) {
    Position p = Position::initial();
    for (const char* m : moves) p = p.afterMove(Move::at(*parseSquare(m)));
    return p;
}

Move moveAt(const QSignalSpy& spy, int index) { return spy.at(index).at(0).value<Move>(); }

// Waits until every job posted to "engineThread" so far has been served.
bool drain(EngineThread& engineThread) {
    auto barrier = engineThread.askMove(Position::initial(), engine::levelByNumber(1));
    QSignalSpy done(barrier.get(), &EngineRequest::finished);
    return done.wait(10000);
}

}  // namespace

class TestComputerPlayer : public QObject {
    Q_OBJECT

private slots:
    void onAClockItAnswersWithoutTheThinkDelay() {
        EngineThread engineThread;
        ComputerPlayer computer(engineThread, 1);
        computer.setMinimumThinkTime(600'000ms);  // ten minutes: only a clock skips it
        MoveRequest turn(Position::initial());
        turn.setClock({TimeControl{60'000ms, 0ms}, 60'000ms, Position::initial(), {}});
        QSignalSpy answered(&turn, &MoveRequest::answered);
        computer.requestMove(&turn);
        QVERIFY(answered.wait(10000));
        QVERIFY(Position::initial().isLegal(moveAt(answered, 0)));
        QVERIFY(!computer.isThinking());
    }

    void answersTheTurnWithALegalMove() {
        EngineThread engineThread;
        ComputerPlayer computer(engineThread, engine::defaultLevelNumber());
        computer.setMinimumThinkTime(0ms);
        QVERIFY(!computer.isHuman());
        QSignalSpy thinking(&computer, &ComputerPlayer::thinkingChanged);
        MoveRequest turn(Position::initial());
        QSignalSpy answered(&turn, &MoveRequest::answered);
        computer.requestMove(&turn);
        QVERIFY(computer.isThinking());
        QVERIFY(answered.wait(10000));
        QCOMPARE(answered.count(), 1);
        QVERIFY(Position::initial().isLegal(moveAt(answered, 0)));
        QVERIFY(!computer.isThinking());
        QCOMPARE(thinking.count(), 2);
        QCOMPARE(thinking.at(0).at(0).toBool(), true);
        QCOMPARE(thinking.at(1).at(0).toBool(), false);
    }

    void theMoveWaitsForTheThinkDelayAndADelayChangeKeepsTheSearch() {
        EngineThread engineThread;
        ComputerPlayer computer(engineThread, 1);
        computer.setMinimumThinkTime(std::chrono::hours(1));
        QSignalSpy found(&computer, &ComputerPlayer::moveFound);
        MoveRequest turn(Position::initial());
        QSignalSpy answered(&turn, &MoveRequest::answered);
        computer.requestMove(&turn);
        QVERIFY(found.wait(10000));  // the search is done; the move waits out the thinking time
        QCOMPARE(answered.count(), 0);
        QVERIFY(computer.isThinking());
        computer.setMinimumThinkTime(0ms);  // the found move is handed over, not searched again
        QCOMPARE(answered.count(), 1);
        QCOMPARE(found.count(), 1);
        QCOMPARE(moveAt(answered, 0), moveAt(found, 0));
    }

    void aCancelledTurnIsNeverAnswered() {
        EngineThread engineThread;
        ComputerPlayer computer(engineThread, engine::levels().back().number);
        computer.setMinimumThinkTime(0ms);
        MoveRequest turn(afterMoves({"f5", "d6"}));
        QSignalSpy answered(&turn, &MoveRequest::answered);
        QSignalSpy found(&computer, &ComputerPlayer::moveFound);
        computer.requestMove(&turn);
        turn.cancel();
        QVERIFY(!computer.isThinking());
        QVERIFY(drain(engineThread));
        QCOMPARE(answered.count(), 0);
        QCOMPARE(found.count(), 0);
    }

    void aReplacedTurnAnswersOnlyForTheNewPosition() {
        // What the controller does on undo or new game while the computer thinks.
        EngineThread engineThread;
        ComputerPlayer computer(engineThread, engine::defaultLevelNumber());
        computer.setMinimumThinkTime(0ms);
        auto before = std::make_unique<MoveRequest>(afterMoves({"f5", "d6", "c3", "d3", "c4"}));
        QSignalSpy oldAnswer(before.get(), &MoveRequest::answered);
        computer.requestMove(before.get());
        before->cancel();
        const Position now = afterMoves({"f5"});
        MoveRequest turn(now);
        QSignalSpy answered(&turn, &MoveRequest::answered);
        computer.requestMove(&turn);
        QVERIFY(answered.wait(20000));
        QVERIFY(drain(engineThread));
        QCOMPARE(oldAnswer.count(), 0);
        QCOMPARE(answered.count(), 1);
        QVERIFY(now.isLegal(moveAt(answered, 0)));
    }

    void aLevelChangeWhileThinkingRestartsAtTheNewLevel() {
        EngineThread engineThread;
        ComputerPlayer computer(engineThread, engine::levels().back().number);
        computer.setMinimumThinkTime(0ms);
        QSignalSpy found(&computer, &ComputerPlayer::moveFound);
        const Position position = afterMoves({"f5", "d6"});
        MoveRequest turn(position);
        QSignalSpy answered(&turn, &MoveRequest::answered);
        computer.requestMove(&turn);
        computer.setLevelNumber(1);
        QCOMPARE(computer.levelNumber(), 1);
        QVERIFY(answered.wait(10000));
        QVERIFY(drain(engineThread));
        QCOMPARE(answered.count(), 1);
        QCOMPARE(found.count(), 1);
        QVERIFY(position.isLegal(moveAt(answered, 0)));
        // The answer comes from the shallow level-1 search, not the strongest one.
        QVERIFY(found.at(0).at(1).value<MoveInfo>().depth < engine::levels().back().depth);
    }

    void aDroppedRequestStopsItsSearchAndNeverAnswers() {
        EngineThread engineThread;
        auto request = engineThread.askMove(afterMoves({"f5", "d6"}), engine::levels().back());
        const session::StopFlag stop = request->stopFlag();
        QSignalSpy answered(request.get(), &EngineRequest::finished);
        QVERIFY(engineThread.isBusy());
        request.reset();
        QVERIFY(stop->load());  // the search sees its flag at once
        QVERIFY(drain(engineThread));
        QVERIFY(!engineThread.isBusy());
    }

    void theHintIsForThePositionItWasAskedFor() {
        EngineThread engineThread;
        HintFinder hint(engineThread);
        QSignalSpy spy(&hint, &HintFinder::hintFound);
        const Position old = afterMoves({"f5", "d6", "c3"});
        hint.find(old, engine::levels().back().number);
        const Position now = afterMoves({"f5"});
        hint.find(now, 2);
        QVERIFY(spy.wait(10000));
        QVERIFY(drain(engineThread));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<Position>(), now);
        QVERIFY(now.isLegal(spy.at(0).at(1).value<Move>()));
        hint.find(now, 2);
        hint.cancel();
        QVERIFY(!hint.isSearching());
        QVERIFY(drain(engineThread));
        QCOMPARE(spy.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestComputerPlayer)
#include "test_computerplayer.moc"
