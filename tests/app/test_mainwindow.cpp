// SPDX-License-Identifier: GPL-3.0-or-later
// The game window driven like a person would: clicks on the board, keys, menus and dialogs.
#include <QAction>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

#include "WindowTestSupport.h"
#include "app/board/BoardScene.h"
#include "app/board/BoardView.h"
#include "app/board/DiscItem.h"
#include "app/settings/Settings.h"
#include "app/window/GameOverDialog.h"
#include "app/window/MainWindow.h"
#include "core/Notation.h"
#include "session/TestPlayer.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;

using namespace verso::test;

class TestMainWindow : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;

private slots:
    void initTestCase() {
        QVERIFY(configDir_.isValid());
        useTemporarySettings(configDir_, "Verso");
    }

    void init() { resetToTwoPeopleWithoutAnimation(); }

    void startsWithTheFourCentreDiscs() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(shown(w, "d4"), std::optional(Color::White));
        QCOMPARE(shown(w, "e4"), std::optional(Color::Black));
        QCOMPARE(shown(w, "a1"), std::nullopt);
        QCOMPARE(w.turnText(), QString("Black to move"));
        QCOMPARE(w.shownDiscCount(Color::Black), 2);
        QCOMPARE(w.shownDiscCount(Color::White), 2);
    }

    void clickPlaysAMove() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "d3");
        QCOMPARE(shown(w, "d3"), std::optional(Color::Black));
        QCOMPARE(shown(w, "d4"), std::optional(Color::Black));
        QCOMPARE(w.shownDiscCount(Color::Black), 4);
        QCOMPARE(w.shownDiscCount(Color::White), 1);
        QCOMPARE(w.turnText(), QString("White to move"));
    }

    void refusedClickChangesNothingAndSaysWhy() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "d4");
        QCOMPARE(w.statusBar()->currentMessage(), QString("d4 is already occupied."));
        click(w, "a1");
        QCOMPARE(w.statusBar()->currentMessage(), QString("A disc on a1 would not flip any disc."));
        QCOMPARE(shown(w, "a1"), std::nullopt);
        QCOMPARE(shown(w, "d4"), std::optional(Color::White));
        QCOMPARE(w.shownDiscCount(Color::Black), 2);
        QCOMPARE(w.turnText(), QString("Black to move"));
        click(w, "d3");  // a good move clears the complaint
        QVERIFY(w.statusBar()->currentMessage().isEmpty());
    }

    void forcedPassShowsWhoPassesAndWhy() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.controller()->newGame(board(kPassThenEnd));
        click(w, "c1");
        QTRY_VERIFY(w.passDialog() && w.passDialog()->isVisible());
        QVERIFY(w.passDialog()->text().startsWith("White has no legal move and must pass"));
        QCOMPARE(w.turnText(), QString("Black to move"));
        QCOMPARE(shown(w, "b1"), std::optional(Color::Black));
        w.passDialog()->accept();
        QTRY_VERIFY(!w.passDialog());
    }

    void gameOverDialogOpensOnlyAfterTheFinalDiscIsPainted() {
        Settings().setAnimationSpeed(AnimationSpeed::Fast);  // a real flip animation to wait for
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.controller()->newGame(board(kPassThenEnd));
        for (const char* square : {"c1", "h8"}) {
            click(w, square);
            QTRY_VERIFY(w.passDialog());
            w.passDialog()->accept();
            QTRY_VERIFY(!w.passDialog());
        }
        std::optional<Position> paintedWhenShown;
        std::optional<Color> d8WhenShown, e8WhenShown;
        ShowWatcher watcher("gameOverDialog", [&] {
            paintedWhenShown = w.boardView()->lastPaintedSettledPosition();
            d8WhenShown = shown(w, "d8");
            e8WhenShown = shown(w, "e8");
        });
        click(w, "d8");
        QVERIFY(w.scene()->isAnimating());  // e8 is still turning over
        QVERIFY(!w.gameOverDialog());
        QTRY_VERIFY(w.gameOverDialog() && w.gameOverDialog()->isVisible());
        QVERIFY(paintedWhenShown.has_value());
        QCOMPARE(*paintedWhenShown, w.controller()->position());
        QCOMPARE(d8WhenShown, std::optional(Color::Black));
        QCOMPARE(e8WhenShown, std::optional(Color::Black));
        // The standard score gives the 56 empty squares to the winner; the discs stand beside it.
        QCOMPARE(w.gameOverDialog()->headline(), QString("Black wins 64-0"));
        QCOMPARE(w.turnText(), QString("Black wins 64-0 (discs 8-0, 56 empty)"));
        QTest::mouseClick(w.gameOverDialog()->closeButton(), Qt::LeftButton);
        QTRY_VERIFY(!w.gameOverDialog());
        QCOMPARE(shown(w, "d8"), std::optional(Color::Black));  // "Close" leaves the final board
    }

    void newGameFromTheDialogKeepsTheOpponent() {
        MainWindow w;
        useComputer(w);
        action(w, "actionHumanVsComputer")->trigger();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.controller()->isHuman(Color::White));
        w.controller()->newGame(board(kPassThenEnd));  // White (the computer) only ever passes
        for (const char* square : {"c1", "h8", "d8"}) {
            click(w, square);
            if (w.passDialog()) w.passDialog()->accept();
        }
        QTRY_VERIFY(w.gameOverDialog() && w.gameOverDialog()->isVisible());
        QVERIFY(w.gameOverDialog()->details().endsWith("You win!"));
        QTest::mouseClick(w.gameOverDialog()->newGameButton(), Qt::LeftButton);
        QTRY_VERIFY(!w.gameOverDialog());
        QCOMPARE(w.controller()->position(), Position::initial());
        QCOMPARE(shown(w, "a1"), std::nullopt);
        QCOMPARE(w.shownDiscCount(Color::Black), 2);
        QVERIFY(w.controller()->isHuman(Color::Black));
        QVERIFY(!w.controller()->isHuman(Color::White));
        click(w, "f5");
        QTRY_COMPARE(w.controller()->record().ply(), 2);  // the computer answered
        QCOMPARE(w.turnText(), QString("Black to move"));
    }

    void undoAndRedoFromTheMenu() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!action(w, "actionUndo")->isEnabled());
        click(w, "d3");
        click(w, "c3");
        QCOMPARE(shown(w, "c3"), std::optional(Color::White));
        action(w, "actionUndo")->trigger();
        QCOMPARE(shown(w, "c3"), std::nullopt);
        QCOMPARE(shown(w, "d4"), std::optional(Color::Black));
        QCOMPARE(w.turnText(), QString("White to move"));
        QVERIFY(action(w, "actionRedo")->isEnabled());
        QTest::keySequence(&w, QKeySequence::Redo);
        QCOMPARE(shown(w, "c3"), std::optional(Color::White));
        QCOMPARE(w.shownDiscCount(Color::White), 3);
        QVERIFY(!action(w, "actionRedo")->isEnabled());
    }

    void keyboardMovesTheCursorAndPlays() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QWidget* view = w.boardView();
        QTest::keyClick(view, Qt::Key_Up);  // the cursor starts on d4
        QCOMPARE(w.scene()->cursorSquare(), sq("d3"));
        QVERIFY(w.scene()->isCursorVisible());
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(shown(w, "d3"), std::optional(Color::Black));
        QTest::keyClick(view, Qt::Key_Left);
        QTest::keyClick(view, Qt::Key_Space);
        QCOMPARE(shown(w, "c3"), std::optional(Color::White));
        QCOMPARE(w.turnText(), QString("Black to move"));
    }

    void resizeKeepsTheBoardSquareAndCentred() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (QSize size : {QSize(900, 600), QSize(500, 900)}) {
            w.resize(size);
            QTRY_COMPARE(w.size(), size);
            const QRect b = w.boardView()->boardRectInView();
            const QRect v = w.boardView()->viewport()->rect();
            QVERIFY2(std::abs(b.width() - b.height()) <= 1,
                     qPrintable(QString("%1x%2").arg(b.width()).arg(b.height())));
            // Centred: the gaps on opposite sides differ by rounding only.
            QVERIFY(std::abs(b.left() - (v.width() - b.right() - 1)) <= 3);
            QVERIFY(std::abs(b.top() - (v.height() - b.bottom() - 1)) <= 3);
            QVERIFY(b.width() >= std::min(v.width(), v.height()) * 3 / 4);
        }
    }

    void settingsSurviveARestart() {
        QSize size;
        {
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            action(w, "actionShowCoordinates")->trigger();
            action(w, "actionShowLegalMoves")->trigger();
            action(w, "actionSpeedSlow")->trigger();
            w.settings()->setOpponent(Opponent::ComputerVsComputer);
            w.settings()->setHumanColor(Color::White);
            w.settings()->setLevel(2);
            w.settings()->setThinkDelayMs(150);
            w.settings()->setLanguage("de");
            w.resize(700, 610);
            QTRY_COMPARE(w.size(), QSize(700, 610));
            size = w.size();
            w.close();
        }
        MainWindow w;
        QVERIFY(!action(w, "actionShowCoordinates")->isChecked());
        QVERIFY(!action(w, "actionShowLegalMoves")->isChecked());
        QVERIFY(action(w, "actionShowLastMove")->isChecked());
        QVERIFY(action(w, "actionSpeedSlow")->isChecked());
        QVERIFY(!w.scene()->showCoordinates());
        Settings& s = *w.settings();
        QCOMPARE(s.opponent(), Opponent::ComputerVsComputer);
        QCOMPARE(s.humanColor(), Color::White);
        QCOMPARE(s.level(), 2);
        QCOMPARE(s.thinkDelayMs(), 150);
        QCOMPARE(s.language(), QString("de"));
        QCOMPARE(w.size(), size);
    }

    void clickDuringAFlipPlaysOnTheRealBoard() {
        Settings().setAnimationSpeed(AnimationSpeed::Slow);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "d3");
        QVERIFY(w.scene()->isAnimating());
        click(w, "c3");  // White answers while d4 is still turning black
        QCOMPARE(w.controller()->record().ply(), 2);
        QTRY_VERIFY(!w.scene()->isAnimating());
        QCOMPARE(shown(w, "c3"), std::optional(Color::White));
        QCOMPARE(shown(w, "d4"), std::optional(Color::White));
        QCOMPARE(shown(w, "d3"), std::optional(Color::Black));
        QCOMPARE(w.shownDiscCount(Color::White), 3);
    }

    void changingTheOpponentMidGameKeepsTheBoard() {
        MainWindow w;
        useComputer(w);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "d3");
        action(w, "actionHumanVsComputer")->trigger();  // the person keeps Black
        QTRY_COMPARE(w.controller()->record().ply(), 2);
        QCOMPARE(shown(w, "d3"), std::optional(Color::Black));
        QCOMPARE(w.turnText(), QString("Black to move"));
        action(w, "actionHumanVsHuman")->trigger();
        QVERIFY(w.controller()->isHuman(Color::White));
        QCOMPARE(w.controller()->record().ply(), 2);
    }

    void grabbedWindowShowsGreenFeltAndDiscColours() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QImage image = w.boardView()->viewport()->grab().toImage();
        auto pixel = [&](const char* square) {
            const QPoint p =
                w.boardView()->squareCenterInView(sq(square)) * image.devicePixelRatio();
            return image.pixelColor(p);
        };
        const QColor felt = pixel("a8");
        QVERIFY2(felt.green() > felt.red() + 40 && felt.green() > felt.blue() + 30,
                 qPrintable(felt.name()));
        QVERIFY2(pixel("e4").lightness() < 70, qPrintable(pixel("e4").name()));
        QVERIFY2(pixel("d4").lightness() > 200, qPrintable(pixel("d4").name()));
        QVERIFY2(pixel("d4").saturation() < 40, qPrintable(pixel("d4").name()));
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"
