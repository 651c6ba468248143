// SPDX-License-Identifier: GPL-3.0-or-later
// Stress: 1,000 start/cancel cycles of the engine thread (session/EngineThread) with random timing.
// Each cycle asks for a move in a random position at a random level (or a search only a stop ends),
// waits a random 0-3 ms with the event loop running, then cancels the request, drops it, destroys
// it, or waits for its answer. Checks: no answer ever arrives for a request after it was
// cancelled, dropped or destroyed; every answer that arrives is a legal move in the position its
// request asked about, and comes once; the thread is idle after a barrier request and shuts down
// cleanly. The seed is printed; VERSO_TEST_SEED=<n> repeats a run's choices (the timing still
// varies). Label "stress": about 5 s in a Release build.
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSignalSpy>
#include <QTimer>
#include <QtTest>

#include <map>
#include <random>

#include "core/RandomGame.h"
#include "session/enginethread/EngineThread.h"

using namespace verso;
using verso::session::EngineRequest;
using verso::session::EngineThread;
using verso::session::MoveInfo;

namespace {

engine::Level bottomless() { return engine::Level{99, "Bottomless", 60, 0, 0}; }
engine::Level quickLevel() { return engine::Level{1, "Quick", 1, 0, 0}; }

// Runs the event loop for "micros" microseconds (answers are delivered meanwhile).
void spin(int micros) {
    QElapsedTimer timer;
    timer.start();
    while (timer.nsecsElapsed() < qint64{micros} * 1000) {
        QCoreApplication::sendPostedEvents();
        QThread::usleep(50);
    }
}

}  // namespace

class TestEngineThreadStress : public QObject {
    Q_OBJECT

private slots:
    void thousandStartCancelCycles() {
        const QByteArray seedText = qgetenv("VERSO_TEST_SEED");
        const quint64 seed = seedText.isEmpty() ? std::random_device{}() : seedText.toULongLong();
        qInfo("seed %llu (VERSO_TEST_SEED=%llu repeats the choices)", seed, seed);
        std::mt19937_64 random(seed);
        const std::vector<Position> positions =
            randomGamePositions(1000, static_cast<unsigned>(seed));

        struct Ask {
            Position position;
            bool closed = false;  // cancelled, dropped or destroyed by the asker
            int answers = 0;
        };
        std::map<quint64, Ask> asks;
        int lateAnswers = 0, wrongAnswers = 0, answered = 0, closedCount = 0;

        EngineThread engineThread;
        constexpr int kCycles = 1000;
        for (int cycle = 0; cycle < kCycles; ++cycle) {
            const Position& position = positions[random() % positions.size()];
            const bool deep = random() % 4 == 0;
            const engine::Level level =
                deep ? bottomless() : engine::levelByNumber(static_cast<int>(random() % 4) + 1);
            std::unique_ptr<EngineRequest> request = engineThread.askMove(position, level);
            const quint64 id = request->id();
            asks[id] = Ask{position};
            connect(request.get(), &EngineRequest::finished, this, [&, id](const QVariant& result) {
                const Move move = EngineRequest::chosenMove(result).move;
                Ask& ask = asks[id];
                ++ask.answers;
                ++answered;
                if (ask.closed) ++lateAnswers;
                if (!ask.position.isLegal(move) || ask.answers > 1) ++wrongAnswers;
            });
            spin(static_cast<int>(random() % 3000));
            const int ending =
                deep ? static_cast<int>(random() % 3) : static_cast<int>(random() % 4);
            switch (ending) {
                case 0:
                    request->cancel();
                    asks[id].closed = true;
                    spin(static_cast<int>(random() %
                                          500));  // the request lives on a little, cancelled
                    request.reset();
                    break;
                case 1:
                    session::drop(request);
                    asks[id].closed = true;
                    break;
                case 2:
                    request.reset();  // destroying the handle cancels it
                    asks[id].closed = true;
                    break;
                default: {
                    QSignalSpy spy(request.get(), &EngineRequest::finished);
                    if (asks[id].answers == 0)
                        QVERIFY2(spy.wait(10000), "a quick request is answered");
                    asks[id].closed = true;  // answered: nothing more may come
                    break;
                }
            }
            closedCount += asks[id].closed;
        }
        // A barrier: the thread serves requests in order, so once this one answers every earlier
        // request has been answered or dropped.
        auto barrier = engineThread.askMove(Position::initial(), quickLevel());
        QSignalSpy done(barrier.get(), &EngineRequest::finished);
        QVERIFY(done.wait(10000));
        QCoreApplication::sendPostedEvents();
        QVERIFY(!engineThread.isBusy());
        QVERIFY(engineThread.shutDown());
        qInfo("%d cycles: %d answers, %d requests closed", kCycles, answered, closedCount);
        QCOMPARE(lateAnswers, 0);
        QCOMPARE(wrongAnswers, 0);
        QVERIFY(answered > 0);
    }
};

QTEST_GUILESS_MAIN(TestEngineThreadStress)
#include "test_enginethread_stress.moc"
