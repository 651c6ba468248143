// SPDX-License-Identifier: GPL-3.0-or-later
// The computer opponent in the real window: first launch, a click and the computer's answer, the
// computer opening as Black, clicks ignored while it thinks, late answers dropped after undo /
// new game / level change, undo of both moves, the hint, and a computer-vs-computer game played
// to the game-over dialog with pause and resume. "No late move arrived" is checked after a barrier
// request to the engine thread (it serves requests in order), never after a fixed sleep.
#include <QAction>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include "WindowTestSupport.h"
#include "app/board/BoardView.h"
#include "app/settings/Settings.h"
#include "app/window/GameOverDialog.h"
#include "app/window/HintActions.h"
#include "app/window/LevelActions.h"
#include "app/window/MainWindow.h"
#include "core/Notation.h"
#include "engine/Level.h"
#include "session/enginethread/EngineRequest.h"
#include "session/enginethread/EngineThread.h"
#include "session/game/GameController.h"
#include "session/game/Seating.h"
#include "session/players/ComputerPlayer.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;

namespace {

void click(MainWindow& w, int square) {
    QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, {},
                      w.boardView()->squareCenterInView(square));
}

bool busyShown(const MainWindow& w) {
    return w.findChild<QProgressBar*>("thinkingIndicator")->isVisible();
}

// Waits until the engine thread has served every request asked of it so far: an answer that was
// still on its way has been delivered (or dropped) by then.
bool drain(MainWindow& w) {
    auto barrier =
        w.seating()->engineThread()->askMove(Position::initial(), engine::levelByNumber(1));
    QSignalSpy done(barrier.get(), &session::EngineRequest::finished);
    return done.wait(10000);
}

int discsShown(const MainWindow& w) {
    return w.shownDiscCount(Color::Black) + w.shownDiscCount(Color::White);
}

// A window with the computer opponent attached, shown, as main.cpp makes it.
struct Window {
    MainWindow w;
    HintActions* computer = w.hints();
    Window() {
        w.show();
        if (!QTest::qWaitForWindowExposed(&w)) qFatal("window not exposed");
    }
    session::GameController& game() { return *w.controller(); }
};

}  // namespace

class TestComputerOpponent : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;

private slots:
    void initTestCase() {
        QVERIFY(configDir_.isValid());
        useTemporarySettings(configDir_, "VersoComputer");
    }

    void init() { QSettings().clear(); }

    void firstLaunchIsHumanBlackAgainstTheComputerAtTheDefaultLevel() {
        Window win;
        QVERIFY(win.game().isHuman(Color::Black));
        QVERIFY(qobject_cast<session::ComputerPlayer*>(win.game().player(Color::White)));
        QVERIFY(win.game().isWaitingForHuman());
        QCOMPARE(win.w.turnText(), QString("Black to move"));
        QCOMPARE(win.w.pairingText(), QString("You (Black) against Verso, level 4 Club"));
        QVERIFY(win.w.levelMenu()->menuAction()->isEnabled());
        QCOMPARE(win.w.levelActions()->actions().size(),
                 static_cast<qsizetype>(engine::highestLevelNumber()));
        QCOMPARE(win.w.levelActions()->currentLevel(), engine::defaultLevelNumber());
        QVERIFY(
            action(win.w, QString("actionLevel%1").arg(engine::defaultLevelNumber()))->isChecked());
        QVERIFY(!busyShown(win.w));
    }

    void aClickIsAnsweredByTheComputer() {
        Settings().setThinkDelayMs(0);
        Window win;
        click(win.w, sq("f5"));
        QCOMPARE(win.game().record().ply(), 1);
        QCOMPARE(win.w.shownDiscCount(Color::Black), 4);
        QVERIFY(busyShown(win.w));
        QCOMPARE(win.w.turnText(), QString("White (computer) is thinking…"));
        QTRY_COMPARE_WITH_TIMEOUT(win.game().record().ply(), 2, 10000);
        QCOMPARE(win.game().record().moves()[1].isPlacement(), true);
        QCOMPARE(discsShown(win.w), 6);
        QVERIFY(win.w.shownDiscCount(Color::White) >= 2);
        QCOMPARE(win.w.turnText(), QString("Black to move"));
        QVERIFY(!busyShown(win.w));
    }

    void theComputerOpensAsBlackAlsoAfterNewGame() {
        Settings settings;
        settings.setThinkDelayMs(0);
        settings.setHumanColor(Color::White);
        Window win;
        QTRY_COMPARE_WITH_TIMEOUT(win.game().record().ply(), 1, 10000);
        QCOMPARE(win.w.shownDiscCount(Color::Black), 4);
        QVERIFY(win.game().isWaitingForHuman());
        action(win.w, "actionNewGame")->trigger();
        QCOMPARE(win.game().record().ply(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(win.game().record().ply(), 1, 10000);
        QCOMPARE(win.w.shownDiscCount(Color::Black), 4);
    }

    void clicksOnTheComputersTurnChangeNothing() {
        Settings().setThinkDelayMs(400);
        Window win;
        click(win.w, sq("f5"));
        QVERIFY(win.game().isWaitingForHuman() == false);
        click(win.w, sq("f4"));  // a legal square for White, which the computer is about to play
        click(win.w, sq("d6"));
        QCOMPARE(win.game().record().ply(), 1);
        QCOMPARE(discsShown(win.w), 5);
        QTRY_COMPARE_WITH_TIMEOUT(win.game().record().ply(), 2, 10000);
        QCOMPARE(win.game().record().length(), 2);
    }

    void undoWhileThinkingDropsTheLateAnswer() {
        Settings().setThinkDelayMs(0);
        Settings().setLevel(
            1);  // answers at once: the answer is already on its way when undo comes
        Window win;
        click(win.w, sq("f5"));
        action(win.w, "actionUndo")->trigger();
        QCOMPARE(win.game().record().ply(), 0);
        QVERIFY(drain(win.w));
        QCOMPARE(win.game().record().ply(), 0);
        QCOMPARE(discsShown(win.w), 4);
        QVERIFY(win.game().isWaitingForHuman());
        QVERIFY(!busyShown(win.w));
    }

    void newGameWhileThinkingDropsTheLateAnswer() {
        Settings().setThinkDelayMs(0);
        Settings().setLevel(static_cast<int>(engine::levels().size()));
        Window win;
        click(win.w, sq("f5"));
        click(win.w, sq("f4"));  // ignored: the computer's turn
        action(win.w, "actionNewGame")->trigger();
        QCOMPARE(win.game().record().length(), 0);
        QVERIFY(drain(win.w));
        QCOMPARE(win.game().record().length(), 0);
        QCOMPARE(discsShown(win.w), 4);
        QVERIFY(win.game().isWaitingForHuman());
    }

    void resignOpponentChangeOrLoadingWhileThinkingDropTheLateAnswer_data() {
        QTest::addColumn<QString>("interruption");
        QTest::newRow("resign") << "resign";
        QTest::newRow("two people play") << "human-human";
        QTest::newRow("a saved game is loaded") << "load";
    }

    void resignOpponentChangeOrLoadingWhileThinkingDropTheLateAnswer() {
        QFETCH(QString, interruption);
        Settings().setThinkDelayMs(0);
        Settings().setLevel(1);  // answers at once: the answer is already on its way
        Window win;
        click(win.w, sq("f5"));
        QVERIFY(busyShown(win.w));
        GameRecord loaded;
        loaded.play(Move::at(sq("c4")));
        loaded.play(Move::at(sq("e3")));  // Black, the person, to move
        if (interruption == "resign") QVERIFY(resignConfirmed(win.w));
        else if (interruption == "human-human") action(win.w, "actionHumanVsHuman")->trigger();
        else win.game().resumeGame(loaded);
        QVERIFY(!busyShown(win.w));
        const GameRecord before = win.game().record();
        QVERIFY(drain(win.w));
        QCOMPARE(win.game().record().moves(), before.moves());
        QCOMPARE(win.game().record().ply(), before.ply());
        if (interruption == "resign") QVERIFY(win.game().record().isOver());
        else QVERIFY(win.game().isWaitingForHuman());
        if (interruption == "load") QCOMPARE(win.game().record().moves(), loaded.moves());
    }

    void aLevelChangeWhileThinkingPlaysOneMoveAtTheNewLevel() {
        Settings().setThinkDelayMs(0);
        Settings().setLevel(static_cast<int>(engine::levels().size()));
        Window win;
        click(win.w, sq("f5"));
        action(win.w, "actionLevel1")->trigger();
        QCOMPARE(win.w.settings()->level(), 1);
        auto* computer = qobject_cast<session::ComputerPlayer*>(win.game().player(Color::White));
        QVERIFY(computer);
        QCOMPARE(computer->levelNumber(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(win.game().record().ply(), 2, 10000);
        QVERIFY(drain(win.w));
        QCOMPARE(win.game().record().length(), 2);
        QVERIFY(win.game().isWaitingForHuman());
    }

    void aThinkDelayChangeKeepsTheSearchAndTheSeats() {
        Settings().setThinkDelayMs(5000);
        Window win;
        auto* computer = qobject_cast<session::ComputerPlayer*>(win.game().player(Color::White));
        QVERIFY(computer);
        QSignalSpy found(computer, &session::ComputerPlayer::moveFound);
        QSignalSpy reseated(win.w.seating(), &session::Seating::seatsChanged);
        click(win.w, sq("f5"));
        QVERIFY(found.wait(10000));  // found, and waiting out the 5 s delay
        QCOMPARE(win.game().record().ply(), 1);
        win.w.settings()->setThinkDelayMs(0);  // the found move is played now, not searched again
        QCOMPARE(win.game().player(Color::White), computer);
        QCOMPARE(win.game().record().ply(), 2);
        QCOMPARE(found.count(), 1);
        QCOMPARE(reseated.count(), 0);
        QCOMPARE(win.w.pairingText(), QString("You (Black) against Verso, level 4 Club"));
        action(win.w, "actionComputerVsComputer")->trigger();
        QCOMPARE(reseated.count(), 1);
        QCOMPARE(win.game().player(Color::White), computer);  // White was the computer already
        QCOMPARE(win.w.pairingText(),
                 QString("Verso, level 4 Club (Black) against Verso, level 4 Club (White)"));
    }

    void undoTakesBackTheComputersReplyAndTheMove() {
        Settings().setThinkDelayMs(0);
        Window win;
        click(win.w, sq("f5"));
        QTRY_COMPARE_WITH_TIMEOUT(win.game().record().ply(), 2, 10000);
        action(win.w, "actionUndo")->trigger();
        QCOMPARE(win.game().record().ply(), 0);
        QCOMPARE(win.w.shownDiscCount(Color::Black), 2);
        QCOMPARE(win.w.shownDiscCount(Color::White), 2);
        QVERIFY(win.game().isWaitingForHuman());
    }

    void theHintShowsALegalMoveUntilTheBoardChanges() {
        Settings().setThinkDelayMs(0);
        Window win;
        QAction* hint = win.computer->hintAction();
        QCOMPARE(hint->shortcut(), QKeySequence(Qt::Key_H));
        QVERIFY(hint->isEnabled());
        hint->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(win.computer->hintSquare() >= 0, 10000);
        const int square = win.computer->hintSquare();
        QVERIFY(win.game().position().isLegal(Move::at(square)));
        click(win.w, square);
        QCOMPARE(win.computer->hintSquare(), -1);
        QVERIFY(!hint->isEnabled());  // not while the computer is to move
    }

    void escapeHidesTheHintOrStopsLookingForOne() {
        Settings().setThinkDelayMs(0);
        Window win;
        QAction* hide = win.computer->hideHintAction();
        QCOMPARE(hide->shortcut(), QKeySequence(Qt::Key_Escape));
        QVERIFY(!hide->isEnabled());  // nothing to hide yet
        win.computer->hintAction()->trigger();
        QVERIFY(hide->isEnabled());  // looking for one
        QTRY_VERIFY_WITH_TIMEOUT(win.computer->hintSquare() >= 0, 10000);
        QTest::keyClick(&win.w, Qt::Key_Escape);
        QCOMPARE(win.computer->hintSquare(), -1);
        QVERIFY(!hide->isEnabled());
        QVERIFY(win.w.statusBar()->currentMessage().isEmpty());

        // Escape before the answer arrives: the answer is dropped, no ring appears.
        win.computer->hintAction()->trigger();
        QTest::keyClick(&win.w, Qt::Key_Escape);
        QVERIFY(drain(win.w));
        QCOMPARE(win.computer->hintSquare(), -1);
        QVERIFY(win.computer->hintAction()->isEnabled());  // a new hint can still be asked for
        QVERIFY(win.game().isWaitingForHuman());
    }

    void theComputersPassIsAnnouncedInTheSameDialog() {
        Settings settings;
        settings.setThinkDelayMs(0);
        settings.setAnimationSpeed(AnimationSpeed::Instant);
        Window win;
        win.game().newGame(board(kPassThenEnd));
        click(win.w, sq("c1"));
        QTRY_VERIFY(win.w.passDialog() != nullptr);
        QVERIFY(win.w.passDialog()->text().contains("White"));
        QCOMPARE(win.game().sideToMove(), Color::Black);
    }

    // The person (Black) has no move: the dialog says so, and White's move closes it (it would
    // otherwise say "White plays again" over the position where Black is to move).
    void thePassDialogClosesOnceTheComputerHasPlayed() {
        Settings settings;
        settings.setThinkDelayMs(300);
        settings.setAnimationSpeed(AnimationSpeed::Instant);
        Window win;
        QVERIFY(win.game().isHuman(Color::Black) && !win.game().isHuman(Color::White));
        win.game().newGame(
            board("---O----"
                  "-XX-----"
                  "--------"
                  "--------"
                  "--------"
                  "--------"
                  "--------"
                  "-------- X"));
        QTRY_VERIFY(win.w.passDialog() && win.w.passDialog()->isVisible());
        QVERIFY(win.w.passDialog()->text().startsWith("Black has no legal move"));
        QTRY_COMPARE(win.game().record().length(), 2);  // the pass and White's b3
        QCOMPARE(win.game().sideToMove(), Color::Black);
        QTRY_VERIFY(!win.w.passDialog());
    }

    void theComputersPassGoesToTheStatusBarWhenTheSettingSaysSo() {
        Settings settings;
        settings.setThinkDelayMs(0);
        settings.setAnimationSpeed(AnimationSpeed::Instant);
        Window win;
        QAction* dialogs = action(win.w, "actionPassDialogs");
        QVERIFY(dialogs->isChecked());
        dialogs->trigger();
        QVERIFY(!win.w.settings()->passDialogs());
        win.game().newGame(board(kPassThenEnd));
        click(win.w, sq("c1"));
        QTRY_VERIFY(win.w.statusBar()->currentMessage().contains("White"));
        QVERIFY(win.w.passDialog() == nullptr);
        QCOMPARE(win.game().sideToMove(), Color::Black);
    }

    void computerVersusComputerPlaysToTheGameOverDialog() {
        Settings settings;
        settings.setThinkDelayMs(0);
        settings.setLevel(1);
        settings.setAnimationSpeed(AnimationSpeed::Instant);
        settings.setOpponent(Opponent::ComputerVsComputer);
        Window win;
        QVERIFY(!win.game().isHuman(Color::Black) && !win.game().isHuman(Color::White));
        QTRY_VERIFY_WITH_TIMEOUT(win.w.gameOverDialog() != nullptr, 60000);
        QVERIFY(win.w.gameOverDialog()->isVisible());
        QVERIFY(win.game().record().isOver());
        QCOMPARE(discsShown(win.w), win.game().position().discCount(Color::Black) +
                                        win.game().position().discCount(Color::White));
        QVERIFY(!busyShown(win.w));
    }

    void closingTheWindowDuringTheStrongestSearchStopsTheEngineThread() {
        Settings settings;
        settings.setThinkDelayMs(0);
        settings.setLevel(static_cast<int>(engine::levels().size()));
        settings.setOpponent(Opponent::ComputerVsComputer);
        Window win;
        QVERIFY(win.w.seating()->isThinking());
        QVERIFY(win.w.seating()->engineThread()->isBusy());
        win.w.close();
        QVERIFY(!win.w.seating()->isThinking());
        QVERIFY(
            win.w.seating()->engineThread()->shutDown());  // joined within its bound, not abandoned
    }

    void theDemoPausesAndResumes() {
        Settings settings;
        settings.setThinkDelayMs(50);
        settings.setLevel(1);
        settings.setAnimationSpeed(AnimationSpeed::Instant);
        settings.setOpponent(Opponent::ComputerVsComputer);
        Window win;
        QTRY_VERIFY_WITH_TIMEOUT(win.game().record().ply() >= 2, 10000);
        QAction* pause = action(win.w, "actionPause");
        pause->trigger();
        QCOMPARE(win.game().state(), session::GameState::Paused);
        const int ply = win.game().record().ply();
        QVERIFY(drain(win.w));
        QCOMPARE(win.game().record().ply(), ply);
        QVERIFY(!busyShown(win.w));
        pause->trigger();  // Resume
        QCOMPARE(win.game().state(), session::GameState::Playing);
        QTRY_VERIFY_WITH_TIMEOUT(win.game().record().ply() > ply, 10000);
    }
};

QTEST_MAIN(TestComputerOpponent)
#include "test_computeropponent.moc"
