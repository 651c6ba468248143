// SPDX-License-Identifier: GPL-3.0-or-later
// Game records in the window, as a person uses them: the move list, Go, files (open, save, a
// broken file, drag and drop), the clipboard and the position editor.
#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "MoveListGames.h"
#include "WindowTestSupport.h"
#include "app/records/CurrentGame.h"
#include "app/records/EditActions.h"
#include "app/records/EditorBoardView.h"
#include "app/records/FileActions.h"
#include "app/records/GameChooser.h"
#include "app/records/GameNavigation.h"
#include "app/records/MoveListDock.h"
#include "app/records/MoveListPanel.h"
#include "app/records/PositionEditor.h"
#include "app/settings/Settings.h"
#include "core/GameText.h"
#include "core/Notation.h"
#include "session/game/GameController.h"
#include "session/storage/AtomicWrite.h"
#include "session/storage/GameFiles.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;

namespace {

const char* const kGame = "f5d6c3d3c4f4f6f3e6e7";

QString fixture(const char* name) {
    return QStringLiteral(VERSO_TEST_DATA_DIR "/games/") + QLatin1String(name);
}

GameDocument transcriptGame(const char* moves) {
    GameDocument document{*parseTranscript(moves), {}};
    return document;
}

QMessageBox* openBox(MainWindow& w, const char* name) {
    auto* box = w.findChild<QMessageBox*>(name);
    return box && box->isVisible() ? box : nullptr;
}

// Types "name" and Return into the next file dialog once it is up, as a person would.
class Typist : public QObject {
public:
    explicit Typist(QString name) : name_(std::move(name)) {
        connect(&timer_, &QTimer::timeout, this, [this] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            if (!dialog || !dialog->isVisible() || typed) return;
            QWidget* focus = QApplication::focusWidget();
            if (!focus || focus->window() != dialog) return;
            typed = true;
            if (auto* line = qobject_cast<QLineEdit*>(focus)) line->selectAll();
            QTest::keyClicks(focus, name_);
            QTest::keyClick(focus, Qt::Key_Return);
        });
        timer_.start(20);
    }
    bool typed = false;

private:
    QString name_;
    QTimer timer_;
};

void clickMove(MainWindow& w, int moveIndex) {
    MoveListPanel* panel = w.moveList()->panel();
    QTest::mouseClick(panel->view()->viewport(), Qt::LeftButton, {},
                      panel->cellRect(moveIndex).center());
}

void key(MainWindow& w, int keyCode, Qt::KeyboardModifiers modifiers = {}) {
    QTest::keyClick(w.boardView(), static_cast<Qt::Key>(keyCode), modifiers);
}

std::vector<GameDocument> keptGames(MainWindow& w) {
    const session::GameFileRead read = w.currentGame()->keptGames().load();
    return read.ok() ? read.parse.games : std::vector<GameDocument>{};
}

}  // namespace

class TestRecords : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;
    QTemporaryDir files_;

private slots:
    void initTestCase() { useTemporarySettings(configDir_, "test_records"); }
    void init() {
        resetToTwoPeopleWithoutAnimation();
        QFile::remove(files_.filePath("kept.ggf"));
    }

    void theMoveListShowsTheGameAndAClickShowsThatPosition() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.moveList()->isVisible());  // shown by default
        w.currentGame()->open(transcriptGame(kGame));
        MoveListPanel* panel = w.moveList()->panel();
        QCOMPARE(panel->moveCount(), 10);
        QCOMPARE(panel->cellText(2), QString("c3"));
        clickMove(w, 2);  // c3, the third move
        QCOMPARE(w.controller()->record().ply(), 3);
        QCOMPARE(w.controller()->position(), w.controller()->record().positionAt(3));
        QCOMPARE(shown(w, "c3"), std::optional(Color::Black));
        QCOMPARE(shown(w, "e6"), std::nullopt);  // played later
        QCOMPARE(w.pairingText(), QString("Move 3 of 10 — playing here starts a new line"));
        QCOMPARE(panel->currentPly(), 3);
        QVERIFY(panel->isGreyed(3));
    }

    void theKeysStepThroughTheMoves() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.currentGame()->open(transcriptGame(kGame));
        const GameRecord& record = w.controller()->record();
        key(w, Qt::Key_Home);
        QCOMPARE(record.ply(), 0);
        QCOMPARE(w.controller()->position(), Position::initial());
        key(w, Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(record.ply(), 1);
        key(w, Qt::Key_PageDown);
        QCOMPARE(record.ply(), 2);
        key(w, Qt::Key_End);
        QCOMPARE(record.ply(), 10);
        QCOMPARE(w.pairingText(),
                 QString("Two people on this screen"));  // at the end: the game again
        key(w, Qt::Key_Left, Qt::ControlModifier);
        key(w, Qt::Key_PageUp);
        QCOMPARE(record.ply(), 8);
        QCOMPARE(w.moveList()->panel()->currentPly(), 8);
    }

    // Decided: a move at an earlier position starts a new line; the game as it was goes to the
    // library (File > Kept Games), and the status bar says so.
    void playingAtAnEarlierMoveStartsANewLineAndKeepsTheOldOne() {
        MainWindow w;
        w.keepGames(files_.filePath("kept.ggf"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.currentGame()->open(transcriptGame(kGame));
        clickMove(w, 1);  // after d6: Black to move
        click(w, "c5");
        QCOMPARE(QString::fromStdString(formatTranscript(w.controller()->record())),
                 QString("f5d6c5"));
        QCOMPARE(w.moveList()->panel()->moveCount(), 3);
        QVERIFY(w.statusBar()->currentMessage().contains("Kept Games"));
        const auto kept = keptGames(w);
        QCOMPARE(kept.size(), std::size_t{1});
        QCOMPARE(QString::fromStdString(formatTranscript(kept.front().record)), QString(kGame));
    }

    void noComputerMovesAtAnEarlierPositionUntilContinueFromHere() {
        MainWindow w;
        useComputer(w);
        action(w, "actionComputerVsComputer")->trigger();
        w.currentGame()->open(transcriptGame(kGame));  // computers play on at the end...
        QTRY_VERIFY(w.controller()->record().length() > 10);
        clickMove(w, 3);  // ...but not at an earlier position
        QCOMPARE(w.controller()->record().ply(), 4);
        QVERIFY(w.pairingText().startsWith("Move 4 of "));
        QTest::qWait(0);
        QCOMPARE(w.controller()->record().ply(), 4);
        QVERIFY(action(w, "actionContinueHere")->isEnabled());
        action(w, "actionContinueHere")->trigger();
        QTRY_VERIFY(w.controller()->record().ply() > 4);
    }

    // At an earlier position where the computer is to move nothing thinks, and the status bar
    // says which move is shown instead of claiming a search.
    void browsingWhereTheComputerIsToMoveClaimsNoThinking() {
        MainWindow w;
        useComputer(w);
        action(w, "actionHumanVsComputer")->trigger();  // the person plays Black
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.currentGame()->open(transcriptGame(kGame));  // Black, the person, to move at the end
        QCOMPARE(w.turnText(), QString("Black to move"));
        clickMove(w, 2);  // after c3: White, the computer, to move
        QCOMPARE(w.controller()->record().ply(), 3);
        QCOMPARE(w.pairingText(),
                 QString("Move 3 of 10 — Go > Continue From Here plays on from here"));
        QCOMPARE(w.turnText(), QString("White to move"));
        QVERIFY(!w.showsThinking());
        key(w, Qt::Key_End);  // the game again: the person's turn
        QCOMPARE(w.turnText(), QString("Black to move"));
    }

    void openingATranscriptAndAGgfShowsMovesAndNames() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString one = files_.filePath("one.txt");
        QVERIFY(session::writeFileAtomically(one, QByteArray(kGame) + "\n").isEmpty());
        QVERIFY(w.files()->openPath(one));
        QCOMPARE(w.moveList()->panel()->moveCount(), 10);
        QCOMPARE(w.windowTitle(), QString("one.txt[*] — Verso"));
        QVERIFY(!w.isWindowModified());

        QVERIFY(w.files()->openPath(fixture("two-games.ggf")));  // two games: the chooser asks
        GameChooser* chooser = nullptr;
        QTRY_VERIFY((chooser = w.findChild<GameChooser*>()) && chooser->isVisible());
        auto* table = chooser->findChild<QAbstractItemView*>("gameChooserTable");
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, chooser->rowRect(1).center());
        QTest::mouseClick(chooser->findChild<QPushButton*>("gameChooserOpen"), Qt::LeftButton);
        QTRY_COMPARE(w.moveList()->panel()->playerName(Color::Black), QString("Bob Okafor"));
        QCOMPARE(w.moveList()->panel()->result(), QString("White wins 34-30"));
        QTest::qWait(0);  // the queued end of the game has arrived: a game opened finished gets no
                          // result dialog
        QVERIFY(!w.gameOverDialog());
        QCOMPARE(w.moveList()->panel()->playerName(Color::White), QString("Carla Ruiz"));
        QVERIFY(w.controller()->record().start() != Position::initial());  // an XOT start, kept
    }

    void aSavedGameReopensTheSame() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "f5");
        click(w, "d6");
        QVERIFY(w.isWindowModified());
        const QString path = files_.filePath("saved.ggf");
        QVERIFY(w.files()->saveTo(path));
        QCOMPARE(w.windowTitle(), QString("saved.ggf[*] — Verso"));
        QVERIFY(!w.isWindowModified());
        const GameRecord before = w.controller()->record();
        action(w, "actionNewGame")->trigger();
        QVERIFY(w.files()->openPath(path));
        QCOMPARE(w.controller()->record().moves(), before.moves());
        QCOMPARE(w.moveList()->panel()->playerName(Color::Black), QString("Black"));
        click(w, "c3");
        QVERIFY(w.isWindowModified());
    }

    // File > Kept Games with no kept games yet says so in the status bar; kept games that are
    // there but cannot be read (here a folder at their name) are reported as such, and nothing
    // of the game on the board changes.
    void keptGamesThatCannotBeReadAreNotCalledNone() {
        MainWindow w;
        w.keepGames(files_.filePath("none-yet.ggf"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "f5");
        const GameRecord before = w.controller()->record();
        action(w, "actionKeptGames")->trigger();
        QVERIFY2(w.statusBar()->currentMessage().startsWith("No game is kept yet"),
                 qPrintable(w.statusBar()->currentMessage()));
        QVERIFY(!openBox(w, "fileProblemDialog"));
        w.statusBar()->clearMessage();

        const QString folder = files_.filePath("kept-folder.ggf");
        QVERIFY(QDir().mkpath(folder));
        w.keepGames(folder);
        action(w, "actionKeptGames")->trigger();
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = openBox(w, "fileProblemDialog")));
        QVERIFY2(box->text().startsWith("kept-folder.ggf cannot be read: "),
                 qPrintable(box->text()));
        QVERIFY2(!w.statusBar()->currentMessage().contains("No game is kept yet"),
                 qPrintable(w.statusBar()->currentMessage()));
        QCOMPARE(w.controller()->record(), before);
        QVERIFY(QFileInfo(folder).isDir());
        box->close();
    }

    void aBrokenFileSaysWhereAndChangesNothing() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "f5");
        const GameRecord before = w.controller()->record();
        QVERIFY(!w.files()->openPath(fixture("broken.ggf")));
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = openBox(w, "fileProblemDialog")));
        QVERIFY2(box->text().contains("Line 2, character 341"), qPrintable(box->text()));
        QCOMPARE(w.controller()->record(), before);
        box->close();
        QVERIFY(!w.files()->openPath(fixture("illegal-move.txt")));
        QTRY_VERIFY((box = openBox(w, "fileProblemDialog")));
        QVERIFY2(box->text().contains("Line 3, character 9") &&
                     box->text().contains("d6 is already occupied"),
                 qPrintable(box->text()));
        QCOMPARE(w.controller()->record(), before);
    }

    void aDroppedFileOpens() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString path = files_.filePath("dropped.txt");
        QVERIFY(session::writeFileAtomically(path, "f5d6c3\n").isEmpty());
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(path)});
        const QPoint at = w.boardView()->geometry().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &drop);
        QTRY_COMPARE(w.moveList()->panel()->moveCount(), 3);
        QCOMPARE(w.windowTitle(), QString("dropped.txt[*] — Verso"));
    }

    void copyAndPasteRoundTripEachFormat_data() {
        QTest::addColumn<QString>("copy");
        QTest::newRow("game") << "actionCopyGame";
        QTest::newRow("position") << "actionCopyPosition";
        QTest::newRow("ggf") << "actionCopyGgf";
    }
    void copyAndPasteRoundTripEachFormat() {
        QFETCH(QString, copy);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const char* square : {"f5", "d6", "c3", "d3"}) click(w, square);
        const GameRecord played = w.controller()->record();
        action(w, copy)->trigger();
        action(w, "actionNewGame")->trigger();
        QCOMPARE(w.controller()->record().length(), 0);
        action(w, "actionPaste")->trigger();
        if (copy == "actionCopyPosition") {
            QCOMPARE(w.controller()->record().start(),
                     played.current());  // the position, to play from
            QCOMPARE(w.controller()->record().length(), 0);
        } else {
            QCOMPARE(w.controller()->record().moves(), played.moves());
        }
        if (copy == "actionCopyGgf")
            QCOMPARE(w.moveList()->panel()->playerName(Color::White), QString("White"));
    }

    void aBadPasteSaysWhyAndChangesNothing() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "f5");
        const GameRecord before = w.controller()->record();
        QGuiApplication::clipboard()->setText("hello, this is not a game");
        action(w, "actionPaste")->trigger();
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = openBox(w, "pasteProblemDialog")));
        QVERIFY(box->text().contains("Line 1, character 1"));
        QCOMPARE(w.controller()->record(), before);
        box->close();
        QGuiApplication::clipboard()->setText("f5d6d6");  // an illegal move
        action(w, "actionPaste")->trigger();
        QTRY_VERIFY((box = openBox(w, "pasteProblemDialog")));
        QVERIFY(box->text().contains("Move 3, d6, is not allowed"));
        QCOMPARE(w.controller()->record(), before);
    }

    // A move list copied from a game site opens as the game, with the players its headers name;
    // a broken one says where, in the text as it was copied, and changes nothing.
    void aGameSitesMoveListPastes() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QGuiApplication::clipboard()->setText(
            "[Black \"Alice\"]\n[White \"Bob\"]\n\n1. F5 f4 2. E3 f6 3. D3 { book } 33-31\n");
        action(w, "actionPaste")->trigger();
        QTRY_COMPARE(w.controller()->record().length(), 5);
        QCOMPARE(QString::fromStdString(formatTranscript(w.controller()->record())),
                 QString("f5f4e3f6d3"));
        QCOMPARE(w.moveList()->panel()->playerName(Color::Black), QString("Alice"));
        QCOMPARE(w.moveList()->panel()->playerName(Color::White), QString("Bob"));
        const GameRecord before = w.controller()->record();
        QGuiApplication::clipboard()->setText("1. f5 d6 2. c3 c3");
        action(w, "actionPaste")->trigger();
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = openBox(w, "pasteProblemDialog")));
        QVERIFY2(box->text().contains("Line 1, character 16: Move 4, c3, is not allowed"),
                 qPrintable(box->text()));
        QCOMPARE(w.controller()->record(), before);
        box->close();
    }

    // A database copied whole (here 3,000 games, 400 KB) is read while the window stays usable: a
    // progress dialog shows, the chooser then lists every game; Cancel drops the reading.
    void aLongPasteIsReadOffTheWindowAndCanBeCancelled() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QByteArray text;
        for (int i = 0; i < 3000; ++i)
            text += "(;GM[Othello]PB[Player " + QByteArray::number(i) +
                    "]PW[Other]BO[8 ---------------------------O*------*O------------------------"
                    "--- *]B[F5]W[D6]B[C3]W[D3]B[C4]W[F4]B[F6]W[F3]B[E6]W[E7];)\n";
        QVERIFY(text.size() > 256 * 1024);
        QGuiApplication::clipboard()->setText(QString::fromUtf8(text));
        action(w, "actionPaste")->trigger();
        auto* progress = w.findChild<QProgressDialog*>("pasteProgress");
        QVERIFY(progress && progress->isVisible());
        QVERIFY(w.edits()->readingPaste());
        GameChooser* chooser = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((chooser = w.findChild<GameChooser*>()) && chooser->isVisible(),
                                 30000);
        QCOMPARE(chooser->findChild<QAbstractItemView*>("gameChooserTable")->model()->rowCount(),
                 3000);
        chooser->reject();
        QTRY_VERIFY(!w.findChild<GameChooser*>());

        const GameRecord before = w.controller()->record();
        action(w, "actionPaste")->trigger();
        progress = w.findChild<QProgressDialog*>("pasteProgress");
        QVERIFY(progress && progress->isVisible());
        QTest::mouseClick(progress->findChild<QPushButton*>(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!w.edits()->readingPaste(), 30000);
        QVERIFY(!w.findChild<GameChooser*>());
        QVERIFY(w.statusBar()->currentMessage().contains("cancelled"));
        QCOMPARE(w.controller()->record(), before);
    }

    // A write that fails (here: the folder is a file) says where and why, keeps the game, and
    // its Save As saves it elsewhere: a File > Save, and a game left that the library could not
    // take.
    void aFailedWriteSaysWhereAndOffersSaveAs() {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        Settings().setLastFolder(folder.path());
        const QString notAFolder = folder.filePath("not-a-folder");
        {
            QFile file(notAFolder);
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        MainWindow w;
        w.keepGames(notAFolder + "/kept.ggf");
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "f5");
        click(w, "d6");
        QVERIFY(!w.files()->saveTo(notAFolder + "/game.ggf"));
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = openBox(w, "writeProblemDialog")));
        QVERIFY2(box->text().contains(QDir::toNativeSeparators(notAFolder + "/game.ggf")),
                 qPrintable(box->text()));
        QVERIFY(box->informativeText().contains("Save As"));
        {
            Typist typist("saved-elsewhere");
            QTest::mouseClick(box->findChild<QPushButton*>("writeProblemSaveAs"), Qt::LeftButton);
            QTRY_VERIFY(typist.typed);
        }
        QTRY_VERIFY(QFileInfo::exists(folder.filePath("saved-elsewhere.ggf")));
        QTRY_VERIFY(!QApplication::activeModalWidget());
        QCOMPARE(w.windowTitle(), QString("saved-elsewhere.ggf[*] — Verso"));
        QVERIFY(!w.isWindowModified());

        click(w, "c3");
        action(w, "actionNewGame")->trigger();  // the game left cannot go to the library
        QTRY_VERIFY((box = openBox(w, "writeProblemDialog")));
        QVERIFY2(box->text().contains(QDir::toNativeSeparators(notAFolder + "/kept.ggf")),
                 qPrintable(box->text()));
        QCOMPARE(w.controller()->record().length(), 0);  // the new game is on the board
        {
            Typist typist("left");
            QTest::mouseClick(box->findChild<QPushButton*>("writeProblemSaveAs"), Qt::LeftButton);
            QTRY_VERIFY(typist.typed);
        }
        QTRY_VERIFY(QFileInfo::exists(folder.filePath("left.ggf")));
        const session::GameFileRead left = session::readGameFile(folder.filePath("left.ggf"));
        QVERIFY(left.ok());
        QCOMPARE(QString::fromStdString(formatTranscript(left.parse.games.front().record)),
                 QStringLiteral("f5d6c3"));
    }

    void aPositionSetUpIsPlayedSavedAndReopened() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        action(w, "actionSetUpPosition")->trigger();
        PositionEditor* editor = w.edits()->positionEditor();
        QTRY_VERIFY(editor && editor->isVisible());
        editor->setTool(Color::Black);
        QTest::mouseClick(editor->boardView()->viewport(), Qt::LeftButton, {},
                          editor->squareCenterInView(sq("a1")));
        editor->setTool(Color::White);
        QTest::mouseClick(editor->boardView()->viewport(), Qt::LeftButton, {},
                          editor->squareCenterInView(sq("b1")));
        const Position setUp = editor->position();
        QTest::mouseClick(editor->findChild<QPushButton*>("playButton"), Qt::LeftButton);
        QTRY_COMPARE(w.controller()->record().start(), setUp);
        QCOMPARE(shown(w, "a1"), std::optional(Color::Black));
        click(w, "c1");  // Black takes b1
        QCOMPARE(shown(w, "b1"), std::optional(Color::Black));
        const QString path = files_.filePath("setup.ggf");
        QVERIFY(w.files()->saveTo(path));
        QVERIFY(!w.files()->saveTo(
            files_.filePath("setup.txt")));  // a transcript cannot keep the start
        QTRY_VERIFY(openBox(w, "fileProblemDialog"));
        openBox(w, "fileProblemDialog")->close();
        action(w, "actionNewGame")->trigger();
        QVERIFY(w.files()->openPath(path));
        QCOMPARE(w.controller()->record().start(), setUp);
        QCOMPARE(w.controller()->record().length(), 1);
    }

    void everyGameThatEndsOrIsLeftIsKept() {
        MainWindow w;
        w.keepGames(files_.filePath("kept.ggf"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "f5");
        action(w, "actionNewGame")->trigger();  // left after one move: kept, and said
        QVERIFY(w.statusBar()->currentMessage().contains("Kept Games"));
        QCOMPARE(keptGames(w).size(), std::size_t{1});
        action(w, "actionNewGame")->trigger();  // nothing played: nothing kept
        QCOMPARE(keptGames(w).size(), std::size_t{1});
        // Opening another game keeps the one left.
        click(w, "f5");
        click(w, "d6");
        w.currentGame()->open(transcriptGame(kGame));
        QCOMPARE(keptGames(w).size(), std::size_t{2});
        QCOMPARE(keptGames(w).back().record.length(), 2);
        // A finished game is kept when it ends (a pasted game counts as the person's).
        w.currentGame()->open(GameDocument{GameRecord(board(kPassThenEnd)), {}});
        QCOMPARE(keptGames(w).size(), std::size_t{3});  // the game opened before, now left
        click(w, "c1");
        click(w, "h8");
        click(w, "d8");
        QTRY_COMPARE(w.controller()->state(), session::GameState::Finished);
        QCOMPARE(keptGames(w).size(), std::size_t{4});
        QVERIFY(keptGames(w).back().record.current().isGameOver());
        // Closing the window keeps an unfinished game too, and its continuation later replaces it.
        action(w, "actionNewGame")->trigger();
        click(w, "f5");
        w.close();
        QCOMPARE(keptGames(w).size(), std::size_t{5});
        QCOMPARE(keptGames(w).back().record.length(), 1);
    }

    // The kept game and the move list's header name the same players, truthfully: the level
    // the computer played at, each in turn when the level changed during the game.
    void theKeptGameAndTheHeaderNameEveryLevelPlayed() {
        MainWindow w;
        useComputer(w);
        w.keepGames(files_.filePath("kept.ggf"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        action(w, "actionHumanVsComputer")->trigger();  // the person plays Black
        MoveListPanel* panel = w.moveList()->panel();
        QCOMPARE(panel->playerName(Color::White), QString("Verso, level 4 Club"));
        action(w, "actionLevel2")->trigger();  // before White has moved: the new level only
        QCOMPARE(panel->playerName(Color::White), QString("Verso, level 2 Novice"));
        click(w, "f5");
        QTRY_COMPARE(w.controller()->record().length(), 2);  // White answered at level 2
        action(w, "actionLevel4")->trigger();
        click(w, squareName(firstSquare(w.controller()->position().legalMoves())).c_str());
        QTRY_COMPARE(w.controller()->record().length(), 4);  // White answered at level 4
        const QString white("Verso, level 2 Novice, then Verso, level 4 Club");
        QCOMPARE(panel->playerName(Color::Black), QString("You"));
        QCOMPARE(panel->playerName(Color::White), white);
        // Undo the level-4 answer, play another move at level 2: the line left is kept with its
        // names, and the game goes on at level 2 only.
        action(w, "actionLevel2")->trigger();
        action(w, "actionUndo")->trigger();
        QCOMPARE(w.controller()->record().ply(), 2);
        const Bitboard others = w.controller()->position().legalMoves() &
                                ~squareBit(w.controller()->record().moves()[2].square());
        QVERIFY(others != 0);
        click(w, squareName(firstSquare(others)).c_str());
        QTRY_COMPARE(w.controller()->record().length(), 4);
        QTRY_COMPARE(w.controller()->record().ply(), 4);
        QCOMPARE(panel->playerName(Color::White), QString("Verso, level 2 Novice"));
        action(w, "actionNewGame")->trigger();
        const auto kept = keptGames(w);
        QCOMPARE(kept.size(), std::size_t{2});
        QCOMPARE(QString::fromStdString(kept.front().tags.black), QString("You"));
        QCOMPARE(QString::fromStdString(kept.front().tags.white), white);
        QCOMPARE(QString::fromStdString(kept.back().tags.black), QString("You"));
        QCOMPARE(QString::fromStdString(kept.back().tags.white), QString("Verso, level 2 Novice"));
    }

    // A pasted game without names, played on against the computer, is kept under the names of
    // who played on: the person and Verso at its level.
    void aPastedGamePlayedOnIsKeptUnderThePlayersNames() {
        MainWindow w;
        useComputer(w);
        w.keepGames(files_.filePath("kept.ggf"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        action(w, "actionLevel3")->trigger();
        action(w, "actionHumanVsComputer")->trigger();  // the person plays Black
        QGuiApplication::clipboard()->setText(kGame);   // ten moves: Black to move
        action(w, "actionPaste")->trigger();
        QCOMPARE(w.controller()->record().length(), 10);
        click(w, squareName(firstSquare(w.controller()->position().legalMoves())).c_str());
        QTRY_COMPARE(w.controller()->record().length(), 12);
        MoveListPanel* panel = w.moveList()->panel();
        QCOMPARE(panel->playerName(Color::Black), QString("You"));
        QCOMPARE(panel->playerName(Color::White), QString("Verso, level 3 Casual"));
        action(w, "actionNewGame")->trigger();
        const auto kept = keptGames(w);
        QCOMPARE(kept.size(), std::size_t{1});
        QCOMPARE(kept.front().record.length(), 12);
        QCOMPARE(QString::fromStdString(kept.front().tags.black), QString("You"));
        QCOMPARE(QString::fromStdString(kept.front().tags.white), QString("Verso, level 3 Casual"));
    }

    void anUnreadableLibraryIsSetAsideAndANewOneStarted() {
        const QString path = files_.filePath("kept.ggf");
        {
            QFile broken(path);
            QVERIFY(broken.open(QIODevice::WriteOnly));
            broken.write("(;GM[Othello]B[zz9]");  // not a game
        }
        QFile older(path + ".unreadable");  // an older file set aside stays as it is
        QVERIFY(older.open(QIODevice::WriteOnly));
        older.write("older");
        older.close();
        MainWindow w;
        w.keepGames(path);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "f5");
        action(w, "actionNewGame")->trigger();
        QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("kept.ggf.unreadable-2")));
        QCOMPARE(keptGames(w).size(), std::size_t{1});
        QFile aside(path + ".unreadable-2");
        QVERIFY(aside.open(QIODevice::ReadOnly));
        QCOMPARE(aside.readAll(), QByteArray("(;GM[Othello]B[zz9]"));
        QVERIFY(older.open(QIODevice::ReadOnly));
        QCOMPARE(older.readAll(), QByteArray("older"));
        QFile::remove(path + ".unreadable");
        QFile::remove(path + ".unreadable-2");
    }

    void hidingTheMoveListKeepsTheBoardSize() {
        MainWindow w;
        w.resize(700, 560);  // room on the (800 pixels wide) test screen to grow back
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QSize board = w.boardView()->size();
        action(w, "actionShowMoveList")->trigger();
        QTRY_VERIFY(!w.moveList()->isVisible());
        QTRY_COMPARE(w.boardView()->size(), board);
        action(w, "actionShowMoveList")->trigger();
        QTRY_VERIFY(w.moveList()->isVisible());
        QTRY_COMPARE(w.boardView()->size(), board);
    }

    void theWindowFitsIn1024By768WithTheMoveList() {
        MainWindow w;
        w.resize(1024, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.moveList()->isVisible());
        QVERIFY(w.minimumSizeHint().width() <= 1024 && w.minimumSizeHint().height() <= 768);
        QVERIFY(w.boardView()->width() >= 500);
    }

    // At the end of a game the move list shows its last move, highlighted, above the result.
    void theLastMoveAndTheResultAreInViewAtTheEnd() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        GameRecord game = testgames::gameFrom(testgames::kFullGame);
        game.jumpTo(game.length() - 1);
        game.truncate();  // White's a1 ends the game
        w.currentGame()->open(GameDocument{game, {}});
        MoveListPanel* panel = w.moveList()->panel();
        const auto* result = panel->findChild<QLabel*>(QStringLiteral("moveListResult"));
        QVERIFY(result && !result->isVisible());
        click(w, "a1");
        QTRY_VERIFY(w.gameOverDialog() && w.gameOverDialog()->isVisible());
        QVERIFY(result->isVisible());
        const int last = game.length();
        QCOMPARE(panel->currentPly(), last + 1);
        QVERIFY(panel->view()->selectionModel()->isSelected(
            panel->view()->indexAt(panel->cellRect(last).center())));
        QVERIFY(panel->view()->viewport()->rect().contains(panel->cellRect(last)));
        const QRect resultInPanel(result->mapTo(panel, QPoint(0, 0)), result->size());
        QVERIFY(panel->rect().contains(resultInPanel));
        QVERIFY(panel->view()->geometry().bottom() < resultInPanel.top());
    }
};

QTEST_MAIN(TestRecords)
#include "test_records.moc"
