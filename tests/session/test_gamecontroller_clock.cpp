// SPDX-License-Identifier: GPL-3.0-or-later
// The game master runs the clocks of a game on a time control: the side to move's clock runs,
// a move hands the clock over, a fall ends the game on time, pause stops both, and nothing is
// taken back while the clocks run.
#include <QSignalSpy>
#include <QTest>

#include "core/Notation.h"
#include "session/TestPlayer.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace std::chrono_literals;
using session::GameController;
using session::GameState;
using session::Refusal;
using test::TestPlayer;
using Ms = std::chrono::milliseconds;

namespace {

Move at(const char* name) { return Move::at(*parseSquare(name)); }

// Black to move: c1 leaves White without a move (a pass); then h8, then d8 ends the game 8-0.
const char* const kPassThenEnd =
    "XO------"
    "--------"
    "--------"
    "--------"
    "--------"
    "--------"
    "--------"
    "----OXO- X";

const TimeControl kThreePlusTwo{180'000ms, 2'000ms};

// A controller whose clocks read "now" (milliseconds) instead of the real time.
struct TimedGame {
    GameController game;
    qint64 now = 0;
    explicit TimedGame(TimeControl control = kThreePlusTwo) {
        game.clock().setTimeSource([this] { return now; });
        game.setTimeControl(control);
    }
};

}  // namespace

class TestGameControllerClock : public QObject {
    Q_OBJECT
private slots:
    void theSideToMovesClockRunsAndAMoveHandsItOver() {
        TimedGame t;
        t.game.newGame();
        QVERIFY(t.game.clock().timed());
        QCOMPARE(t.game.clock().running(), Color::Black);
        t.now += 5'000;
        QVERIFY(!t.game.playHumanMove(at("d3")));
        QCOMPARE(t.game.clock().running(), Color::White);
        // 3 minutes, 5 s spent, 2 s added.
        QCOMPARE(t.game.clock().remaining(Color::Black), 177'000ms);
        QCOMPARE(t.game.clock().remaining(Color::White), 180'000ms);
        QCOMPARE(t.game.clock().moveTimes(), QList<Ms>{5'000ms});
    }

    void anUntimedGameRunsNoClock() {
        TimedGame t(TimeControl{});
        t.game.newGame();
        QVERIFY(!t.game.clock().timed());
        QVERIFY(!t.game.clock().running());
        QVERIFY(!t.game.clockHolds());
        QVERIFY(!t.game.playHumanMove(at("d3")));
        QVERIFY(t.game.undo());  // no clock: undo as ever
    }

    void aForcedPassTakesNoTime() {
        TimedGame t;
        t.game.newGame(*parseBoard(kPassThenEnd));
        t.now += 1'000;
        QVERIFY(!t.game.playHumanMove(at("c1")));  // White must pass: recorded at once
        QCOMPARE(t.game.record().ply(), 2);
        QCOMPARE(t.game.clock().running(), Color::Black);
        QCOMPARE(t.game.clock().moveTimes(), (QList<Ms>{1'000ms, 0ms}));
        QCOMPARE(t.game.clock().remaining(Color::White), 182'000ms);
    }

    void theEndOfTheGameStopsTheClocks() {
        TimedGame t;
        t.game.newGame(*parseBoard(kPassThenEnd));
        for (const char* square : {"c1", "h8", "d8"}) QVERIFY(!t.game.playHumanMove(at(square)));
        QCOMPARE(t.game.state(), GameState::Finished);
        QVERIFY(!t.game.clock().running());
        QVERIFY(!t.game.clockHolds());
        // After the end, stepping back reviews the game: the clocks stay stopped.
        QVERIFY(t.game.undo());
        QVERIFY(!t.game.clock().running());
    }

    void aFallenFlagLosesOnTimeAndStopsTheComputer() {
        TimedGame t(TimeControl{60'000ms, 0ms});
        auto* white = new TestPlayer;
        t.game.setPlayer(Color::White, std::unique_ptr<session::Player>(white));
        QSignalSpy over(&t.game, &GameController::gameOver);
        t.game.newGame();
        QVERIFY(!t.game.playHumanMove(at("d3")));
        QCOMPARE(white->requests(), 1);
        t.now += 60'000;  // White thinks for its whole minute
        QVERIFY(over.wait(2000));
        const auto result = over.first().first().value<GameResult>();
        QCOMPARE(result.lostOnTime, Color::White);
        QCOMPARE(result.winner, Color::Black);
        QCOMPARE(result.summary(), std::string("Black wins on time"));
        QCOMPARE(t.game.state(), GameState::Finished);
        QCOMPARE(white->cancels(), 1);
        QCOMPARE(t.game.record().lostOnTimeBy(), Color::White);
        QCOMPARE(t.game.clock().remaining(Color::White), 0ms);
        white->answer(at("c3"));  // too late: dropped
        QCOMPARE(t.game.record().ply(), 1);
    }

    void aPersonsFlagFallsToo() {
        TimedGame t(TimeControl{10'000ms, 0ms});
        QSignalSpy over(&t.game, &GameController::gameOver);
        t.game.newGame();
        t.now += 10'001;
        QVERIFY(over.wait(2000));
        QCOMPARE(over.first().first().value<GameResult>().lostOnTime, Color::Black);
        QCOMPARE(t.game.playHumanMove(at("d3"))->reason, Refusal::Reason::GameOver);
    }

    void undoIsRefusedWhileTheClocksRun() {
        TimedGame t;
        t.game.newGame();
        QVERIFY(!t.game.playHumanMove(at("d3")));
        QSignalSpy refused(&t.game, &GameController::moveRefused);
        QVERIFY(t.game.canUndo());  // offered, and then refused with the reason
        QVERIFY(!t.game.undo());
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.first().first().value<Refusal>().reason, Refusal::Reason::ClockRunning);
        QVERIFY(!t.game.jumpTo(0));
        QCOMPARE(t.game.record().ply(), 1);
        QVERIFY(t.game.jumpTo(1));  // where it is already: nothing is taken back
    }

    void pauseStopsBothClocks() {
        TimedGame t;
        t.game.newGame();
        t.now += 2'000;
        t.game.pause();
        QVERIFY(!t.game.clock().running());
        t.now += 60'000;
        QCOMPARE(t.game.clock().remaining(Color::Black), 178'000ms);
        t.game.resume();
        QCOMPARE(t.game.clock().running(), Color::Black);
        t.now += 1'000;
        QCOMPARE(t.game.clock().remaining(Color::Black), 177'000ms);
    }

    void resignationAndNewGameStopAndResetTheClocks() {
        TimedGame t;
        t.game.newGame();
        t.now += 3'000;
        t.game.resign();
        QVERIFY(!t.game.clock().running());
        QCOMPARE(t.game.clock().remaining(Color::Black), 177'000ms);
        t.game.setTimeControl(TimeControl{60'000ms, 0ms});
        t.game.newGame();
        QCOMPARE(t.game.clock().control(), (TimeControl{60'000ms, 0ms}));
        QCOMPARE(t.game.clock().remaining(Color::Black), 60'000ms);
        QCOMPARE(t.game.clock().running(), Color::Black);
    }

    void theComputerIsToldItsClockAndTheMovesTimes() {
        TimedGame t;
        auto* white = new TestPlayer;
        t.game.setPlayer(Color::White, std::unique_ptr<session::Player>(white));
        t.game.newGame();
        t.now += 4'000;
        QVERIFY(!t.game.playHumanMove(at("d3")));
        QVERIFY(white->lastTurn());
        const auto& clock = white->lastTurn()->clock();
        QVERIFY(clock.has_value());
        QCOMPARE(clock->control, kThreePlusTwo);
        QCOMPARE(clock->remaining, 180'000ms);
        QCOMPARE(clock->start, Position::initial());
        QCOMPARE(clock->moves.size(), std::size_t(1));
        QCOMPARE(clock->moves[0].move, at("d3"));
        QCOMPARE(clock->moves[0].seconds, 4.0);
    }

    void aResumedGameGoesOnWithItsTimes() {
        GameRecord record;
        record.play(at("d3"));
        TimedGame t;
        t.game.resumeGame(record, {kThreePlusTwo, 150'000ms, 170'000ms, {30'000ms}});
        QCOMPARE(t.game.clock().running(), Color::White);
        QCOMPARE(t.game.clock().remaining(Color::Black), 150'000ms);
        QCOMPARE(t.game.clock().remaining(Color::White), 170'000ms);
        t.game.resumeGame(record);  // no clocks kept: untimed
        QVERIFY(!t.game.clock().timed());
    }
};

QTEST_GUILESS_MAIN(TestGameControllerClock)
#include "test_gamecontroller_clock.moc"
