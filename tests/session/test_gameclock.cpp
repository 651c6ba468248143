// SPDX-License-Identifier: GPL-3.0-or-later
// session/clock/GameClock: each side's time runs only on its own turns, gains the increment after
// its moves, stops while paused, and a clock that reaches zero falls once. The time source is the
// test's, so every figure is exact; the fall itself is waited for on the clock's own timers.
#include <QSignalSpy>
#include <QTest>

#include "session/clock/GameClock.h"

using namespace verso;
using session::GameClock;
using std::chrono::milliseconds;

class TestGameClock : public QObject {
    Q_OBJECT
    qint64 now_ = 0;

    void attach(GameClock& clock) {
        now_ = 1'000;
        clock.setTimeSource([this] { return now_; });
    }

private slots:
    void onlyTheSideToMoveSpendsItsTime() {
        GameClock clock;
        attach(clock);
        clock.reset(TimeControl{milliseconds(60'000), milliseconds(2'000)});
        clock.start(Color::Black);
        QCOMPARE(clock.running(), std::optional<Color>(Color::Black));
        now_ += 5'000;
        QCOMPARE(clock.remaining(Color::Black), milliseconds(55'000));
        QCOMPARE(clock.remaining(Color::White), milliseconds(60'000));
        clock.moveMade(Color::White);
        QCOMPARE(clock.remaining(Color::Black), milliseconds(57'000));  // + the increment
        now_ += 1'500;
        QCOMPARE(clock.remaining(Color::White), milliseconds(58'500));
        clock.moveMade(Color::Black);
        QCOMPARE(clock.remaining(Color::White), milliseconds(60'500));
        QCOMPARE(clock.moveTimes(),
                 QList<milliseconds>({milliseconds(5'000), milliseconds(1'500)}));
    }

    void aPauseCountsForNobody() {
        GameClock clock;
        attach(clock);
        clock.reset(TimeControl{milliseconds(60'000), {}});
        clock.start(Color::White);
        now_ += 1'000;
        clock.pause();
        QVERIFY(!clock.running());
        now_ += 30'000;
        QCOMPARE(clock.remaining(Color::White), milliseconds(59'000));
        clock.resume();
        QCOMPARE(clock.running(), std::optional<Color>(Color::White));
        now_ += 1'000;
        clock.moveMade(Color::Black);
        QCOMPARE(clock.remaining(Color::White), milliseconds(58'000));
        QCOMPARE(clock.moveTimes().constLast(), milliseconds(2'000));
    }

    void aClockAtZeroFallsOnce() {
        GameClock clock;
        attach(clock);
        QSignalSpy fell(&clock, &GameClock::flagFell);
        clock.reset(TimeControl{milliseconds(3'000), {}});
        clock.start(Color::Black);
        now_ += 2'999;
        QTest::qWait(0);
        QCOMPARE(fell.count(), 0);
        now_ += 1;
        QVERIFY(fell.wait(1'000));  // the next tick sees it
        QCOMPARE(fell.at(0).at(0).value<Color>(), Color::Black);
        QCOMPARE(clock.fallen(), std::optional<Color>(Color::Black));
        QCOMPARE(clock.remaining(Color::Black), milliseconds(0));
        QVERIFY(!clock.running());
        clock.start(Color::White);  // nothing runs after a fall
        clock.moveMade(Color::Black);
        QVERIFY(!clock.running());
        QVERIFY(!fell.wait(300));
        QCOMPARE(fell.count(), 1);
    }

    void aRealClockFallsOnTime() {
        GameClock clock;
        QSignalSpy fell(&clock, &GameClock::flagFell);
        clock.reset(TimeControl{milliseconds(200), {}});
        QElapsedTimer timer;
        timer.start();
        clock.start(Color::White);
        QVERIFY(fell.wait(2'000));
        QVERIFY2(timer.elapsed() >= 200, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(fell.at(0).at(0).value<Color>(), Color::White);
    }

    void untimedNeverRunsNorFalls() {
        GameClock clock;
        attach(clock);
        QSignalSpy fell(&clock, &GameClock::flagFell);
        clock.reset(TimeControl{});
        clock.start(Color::Black);
        QVERIFY(!clock.running());
        now_ += 1'000'000;
        clock.moveMade(Color::White);
        QVERIFY(clock.moveTimes().isEmpty());
        QCOMPARE(fell.count(), 0);
    }

    void aRestoredGameGoesOnWithItsTimes() {
        GameClock clock;
        attach(clock);
        clock.restore(TimeControl{milliseconds(300'000), milliseconds(3'000)}, milliseconds(12'345),
                      milliseconds(250'000), {milliseconds(1'000)});
        QVERIFY(!clock.running());
        QCOMPARE(clock.remaining(Color::Black), milliseconds(12'345));
        clock.start(Color::Black);
        now_ += 345;
        clock.moveMade(Color::White);
        QCOMPARE(clock.remaining(Color::Black), milliseconds(15'000));
        QCOMPARE(clock.moveTimes().size(), 2);
        clock.stop();
        QVERIFY(!clock.running());
        now_ += 10'000;
        QCOMPARE(clock.remaining(Color::White), milliseconds(250'000));
    }
};

QTEST_GUILESS_MAIN(TestGameClock)
#include "test_gameclock.moc"
