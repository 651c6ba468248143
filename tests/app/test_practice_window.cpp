// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Practice in the real window: puzzles from a reviewed kept game, one answered right and
// one wrong by clicking the board (an endgame with the board's keys), the solution played out, the
// analysis off while practising and back after; a new window on the same data finds the progress
// and the due puzzles kept; kept games that cannot be read are said to be so.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>

#include <fstream>
#include <sstream>

#include "WindowTestSupport.h"
#include "app/analysis/AnalysisMode.h"
#include "app/practice/PracticeDock.h"
#include "app/practice/PracticeTexts.h"
#include "app/records/MoveListDock.h"
#include "core/GameText.h"
#include "engine/GameReview.h"
#include "session/practice/OwnMistakes.h"
#include "session/storage/KeptGames.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;

namespace {

// tests/data/games/blunder.txt played by the person as Black against Verso, with its review.
GameDocument reviewedGame() {
    std::ifstream in(std::string(VERSO_TEST_DATA_DIR) + "/games/blunder.txt");
    std::stringstream text;
    text << in.rdbuf();
    GameDocument game = parseGameText(text.str()).games.front();
    engine::Searcher searcher(16);
    const engine::GameReview review =
        engine::reviewGame(searcher, game.record.start(), game.record.moves(), {4, 18});
    game.tags.black = "You";
    game.tags.white = "Verso, level 4 Club";
    game.tags.other.emplace_back(session::OwnMistakes::kReviewProperty,
                                 engine::formatReview(review));
    return game;
}

QString text(const MainWindow& w, const char* name) {
    return w.findChild<QLabel*>(QLatin1String(name))->text();
}

void press(const MainWindow& w, const char* name) {
    auto* button = w.findChild<QPushButton*>(QLatin1String(name));
    QVERIFY(button && button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
}

const session::Puzzle* waitForPuzzle(const MainWindow& w, const session::Puzzle* other) {
    const PracticeDock* dock = w.practiceDock();
    const bool ready = QTest::qWaitFor(
        [&] {
            return dock->session()->current() && dock->session()->current() != other &&
                   text(w, "practiceTask").contains("find");
        },
        60000);
    return ready ? dock->session()->current() : nullptr;
}

}  // namespace

class TestPracticeWindow : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;
    QTemporaryDir files_;

private slots:
    void initTestCase() {
        useTemporarySettings(configDir_, "test_practice_window");
        resetToTwoPeopleWithoutAnimation();
        QVERIFY(session::KeptGames(files_.filePath("kept.ggf")).keep(reviewedGame()).isEmpty());
    }

    void answerRightAndWrongSeeTheSolutionAndFindItAllAgain() {
        const QDate today = QDate::currentDate();
        int puzzles = 0;
        session::Puzzle missed;
        {
            MainWindow w;
            w.keepGames(files_.filePath("kept.ggf"));
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QAction* analysis = w.analysis()->toggleAction();
            analysis->setChecked(true);
            action(w, "actionPractice")->trigger();
            QVERIFY(w.practiceDock()->isVisible());
            // In front of the Moves and Review tabs it shares.
            QTRY_VERIFY(!w.practiceDock()->visibleRegion().isEmpty());
            QTRY_VERIFY(w.moveList()->visibleRegion().isEmpty());
            QVERIFY(!analysis->isChecked());  // no values give the answer away
            QVERIFY(!analysis->isEnabled());
            QVERIFY(!action(w, "actionHint")->isEnabled());  // nor a hint for the game's position

            // Right: the best move.
            const session::Puzzle* first = waitForPuzzle(w, nullptr);
            QVERIFY(first);
            puzzles = static_cast<int>(w.practiceDock()->session()->data().puzzles.size());
            QVERIFY(puzzles >= 2);
            QVERIFY(text(w, "practiceTask").startsWith("Black to move: find the best move"));
            const Move best = first->best();
            click(w, best.toString().c_str());
            QTRY_VERIFY(text(w, "practiceFeedback")
                            .startsWith("Right: " + QString::fromStdString(best.toString())));
            QCOMPARE(shown(w, best.toString().c_str()), std::optional(Color::Black));

            // Wrong: the worst move, then the solution played out.
            press(w, "practiceNext");
            const session::Puzzle* second = waitForPuzzle(w, first);
            QVERIFY(second);
            const session::Puzzle wrongOne = *second;
            missed = wrongOne;
            const Move worst = wrongOne.values.back().move;
            QVERIFY(!session::Answer::judge(wrongOne, worst, 0).right);
            click(w, worst.toString().c_str());
            QTRY_VERIFY(!text(w, "practiceFeedback").startsWith("Right"));
            QVERIFY(text(w, "practiceFeedback").contains(QString::fromStdString(worst.toString())));
            const std::vector<Move> line =
                wrongOne.line.empty() ? std::vector<Move>{wrongOne.best()} : wrongOne.line;
            press(w, "practiceSolution");
            // The solution is played out a move at a time, however long its line.
            QTRY_VERIFY_WITH_TIMEOUT(w.practiceDock()->solutionShown(),
                                     5000 + PracticeDock::kStepMs * static_cast<int>(line.size()));
            Position end = wrongOne.position;
            Move last = Move::none();
            for (const Move m : line) {
                if (m.isPass()) {
                    end = end.afterPass();
                    continue;
                }
                end = end.afterMove(m);
                last = m;
            }
            QCOMPARE(shown(w, last.toString().c_str()), end.at(last.square()));
            QVERIFY(text(w, "practiceProgress").contains("Solved: 1  Streak: 0"));

            // Leaving practice brings the game and the analysis back.
            action(w, "actionPractice")->trigger();
            QVERIFY(analysis->isEnabled());
            QVERIFY(analysis->isChecked());
            QVERIFY(action(w, "actionHint")->isEnabled());
            QCOMPARE(shown(w, "d4"), std::optional(Color::White));  // the game's start again
            QVERIFY(!shown(w, last.toString().c_str()));
        }
        // A new window on the same data: the progress and the due puzzles are kept.
        MainWindow again;
        again.keepGames(files_.filePath("kept.ggf"));
        again.show();
        action(again, "actionPractice")->trigger();
        // A puzzle due today, or none left when the two answered were all there were.
        QTRY_VERIFY_WITH_TIMEOUT(text(again, "practiceTask").contains("find") ||
                                     text(again, "practiceTask").startsWith("No puzzle is due"),
                                 60000);
        const session::PracticeData& data = again.practiceDock()->session()->data();
        QCOMPARE(static_cast<int>(data.puzzles.size()), puzzles);
        QCOMPARE(data.progress.solved, 1);
        QCOMPARE(data.dueCount(today), puzzles - 2);
        // The one missed comes back tomorrow, from the first step again.
        const auto kept =
            std::find_if(data.puzzles.begin(), data.puzzles.end(),
                         [&](const session::Puzzle& p) { return p.samePuzzle(missed); });
        QVERIFY(kept != data.puzzles.end());
        QCOMPARE(kept->due, today.addDays(1));
        QCOMPARE(kept->step, 0);
        QCOMPARE(data.dueCount(today.addDays(1)), puzzles);
        QVERIFY(text(again, "practiceProgress")
                    .startsWith(QStringLiteral("Due today: %1  Solved: 1").arg(puzzles - 2)));
    }

    // Kept games that cannot be read give no puzzles, and the person is told why; the file stays
    // as it was. No kept games at all is not a problem.
    void unreadableKeptGamesAreSaidAndKept() {
        QTemporaryDir dir;
        const QByteArray garbage = "not a game\n\x01\x02 nor this\n";
        {
            QFile file(dir.filePath("kept.ggf"));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(garbage);
        }
        for (const bool there : {true, false}) {
            MainWindow w;
            w.keepGames(dir.filePath(there ? "kept.ggf" : "none.ggf"));
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            action(w, "actionPractice")->trigger();
            QTRY_VERIFY(text(w, "practiceTask").startsWith("No puzzle is due"));
            const QString said = w.statusBar()->currentMessage();
            if (there)
                QVERIFY2(said.startsWith("Kept games could not be read, so no puzzles came from "
                                         "them: not a readable game file"),
                         qPrintable(said));
            else QVERIFY2(!said.contains("Kept games"), qPrintable(said));
            action(w, "actionPractice")->trigger();
        }
        QFile file(dir.filePath("kept.ggf"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), garbage);
    }

    // Practice's own file and the kept games both at fault: one status-bar message says both, so
    // neither hides the other.
    void problemsOnOpeningAreSaidTogether() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir("practice.txt"));
        {
            QFile file(dir.filePath("kept.ggf"));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("not a game\n");
        }
        MainWindow w;
        w.keepGames(dir.filePath("kept.ggf"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        action(w, "actionPractice")->trigger();
        QTRY_VERIFY(text(w, "practiceTask").startsWith("No puzzle is due"));
        const QString said = w.statusBar()->currentMessage();
        QVERIFY2(said.startsWith("Practice progress could not be kept: ") &&
                     said.contains(" · Kept games could not be read, so no puzzles came from "
                                   "them: not a readable game file"),
                 qPrintable(said));
        QVERIFY(QFileInfo(dir.filePath("practice.txt")).isDir());
    }

    // A kept-games file that fails part-way gave the puzzles of the games read before: the
    // sentence says so rather than that none came.
    void aPartReadIsSaidAsOne() {
        using verso::app::PracticeTexts;
        QCOMPARE(PracticeTexts::keptGamesUnreadable("Input/output error", 0),
                 QString("Kept games could not be read, so no puzzles came from them: "
                         "Input/output error"));
        const QString part = PracticeTexts::keptGamesUnreadable("Input/output error", 3);
        QVERIFY2(part.startsWith("Kept games could be read only in part, so puzzles came from "
                                 "the first 3 game") &&
                     part.endsWith("only: Input/output error"),
                 qPrintable(part));
    }

    void endgamesComeFromTheLibrarysDatabases() {
        {
            Settings settings;
            settings.setLibraryDatabases({QStringLiteral(VERSO_TEST_DATA_DIR "/train-games.wtb")});
        }
        bool found = false;
        for (const int empties : {8, 10, 12, 14}) {
            {
                Settings settings;
                settings.setPractice({true, empties, {}, {}, 0});
            }
            MainWindow w;
            w.keepGames(files_.filePath("kept.ggf"));
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            action(w, "actionPractice")->trigger();
            QTRY_VERIFY_WITH_TIMEOUT(text(w, "practiceTask").contains("find") ||
                                         text(w, "practiceTask").startsWith("No more"),
                                     60000);
            const session::Puzzle* puzzle = w.practiceDock()->session()->current();
            if (!puzzle) continue;
            QCOMPARE(puzzle->kind, session::PuzzleKind::Endgame);
            QCOMPARE(puzzle->empties(), empties);
            QVERIFY(puzzle->exact);
            // Answered with the board's keys: arrows to the best move, then Enter.
            const int target = puzzle->best().square();
            BoardView* view = w.boardView();
            const auto cursor = [&] { return w.scene()->cursorSquare(); };
            while (columnOf(cursor()) != columnOf(target))
                QTest::keyClick(
                    view, columnOf(cursor()) < columnOf(target) ? Qt::Key_Right : Qt::Key_Left);
            while (rowOf(cursor()) != rowOf(target))
                QTest::keyClick(view, rowOf(cursor()) < rowOf(target) ? Qt::Key_Down : Qt::Key_Up);
            QTest::keyClick(view, Qt::Key_Return);
            QTRY_VERIFY(text(w, "practiceFeedback").startsWith("Right"));
            found = true;
            break;
        }
        QVERIFY(found);
    }
};

QTEST_MAIN(TestPracticeWindow)
#include "test_practice_window.moc"
