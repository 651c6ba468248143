// SPDX-License-Identifier: GPL-3.0-or-later
// The game library window and opening names, as a person uses them: File > Library lists the
// person's kept games and an added WTHOR database with its names, filters by player and by the
// position on the board (a mirrored game too), and a double-click opens the game in the move list;
// the move list names the opening as moves are played or browsed, mirrored openings too.
#include <QCheckBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <condition_variable>
#include <mutex>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <atomic>
#include <chrono>
#include <thread>

#include "WindowTestSupport.h"
#include "app/library/LibraryModel.h"
#include "app/library/LibraryWindow.h"
#include "app/records/CurrentGame.h"
#include "app/records/GameNavigation.h"
#include "app/records/MoveListDock.h"
#include "app/records/MoveListPanel.h"
#include "core/LibraryFixture.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;

namespace {

QStringList column(const LibraryWindow& library, int column) {
    QStringList values;
    for (int row = 0; row < library.model()->rowCount(); ++row)
        values << library.model()
                      ->data(library.model()->index(row, column), Qt::DisplayRole)
                      .toString();
    return values;
}

void play(MainWindow& w, const GameRecord& record, int plies) {
    for (int i = 0; i < plies; ++i)
        click(w, record.moves()[static_cast<size_t>(i)].toString().c_str());
}

}  // namespace

class TestLibrary : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;
    QTemporaryDir files_;
    LibraryFixture fixture_;
    QString folder_;

private slots:
    void initTestCase() {
        useTemporarySettings(configDir_, "test_library");
        folder_ = files_.filePath("wthor");
        fixture_.writeFolder(folder_.toStdString());
    }
    void init() {
        resetToTwoPeopleWithoutAnimation();
        QFile::remove(files_.filePath("kept.ggf"));
    }

    void listsTheKeptGamesAndADatabaseWithItsNames() {
        MainWindow w;
        w.keepGames(files_.filePath("kept.ggf"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "f5");
        click(w, "d6");
        action(w, "actionNewGame")->trigger();  // kept
        action(w, "actionLibrary")->trigger();
        LibraryWindow* library = w.library();
        QVERIFY(library && library->isVisible());
        QTRY_VERIFY(!library->loading());
        QCOMPARE(library->model()->rowCount(), 1);
        library->addDatabase(folder_);
        QTRY_VERIFY(!library->loading());
        // Six good games of the fixture (one with an illegal move is left out) and the kept one.
        QCOMPARE(library->model()->rowCount(), 7);
        QVERIFY(column(*library, LibraryModel::Black).contains(QStringLiteral("Tastet Marc")));
        QVERIFY(
            column(*library, LibraryModel::White).contains(QStringLiteral("L\u00e9vy \u00c9mile")));
        QVERIFY(column(*library, LibraryModel::Event).contains(QStringLiteral("Paris Open")));
        QVERIFY(library->countLabel()->text().startsWith(QStringLiteral("7 of 7 games")));
        // Remembered: the next window lists the database again.
        MainWindow again;
        again.keepGames(files_.filePath("kept.ggf"));
        again.showLibrary();
        QTRY_VERIFY(!again.library()->loading());
        QCOMPARE(again.library()->model()->rowCount(), 7);
    }

    // A resigned game is listed with who won by resignation, not as a 64-0 win.
    void aResignedGameIsListedAsWonByResignation() {
        MainWindow w;
        w.keepGames(files_.filePath("kept.ggf"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "f5");
        click(w, "d6");
        QVERIFY(resignConfirmed(w));  // Black, to move, resigns: kept as it ends
        action(w, "actionLibrary")->trigger();
        LibraryWindow* library = w.library();
        QVERIFY(library && library->isVisible());
        QTRY_VERIFY(!library->loading());
        QCOMPARE(library->model()->rowCount(), 1);
        QCOMPARE(column(*library, LibraryModel::Result),
                 QStringList{QStringLiteral("White wins by resignation")});
    }

    void filtersByPlayerAndByThePositionOnTheBoardMirroredToo() {
        Settings().setLibraryDatabases({folder_});
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showLibrary();
        LibraryWindow& library = *w.library();
        QTRY_VERIFY(!library.loading());
        QCOMPARE(library.model()->rowCount(), 6);
        QTest::keyClicks(library.playerFilter(), QStringLiteral("tastet"));
        QTRY_COMPARE(library.model()->rowCount(), 4);  // Tastet's games, as Black or White
        for (int row = 0; row < 4; ++row) {
            const int game = library.model()->gameAt(row);
            QVERIFY(library.library().black(game).find("Tastet") != std::string_view::npos ||
                    library.library().white(game).find("Tastet") != std::string_view::npos);
        }
        library.playerFilter()->clear();
        // The Tiger on the board: the fixture's Tiger game and its mirror image pass through it.
        play(w, fixture_.tiger, 10);
        library.throughPosition()->setChecked(true);
        QTRY_COMPARE(library.model()->rowCount(),
                     3);  // Tiger, its mirror, and the Tiger with unknown names
        QStringList whites = column(library, LibraryModel::White);
        whites.sort();
        QCOMPARE(whites, (QStringList{"L\u00e9vy \u00c9mile", "Penloup Dominique", "Tastet Marc"}));
        // A move on the board changes the position looked for: one no game played.
        const Move played = fixture_.tiger.moves()[10];
        Bitboard others = w.controller()->position().legalMoves() & ~squareBit(played.square());
        for (const GameRecord* g : {&fixture_.tiger, &fixture_.tigerMirrored})
            if (g->moves()[10].isPlacement()) others &= ~squareBit(g->moves()[10].square());
        QVERIFY(others != 0);
        click(w, squareName(firstSquare(others)).c_str());
        QTRY_COMPARE(library.model()->rowCount(), 0);
        QVERIFY(library.countLabel()->text().startsWith(QStringLiteral("0 of 6 games")));
    }

    void aDoubleClickOpensTheGameInTheMoveList() {
        Settings().setLibraryDatabases({folder_});
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showLibrary();
        LibraryWindow& library = *w.library();
        QTRY_VERIFY(!library.loading());
        QTest::keyClicks(library.playerFilter(), QStringLiteral("Feldborg"));
        QTRY_COMPARE(library.model()->rowCount(), 2);
        int row = 0;  // Feldborg's unfinished game
        while (library.library().finished(library.model()->gameAt(row))) ++row;
        QTableView& table = *library.table();
        const QPoint cell =
            table.visualRect(library.model()->index(row, LibraryModel::Black)).center();
        QVERIFY(QTest::qWaitForWindowExposed(&library));
        QTest::mouseClick(table.viewport(), Qt::LeftButton, {},
                          cell);  // a double-click starts with a click
        QTest::mouseDClick(table.viewport(), Qt::LeftButton, {}, cell);
        QCOMPARE(w.controller()->record().length(), fixture_.unfinished.length());
        QCOMPARE(w.controller()->record().moves(), fixture_.unfinished.moves());
        QCOMPARE(w.moveList()->panel()->moveCount(), fixture_.unfinished.length());
        QCOMPARE(w.moveList()->panel()->playerName(Color::Black), QStringLiteral("Feldborg Bo"));
    }

    // The sources are read off the window's thread: it says what it reads, Cancel stops it and the
    // table keeps what it showed; reading again reads only the sources whose files changed.
    void readingIsCancelledAndOnlyWhatChangedIsReadAgain() {
        const QString kept = files_.filePath("kept.ggf");
        const QByteArray line = "(;GM[Othello]PB[Ann]PW[Ben]RE[?]BO[8 " +
                                QByteArray(
                                    "---------------------------O*------*O---------------"
                                    "------------ *]B[F5]W[D6]B[C3];)\n");
        constexpr int kGames = 20000;
        {
            QFile file(kept);
            QVERIFY(file.open(QIODevice::WriteOnly));
            for (int i = 0; i < kGames; ++i) file.write(line);
        }
        MainWindow w;
        w.keepGames(kept);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        action(w, "actionLibrary")->trigger();
        LibraryWindow& library = *w.library();
        QVERIFY(library.loading());
        QVERIFY(library.progressBar()->isVisible());
        QTest::mouseClick(library.cancelButton(), Qt::LeftButton);
        QTRY_VERIFY(!library.loading());
        QVERIFY(!library.progressBar()->isVisible());
        QCOMPARE(library.model()->rowCount(), 0);  // nothing half-read is shown

        QSignalSpy reads(library.loader(), &LibraryLoader::progress);
        library.reload();
        QTRY_VERIFY_WITH_TIMEOUT(!library.loading(), 60000);
        QCOMPARE(library.model()->rowCount(), kGames);
        QCOMPARE(reads.count(), 1);
        library.reload();  // unchanged: nothing is read
        QTRY_VERIFY(!library.loading());
        QCOMPARE(reads.count(), 1);
        QCOMPARE(library.model()->rowCount(), kGames);
        {
            QFile file(kept);
            QVERIFY(file.open(QIODevice::Append));
            file.write(line);
        }
        library.reload();  // the kept games changed: read again
        QTRY_VERIFY_WITH_TIMEOUT(!library.loading(), 60000);
        QCOMPARE(reads.count(), 2);
        QCOMPARE(library.model()->rowCount(), kGames + 1);
    }

    // Add Database says that a WTHOR year file brings its whole folder, and picking one does.
    void addDatabaseSaysAYearFileAddsItsFolder() {
        MainWindow w;
        w.keepGames(files_.filePath("kept.ggf"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showLibrary();
        LibraryWindow& library = *w.library();
        QTRY_VERIFY(!library.loading());
        QTest::mouseClick(library.findChild<QPushButton*>("libraryAdd"), Qt::LeftButton);
        QFileDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = library.findChild<QFileDialog*>("libraryAddDialog")) &&
                    dialog->isVisible());
        QVERIFY2(dialog->windowTitle().contains(QStringLiteral("whole folder")),
                 qPrintable(dialog->windowTitle()));
        QVERIFY(dialog->nameFilters().join(' ').contains(QStringLiteral("every year")));
        const QStringList years = QDir(folder_).entryList({QStringLiteral("*.wtb")});
        QVERIFY(years.size() >= 2);
        dialog->selectFile(QDir(folder_).filePath(years.front()));
        QVERIFY(QMetaObject::invokeMethod(dialog, "accept"));  // the dialog's Open
        QTRY_VERIFY(!library.loading());
        QCOMPARE(library.model()->rowCount(), 6);  // every year of the folder, not one file
        QCOMPARE(Settings().libraryDatabases(), QStringList{folder_});
    }

    // A game opened from the list while it shows the games through the board's position: the
    // library steps aside for the board, and the list stays the games through that position.
    void openingAGameShowsTheBoardAndKeepsTheList() {
        Settings().setLibraryDatabases({folder_});
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showLibrary();
        LibraryWindow& library = *w.library();
        QTRY_VERIFY(!library.loading());
        library.throughPosition()->setChecked(true);  // the start: every game passes through it
        QTRY_COMPARE(library.model()->rowCount(), 6);
        QVERIFY(QTest::qWaitForWindowExposed(&library));
        int row = 0;  // Feldborg's unfinished game: no other game reaches where it ends
        while (library.library().finished(library.model()->gameAt(row))) ++row;
        QTableView& table = *library.table();
        const QPoint cell =
            table.visualRect(library.model()->index(row, LibraryModel::Black)).center();
        QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, cell);
        QTest::mouseDClick(table.viewport(), Qt::LeftButton, {}, cell);
        QCOMPARE(w.controller()->record().moves(), fixture_.unfinished.moves());
        QTRY_VERIFY(!library.isVisible());
        w.showLibrary();
        QTRY_VERIFY(!library.loading());
        QCOMPARE(library.model()->rowCount(), 6);
        QVERIFY(library.throughPosition()->isChecked());
    }

    void theMoveListNamesTheOpeningMirroredToo() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        MoveListPanel& panel = *w.moveList()->panel();
        QVERIFY(panel.opening().isEmpty());
        const GameRecord tiger = *parseTranscript("f5d6c3d3c4");
        play(w, tiger, 5);
        QCOMPARE(panel.opening(), QStringLiteral("Tiger"));
        w.navigation()->showPly(3);  // browsing back names the opening of the position shown
        QVERIFY(panel.opening() != QStringLiteral("Tiger"));
        action(w, "actionNewGame")->trigger();
        play(w, mirrored(tiger, 7), 5);
        QCOMPARE(panel.opening(), QStringLiteral("Tiger"));
    }

    // FIFOs as the kept games and as two databases (a WTHOR file, a game file): the library
    // is read without waiting on any of them and says why each cannot be read. A watchdog opens
    // the FIFOs from the other side should the window wait on one, so the test ends either way.
    void databasesThatAreFifosAreReportedNotRead() {
        QTemporaryDir dir;
        const QStringList fifos = {dir.filePath("kept.ggf"), dir.filePath("WTH_2001.wtb"),
                                   dir.filePath("games.ggf")};
        for (const QString& fifo : fifos)
            QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        Settings().setLibraryDatabases({fifos[1], fifos[2]});
        std::atomic<bool> done{false}, unblocked{false};
        std::mutex mutex;
        std::condition_variable finished;
        std::thread watchdog([&] {
            {  // five seconds for the library, unless it is done sooner
                std::unique_lock lock(mutex);
                finished.wait_for(lock, std::chrono::seconds(5), [&] { return done.load(); });
            }
            while (!done) {
                unblocked = true;
                for (const QString& fifo : fifos) {
                    const int fd = ::open(QFile::encodeName(fifo).constData(), O_RDWR | O_NONBLOCK);
                    if (fd >= 0) ::close(fd);
                }
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            }
        });
        MainWindow w;
        w.keepGames(fifos[0]);
        w.showLibrary();
        QTRY_VERIFY_WITH_TIMEOUT(!w.library()->loading(), 15000);  // read on the loader's thread
        {
            const std::lock_guard lock(mutex);
            done = true;
        }
        finished.notify_all();
        watchdog.join();
        QVERIFY2(!unblocked, "the library waited on a FIFO");
        const auto* problems = w.library()->findChild<QLabel*>(QStringLiteral("libraryProblems"));
        QVERIFY(problems);
        QVERIFY2(problems->text().contains(QDir::toNativeSeparators(fifos[1]) +
                                           QStringLiteral(": it is not a regular file")),
                 qPrintable(problems->text()));
        QVERIFY2(problems->text().contains(QDir::toNativeSeparators(fifos[2]) +
                                           QStringLiteral(": it is not a regular file")),
                 qPrintable(problems->text()));
        QVERIFY2(problems->text().contains(QDir::toNativeSeparators(fifos[0])),
                 qPrintable(problems->text()));
        Settings().setLibraryDatabases({});
    }
};

QTEST_MAIN(TestLibrary)
#include "test_library.moc"
