// SPDX-License-Identifier: GPL-3.0-or-later
// Analysis in the window, as a person uses it: analysis mode's values on the board (every legal
// square, the exact values of a solved endgame, other values when browsing, never a stale one),
// the hint's value, the best line played out without touching the game, the evaluation graph,
// and Game > Review Game (the blunder named with its loss and the better move, a cancel that
// leaves the game as it was, a review kept with the game and shown again without searching).
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <random>

#include "OpeningBookFixture.h"
#include "WindowTestSupport.h"
#include "app/analysis/AnalysisDock.h"
#include "app/analysis/AnalysisMode.h"
#include "app/analysis/AnalysisTexts.h"
#include "app/analysis/EvalGraph.h"
#include "app/analysis/LinePlayer.h"
#include "app/analysis/MoveValuesOverlay.h"
#include "app/analysis/ReviewDock.h"
#include "app/analysis/ReviewModel.h"
#include "app/records/CurrentGame.h"
#include "app/records/FileActions.h"
#include "app/records/GameNavigation.h"
#include "app/records/MoveListDock.h"
#include "app/records/MoveListModel.h"
#include "app/records/MoveListPanel.h"
#include "app/window/HintActions.h"
#include "engine/MoveAnalysis.h"
#include "session/analysis/GameValues.h"
#include "session/analysis/PositionAnalyst.h"
#include "session/enginethread/EngineThread.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;

namespace {

QString dataFile(const char* name) {
    return QStringLiteral(VERSO_TEST_DATA_DIR "/") + QLatin1String(name);
}

// A tournament game (tests/data/games/transcripts.txt, first line).
const char* const kGame =
    "f5f4g3e6d7c5c4h2b6e7f7e8g4b3a2b5a6a5b4c6c7f3d3a4a3g7f6h3f8e2b7g6d2c3h6h7h8g8b2g5d8d6e3a1g2c8h5"
    "e1c1f1d1a8h1a7h4f2g1b1b8c2";

// The first FFO endgame position (14 empties, Black to move) and its every move's exact value
// from the file itself: G8:+18; H1:+12; H7:+6; A2:+6; A3:+4; B1:-4; A4:-22; G2:-24.
struct Solved {
    Position position;
    std::map<int, QString> values;
};
Solved ffoOne() {
    QFile file(dataFile("fforum-1-19.obf"));
    if (!file.open(QIODevice::ReadOnly)) qFatal("no FFO fixture");
    const QString line = QString::fromLatin1(file.readLine()).trimmed();
    const QStringList fields = line.split(QLatin1Char(';'), Qt::SkipEmptyParts);
    Solved solved{board(fields[0].trimmed().toLatin1().constData()), {}};
    for (int i = 1; i < fields.size(); ++i) {
        const QStringList moveValue = fields[i].trimmed().split(QLatin1Char(':'));
        if (moveValue.size() != 2) continue;
        const int value = moveValue[1].toInt();
        solved.values[*parseSquare(moveValue[0].toLower().toStdString())] =
            value > 0   ? QStringLiteral("+%1").arg(value)
            : value < 0 ? QStringLiteral("\u2212%1").arg(-value)
                        : QStringLiteral("0");
    }
    return solved;
}

std::map<int, QString> legalSquares(const Position& p) {
    std::map<int, QString> squares;
    for (Bitboard m = p.legalMoves(); m; m &= m - 1) squares[firstSquare(m)] = {};
    return squares;
}

bool sameSquares(const std::map<int, QString>& a, const std::map<int, QString>& b) {
    if (a.size() != b.size()) return false;
    for (auto ia = a.begin(), ib = b.begin(); ia != a.end(); ++ia, ++ib)
        if (ia->first != ib->first) return false;
    return true;
}

void openGame(MainWindow& w, const GameRecord& record) {
    w.currentGame()->open(GameDocument{record, {}});
}

MoveValuesOverlay& overlay(MainWindow& w) { return *w.analysis()->overlay(); }

// The values on the board belong to the position on the board (and to no other).
bool valuesMatchTheBoard(MainWindow& w) {
    const MoveValuesOverlay& o = overlay(w);
    if (!o.position()) return true;  // nothing shown
    const Position& board = w.controller()->position();
    return *o.position() == board && w.scene()->displayedPosition() == board &&
           sameSquares(o.shownValues(), legalSquares(board));
}

}  // namespace

class TestAnalysisWindow : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;
    QTemporaryDir files_;

private slots:
    void initTestCase() { useTemporarySettings(configDir_, "test_analysiswindow"); }
    void init() { resetToTwoPeopleWithoutAnimation(); }

    void analysisModeValuesEveryLegalSquareAndSolvesTheEndgameExactly() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Solved ffo = ffoOne();
        openGame(w, GameRecord(ffo.position));
        QVERIFY(overlay(w).shownValues().empty());  // off until turned on
        action(w, "actionAnalysisMode")->trigger();
        QVERIFY(w.analysis()->isOn());
        // Values on every legal square at once, the exact ones soon after.
        QTRY_VERIFY_WITH_TIMEOUT(sameSquares(overlay(w).shownValues(), legalSquares(ffo.position)),
                                 5000);
        QTRY_VERIFY_WITH_TIMEOUT(
            w.analysis()->analyst()->latest() && w.analysis()->analyst()->latest()->exact, 30000);
        QCOMPARE(overlay(w).shownValues(), ffo.values);
        QCOMPARE(overlay(w).bestSquare(), sq("g8"));
        QVERIFY(w.analysisDock()->stateLabel()->text().contains(QStringLiteral("g8 +18")));
        // Remembered.
        QVERIFY(Settings().analysisMode(false));
    }

    void browsingReplacesTheValuesAndNoStaleValueIsEverShown() {
        Settings().setAnalysisMode(false, true);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        openGame(w, *parseTranscript(kGame));
        QVERIFY(w.analysis()->isOn());
        QVERIFY(overlay(w).shownValues().empty());  // the end of a finished game has no moves
        w.navigation()->showPly(20);
        QTRY_VERIFY_WITH_TIMEOUT(overlay(w).position() == w.controller()->position(), 5000);
        QVERIFY(valuesMatchTheBoard(w));
        const auto at20 = overlay(w).shownValues();
        w.navigation()->showPly(33);
        QVERIFY(overlay(w).shownValues().empty() ||
                valuesMatchTheBoard(w));  // the old values went at once
        QTRY_VERIFY_WITH_TIMEOUT(overlay(w).position() == w.controller()->position(), 5000);
        QVERIFY(valuesMatchTheBoard(w));
        QVERIFY(overlay(w).shownValues() != at20);

        // 200 changes of position in quick succession: whatever is painted belongs to the board.
        std::mt19937 rng(20261124);
        int painted = 0;
        for (int i = 0; i < 200; ++i) {
            w.navigation()->showPly(std::uniform_int_distribution<int>(0, 59)(rng));
            QVERIFY(valuesMatchTheBoard(w));
            QTest::qWait(std::uniform_int_distribution<int>(
                0, 3)(rng));  // events in between, values arriving
            QVERIFY2(valuesMatchTheBoard(w), qPrintable(QStringLiteral("step %1").arg(i)));
            painted += overlay(w).position().has_value();
        }
        QVERIFY(painted > 0);  // values did come in between
    }

    void theHintSaysItsValue() {
        Settings().setLevel(6);  // Expert: exact from 16 empties
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Solved ffo = ffoOne();
        openGame(w, GameRecord(ffo.position));
        w.hints()->hintAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(w.hints()->hintSquare() >= 0, 30000);
        QCOMPARE(w.hints()->hintSquare(), sq("g8"));
        QCOMPARE(w.hints()->hintText(), QStringLiteral("Hint: g8, +18, exact"));
        QCOMPARE(w.statusBar()->currentMessage(), w.hints()->hintText());
    }

    void theOpeningBookIsMarkedInAnalysisInTheHintAndWhenTheComputerPlaysFromIt() {
        // The small book: after f5, White's book moves are f6 (0) and d6 (-1); f4 leaves the book.
        const engine::OpeningBook book = test::smallOpeningBook();
        Settings().setLevel(6);
        Settings().setAnalysisMode(false, true);
        {
            MainWindow w;
            w.seating()->engineThread()->setOpeningBook(&book);
            w.analysisThread()->setOpeningBook(&book);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            click(w, "f5");
            QCOMPARE(w.controller()->record().ply(), 1);
            // Analysis: the book's moves with the book's values, marked as the book's; the other
            // move searched.
            const auto bookMarked = [&] {
                const auto& latest = w.analysis()->analyst()->latest();
                if (!latest || overlay(w).position() != w.controller()->position()) return false;
                const engine::MoveValue *f6 = latest->find(Move::at(sq("f6"))),
                                        *d6 = latest->find(Move::at(sq("d6"))),
                                        *f4 = latest->find(Move::at(sq("f4")));
                return f6 && d6 && f4 && f6->inBook && f6->score == 0 && d6->inBook &&
                       d6->score == -1 && !f4->inBook && f4->depth > 1;
            };
            QTRY_VERIFY_WITH_TIMEOUT(bookMarked(), 10000);
            QCOMPARE(overlay(w).shownValues().at(sq("f6")), QStringLiteral("0"));
            QCOMPARE(overlay(w).shownValues().at(sq("d6")), QStringLiteral("\u22121"));
            QCOMPARE(valueCaption(*w.analysis()->analyst()->latest()->find(Move::at(sq("f6")))),
                     QStringLiteral("book"));
            // The hint: the book's best move and its value.
            w.hints()->hintAction()->trigger();
            QTRY_VERIFY_WITH_TIMEOUT(w.hints()->hintSquare() >= 0, 10000);
            QCOMPARE(w.hints()->hintText(), QStringLiteral("Hint: f6, 0, book"));
        }
        // The computer (Expert, within 2 discs of the book's best) answers f5 from the book, and
        // the status bar says so.
        Settings settings;
        settings.setOpponent(Opponent::HumanVsComputer);
        settings.setHumanColor(Color::Black);
        settings.setThinkDelayMs(0);
        MainWindow w;
        w.seating()->engineThread()->setOpeningBook(&book);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "f5");
        QTRY_COMPARE_WITH_TIMEOUT(w.controller()->record().ply(), 2, 10000);
        const Move answer = w.controller()->record().moves().at(1);
        QVERIFY2(answer == Move::at(sq("f6")) || answer == Move::at(sq("d6")),
                 answer.toString().c_str());
        QCOMPARE(
            w.statusBar()->currentMessage(),
            answer == Move::at(sq("f6"))
                ? QStringLiteral("White played f6 from the opening book (book value 0)")
                : QStringLiteral("White played d6 from the opening book (book value \u22121)"));
    }

    void theBestLineIsPlayedOutWithoutChangingTheGame() {
        Settings().setAnalysisMode(false, true);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Solved ffo = ffoOne();
        openGame(w, GameRecord(ffo.position));
        QTRY_VERIFY_WITH_TIMEOUT(
            w.analysis()->analyst()->latest() && w.analysis()->analyst()->latest()->exact, 30000);
        AnalysisDock& dock = *w.analysisDock();
        QTRY_VERIFY(dock.forwardButton()->isEnabled());
        QVERIFY(dock.lineLabel()->text().startsWith(QStringLiteral("Line: g8")));
        const GameRecord before = w.controller()->record();
        QTest::mouseClick(dock.forwardButton(), Qt::LeftButton);
        QTest::mouseClick(dock.forwardButton(), Qt::LeftButton);
        QCOMPARE(w.linePlayer()->step(), 2);
        const std::vector<Move> line = w.linePlayer()->line();
        QCOMPARE(w.scene()->displayedPosition(),
                 ffo.position.afterMove(line[0]).afterMove(line[1]));
        QVERIFY(
            !overlay(w).isVisible());  // values of the game's position are not shown on the line
        QCOMPARE(w.controller()->record(), before);
        QTest::mouseClick(dock.backButton(), Qt::LeftButton);
        QCOMPARE(w.scene()->displayedPosition(), ffo.position.afterMove(line[0]));
        // A click on the board returns to the game and plays nothing.
        click(w, "a1");
        QCOMPARE(w.scene()->displayedPosition(), ffo.position);
        QCOMPARE(w.controller()->record(), before);
        QVERIFY(overlay(w).isVisible());
    }

    // The graph's heading never reads as a verdict: with no value (the computer thinks, so
    // nothing is evaluated) it says so, and with values it names its scale as a scale.
    void theGraphsHeadingGivesNoVerdictWithoutValues() {
        {
            Settings settings;
            settings.setOpponent(Opponent::HumanVsComputer);
            settings.setHumanColor(Color::White);
            settings.setLevel(1);
            settings.setThinkDelayMs(5000);
        }
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAction* showGraph = w.analysisDock()->toggleViewAction();
        if (!showGraph->isChecked()) showGraph->trigger();
        EvalGraph& graph = *w.analysisDock()->graph();
        QTRY_VERIFY(graph.isVisible());
        QTRY_VERIFY(w.seating()->isThinking());
        QCOMPARE(w.gameValues()->knownCount(), 0);
        QCOMPARE(graph.headText(), QStringLiteral("No evaluation yet"));
        // Two people: the start position gets its value, about even.
        action(w, "actionHumanVsHuman")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(w.gameValues()->knownCount(), 1, 20000);
        QCOMPARE(graph.headText(), QStringLiteral("\u00b116 discs: up Black, down White"));
    }

    void theGraphFillsInAndAClickGoesThere() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const GameRecord game = *parseTranscript(kGame);
        openGame(w, game);
        session::GameValues& values = *w.gameValues();
        QCOMPARE(values.positionCount(), game.length() + 1);
        QTRY_COMPARE_WITH_TIMEOUT(values.knownCount(), game.length() + 1, 60000);
        EvalGraph& graph = *w.analysisDock()->graph();
        QCOMPARE(graph.currentPly(), game.length());
        QTest::mouseClick(&graph, Qt::LeftButton, {}, graph.barCenter(12));
        QCOMPARE(w.controller()->record().ply(), 12);
        QCOMPARE(graph.currentPly(), 12);
    }

    void theReviewNamesTheBlunderItsLossAndTheBetterMove() {
        // A game with a known blunder: the tournament game to 16 empties, then the move that loses
        // the most there (found by the engine's exact analysis), then perfect play to the end.
        GameRecord game = *parseTranscript(kGame);
        game.jumpTo(44);
        game.truncate();
        engine::Searcher searcher(16);
        engine::AnalysisLimits exact;
        exact.exactEmpties = 64;
        const engine::Analysis there = engine::analyzeMoves(searcher, game.current(), exact);
        QVERIFY(there.exact && there.moves.size() >= 2);
        const engine::MoveValue worst = there.moves.back();
        const int loss = there.moves.front().score - worst.score;
        QVERIFY(loss > 7);
        game.play(worst.move);
        while (!game.current().isGameOver()) {
            const engine::Analysis a = engine::analyzeMoves(searcher, game.current(), exact);
            game.play(a.moves.empty() ? Move::pass() : a.moves.front().move);
        }
        {
            Settings s;
            QSettings().setValue("analysis/reviewDepth", 6);
        }
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        openGame(w, game);
        ReviewDock& review = *w.reviewDock();
        action(w, "actionReviewGame")->trigger();
        QVERIFY(review.isReviewing());
        QVERIFY(review.progressBar()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(review.review().has_value(), 120000);
        QVERIFY(!review.progressBar()->isVisible());
        const engine::ReviewedMove& blunder = review.review()->moves[44];
        QCOMPARE(blunder.played, worst.move);
        QCOMPARE(blunder.loss, loss);
        QCOMPARE(blunder.best, there.moves.front().move);
        QCOMPARE(blunder.moveClass, engine::MoveClass::Blunder);
        QVERIFY(blunder.exact);
        // Every move after it was perfect.
        for (std::size_t i = 45; i < review.review()->moves.size(); ++i)
            QCOMPARE(review.review()->moves[i].loss, 0);
        const Color side = game.positionAt(44).sideToMove();
        QVERIFY(std::count(review.review()->summary(side).biggestMistakes.begin(),
                           review.review()->summary(side).biggestMistakes.end(), 44) == 1);
        QVERIFY(review.summaryLabel()->text().contains(
            QStringLiteral("23. %1").arg(QString::fromStdString(worst.move.toString()))));

        // A click on the blunder shows the position before it, both moves marked, the line ready.
        QTableView& table = *review.table();
        table.scrollTo(review.model()->index(44, 0));
        QTest::mouseClick(table.viewport(), Qt::LeftButton, {},
                          table.visualRect(review.model()->index(44, 1)).center());
        QCOMPARE(w.controller()->record().ply(), 44);
        QCOMPARE(overlay(w).markedPlayed(), worst.move.square());
        QCOMPARE(overlay(w).markedBetter(), there.moves.front().move.square());
        QCOMPARE(w.linePlayer()->line().front(), there.moves.front().move);
        QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("blunder")));
        // VERSO_SCREENSHOT_DIR=dir keeps a picture of this for the README.
        if (const QString dir = qEnvironmentVariable("VERSO_SCREENSHOT_DIR"); !dir.isEmpty()) {
            review.raise();
            w.resize(1100, 760);
            QApplication::processEvents();  // the new size laid out; grab() paints itself
            w.grab().save(dir + QStringLiteral("/review.png"));
        }

        // Kept with the game: saved as GGF and opened again, the review is there at once.
        QVERIFY(!w.currentGame()->reviewText().empty());
        const QString path = files_.filePath("reviewed.ggf");
        QVERIFY(w.files()->saveTo(path));
        MainWindow again;
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QVERIFY(again.files()->openPath(path));
        QVERIFY(again.reviewDock()->review().has_value());
        QCOMPARE(again.reviewDock()->review()->moves[44].loss, loss);
        action(again, "actionReviewGame")->trigger();
        QVERIFY(!again.reviewDock()->isReviewing());  // nothing to search again
        QSettings().remove("analysis/reviewDepth");
    }

    void aCancelledReviewLeavesTheGameAsItWas() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const GameRecord game = *parseTranscript(kGame);
        openGame(w, game);
        const bool modified = w.isWindowModified();
        ReviewDock& review = *w.reviewDock();
        action(w, "actionReviewGame")->trigger();  // the default review takes seconds
        QTRY_VERIFY_WITH_TIMEOUT(review.progressBar()->value() >= 1, 30000);
        QTest::mouseClick(review.cancelButton(), Qt::LeftButton);
        QVERIFY(!review.isReviewing());
        QVERIFY(!review.review().has_value());
        QCOMPARE(w.controller()->record(), game);
        QVERIFY(w.currentGame()->reviewText().empty());
        QCOMPARE(w.isWindowModified(), modified);
        QCOMPARE(review.model()->rowCount(), 0);
    }

    // The analysis panel and the review show only the game on the board: a new game, an opened
    // file or a paste drops the line and the review of the game left, a review still running too.
    void whatThePanelsShowGoesWithTheGame() {
        Settings().setAnalysisMode(false, true);
        Settings().setReview(2, 8);  // a quick review
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        AnalysisDock& dock = *w.analysisDock();
        ReviewDock& review = *w.reviewDock();
        openGame(w, GameRecord(ffoOne().position));
        QTRY_VERIFY_WITH_TIMEOUT(!dock.lineLabel()->text().isEmpty(), 30000);
        // Analysis Mode off (A), then Game > New Game (Ctrl+N): the line of the game left goes.
        QTest::keyClick(w.boardView(), Qt::Key_A);
        QVERIFY(!w.analysis()->isOn());
        QTest::keyClick(w.boardView(), Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(w.controller()->position(), Position::initial());
        QCOMPARE(dock.lineLabel()->text(), QString());
        QVERIFY(!dock.forwardButton()->isEnabled());

        // A reviewed move's better line, then File > Open of another game: no line, no review.
        const GameRecord game = *parseTranscript(kGame);
        openGame(w, game);
        action(w, "actionReviewGame")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(review.review().has_value(), 60000);
        QTableView& table = *review.table();
        table.scrollTo(review.model()->index(20, 0));
        QTest::mouseClick(table.viewport(), Qt::LeftButton, {},
                          table.visualRect(review.model()->index(20, 1)).center());
        QCOMPARE(w.controller()->record().ply(), 20);
        QVERIFY(dock.lineLabel()->text().startsWith(QStringLiteral("Line: ")));
        const QString path = files_.filePath("other.txt");
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("f5d6c3d3c4f4f6f3e6e7\n");
        }
        QVERIFY(w.files()->openPath(path));
        QCOMPARE(w.controller()->record().length(), 10);
        QCOMPARE(dock.lineLabel()->text(), QString());
        QVERIFY(!review.review().has_value());
        QCOMPARE(review.model()->rowCount(), 0);

        // A review running when a new game starts stops, and shows nothing of the game left.
        Settings().setReview(14, 22);
        openGame(w, game);
        action(w, "actionReviewGame")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(review.progressBar()->value() >= 1, 30000);
        QTest::keyClick(w.boardView(), Qt::Key_N, Qt::ControlModifier);
        QVERIFY(!review.isReviewing());
        QVERIFY(!review.progressBar()->isVisible());
        QCOMPARE(review.model()->rowCount(), 0);
        QVERIFY(!review.review().has_value());
        QVERIFY(!review.summaryLabel()->text().contains(QStringLiteral("Reviewing")));
    }

    // At the window's first size the review panel shows several moves and every column whole.
    void theReviewTableIsReadableAtTheDefaultSize() {
        Settings().setReview(2, 8);  // a quick review
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        openGame(w, *parseTranscript(kGame));
        QTest::keyClick(w.boardView(), Qt::Key_R, Qt::ControlModifier);
        ReviewDock& review = *w.reviewDock();
        QTRY_VERIFY_WITH_TIMEOUT(review.review().has_value(), 60000);
        QTRY_VERIFY(review.table()->isVisible());
        QTableView& table = *review.table();
        const QHeaderView& header = *table.horizontalHeader();
        const int rowHeight = table.verticalHeader()->defaultSectionSize();
        // Every column in view and as wide as its widest text; several rows in view.
        const auto columnFits = [&](int column) {
            int widest = header.sectionSizeHint(column);
            for (int row = 0; row < review.model()->rowCount(); ++row)
                widest = std::max(
                    widest, table.sizeHintForIndex(review.model()->index(row, column)).width());
            return header.sectionSize(column) >= widest;
        };
        const auto readable = [&] {
            for (int column = 0; column < review.model()->columnCount(); ++column)
                if (!columnFits(column)) return false;
            return table.horizontalScrollBar()->maximum() == 0 &&
                   table.viewport()->height() >= 6 * rowHeight;
        };
        QTRY_VERIFY(readable());
        // The summary is whole: the panel's height goes to the table, the summary scrolls.
        QLabel& summary = *review.summaryLabel();
        QVERIFY(summary.height() >= summary.heightForWidth(summary.width()));
        QVERIFY(w.boardView()->width() >= 500);
        if (const QString dir = qEnvironmentVariable("VERSO_SCREENSHOT_DIR"); !dir.isEmpty())
            w.grab().save(dir + QStringLiteral("/review-default.png"));
    }

    // The review numbers moves as the move list does, and a row chosen with the arrow keys shows
    // its position on the board as a click does.
    void theReviewNumbersMovesAsTheMoveListAndTheKeysShowThem() {
        Settings().setReview(2, 8);  // a quick review
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const GameRecord game = *parseTranscript(kGame);
        openGame(w, game);
        QTest::keyClick(w.boardView(), Qt::Key_R, Qt::ControlModifier);
        ReviewDock& review = *w.reviewDock();
        QTRY_VERIFY_WITH_TIMEOUT(review.review().has_value(), 60000);
        const auto* moves =
            qobject_cast<const MoveListModel*>(w.moveList()->panel()->view()->model());
        QVERIFY(moves);
        // The number the move list shows in the row of the move of "ply".
        const auto listNumber = [&](int ply) {
            return moves->index(moves->indexOfMove(ply).row(), MoveListModel::NumberColumn)
                .data()
                .toString();
        };
        QCOMPARE(listNumber(48), QStringLiteral("25"));
        QCOMPARE(listNumber(49), QStringLiteral("25"));
        const QString summary = review.summaryLabel()->text();
        for (const Color side : {Color::Black, Color::White}) {
            for (const int ply : review.review()->summary(side).biggestMistakes) {
                const QString played = QString::fromStdString(game.moves()[ply].toString());
                QVERIFY2(summary.contains(QStringLiteral("%1. %2 (").arg(listNumber(ply), played)),
                         qPrintable(summary));
            }
        }
        for (int ply = 0; ply < game.length(); ++ply) {
            const QString number =
                review.model()->index(ply, ReviewModel::MoveNumber).data().toString();
            QCOMPARE(number, QStringLiteral("%1. %2").arg(
                                 listNumber(ply),
                                 ply % 2 == 0 ? QStringLiteral("Black") : QStringLiteral("White")));
        }

        // A click on a row, then Down and Up in the table: the board follows the selection.
        QTableView& table = *review.table();
        table.scrollTo(review.model()->index(10, 0));
        QTest::mouseClick(table.viewport(), Qt::LeftButton, {},
                          table.visualRect(review.model()->index(10, 1)).center());
        QCOMPARE(w.controller()->record().ply(), 10);
        QTest::keyClick(&table, Qt::Key_Down);
        QCOMPARE(table.currentIndex().row(), 11);
        QCOMPARE(w.controller()->record().ply(), 11);
        QCOMPARE(w.scene()->displayedPosition(), game.positionAt(11));
        QCOMPARE(overlay(w).markedPlayed(), game.moves()[11].square());
        QVERIFY(w.statusBar()->currentMessage().startsWith(QStringLiteral("Move 6, ")));
        QTest::keyClick(&table, Qt::Key_Up);
        QTest::keyClick(&table, Qt::Key_Up);
        QCOMPARE(w.controller()->record().ply(), 9);
        QCOMPARE(w.scene()->displayedPosition(), game.positionAt(9));
    }
};

QTEST_MAIN(TestAnalysisWindow)
#include "test_analysiswindow.moc"
