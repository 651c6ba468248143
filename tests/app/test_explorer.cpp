// SPDX-License-Identifier: GPL-3.0-or-later
// View > Opening Explorer over a fixture WTHOR database of fixed-seed random games that all open
// with f5: the panel reads the library without the Library window, shows the games of the start
// position, follows a move played on the board with the counts of each reply (counted here by
// replaying the fixture's games), and a click on a row plays that move on the board.
#include <QFile>
#include <QLabel>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <random>

#include "WindowTestSupport.h"
#include "WthorFixture.h"
#include "app/library/ExplorerDock.h"
#include "app/library/LibraryWindow.h"
#include "core/GameRecord.h"
#include "core/Wthor.h"
#include "engine/OpeningBook.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;

namespace {

struct Count {
    int games = 0, finished = 0, black = 0, draws = 0, white = 0;
    long long scoreSum = 0;
};

// A fixed-seed random game from f5 to its end.
GameRecord randomGame(std::mt19937& random) {
    GameRecord game;
    game.play(Move::at(sq("f5")));
    test::playToTheEnd(game, random);
    return game;
}

void writeDatabase(const QString& path, const std::vector<GameRecord>& games) {
    std::vector<std::vector<Move>> moves;
    for (const GameRecord& game : games) moves.push_back(game.moves());
    QVERIFY(test::writeWthorFile(path, moves));
}

// The replies to f5 in the games, by square. The position after f5 has no symmetry of its own,
// so each game reaches it only as it is.
std::map<int, Count> repliesToF5(const std::vector<GameRecord>& games) {
    std::map<int, Count> counts;
    for (const GameRecord& game : games) {
        Count& c = counts[game.moves()[1].square()];
        const int score = game.result()->scoreForBlack;
        ++c.games;
        ++c.finished;
        c.black += score > 0;
        c.draws += score == 0;
        c.white += score < 0;
        c.scoreSum += score;
    }
    return counts;
}

int totalGames(const ExplorerDock& dock) {
    int total = 0;
    for (const ExploredMove& m : dock.moves()) total += m.games;
    return total;
}

QString text(const ExplorerDock& dock, int row, int column) {
    return dock.table()->item(row, column)->text();
}

}  // namespace

class TestExplorer : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;
    QTemporaryDir files_;
    std::vector<GameRecord> games_;

private slots:
    void initTestCase() {
        useTemporarySettings(configDir_, "test_explorer");
        std::mt19937 random(42);
        for (int i = 0; i < 40; ++i) games_.push_back(randomGame(random));
        writeDatabase(files_.filePath("FIXTURE.wtb"), games_);
    }
    void init() {
        resetToTwoPeopleWithoutAnimation();
        Settings().setLibraryDatabases({files_.filePath("FIXTURE.wtb")});
    }

    void showsTheLibrarysMovesAndFollowsTheBoard() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        ExplorerDock* dock = w.explorerDock();
        QVERIFY(dock && !dock->isVisible());
        action(w, "actionExplorer")->trigger();
        QVERIFY(dock->isVisible());
        QTRY_VERIFY(dock->library() != nullptr);
        // The start: every game of the fixture went on from it.
        int total = 0;
        for (const ExploredMove& m : dock->moves()) total += m.games;
        QCOMPARE(total, static_cast<int>(games_.size()));
        QVERIFY(dock->headerLabel()->text().startsWith(QStringLiteral("40 game")));

        click(w, "f5");
        const std::map<int, Count> expected = repliesToF5(games_);
        QTRY_COMPARE(dock->moves().size(), expected.size());
        QCOMPARE(dock->table()->rowCount(), static_cast<int>(expected.size()));
        int previous = 1 << 30;
        for (std::size_t row = 0; row < dock->moves().size(); ++row) {
            const ExploredMove& m = dock->moves()[row];
            QVERIFY(expected.count(m.move.square()));
            const Count& c = expected.at(m.move.square());
            QCOMPARE(m.games, c.games);
            QCOMPARE(m.blackWins, c.black);
            QCOMPARE(m.draws, c.draws);
            QCOMPARE(m.whiteWins, c.white);
            QCOMPARE(m.blackScoreSum, c.scoreSum);
            QVERIFY(m.games <= previous);  // most played first
            previous = m.games;
            const int r = static_cast<int>(row);
            QCOMPARE(text(*dock, r, ExplorerDock::MoveColumn),
                     QString::fromStdString(m.move.toString()));
            QCOMPARE(text(*dock, r, ExplorerDock::Games), QString::number(c.games));
            QCOMPARE(text(*dock, r, ExplorerDock::BlackWins),
                     QString::number(100.0 * c.black / c.finished, 'f', 1));
        }

        // The shipped opening book knows the replies to f5: their values fill the Book column.
        if (engine::shippedOpeningBook() && !engine::shippedOpeningBook()->empty()) {
            int valued = 0;
            for (int row = 0; row < dock->table()->rowCount(); ++row)
                valued += !text(*dock, row, ExplorerDock::Book).isEmpty();
            QVERIFY(valued > 0);
        }

        // Undo: the start's games again.
        action(w, "actionUndo")->trigger();
        QTRY_VERIFY(dock->headerLabel()->text().startsWith(QStringLiteral("40 game")));
    }

    void aClickOnARowPlaysItsMove() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        ExplorerDock* dock = w.explorerDock();
        action(w, "actionExplorer")->trigger();
        QTRY_VERIFY(dock->library() != nullptr);
        click(w, "f5");
        QTRY_COMPARE(w.controller()->record().moves().size(), std::size_t{1});
        QTRY_VERIFY(!dock->moves().empty());
        const Move reply = dock->moves().front().move;
        const int games = dock->moves().front().games;
        QTableWidget* table = dock->table();
        const QRect cell = table->visualRect(table->model()->index(0, ExplorerDock::MoveColumn));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QTRY_COMPARE(w.controller()->record().moves().size(), std::size_t{2});
        QCOMPARE(w.controller()->record().moves().back(), reply);
        QCOMPARE(shown(w, reply.toString().c_str()), std::optional<Color>(Color::White));
        // The table follows: the games of the new position are those that played the reply.
        int total = 0;
        for (const ExploredMove& m : dock->moves()) total += m.games;
        QCOMPARE(total, games);
        // Enter on a row plays it too.
        QTRY_VERIFY(!dock->moves().empty());
        const Move third = dock->moves().front().move;
        table->setFocus();
        table->setCurrentIndex(table->model()->index(0, ExplorerDock::MoveColumn));
        QTest::keyClick(table, Qt::Key_Return);
        QTRY_COMPARE(w.controller()->record().moves().size(), std::size_t{3});
        QCOMPARE(w.controller()->record().moves().back(), third);
    }

    // On the computer's turn a row is refused as a click on the board is, with the reason.
    void aRowIsRefusedOnTheComputersTurn() {
        Settings().setHumanColor(Color::White);
        MainWindow w;
        useComputer(w, false);
        action(w, "actionHumanVsComputer")->trigger();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        ExplorerDock* dock = w.explorerDock();
        action(w, "actionExplorer")->trigger();
        QTRY_COMPARE(totalGames(*dock), 40);
        QTableWidget* table = dock->table();
        const QRect cell = table->visualRect(table->model()->index(0, ExplorerDock::MoveColumn));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(w.statusBar()->currentMessage(), QString("It is not your turn."));
        QVERIFY(w.controller()->record().moves().empty());
    }

    // A database added in File > Library while the panel is open is in its answers.
    void aDatabaseAddedInTheLibraryIsExplored() {
        std::mt19937 random(7);
        std::vector<GameRecord> more;
        for (int i = 0; i < 5; ++i) more.push_back(randomGame(random));
        writeDatabase(files_.filePath("MORE.wtb"), more);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        ExplorerDock* dock = w.explorerDock();
        action(w, "actionExplorer")->trigger();
        QTRY_COMPARE(totalGames(*dock), 40);
        w.showLibrary();
        w.library()->addDatabase(files_.filePath("MORE.wtb"));
        QTRY_COMPARE(totalGames(*dock), 45);
        QVERIFY(dock->headerLabel()->text().startsWith(QStringLiteral("45 game")));
    }
};

QTEST_MAIN(TestExplorer)
#include "test_explorer.moc"
