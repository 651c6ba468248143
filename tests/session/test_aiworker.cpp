// The AI worker thread and its requests: an answer arrives on the GUI thread, only to the request
// that asked; a cancelled or dropped request never answers (its own answer() is the one place that
// drops); a deep search stops when asked, and the thread joins at shutdown. "Nothing arrived" is
// checked after a barrier request: the worker serves requests in order.
#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include "session/AiThread.h"

using namespace verso;
using verso::session::AiInfo;
using verso::session::AiThread;
using verso::session::MoveRequest;

namespace {

// A search that never finishes on its own: depth 60 from the start position.
engine::Level deepLevel() { return engine::Level{99, "Bottomless", 60, 0, 0}; }
engine::Level quickLevel() { return engine::Level{1, "Quick", 1, 0, 0}; }

// A position where black, to move, has no placing move but white has one.
Position blackMustPass() { return Position::fromColors(squareBit(squareAt(1, 0)), squareBit(squareAt(0, 0)), Color::Black); }

Move moveAt(const QSignalSpy& spy, int index) { return spy.at(index).at(0).value<Move>(); }

// Waits until every request asked of "ai" so far has been served.
bool drain(AiThread& ai) {
    auto barrier = ai.ask(Position::initial(), quickLevel());
    QSignalSpy done(barrier.get(), &MoveRequest::answered);
    return done.wait(10000);
}

}  // namespace

class TestAiWorker : public QObject {
    Q_OBJECT

private slots:
    void answersOnTheGuiThreadWithALegalMove() {
        AiThread ai;
        const Position start = Position::initial();
        auto request = ai.ask(start, engine::levelByNumber(engine::defaultLevelNumber()));
        QThread* receivedOn = nullptr;
        connect(request.get(), &MoveRequest::answered, this, [&receivedOn] { receivedOn = QThread::currentThread(); });
        QSignalSpy spy(request.get(), &MoveRequest::answered);
        QVERIFY(ai.isBusy());
        QVERIFY(spy.wait(10000));
        QCOMPARE(spy.count(), 1);
        QVERIFY(moveAt(spy, 0).isPlacement());
        QVERIFY(start.isLegal(moveAt(spy, 0)));
        QCOMPARE(receivedOn, QThread::currentThread());
        QVERIFY(!ai.isBusy());
        QVERIFY(!request->isOpen());
    }

    void eachAnswerGoesOnlyToItsOwnRequest() {
        AiThread ai;
        const Position a = Position::initial();
        const Position b = a.afterMove(Move::at(squareAt(5, 4)));
        auto first = ai.ask(a, quickLevel());
        auto second = ai.ask(b, quickLevel());
        QSignalSpy firstSpy(first.get(), &MoveRequest::answered);
        QSignalSpy secondSpy(second.get(), &MoveRequest::answered);
        QVERIFY(drain(ai));
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
        QVERIFY(other.id() != request.id());
        request.cancel();
        QVERIFY(request.stopFlag()->load());
        QVERIFY(!request.answer(Move::at(squareAt(2, 3))));  // an answer already on its way
        QCOMPARE(answered.count(), 0);
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(other.answer(Move::at(squareAt(2, 3))));
        QVERIFY(!other.answer(Move::at(squareAt(3, 2))));
    }

    void passesWhenNoPlacingMoveExists() {
        AiThread ai;
        QVERIFY(blackMustPass().mustPass());
        auto request = ai.ask(blackMustPass(), quickLevel());
        QSignalSpy spy(request.get(), &MoveRequest::answered);
        QVERIFY(spy.wait(5000));
        QVERIFY(moveAt(spy, 0).isPass());
    }

    void aStoppedDeepSearchNeverAnswersAndFreesTheWorker() {
        AiThread ai;
        auto deep = ai.ask(Position::initial(), deepLevel());
        QSignalSpy deepSpy(deep.get(), &MoveRequest::answered);
        deep->cancel();
        // The barrier can only be answered once the deep search has noticed its stop flag.
        QVERIFY(drain(ai));
        QCOMPARE(deepSpy.count(), 0);
        QVERIFY(!ai.isBusy());
    }

    void onlyTheLastOfManyRestartedRequestsAnswers() {
        AiThread ai;
        std::unique_ptr<MoveRequest> last;
        int stale = 0;
        for (int cycle = 0; cycle < 300; ++cycle) {
            last = ai.ask(Position::initial(), cycle % 2 ? deepLevel() : quickLevel());  // drops the one before
            connect(last.get(), &MoveRequest::answered, this, [&stale] { ++stale; });
        }
        last = ai.ask(Position::initial(), quickLevel());
        QSignalSpy spy(last.get(), &MoveRequest::answered);
        QVERIFY(spy.wait(10000));
        QVERIFY(drain(ai));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(stale, 0);
    }

    void shutDownDuringADeepSearchJoinsTheThread() {
        AiThread ai;
        auto deep = ai.ask(Position::initial(), deepLevel());
        QSignalSpy spy(deep.get(), &MoveRequest::answered);
        QVERIFY(ai.shutDown());
        QVERIFY(!ai.isBusy());
        QVERIFY(ai.shutDown());  // a second call is harmless
        QCOMPARE(spy.count(), 0);
        auto after = ai.ask(Position::initial(), quickLevel());  // nothing thinks any more
        QVERIFY(after->isOpen());
    }
};

QTEST_GUILESS_MAIN(TestAiWorker)
#include "test_aiworker.moc"
