// SPDX-License-Identifier: GPL-3.0-or-later
// File > New Game…, as a person uses it: the dialog opened from the File menu chooses an XOT
// opening or a random position and a time control; Start begins that game (its opening moves in
// the move list, so undo and redo step through them) and remembers the choices, which File > New
// Game and the game-over dialog's New Game repeat. A garbled stored choice reads as the defaults.
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

#include "WindowTestSupport.h"
#include "app/newgame/GameStarts.h"
#include "app/newgame/NewGameActions.h"
#include "app/newgame/NewGameDialog.h"
#include "app/newgame/TimeControlChooser.h"
#include "app/records/MoveListDock.h"
#include "app/records/MoveListPanel.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;
using std::chrono::seconds;

namespace {

QMenu* fileMenu(MainWindow& w) {
    for (QAction* entry : w.menuBar()->actions()) {
        if (entry->menu() && entry->menu()->objectName() == QLatin1String("menuFile"))
            return entry->menu();
    }
    return nullptr;
}

// File > New Game… from the menu bar; the dialog once it shows.
NewGameDialog* openDialog(MainWindow& w) {
    QMenu* menu = fileMenu(w);
    if (!menu) return nullptr;
    for (QAction* entry : menu->actions()) {
        if (entry->objectName() == QLatin1String("actionNewGameDialog")) entry->trigger();
    }
    if (!QTest::qWaitFor(
            [&] { return w.newGames()->dialog() && w.newGames()->dialog()->isVisible(); }))
        return nullptr;
    return w.newGames()->dialog();
}

void chooseTimeControl(NewGameDialog& dialog, const QString& name) {
    QComboBox* list = dialog.timeControlChooser()->list();
    const int index = list->findText(name);
    QVERIFY2(index >= 0, qPrintable(name));
    list->setCurrentIndex(index);
}

void pressStart(NewGameDialog& dialog) {
    QTest::mouseClick(dialog.buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
}

int discsShown(MainWindow& w) {
    int count = 0;
    for (int square = 0; square < kSquareCount; ++square)
        count += w.scene()->discAt(square) != nullptr;
    return count;
}

bool isXotOpening(const std::vector<Move>& moves) {
    for (const auto& opening : xotOpenings()) {
        if (opening == moves) return true;
    }
    return false;
}

}  // namespace

class TestNewGame : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;

private slots:
    void initTestCase() { useTemporarySettings(configDir_, "test_newgame"); }
    void init() { resetToTwoPeopleWithoutAnimation(); }

    void theShippedXotListReadsWhole() {
        QCOMPARE(xotProblem(), QString());
        QCOMPARE(xotOpenings().size(), size_t(10'784));  // each checked legal move by move
        QCOMPARE(formatMoves(xotOpenings().front()), std::string("f5d6c4d3c2b3b4b5"));
    }

    void anXotOpeningWithFiveMinutesAndThreeSeconds() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(action(w, "actionNewGameDialog")->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
        NewGameDialog* dialog = openDialog(w);
        QVERIFY(dialog);
        QVERIFY(dialog->standardButton()->isChecked());  // the default
        QCOMPARE(dialog->findChild<QLabel*>("playersSummary")->text(),
                 QString("Two people on this screen"));
        QTest::mouseClick(dialog->xotButton(), Qt::LeftButton);
        chooseTimeControl(*dialog, "5 min + 3 s");
        pressStart(*dialog);
        QTRY_VERIFY(!w.newGames()->dialog());

        const GameRecord& record = w.controller()->record();
        QCOMPARE(record.length(), 8);
        QCOMPARE(record.ply(), 8);
        QVERIFY(isXotOpening(record.moves()));
        QCOMPARE(discsShown(w), 12);
        QCOMPARE(w.moveList()->panel()->moveCount(), 8);
        QVERIFY(Settings().timeControl() == (TimeControl{seconds(300), seconds(3)}));
        QCOMPARE(Settings().newGameStart().kind, GameStart::Xot);

        // Black's clock runs from the opening's end; the opening's moves took no time, and on a
        // clock the moves cannot be taken back.
        const auto& clock = w.controller()->clock();
        QCOMPARE(clock.running(), std::optional<verso::Color>(verso::Color::Black));
        QCOMPARE(clock.remaining(verso::Color::White), seconds(300));
        QCOMPARE(clock.moveTimes().size(), 8);
        QVERIFY(!w.controller()->undo());
        QCOMPARE(record.ply(), 8);

        // File > New Game repeats the choice: another XOT opening at once; without a clock its
        // moves step back and forth.
        Settings().setTimeControl(TimeControl{});
        action(w, "actionNewGame")->trigger();
        QCOMPARE(w.controller()->record().length(), 8);
        QVERIFY(isXotOpening(w.controller()->record().moves()));
        QVERIFY(!w.controller()->clock().timed());
        QVERIFY(w.controller()->undo());
        QCOMPARE(w.controller()->record().ply(), 7);
        QCOMPARE(discsShown(w), 11);
        QVERIFY(w.controller()->redo());
        QCOMPARE(w.controller()->record().ply(), 8);
    }

    void aRandomPositionHasTheDiscsAsked() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        NewGameDialog* dialog = openDialog(w);
        QVERIFY(dialog);
        QVERIFY(!dialog->discsField()->isEnabled());
        QTest::mouseClick(dialog->randomButton(), Qt::LeftButton);
        QVERIFY(dialog->discsField()->isEnabled());
        dialog->discsField()->setValue(30);
        pressStart(*dialog);
        QTRY_VERIFY(!w.newGames()->dialog());
        QCOMPARE(discsShown(w), 30);
        QCOMPARE(popCount(w.controller()->position().black() | w.controller()->position().white()),
                 30);
        QVERIFY(!w.controller()->record().isOver());
        QCOMPARE(Settings().newGameStart().discs, 30);
        QVERIFY(!Settings().timeControl().timed());  // "No clock" was left as it was
    }

    void aCustomTimeControl() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        NewGameDialog* dialog = openDialog(w);
        QVERIFY(dialog);
        TimeControlChooser* chooser = dialog->timeControlChooser();
        QVERIFY(!chooser->customFields()->isVisible());
        chooseTimeControl(*dialog, "Custom…");
        QVERIFY(chooser->customFields()->isVisible());
        chooser->baseMinutes()->setValue(7);
        chooser->baseSeconds()->setValue(30);
        chooser->incrementMinutes()->setValue(0);
        chooser->incrementSeconds()->setValue(4);
        pressStart(*dialog);
        QTRY_VERIFY(!w.newGames()->dialog());
        QVERIFY(Settings().timeControl() == (TimeControl{seconds(450), seconds(4)}));
        // Opened again, the dialog shows the custom figures.
        dialog = openDialog(w);
        QVERIFY(dialog);
        QCOMPARE(dialog->timeControlChooser()->list()->currentText(), QString("Custom…"));
        QCOMPARE(dialog->timeControlChooser()->baseMinutes()->value(), 7);
        QVERIFY(dialog->timeControl() == (TimeControl{seconds(450), seconds(4)}));
        dialog->reject();
    }

    void theGameOverDialogsNewGameRepeatsTheChoice() {
        Settings settings;
        settings.setPassDialogs(false);
        settings.setNewGameStart({GameStart::RandomDiscs, 16});
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(discsShown(w), 16);  // the window's first game, too
        w.controller()->newGame(board(kPassThenEnd));
        click(w, "c1");
        click(w, "h8");
        click(w, "d8");
        QTRY_VERIFY(w.gameOverDialog() && w.gameOverDialog()->isVisible());
        QTest::mouseClick(w.gameOverDialog()->newGameButton(), Qt::LeftButton);
        QTRY_COMPARE(discsShown(w), 16);
        QCOMPARE(w.controller()->state(), session::GameState::Playing);
    }

    void garbledChoicesReadAsTheDefaults() {
        {
            QSettings raw;
            raw.setValue("game/start", "sideways");
            raw.setValue("game/startDiscs", "many");
            raw.setValue("game/timeControl", "5 minutes");
        }
        Settings settings;
        QCOMPARE(settings.newGameStart().kind, GameStart::Standard);
        QCOMPARE(settings.newGameStart().discs, 20);
        QVERIFY(!settings.timeControl().timed());
        QSettings().setValue("game/startDiscs", 99);  // beyond the range
        QCOMPARE(settings.newGameStart().discs, 20);

        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.controller()->record().length(), 0);  // the standard position
        QCOMPARE(w.controller()->position(), Position::initial());
        NewGameDialog* dialog = openDialog(w);
        QVERIFY(dialog);
        QVERIFY(dialog->standardButton()->isChecked());
        QCOMPARE(dialog->timeControlChooser()->list()->currentText(), QString("No clock"));
        dialog->reject();
    }
};

QTEST_MAIN(TestNewGame)
#include "test_newgame.moc"
