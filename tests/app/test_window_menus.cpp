// SPDX-License-Identifier: GPL-3.0-or-later
// The window's menus, toggles and dialogs, checked by what a person sees on the screen.
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <QToolTip>
#include <cmath>

#include <QLabel>
#include "WindowTestSupport.h"
#include "app/settings/TranslationLoader.h"
#include "app/window/GameOverDialog.h"
#include "app/window/StatusBar.h"
#include "app/window/Texts.h"
#include "engine/Level.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;

namespace {

// The colour a person sees at "offset" (scene units) from the centre of "square".
QColor seenAt(MainWindow& w, const char* square, QPointF offset = {}) {
    const QImage image = w.boardView()->viewport()->grab().toImage();
    const QPointF scenePoint = w.scene()->squareRect(sq(square)).center() + offset;
    return image.pixelColor(w.boardView()->mapFromScene(scenePoint) * image.devicePixelRatio());
}

// WCAG's contrast ratio of two colours (1 to 21).
double contrast(const QColor& a, const QColor& b) {
    const auto luminance = [](const QColor& c) {
        const auto channel = [](double v) {
            return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) +
               0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool sameColour(const QColor& a, const QColor& b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
               std::abs(a.blue() - b.blue()) <
           12;
}

QMessageBox* openMessageBox(MainWindow& w, const char* name) {
    auto* box = w.findChild<QMessageBox*>(name);
    return box && box->isVisible() ? box : nullptr;
}

}  // namespace

class TestWindowMenus : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;
    TranslationLoader translations_;  // English plural forms, as main() installs them

private slots:
    void initTestCase() {
        QVERIFY(configDir_.isValid());
        useTemporarySettings(configDir_, "VersoMenus");
        translations_.install(QStringLiteral("en"));
    }

    void init() { resetToTwoPeopleWithoutAnimation(); }

    void legalMoveDotsFollowTheToggle() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QColor felt = seenAt(w, "a8");
        QVERIFY(!sameColour(seenAt(w, "d3"), felt));  // a dot where Black may play
        QVERIFY(sameColour(seenAt(w, "c3"), felt));   // none where it may not
        action(w, "actionShowLegalMoves")->trigger();
        QVERIFY(sameColour(seenAt(w, "d3"), felt));
    }

    // The legal-move dots stand out from the felt for either side to move: a contrast of at
    // least 3:1, as WCAG asks of graphics a person must see.
    void legalMoveDotsAreClearlyVisible() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QColor felt = seenAt(w, "a8");
        const QColor blackDot = seenAt(w, "d3");
        QVERIFY2(contrast(blackDot, felt) >= 3.0,
                 qPrintable(QStringLiteral("Black's dot %1 on %2: %3")
                                .arg(blackDot.name(), felt.name())
                                .arg(contrast(blackDot, felt))));
        click(w, "d3");
        QTRY_VERIFY(!w.scene()->isAnimating());
        const QColor whiteDot = seenAt(w, "c3");
        QVERIFY2(contrast(whiteDot, felt) >= 3.0,
                 qPrintable(QStringLiteral("White's dot %1 on %2: %3")
                                .arg(whiteDot.name(), felt.name())
                                .arg(contrast(whiteDot, felt))));
    }

    void legalMoveDotsWaitForTheFlipsToFinish() {
        Settings().setAnimationSpeed(AnimationSpeed::Slow);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QColor felt = seenAt(w, "a8");
        click(w, "d3");  // White may now answer at c3, among others
        QVERIFY(w.scene()->isAnimating());
        QVERIFY(sameColour(seenAt(w, "c3"), felt));  // no dot while d4 is still turning over
        QTRY_VERIFY(!w.scene()->isAnimating());
        QVERIFY(!sameColour(seenAt(w, "c3"), felt));  // the dot once the board has settled
    }

    void lastMoveMarkFollowsTheToggle() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "d3");
        const QColor mark = seenAt(w, "d3");
        QVERIFY2(mark.red() > 150 && mark.green() < 100, qPrintable(mark.name()));
        action(w, "actionShowLastMove")->trigger();
        QVERIFY(seenAt(w, "d3").lightness() < 90);  // just the black disc
    }

    // Each level's tip says what the level does (engine/Level.cpp), shown as the pointer rests on
    // its entry in Opponent > Level: level 1 plays a random move a quarter of the time.
    void levelTipsSayWhatEachLevelDoes() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(action(w, "actionLevel1")->toolTip(),
                 QStringLiteral("Plays a random move 25% of the time; otherwise looks 1 move "
                                "ahead and misjudges each move by up to 16 discs"));
        QCOMPARE(action(w, "actionLevel5")->toolTip(),
                 QStringLiteral("Looks 6 moves ahead, exactly from 14 empty squares, and "
                                "misjudges each move by up to 1 disc; opens from its opening "
                                "book"));
        QCOMPARE(action(w, "actionLevel8")->toolTip(),
                 QStringLiteral("Searches at most 12 million positions a move: up to 20 moves "
                                "ahead, exactly from 22 empty squares; opens from its opening "
                                "book"));
        QCOMPARE(action(w, "actionLevel10")->text(), QStringLiteral("&10  Strongest, 3 s a move"));
        QCOMPARE(action(w, "actionLevel10")->toolTip(),
                 QStringLiteral("Thinks about 3 seconds a move on average, longer in the middle "
                                "game, and plays perfectly as early as that allows; opens from "
                                "its opening book"));
        for (const engine::Level& level : engine::levels()) {
            const QAction* entry = action(w, QStringLiteral("actionLevel%1").arg(level.number));
            QCOMPARE(entry->statusTip(), entry->toolTip());
            // A level that errs never claims perfect play.
            QCOMPARE(entry->toolTip().contains(QLatin1String("perfectly")),
                     level.noiseDiscs == 0 && level.maxNodes == 0);
            QCOMPARE(entry->toolTip().contains(QLatin1String("random move")),
                     level.randomMovePercent > 0);
        }
        // The tip shows on the menu as the pointer rests on the entry.
        QMenu* levels = w.levelMenu();
        levels->popup(w.mapToGlobal(QPoint(10, 10)));
        QVERIFY(QTest::qWaitForWindowExposed(levels));
        QAction* first = action(w, "actionLevel1");
        QTest::mouseMove(levels, levels->actionGeometry(first).center());
        QTRY_COMPARE(QToolTip::text(), first->toolTip());
        levels->close();
    }

    void hidingCoordinatesEnlargesTheBoard() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const int withCoordinates = w.boardView()->boardRectInView().width();
        action(w, "actionShowCoordinates")->trigger();
        QVERIFY(w.boardView()->boardRectInView().width() > withCoordinates);
    }

    void hoverPreviewsALegalMoveOnly() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QColor felt = seenAt(w, "a8");
        const QPointF offCentre(28, 0);  // inside a disc, outside the legal-move dot
        QTest::mouseMove(w.boardView()->viewport(), w.boardView()->squareCenterInView(sq("d3")));
        QVERIFY(seenAt(w, "d3", offCentre).lightness() < felt.lightness() - 25);
        QTest::mouseMove(w.boardView()->viewport(), w.boardView()->squareCenterInView(sq("a1")));
        QVERIFY(sameColour(seenAt(w, "d3", offCentre), felt));
        QVERIFY(sameColour(seenAt(w, "a1", offCentre), felt));
    }

    void pauseRefusesMovesUntilResumed() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        action(w, "actionPause")->trigger();
        QCOMPARE(w.turnText(), QString("Paused: Black to move"));
        QCOMPARE(action(w, "actionPause")->text(), QString("&Resume"));
        click(w, "d3");
        QCOMPARE(w.statusBar()->currentMessage(),
                 QString("The game is paused: resume it to play."));
        QCOMPARE(shown(w, "d3"), std::nullopt);
        action(w, "actionPause")->trigger();
        click(w, "d3");
        QCOMPARE(shown(w, "d3"), std::optional(Color::Black));
    }

    void resignEndsTheGameAndUndoTakesItBack() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "d3");
        QVERIFY(resignConfirmed(w, false));  // asked, and cancelled: the game goes on
        QCOMPARE(w.controller()->state(), session::GameState::Playing);
        QVERIFY(resignConfirmed(w));  // White, to move, resigns
        QTRY_VERIFY(w.gameOverDialog() && w.gameOverDialog()->isVisible());
        QCOMPARE(w.gameOverDialog()->headline(), QString("Black wins by resignation"));
        QTest::mouseClick(w.gameOverDialog()->closeButton(), Qt::LeftButton);
        QVERIFY(!action(w, "actionResign")->isEnabled());
        action(w, "actionUndo")->trigger();
        QCOMPARE(w.turnText(), QString("White to move"));
        QCOMPARE(shown(w, "d3"), std::optional(Color::Black));
        click(w, "c3");
        QCOMPARE(shown(w, "c3"), std::optional(Color::White));
    }

    void computersTurnRefusesClicksWithTheReason() {
        Settings().setHumanColor(Color::White);
        MainWindow w;
        useComputer(w, false);
        action(w, "actionHumanVsComputer")->trigger();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.turnText(), QString("Black (computer) is thinking…"));
        click(w, "d3");
        QCOMPARE(w.statusBar()->currentMessage(), QString("It is not your turn."));
        QCOMPARE(shown(w, "d3"), std::nullopt);
        QVERIFY(
            sameColour(seenAt(w, "d3"), seenAt(w, "a8")));  // no legal-move dots for the computer
    }

    void helpAndAboutOpenWithoutBlocking() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        action(w, "actionHowToPlay")->trigger();
        QMessageBox* help = openMessageBox(w, "howToPlayDialog");
        QVERIFY(help);
        QVERIFY(help->text().contains("Black moves first"));
        help->close();
        action(w, "actionAbout")->trigger();
        QMessageBox* about = openMessageBox(w, "aboutDialog");
        QVERIFY(about);
        QVERIFY(about->text().contains("Verso"));
        QVERIFY(about->text().contains("Grandmaster (level 8)"));  // the real top level, by name
        about->close();
    }

    // A long message in a narrow window: cut after a whole word, with room before the counters.
    void statusMessagesStopAtAWordBeforeTheCounters() {
        MainWindow w;
        w.resize(520, 600);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString full = passText(Color::White);
        w.statusBar()->showMessage(full, 60000);
        auto* bar = qobject_cast<StatusBar*>(w.statusBar());
        QVERIFY(bar);
        const QString shown = bar->shownMessage();
        QVERIFY(shown.endsWith(QChar(0x2026)));
        const QString words = shown.chopped(1);
        QVERIFY(full.startsWith(words));
        QCOMPARE(full.at(words.size()), QChar(' '));  // never mid-word
        QCOMPARE(bar->toolTip(), full);
        auto* turn = w.findChild<QLabel*>("turnLabel");
        const int messageRight = 6 + bar->fontMetrics().horizontalAdvance(shown);
        QVERIFY(messageRight < turn->mapTo(bar, QPoint(0, 0)).x());
        w.resize(1600, 600);  // wide enough: the whole sentence
        QTRY_COMPARE(bar->shownMessage(), full);
    }

    void aStalePassMessageIsClearedWhenTheGameEnds() {
        Settings().setPassDialogs(false);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.controller()->newGame(board(kPassThenEnd));
        click(w, "c1");  // White must pass: said in the status bar
        QTRY_VERIFY(w.statusBar()->currentMessage().contains("must pass"));
        click(w, "h8");
        click(w, "d8");  // the end
        QTRY_COMPARE(w.controller()->state(), session::GameState::Finished);
        QTRY_VERIFY(w.statusBar()->currentMessage().isEmpty());
        QCOMPARE(w.turnText(), QString("Black wins 64-0 (discs 8-0, 56 empty)"));
    }

    // Ctrl+Shift+S opens the save dialog; the name typed there names the file, and none of its
    // letters reaches the window's one-letter shortcuts (A analysis, P pause, H hint).
    void saveAsKeySavesUnderANewName() {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        Settings().setLastFolder(folder.path());
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "d3");
        QTRY_VERIFY(shown(w, "d4") == Color::Black);
        QSignalSpy analysis(action(w, "actionAnalysisMode"), &QAction::triggered);
        QSignalSpy pause(action(w, "actionPause"), &QAction::triggered);
        QSignalSpy hint(action(w, "actionHint"), &QAction::triggered);

        bool typed = false;
        QTimer typist;  // types into the dialog once it is up, as a person would
        connect(&typist, &QTimer::timeout, &w, [&] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            if (!dialog || !dialog->isVisible() || typed) return;
            QWidget* focus = QApplication::focusWidget();
            if (!focus || focus->window() != dialog) return;
            typed = true;
            auto* name = qobject_cast<QLineEdit*>(focus);
            if (name) name->selectAll();
            QTest::keyClicks(focus, "hap");
            QTest::keyClick(focus, Qt::Key_Return);
        });
        typist.start(20);
        w.boardView()->setFocus();
        QTest::keyClick(w.boardView(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(typed);
        const QString path = folder.filePath("hap.ggf");
        QTRY_VERIFY(QFileInfo::exists(path));
        QTRY_VERIFY(!QApplication::activeModalWidget());
        QCOMPARE(w.windowTitle(), QString("hap.ggf[*] — Verso"));
        QCOMPARE(analysis.count(), 0);
        QCOMPARE(pause.count(), 0);
        QCOMPARE(hint.count(), 0);
    }

    void standardShortcutsAreSet() {
        MainWindow w;
        QCOMPARE(action(w, "actionNewGame")->shortcut(), QKeySequence(QKeySequence::New));
        QCOMPARE(action(w, "actionUndo")->shortcut(), QKeySequence(QKeySequence::Undo));
        QCOMPARE(action(w, "actionRedo")->shortcut(), QKeySequence(QKeySequence::Redo));
        // The keys the manual promises, also where the desktop lists none of its own.
        QCOMPARE(action(w, "actionQuit")->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Q));
        QCOMPARE(action(w, "actionSaveAs")->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    }
};

QTEST_MAIN(TestWindowMenus)
#include "test_window_menus.moc"
