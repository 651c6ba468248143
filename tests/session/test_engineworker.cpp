// SPDX-License-Identifier: GPL-3.0-or-later
// The engine thread and its requests: an answer arrives on the GUI thread, only to the request
// that asked; a cancelled or dropped request never answers (its own answer() is the one place that
// drops); a deep search stops when asked, and the thread joins at shutdown. "Nothing arrived" is
// checked after a barrier request: the worker serves requests in order.
#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include "session/enginethread/EngineThread.h"
#include "session/players/MoveRequest.h"

using namespace verso;
using verso::session::EngineRequest;
using verso::session::EngineThread;
using verso::session::MoveInfo;
using verso::session::MoveRequest;

namespace {

// A search that never finishes on its own: depth 60 from the start position.
engine::Level deepLevel() { return engine::Level{99, "Bottomless", 60, 0, 0}; }
engine::Level quickLevel() { return engine::Level{1, "Quick", 1, 0, 0}; }

// A position where black, to move, has no placing move but white has one.
Position blackMustPass() {
    return Position::fromColors(squareBit(squareAt(1, 0)), squareBit(squareAt(0, 0)), Color::Black);
}

Move moveAt(const QSignalSpy& spy, int index) {
    return EngineRequest::chosenMove(spy.at(index).at(0)).move;
}

// Waits until every request asked of "engineThread" so far has been served.
bool drain(EngineThread& engineThread) {
    auto barrier = engineThread.askMove(Position::initial(), quickLevel());
    QSignalSpy done(barrier.get(), &EngineRequest::finished);
    return done.wait(10000);
}

}  // namespace

class TestEngineWorker : public QObject {
    Q_OBJECT

private slots:
    void answersOnTheGuiThreadWithALegalMove() {
        EngineThread engineThread;
        const Position start = Position::initial();
        auto request =
            engineThread.askMove(start, engine::levelByNumber(engine::defaultLevelNumber()));
        QThread* receivedOn = nullptr;
        connect(request.get(), &EngineRequest::finished, this,
                [&receivedOn] { receivedOn = QThread::currentThread(); });
        QSignalSpy spy(request.get(), &EngineRequest::finished);
        QVERIFY(engineThread.isBusy());
        QVERIFY(spy.wait(10000));
        QCOMPARE(spy.count(), 1);
        QVERIFY(moveAt(spy, 0).isPlacement());
        QVERIFY(start.isLegal(moveAt(spy, 0)));
        QCOMPARE(receivedOn, QThread::currentThread());
        QVERIFY(!engineThread.isBusy());
        QVERIFY(!request->isOpen());
    }

    void eachAnswerGoesOnlyToItsOwnRequest() {
        EngineThread engineThread;
        const Position a = Position::initial();
        const Position b = a.afterMove(Move::at(squareAt(5, 4)));
        auto first = engineThread.askMove(a, quickLevel());
        auto second = engineThread.askMove(b, quickLevel());
        QSignalSpy firstSpy(first.get(), &EngineRequest::finished);
        QSignalSpy secondSpy(second.get(), &EngineRequest::finished);
        QVERIFY(drain(engineThread));
        QCOMPARE(firstSpy.count(), 1);
        QCOMPARE(secondSpy.count(), 1);
        QVERIFY(a.isLegal(moveAt(firstSpy, 0)));
        QVERIFY(b.isLegal(moveAt(secondSpy, 0)));
    }

    void aRequestAnswersAtMostOnceAndNeverAfterCancel() {
        MoveRequest request(Position::initial());
        QSignalSpy answered(&request, &MoveRequest::answered);
        QSignalSpy cancelled(&request, &MoveRequest::cancelled);
        MoveRequest other(Position::initial());
        request.cancel();
        QVERIFY(!request.isOpen());
        QVERIFY(!request.answer(Move::at(squareAt(2, 3))));  // an answer already on its way
        QCOMPARE(answered.count(), 0);
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(other.answer(Move::at(squareAt(2, 3))));
        QVERIFY(!other.answer(Move::at(squareAt(3, 2))));
    }

    void passesWhenNoPlacingMoveExists() {
        EngineThread engineThread;
        QVERIFY(blackMustPass().mustPass());
        auto request = engineThread.askMove(blackMustPass(), quickLevel());
        QSignalSpy spy(request.get(), &EngineRequest::finished);
        QVERIFY(spy.wait(5000));
        QVERIFY(moveAt(spy, 0).isPass());
    }

    void aStoppedDeepSearchNeverAnswersAndFreesTheWorker() {
        EngineThread engineThread;
        auto deep = engineThread.askMove(Position::initial(), deepLevel());
        QSignalSpy deepSpy(deep.get(), &EngineRequest::finished);
        deep->cancel();
        // The barrier can only be answered once the deep search has noticed its stop flag.
        QVERIFY(drain(engineThread));
        QCOMPARE(deepSpy.count(), 0);
        QVERIFY(!engineThread.isBusy());
    }

    void onlyTheLastOfManyRestartedRequestsAnswers() {
        EngineThread engineThread;
        std::unique_ptr<EngineRequest> last;
        int stale = 0;
        for (int cycle = 0; cycle < 300; ++cycle) {
            last = engineThread.askMove(
                Position::initial(),
                cycle % 2 ? deepLevel() : quickLevel());  // drops the one before
            connect(last.get(), &EngineRequest::finished, this, [&stale] { ++stale; });
        }
        last = engineThread.askMove(Position::initial(), quickLevel());
        QSignalSpy spy(last.get(), &EngineRequest::finished);
        QVERIFY(spy.wait(10000));
        QVERIFY(drain(engineThread));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(stale, 0);
    }

    void shutDownDuringADeepSearchJoinsTheThread() {
        EngineThread engineThread;
        auto deep = engineThread.askMove(Position::initial(), deepLevel());
        QSignalSpy spy(deep.get(), &EngineRequest::finished);
        QVERIFY(engineThread.shutDown());
        QVERIFY(!engineThread.isBusy());
        QVERIFY(engineThread.shutDown());  // a second call is harmless
        QCOMPARE(spy.count(), 0);
        auto after =
            engineThread.askMove(Position::initial(), quickLevel());  // nothing thinks any more
        QVERIFY(after->isOpen());
    }
};

QTEST_GUILESS_MAIN(TestEngineWorker)
#include "test_engineworker.moc"
