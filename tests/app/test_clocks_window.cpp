// SPDX-License-Identifier: GPL-3.0-or-later
// Games on a clock in the real window: a 1-minute game against Verso's strongest level ends with
// Verso's clock above zero and the result on the board; a person's flag falls and the result
// says so; pause stops both clocks and undo says why it cannot take a move back; a saved game on
// a clock reopens with its times, and an unfinished one resumes with them at the next start.
#include <QAbstractButton>
#include <QAction>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include "WindowTestSupport.h"
#include "app/board/BoardView.h"
#include "app/records/AutosaveKeeper.h"
#include "app/records/FileActions.h"
#include "app/settings/Settings.h"
#include "app/window/GameOverDialog.h"
#include "app/window/MainWindow.h"
#include "engine/Level.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;
using namespace std::chrono_literals;

namespace {

// A shown window whose next game (Game > New Game) is played on "control".
struct Window {
    MainWindow w;
    explicit Window(TimeControl control) {
        Settings().setTimeControl(control);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w)) qFatal("window not exposed");
        action(w, "actionNewGame")->trigger();
    }
    session::GameController& game() { return *w.controller(); }
    const session::GameClock& clock() { return w.controller()->clock(); }
};

void clickSquare(MainWindow& w, int square) {
    QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, {},
                      w.boardView()->squareCenterInView(square));
}

}  // namespace

class TestClocksWindow : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;
    QTemporaryDir files_;

private slots:
    void initTestCase() {
        QVERIFY(configDir_.isValid() && files_.isValid());
        useTemporarySettings(configDir_, "VersoClocks");
    }

    void init() { resetToTwoPeopleWithoutAnimation(); }

    void aOneMinuteGameAgainstVersoEndsWithVersosClockAboveZero() {
        Settings settings;
        settings.setOpponent(Opponent::HumanVsComputer);
        settings.setHumanColor(Color::Black);
        settings.setLevel(static_cast<int>(engine::levels().size()));
        settings.setThinkDelayMs(2000);  // no pause on a clock: it would cost Verso's time
        Window win(TimeControl{60'000ms, 0ms});
        QCOMPARE(win.clock().control(), (TimeControl{60'000ms, 0ms}));
        // The person plays a legal move as soon as it is their turn.
        while (!win.game().record().isOver()) {
            QTRY_VERIFY_WITH_TIMEOUT(win.game().isWaitingForHuman() || win.game().record().isOver(),
                                     70000);
            if (win.game().record().isOver()) break;
            const Bitboard moves = win.game().position().legalMoves();
            QVERIFY(moves);
            const int ply = win.game().record().ply();
            clickSquare(win.w, firstSquare(moves));
            QCOMPARE(win.game().record().ply(), ply + 1);
        }
        const GameResult result = *win.game().record().result();
        qInfo("%s; Verso's clock: %lld ms left", result.summary().c_str(),
              static_cast<long long>(win.clock().remaining(Color::White).count()));
        QVERIFY(!result.lostOnTime);
        QVERIFY(win.clock().remaining(Color::White) > 0ms);
        QVERIFY(!win.clock().running());
        QTRY_VERIFY_WITH_TIMEOUT(win.w.gameOverDialog() != nullptr, 10000);
        QVERIFY(win.w.gameOverDialog()->isVisible());
        QVERIFY(!win.w.gameOverDialog()->headline().isEmpty());
        QCOMPARE(win.w.shownDiscCount(Color::Black), result.blackDiscs);
        QCOMPARE(win.w.shownDiscCount(Color::White), result.whiteDiscs);
    }

    void aPersonsFlagFallsAndTheResultSaysSo() {
        Window win(TimeControl{1'500ms, 0ms});
        QCOMPARE(win.clock().running(), Color::Black);
        QTRY_VERIFY_WITH_TIMEOUT(win.w.gameOverDialog() != nullptr, 10000);
        QCOMPARE(win.game().record().lostOnTimeBy(), Color::Black);
        QCOMPARE(win.w.gameOverDialog()->headline(), QString("White wins on time"));
        QVERIFY(win.w.gameOverDialog()->details().contains("Black loses on time"));
        QVERIFY(win.w.turnText().contains("White wins on time"));
        QCOMPARE(win.clock().remaining(Color::Black), 0ms);
        clickSquare(win.w, sq("d3"));  // too late
        QCOMPARE(win.game().record().ply(), 0);
    }

    void pauseStopsTheClocksAndUndoSaysWhyItCannot() {
        Window win(TimeControl{300'000ms, 3'000ms});
        click(win.w, "f5");
        QCOMPARE(win.clock().running(), Color::White);
        QCOMPARE(win.clock().remaining(Color::Black) > 300'000ms, true);  // the increment
        action(win.w, "actionUndo")->trigger();
        QCOMPARE(win.game().record().ply(), 1);
        QVERIFY(win.w.statusBar()->currentMessage().contains("cannot be taken back"));

        action(win.w, "actionPause")->trigger();
        QCOMPARE(win.game().state(), session::GameState::Paused);
        QVERIFY(!win.clock().running());
        const auto white = win.clock().remaining(Color::White);
        QSignalSpy ticks(&win.clock(), &session::GameClock::changed);
        QVERIFY(!ticks.wait(400));  // a running clock ticks every 100 ms
        QCOMPARE(win.clock().remaining(Color::White), white);
        action(win.w, "actionPause")->trigger();  // Resume
        QCOMPARE(win.clock().running(), Color::White);
        QVERIFY(ticks.wait(1000));
    }

    void aSavedTimedGameReopensWithItsTimes() {
        Window win(TimeControl{300'000ms, 2'000ms});
        click(win.w, "f5");
        click(win.w, "d6");
        const auto black = win.clock().remaining(Color::Black);
        const auto white = win.clock().remaining(Color::White);
        const QString path = files_.filePath("timed.ggf");
        QVERIFY(win.w.files()->saveTo(path));
        Settings().setTimeControl(TimeControl{});
        action(win.w, "actionNewGame")->trigger();
        QVERIFY(!win.clock().timed());
        QVERIFY(win.w.files()->openPath(path));
        QCOMPARE(win.game().record().ply(), 2);
        QCOMPARE(win.clock().control(), (TimeControl{300'000ms, 2'000ms}));
        QCOMPARE(win.clock().running(), Color::Black);
        // The times as saved: the file keeps each move's time (not the move being thought).
        QCOMPARE(win.clock().remaining(Color::White), white);
        QVERIFY(std::chrono::abs(win.clock().remaining(Color::Black) - black) < 1000ms);
    }

    void anUnfinishedGameOnAClockResumesWithItsTimes() {
        const QString saved = files_.filePath("unfinished-game.txt");
        std::chrono::milliseconds black{0}, white{0};
        {
            MainWindow first;
            first.keepUnfinishedGames(saved);
            Settings().setTimeControl(TimeControl{180'000ms, 2'000ms});
            first.show();
            QVERIFY(QTest::qWaitForWindowExposed(&first));
            action(first, "actionNewGame")->trigger();
            click(first, "f5");
            click(first, "d6");
            action(first, "actionPause")->trigger();  // the times stand still from here
            black = first.controller()->clock().remaining(Color::Black);
            white = first.controller()->clock().remaining(Color::White);
            first.close();
        }
        MainWindow second;
        second.keepUnfinishedGames(saved);
        second.show();
        second.unfinishedGames()->offer();
        QMessageBox* question = second.unfinishedGames()->dialog();
        QVERIFY(question && question->isVisible());
        for (QAbstractButton* button : question->buttons())
            if (button->text() == QStringLiteral("&Resume"))
                QTest::mouseClick(button, Qt::LeftButton);
        const session::GameClock& clock = second.controller()->clock();
        QCOMPARE(second.controller()->record().ply(), 2);
        QCOMPARE(clock.control(), (TimeControl{180'000ms, 2'000ms}));
        QCOMPARE(clock.remaining(Color::White), white);
        QCOMPARE(clock.running(), Color::Black);
        QVERIFY(clock.remaining(Color::Black) <= black);
        QVERIFY(clock.remaining(Color::Black) > black - 1000ms);
    }
};

QTEST_MAIN(TestClocksWindow)
#include "test_clocks_window.moc"
