// SPDX-License-Identifier: GPL-3.0-or-later
// The unfinished game is on disk after every move, undo and redo (not only when the window closes,
// so a crash loses nothing) and offered back on the next start; a resumed game stays on disk until
// a newer save replaces it or the game ends; a saved game that has to make room (declined, or a
// game opened at start) goes to the kept games. An unusable saved file is reported in one sentence
// and the start goes on with a fresh game.
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include "WindowTestSupport.h"
#include "app/records/AutosaveKeeper.h"
#include "app/records/FileActions.h"
#include "app/settings/Settings.h"
#include "app/settings/TranslationLoader.h"
#include "app/window/MainWindow.h"
#include "core/Notation.h"
#include "session/enginethread/EngineRequest.h"
#include "session/enginethread/EngineThread.h"
#include "session/game/GameController.h"
#include "session/game/Seating.h"
#include "session/storage/AutosaveFormat.h"
#include "session/storage/AutosaveSlots.h"
#include "session/storage/GameFiles.h"
#include "session/storage/KeptGames.h"

using namespace verso;
using namespace verso::app;

namespace {

// A window as main() makes it, the saved game kept in the test's application data folder.
struct StartedWindow {
    MainWindow window;
    StartedWindow() {
        window.keepUnfinishedGames();
        window.show();
        window.unfinishedGames()->offer();
    }
    QMessageBox* dialog() const { return window.unfinishedGames()->dialog(); }
    const GameRecord& game() const { return window.controller()->record(); }
};

// Plays "squares" (e.g. "d6c3") on from the position shown.
void playOn(MainWindow& window, const std::string& squares) {
    for (std::size_t i = 0; i + 1 < squares.size(); i += 2)
        QVERIFY(!window.controller()->playHumanMove(*parseMove(squares.substr(i, 2))).has_value());
}

void play(MainWindow& window, const char* transcript) {
    const auto moves = parseTranscript(transcript);
    QVERIFY(moves.ok());
    for (const Move move : moves->moves())
        QVERIFY(!window.controller()->playHumanMove(move).has_value());
}

// The game the saved file holds now (nothing when there is no file or it cannot be read).
std::optional<GameRecord> savedGame() {
    QFile file(session::AutosaveStore::defaultPath());
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    return session::AutosaveFormat::read(file.readAll()).game;
}

QString savedMoves() {
    const auto game = savedGame();
    return game ? QString::fromStdString(formatTranscript(*game)) +
                      QStringLiteral(" @%1").arg(game->ply())
                : QString();
}

QByteArray savedBytes() {
    QFile file(session::AutosaveStore::defaultPath());
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void clickButton(QMessageBox* box, const QString& text) {
    for (QAbstractButton* button : box->buttons()) {
        if (button->text() == text) {
            QTest::mouseClick(button, Qt::LeftButton);
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("no button %1").arg(text)));
}

}  // namespace

class TestUnfinishedGame : public QObject {
    Q_OBJECT
    TranslationLoader translations_;  // English plural forms, as main() installs them

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("VersoTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_unfinishedgame"));
        translations_.install(QStringLiteral("en"));
    }

    void init() {
        QSettings().clear();
        Settings settings;
        settings.setAnimationSpeed(AnimationSpeed::Instant);
        settings.setOpponent(Opponent::HumanVsHuman);
        QFile::remove(session::AutosaveStore::defaultPath());
    }

    void firstStartAsksNothing() {
        StartedWindow start;
        QVERIFY(!start.dialog());
        QCOMPARE(start.game().length(), 0);
    }

    void unfinishedGameIsResumedAfterARestart() {
        {
            StartedWindow first;
            play(first.window, "f5d6c3d3c4");
            first.window.close();
        }
        QVERIFY(QFile::exists(session::AutosaveStore::defaultPath()));

        StartedWindow second;
        QVERIFY(second.dialog());
        QVERIFY(second.dialog()->isVisible());
        QCOMPARE(second.dialog()->text(), QStringLiteral("Resume the unfinished game?"));
        QVERIFY(second.dialog()->informativeText().contains(QStringLiteral("5 moves")));
        QCOMPARE(second.game().length(), 0);  // nothing changes before the person answers
        clickButton(second.dialog(), QStringLiteral("&Resume"));

        QCOMPARE(QString::fromStdString(formatTranscript(second.game())),
                 QStringLiteral("f5d6c3d3c4"));
        QCOMPARE(second.window.shownDiscCount(Color::Black), 6);
        QCOMPARE(second.window.shownDiscCount(Color::White), 3);
        QCOMPARE(second.window.turnText(), QStringLiteral("White to move"));
        QVERIFY(second.window.controller()->canUndo());
        // The game goes on from there.
        QVERIFY(!second.window.controller()->playHumanMove(*parseMove("f4")).has_value());
    }

    void theComputerWaitsForTheAnswerToTheResumeQuestion() {
        {
            StartedWindow first;
            play(first.window, "f5d6");
            first.window.close();
        }
        {
            Settings settings;  // the computer opens the game as Black, at once
            settings.setOpponent(Opponent::HumanVsComputer);
            settings.setHumanColor(Color::White);
            settings.setLevel(1);
            settings.setThinkDelayMs(0);
        }
        StartedWindow second;
        QVERIFY(second.dialog() && second.dialog()->isVisible());
        QCOMPARE(second.window.controller()->state(), session::GameState::NotStarted);
        QVERIFY(!second.window.seating()->isThinking());
        // Had the computer been asked, its answer would have arrived before this barrier's.
        auto barrier = second.window.seating()->engineThread()->askMove(Position::initial(),
                                                                        engine::levelByNumber(1));
        QSignalSpy served(barrier.get(), &session::EngineRequest::finished);
        QVERIFY(served.wait(10000));
        QCOMPARE(second.game().length(), 0);
        QCOMPARE(second.window.shownDiscCount(Color::Black), 2);
        clickButton(second.dialog(), QStringLiteral("&New Game"));
        QTRY_COMPARE_WITH_TIMEOUT(second.game().ply(), 1, 10000);  // now the computer opens
        QVERIFY(second.window.controller()->isWaitingForHuman());
    }

    void decliningStartsFreshAndForgetsTheGame() {
        {
            StartedWindow first;
            play(first.window, "f5d6");
            first.window.close();
        }
        {
            StartedWindow second;
            QVERIFY(second.dialog());
            clickButton(second.dialog(), QStringLiteral("&New Game"));
            QCOMPARE(second.game().length(), 0);
            QCOMPARE(second.window.shownDiscCount(Color::Black), 2);
            QTRY_VERIFY(!QFile::exists(
                session::AutosaveStore::defaultPath()));  // removed on the writer's thread
        }                                                 // closed without close(): nothing saved
        StartedWindow third;
        QVERIFY(!third.dialog());
    }

    void finishedGameIsNotOffered() {
        {
            StartedWindow first;
            play(first.window, "f5d6");
            first.window.controller()->resign();
            first.window.close();
        }
        StartedWindow second;
        QVERIFY(!second.dialog());
        QVERIFY(!QFile::exists(session::AutosaveStore::defaultPath()));
    }

    // No close needed: every move, undo and redo is on disk at once (a crash keeps the game).
    void everyChangeIsOnDiskWithoutClosing() {
        StartedWindow start;
        play(start.window, "f5");
        QTRY_COMPARE(savedMoves(), QStringLiteral("f5 @1"));
        playOn(start.window, "d6c3");
        QTRY_COMPARE(savedMoves(), QStringLiteral("f5d6c3 @3"));
        QVERIFY(start.window.controller()->undo());
        QTRY_COMPARE(savedMoves(), QStringLiteral("f5d6c3 @2"));  // the redo tail is kept
        QVERIFY(start.window.controller()->redo());
        QTRY_COMPARE(savedMoves(), QStringLiteral("f5d6c3 @3"));
        start.window.controller()
            ->newGame();  // the game left goes to the library; nothing to resume
        QTRY_VERIFY(!QFile::exists(session::AutosaveStore::defaultPath()));
    }

    void aResumedGameStaysOnDiskUntilANewerSave() {
        {
            StartedWindow first;
            play(first.window, "f5d6c3");
            QTRY_COMPARE(savedMoves(), QStringLiteral("f5d6c3 @3"));
        }  // gone without close(), as in a crash
        StartedWindow second;
        QVERIFY(second.dialog());
        QVERIFY(second.dialog()->informativeText().contains(QStringLiteral("3 moves")));
        clickButton(second.dialog(), QStringLiteral("&Resume"));
        QCOMPARE(QString::fromStdString(formatTranscript(second.game())), QStringLiteral("f5d6c3"));
        QVERIFY(second.window.unfinishedGames()->flush());  // every save asked for is on disk
        QCOMPARE(savedMoves(),
                 QStringLiteral("f5d6c3 @3"));  // still there: a crash now loses nothing
        playOn(second.window, "d3");
        QTRY_COMPARE(savedMoves(), QStringLiteral("f5d6c3d3 @4"));
    }

    // While "Resume the unfinished game?" is open the saved game is not touched, whatever happens.
    void theSavedGameIsLeftAloneWhileTheQuestionIsOpen() {
        {
            StartedWindow first;
            play(first.window, "f5d6");
            first.window.close();
        }
        const QByteArray before = savedBytes();
        QVERIFY(!before.isEmpty());
        StartedWindow second;
        QVERIFY(second.dialog());
        Settings().setLevel(2);
        Settings().setOpponent(Opponent::HumanVsComputer);
        QVERIFY(second.window.unfinishedGames()
                    ->flush());  // a save wrongly asked for would be on disk now
        QCOMPARE(savedBytes(), before);
        second.window.close();  // closed without an answer: the game stays for the next start
        QCOMPARE(savedBytes(), before);
    }

    // A close request (a logout, the window's close button) while a window-modal dialog is open
    // closes the dialog and the window, with the usual close work: the game saved and kept.
    void closingWithThePassDialogOpenClosesAndSaves() {
        QTemporaryDir dir;
        const QString kept = dir.filePath(QStringLiteral("kept.ggf"));
        StartedWindow start;
        start.window.keepGames(kept);
        QVERIFY(QTest::qWaitForWindowExposed(&start.window));
        start.window.controller()->newGame(verso::test::board(verso::test::kPassThenEnd));
        QVERIFY(!start.window.controller()->playHumanMove(*parseMove("c1")).has_value());
        QTRY_VERIFY(start.window.passDialog() && start.window.passDialog()->isVisible());
        QVERIFY(start.window.close());
        QVERIFY(!start.window.isVisible());
        QTRY_VERIFY(!start.window.passDialog() || !start.window.passDialog()->isVisible());
        const auto saved = savedGame();
        QVERIFY(saved);
        QCOMPARE(QString::fromStdString(formatTranscript(*saved)), QStringLiteral("c1"));
        const session::GameFileRead library = session::KeptGames(kept).load();
        QVERIFY(library.ok());
        QCOMPARE(library.parse.games.size(), std::size_t{1});
    }

    void closingWithTheGameOverDialogOpenCloses() {
        StartedWindow start;
        QVERIFY(QTest::qWaitForWindowExposed(&start.window));
        start.window.controller()->newGame(verso::test::board(verso::test::kPassThenEnd));
        for (const char* square : {"c1", "h8"}) {
            QVERIFY(!start.window.controller()->playHumanMove(*parseMove(square)).has_value());
            QTRY_VERIFY(start.window.passDialog());
            start.window.passDialog()->accept();
            QTRY_VERIFY(!start.window.passDialog());
        }
        QVERIFY(!start.window.controller()->playHumanMove(*parseMove("d8")).has_value());
        QTRY_VERIFY(start.window.gameOverDialog() && start.window.gameOverDialog()->isVisible());
        QVERIFY(start.window.close());
        QVERIFY(!start.window.isVisible());
        QTRY_VERIFY(!start.window.gameOverDialog() || !start.window.gameOverDialog()->isVisible());
    }

    void closingWithTheResumeQuestionOpenLeavesTheGameForNextTime() {
        {
            StartedWindow first;
            play(first.window, "f5d6");
            first.window.close();
        }
        const QByteArray before = savedBytes();
        QTemporaryDir dir;
        const QString kept = dir.filePath(QStringLiteral("kept.ggf"));
        StartedWindow second;
        second.window.keepGames(kept);
        QPointer<QMessageBox> question = second.dialog();
        QVERIFY(question && question->isVisible());
        QVERIFY(second.window.close());
        QVERIFY(!second.window.isVisible());
        QVERIFY(!question || !question->isVisible());
        QTest::qWait(50);
        QCOMPARE(savedBytes(), before);  // not taken for "New Game"
        QVERIFY(!QFile::exists(kept));   // nor kept in the library
    }

    void aDeclinedGameGoesToTheKeptGames() {
        QTemporaryDir dir;
        const QString kept = dir.filePath(QStringLiteral("kept.ggf"));
        {
            StartedWindow first;
            play(first.window, "f5d6c3d3");
            QTRY_COMPARE(savedMoves(), QStringLiteral("f5d6c3d3 @4"));
        }
        StartedWindow second;
        second.window.keepGames(kept);
        QVERIFY(second.dialog());
        clickButton(second.dialog(), QStringLiteral("&New Game"));
        QCOMPARE(second.game().length(), 0);
        QTRY_VERIFY(!QFile::exists(session::AutosaveStore::defaultPath()));
        const session::GameFileRead library = session::KeptGames(kept).load();
        QVERIFY(library.ok());
        QCOMPARE(library.parse.games.size(), std::size_t{1});
        QCOMPARE(QString::fromStdString(formatTranscript(library.parse.games.front().record)),
                 QStringLiteral("f5d6c3d3"));
    }

    // Two windows at once each save into a file of their own; the next start offers both games in
    // turn. The one declined goes to the kept games; the one resumed moves into the window's own
    // file, and the other window's file is gone.
    void gamesLeftByTwoWindowsAreEachOffered() {
        QTemporaryDir dir;
        const QString kept = dir.filePath(QStringLiteral("kept.ggf"));
        const QString second = session::autosaveSlotPath(session::AutosaveStore::defaultPath(), 2);
        QFile::remove(second);
        {
            StartedWindow a;
            StartedWindow b;
            QCOMPARE(b.window.unfinishedGames()->store().path(), second);
            play(a.window, "f5d6c3d3");
            play(b.window, "f5f6e6f4e3");
            QTRY_COMPARE(savedMoves(), QStringLiteral("f5d6c3d3 @4"));
            QTRY_VERIFY(QFile::exists(second));
        }
        StartedWindow next;
        next.window.keepGames(kept);
        QVERIFY(next.dialog());
        QVERIFY2(next.dialog()->informativeText().contains(QStringLiteral("4 moves")),
                 qPrintable(next.dialog()->informativeText()));
        QVERIFY2(
            next.dialog()->informativeText().contains(QStringLiteral("1 more unfinished game")),
            qPrintable(next.dialog()->informativeText()));
        clickButton(next.dialog(), QStringLiteral("&New Game"));
        QTRY_VERIFY(next.dialog());  // the next question
        QVERIFY2(next.dialog()->informativeText().contains(QStringLiteral("5 moves")),
                 qPrintable(next.dialog()->informativeText()));
        clickButton(next.dialog(), QStringLiteral("&Resume"));
        QCOMPARE(QString::fromStdString(formatTranscript(next.game())),
                 QStringLiteral("f5f6e6f4e3"));
        QVERIFY(!QFile::exists(second));
        QTRY_COMPARE(savedMoves(), QStringLiteral("f5f6e6f4e3 @5"));
        const session::GameFileRead library = session::KeptGames(kept).load();
        QVERIFY(library.ok());
        QCOMPARE(library.parse.games.size(), std::size_t{1});
        QCOMPARE(QString::fromStdString(formatTranscript(library.parse.games.front().record)),
                 QStringLiteral("f5d6c3d3"));
    }

    // "verso game.ggf" with an unfinished game saved: the opened game is saved as it goes, and the
    // one it replaces goes to the kept games (and the status bar says so).
    void aGameOpenedAtStartKeepsTheSavedOneInTheLibrary() {
        QTemporaryDir dir;
        const QString kept = dir.filePath(QStringLiteral("kept.ggf"));
        const QString opened = dir.filePath(QStringLiteral("opened.txt"));
        {
            StartedWindow first;
            play(first.window, "f5d6c3");
            QTRY_COMPARE(savedMoves(), QStringLiteral("f5d6c3 @3"));
        }
        QFile file(opened);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("e6f4\n");
        file.close();
        MainWindow window;  // as main() makes it with a file to open: no offer
        window.keepUnfinishedGames();
        window.keepGames(kept);
        window.show();
        QVERIFY(window.files()->openPath(opened));
        QTRY_COMPARE(savedMoves(), QStringLiteral("e6f4 @2"));
        const session::GameFileRead library = session::KeptGames(kept).load();
        QVERIFY(library.ok());
        QCOMPARE(library.parse.games.size(), std::size_t{1});
        QCOMPARE(QString::fromStdString(formatTranscript(library.parse.games.front().record)),
                 QStringLiteral("f5d6c3"));
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("Kept Games")),
                 qPrintable(window.statusBar()->currentMessage()));
    }

    void finishingRemovesTheSavedGame() {
        StartedWindow start;
        play(start.window, "f5d6");
        QTRY_COMPARE(savedMoves(), QStringLiteral("f5d6 @2"));
        start.window.controller()->resign();
        QTRY_VERIFY(!QFile::exists(session::AutosaveStore::defaultPath()));
        QVERIFY(start.window.controller()
                    ->undo());  // taking the resignation back makes it unfinished again
        QTRY_COMPARE(savedMoves(), QStringLiteral("f5d6 @2"));
    }

    // A folder the unfinished game cannot be saved in: one warning that says where and why and
    // offers Save As, not one per move; the status bar tells of the next failures.
    void anAutosaveThatCannotBeWrittenIsSaidOnce() {
        QTemporaryDir dir;
        const QString notAFolder = dir.filePath(QStringLiteral("not-a-folder"));
        {
            QFile file(notAFolder);
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        MainWindow window;
        window.keepUnfinishedGames(notAFolder + QStringLiteral("/unfinished-game.txt"));
        window.show();
        window.unfinishedGames()->offer();
        play(window, "f5");
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = window.findChild<QMessageBox*>(QStringLiteral("writeProblemDialog"))) &&
                    box->isVisible());
        QCOMPARE(box->windowTitle(), QStringLiteral("Unfinished Game Not Saved"));
        QVERIFY2(box->text().contains(QDir::toNativeSeparators(notAFolder)),
                 qPrintable(box->text()));
        QVERIFY(box->findChild<QPushButton*>(QStringLiteral("writeProblemSaveAs")));
        box->close();
        QTRY_VERIFY(!window.findChild<QMessageBox*>(QStringLiteral("writeProblemDialog")));
        playOn(window, "d6");
        QTRY_VERIFY(
            window.statusBar()->currentMessage().contains(QDir::toNativeSeparators(notAFolder)));
        QVERIFY(!window.findChild<QMessageBox*>(QStringLiteral("writeProblemDialog")));
    }

    // A logout through the session manager (QGuiApplication::commitDataRequest): the game is saved
    // and kept at once, the window still open, as a pass dialog may keep it from being closed.
    void theSessionEndingSavesAndKeepsWithoutClosing() {
        QTemporaryDir dir;
        const QString kept = dir.filePath(QStringLiteral("kept.ggf"));
        StartedWindow start;
        start.window.keepGames(kept);
        play(start.window, "f5d6c3d3c4");
        start.window.saveForSessionEnd();
        QCOMPARE(savedMoves(), QStringLiteral("f5d6c3d3c4 @5"));  // on disk when it returns
        const session::GameFileRead library = session::KeptGames(kept).load();
        QVERIFY(library.ok());
        QCOMPARE(QString::fromStdString(formatTranscript(library.parse.games.front().record)),
                 QStringLiteral("f5d6c3d3c4"));
        QVERIFY(start.window.isVisible());
    }

    void unusableFileIsReportedAndTheStartGoesOn() {
        const QString path = session::AutosaveStore::defaultPath();
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "Verso saved game, version 1\nstart "
            "---------------------------OX------XO--------------------------- X\n"
            "moves f5d6c3a1\nply 4\n");
        file.close();

        StartedWindow start;
        QVERIFY(start.dialog());
        QCOMPARE(start.dialog()->icon(), QMessageBox::Warning);
        QVERIFY2(start.dialog()->text().contains(QStringLiteral("illegal move a1")),
                 qPrintable(start.dialog()->text()));
        QVERIFY(start.dialog()->text().contains(QStringLiteral(".unreadable")));
        QCOMPARE(start.game().length(), 0);  // a fresh game, ready to play
        QVERIFY(!start.window.controller()->playHumanMove(*parseMove("f5")).has_value());
        QVERIFY(QFile::exists(path + QStringLiteral(".unreadable")));
        start.dialog()->close();
    }
};

QTEST_MAIN(TestUnfinishedGame)
#include "test_autosave_window.moc"
