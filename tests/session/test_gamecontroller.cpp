// SPDX-License-Identifier: GPL-3.0-or-later
#include <QSignalSpy>
#include <QTest>

#include "core/Notation.h"
#include "session/TestPlayer.h"
#include "session/game/GameController.h"
#include "session/players/HumanPlayer.h"

using namespace verso;
using session::GameController;
using session::GameState;
using test::TestPlayer;

namespace {

Move at(const char* name) { return Move::at(*parseSquare(name)); }

Position board(const char* text) {
    auto parsed = parseBoard(text);
    if (!parsed) qFatal("bad test board: %s", parsed.message().c_str());
    return *parsed;
}

// Black to move: c1 leaves White without a move (a pass); then h8, then d8 ends the game 8-0.
const char* const kPassThenEnd =
    "XO------"
    "--------"
    "--------"
    "--------"
    "--------"
    "--------"
    "--------"
    "----OXO- X";

}  // namespace

class TestGameController : public QObject {
    Q_OBJECT
private slots:
    void newGameStartsWithBlackToMove() {
        GameController game;
        QCOMPARE(game.state(), GameState::NotStarted);
        QCOMPARE(game.playHumanMove(at("d3"))->reason, session::Refusal::Reason::NotStarted);
        game.newGame();
        QCOMPARE(game.state(), GameState::Playing);
        QCOMPARE(game.sideToMove(), Color::Black);
        QVERIFY(game.isWaitingForHuman());
    }

    // A game from opening moves (an XOT opening): they are in the record, the game goes on from
    // their end (the computer, to move there, is asked), and undo steps back into them.
    void aGameFromOpeningMovesGoesOnFromTheirEnd() {
        GameController game;
        game.setPlayer(Color::Black, std::make_unique<TestPlayer>(true));
        GameRecord opening;
        for (const char* square : {"f5", "d6", "c4", "d3", "c2", "b3", "b4", "b5"})
            QVERIFY(!opening.play(at(square)));
        opening.jumpTo(2);  // the cursor is moved to the end
        QSignalSpy turns(&game, &GameController::turnStarted);
        game.newGame(opening);
        QCOMPARE(game.state(), GameState::Playing);
        QCOMPARE(game.record().length(), 8);
        QCOMPARE(turns.count(), 1);
        QCOMPARE(turns.first().first().value<Color>(), Color::Black);
        QTRY_COMPARE(game.record().length(), 9);  // Black (the computer) moved on
        QCOMPARE(game.position().discCount(Color::Black) + game.position().discCount(Color::White),
                 13);
        QVERIFY(game.isWaitingForHuman());
        QVERIFY(game.undo());
        QCOMPARE(game.record().ply(), 7);  // back to White's (the person's) turn in the opening
    }

    void humanMoveIsPlayedAndReported() {
        GameController game;
        game.newGame();
        QSignalSpy changes(&game, &GameController::boardChanged);
        QVERIFY(!game.playHumanMove(at("d3")).has_value());
        QCOMPARE(changes.count(), 1);
        const auto change = changes.first().first().value<session::BoardChange>();
        QCOMPARE(change.kind, session::BoardChange::Kind::Move);
        QCOMPARE(change.flipped, squareBit(*parseSquare("d4")));
        QCOMPARE(game.position().discCount(Color::Black), 4);
        QCOMPARE(game.sideToMove(), Color::White);
    }

    void refusedMoveChangesNothingAndSaysWhy() {
        GameController game;
        game.newGame();
        QSignalSpy refusals(&game, &GameController::moveRefused);
        QCOMPARE(game.playHumanMove(at("d4")),
                 std::optional(session::Refusal{session::Refusal::Reason::Occupied, at("d4")}));
        QCOMPARE(game.playHumanMove(at("a1"))->reason, session::Refusal::Reason::FlipsNothing);
        QCOMPARE(refusals.count(), 2);
        QCOMPARE(game.position(), Position::initial());
        QVERIFY(game.isWaitingForHuman());
    }

    void forcedPassIsRecordedAndAnnounced() {
        GameController game;
        QSignalSpy passes(&game, &GameController::passed);
        game.newGame(board(kPassThenEnd));
        QVERIFY(!game.playHumanMove(at("c1")).has_value());
        QCOMPARE(passes.count(), 1);
        QCOMPARE(passes.first().first().value<Color>(), Color::White);
        QCOMPARE(game.sideToMove(), Color::Black);
        QCOMPARE(game.record().moves().back(), Move::pass());
    }

    void lastMoveEndsTheGameWithTheResult() {
        GameController game;
        QSignalSpy over(&game, &GameController::gameOver);
        game.newGame(board(kPassThenEnd));
        for (const char* square : {"c1", "h8", "d8"})
            QVERIFY(!game.playHumanMove(at(square)).has_value());
        QCOMPARE(game.state(), GameState::Finished);
        QCOMPARE(over.count(), 1);
        const auto result = over.first().first().value<GameResult>();
        QCOMPARE(result.blackDiscs, 8);
        QCOMPARE(result.whiteDiscs, 0);
        QCOMPARE(QString::fromStdString(result.summary()), QString("Black wins 8-0"));
        QVERIFY(game.playHumanMove(at("a2")).has_value());
    }

    void undoAfterTheEndResumesAndRedoEndsAgain() {
        GameController game;
        QSignalSpy over(&game, &GameController::gameOver);
        game.newGame(board(kPassThenEnd));
        for (const char* square : {"c1", "h8", "d8"}) game.playHumanMove(at(square));
        QCOMPARE(over.count(), 1);
        QVERIFY(game.undo());  // back over d8 (and not stopping at White's forced pass)
        QCOMPARE(game.state(), GameState::Playing);
        QCOMPARE(game.sideToMove(), Color::Black);
        QVERIFY(!game.position().mustPass());
        QVERIFY(game.isWaitingForHuman());
        QVERIFY(game.redo());
        QCOMPARE(game.state(), GameState::Finished);
        QCOMPARE(over.count(), 2);
        QVERIFY(!game.canRedo());
    }

    void computerVersusComputerPlaysAWholeGame() {
        GameController game;
        game.setPlayer(Color::Black, std::make_unique<TestPlayer>(true));
        game.setPlayer(Color::White, std::make_unique<TestPlayer>(true));
        QSignalSpy over(&game, &GameController::gameOver);
        game.newGame();
        QTRY_COMPARE_WITH_TIMEOUT(over.count(), 1, 10000);
        QCOMPARE(game.state(), GameState::Finished);
        const Position& end = game.position();
        QVERIFY(end.isGameOver());
        const auto result = over.first().first().value<GameResult>();
        QCOMPARE(result.blackDiscs + result.whiteDiscs, 64 - end.emptyCount());
    }

    void asynchronousPlayerAnswersFromTheEventLoop() {
        GameController game;
        game.setPlayer(Color::White, std::make_unique<TestPlayer>(true));
        game.newGame();
        QVERIFY(!game.playHumanMove(at("f5")).has_value());
        QCOMPARE(game.sideToMove(), Color::White);
        QVERIFY(game.playHumanMove(at("f6")).has_value());  // not the person's turn
        QTRY_COMPARE(game.sideToMove(), Color::Black);
        QCOMPARE(game.record().ply(), 2);
        QVERIFY(game.isWaitingForHuman());
    }

    void lateAnswerAfterUndoIsDropped() {
        GameController game;
        auto* computer = new TestPlayer;
        game.setPlayer(Color::White, std::unique_ptr<TestPlayer>(computer));
        game.newGame();
        QVERIFY(!game.playHumanMove(at("f5")).has_value());
        const QPointer<session::MoveRequest> stale = computer->lastTurn();
        QVERIFY(game.undo());
        QCOMPARE(game.position(), Position::initial());
        QVERIFY(stale);  // still there until the event loop runs: the turn itself drops the answer
        QVERIFY(!stale->answer(at("f6")));  // the answer to a question no longer asked
        QCOMPARE(game.position(), Position::initial());
        QCOMPARE(game.record().ply(), 0);
    }

    void undoReturnsToThePersonsTurnAndRedoReplays() {
        GameController game;
        auto* computer = new TestPlayer;
        game.setPlayer(Color::White, std::unique_ptr<TestPlayer>(computer));
        game.newGame();
        game.playHumanMove(at("f5"));
        computer->answer(at("f6"));
        QCOMPARE(game.record().ply(), 2);
        QVERIFY(game.undo());
        QCOMPARE(game.record().ply(), 0);  // back over the computer's move to Black's turn
        QVERIFY(game.isWaitingForHuman());
        QVERIFY(game.redo());
        QCOMPARE(game.record().ply(), 2);
        QVERIFY(game.isWaitingForHuman());
    }

    void resignGivesTheOtherSideTheWin() {
        GameController game;
        game.setPlayer(Color::White, std::make_unique<TestPlayer>());
        game.newGame();
        QSignalSpy over(&game, &GameController::gameOver);
        game.resign();
        QCOMPARE(game.state(), GameState::Finished);
        const auto result = over.first().first().value<GameResult>();
        QCOMPARE(result.winner, std::optional(Color::White));
        QCOMPARE(result.resignedBy, std::optional(Color::Black));
        QVERIFY(game.undo());  // takes the resignation back
        QCOMPARE(game.state(), GameState::Playing);
        QVERIFY(game.isWaitingForHuman());
    }

    // The move list: jumping back shows an earlier position; no computer moves there; the end
    // carries on; a person's move there starts a new line and hands over the old record.
    void jumpingBackWaitsAndAPersonsMoveStartsANewLine() {
        GameController game;
        auto* computer = new TestPlayer;
        game.setPlayer(Color::White, std::unique_ptr<TestPlayer>(computer));
        game.newGame();
        game.playHumanMove(at("f5"));
        computer->answer(at("f6"));
        game.playHumanMove(at("e6"));
        QCOMPARE(computer->requests(), 2);
        QVERIFY(game.jumpTo(1));  // after f5: White (the computer) to move
        QVERIFY(game.showsEarlierPosition());
        QCOMPARE(computer->requests(), 2);  // not asked at an earlier position
        QCOMPARE(computer->cancels(), 1);   // its open turn at the end was withdrawn
        QVERIFY(game.jumpTo(2));  // after f6: the person's turn, a new line may start here
        QVERIFY(game.isWaitingForHuman());
        QSignalSpy replaced(&game, &GameController::lineReplaced);
        QVERIFY(!game.playHumanMove(at("d3")).has_value());
        QCOMPARE(replaced.count(), 1);
        const auto previous = replaced.first().first().value<GameRecord>();
        QCOMPARE(formatTranscript(previous), std::string("f5f6e6"));
        QCOMPARE(formatTranscript(game.record()), std::string("f5f6d3"));
        QVERIFY(!game.showsEarlierPosition());
        QCOMPARE(computer->requests(), 3);  // the new line goes on as a game
    }

    void theEndOfTheRecordCarriesOnTheGame() {
        GameController game;
        auto* computer = new TestPlayer;
        game.setPlayer(Color::White, std::unique_ptr<TestPlayer>(computer));
        game.newGame();
        game.playHumanMove(at("f5"));
        QCOMPARE(computer->requests(), 1);
        QVERIFY(game.jumpTo(0));
        QVERIFY(game.jumpTo(1));  // back at the end: the computer is asked again
        QVERIFY(!game.showsEarlierPosition());
        QCOMPARE(computer->requests(), 2);
        QVERIFY(!game.jumpTo(2));  // past the end
        QVERIFY(!game.jumpTo(-1));
    }

    void continueHereLetsTheComputerPlayANewLine() {
        GameController game;
        auto* black = new TestPlayer;
        auto* white = new TestPlayer;
        game.setPlayer(Color::Black, std::unique_ptr<TestPlayer>(black));
        game.setPlayer(Color::White, std::unique_ptr<TestPlayer>(white));
        game.newGame();
        black->answer(at("f5"));
        white->answer(at("f6"));
        QVERIFY(game.undo());  // computer against computer: undo waits instead of replaying
        QCOMPARE(game.record().ply(), 1);
        QCOMPARE(white->requests(), 1);
        QSignalSpy replaced(&game, &GameController::lineReplaced);
        game.continueHere();
        QCOMPARE(replaced.count(), 1);
        QCOMPARE(game.record().length(), 1);
        QCOMPARE(white->requests(), 2);
        white->answer(at("d6"));
        QCOMPARE(formatTranscript(game.record()), std::string("f5d6"));
    }

    void aResignedGameStaysResignedWhileBrowsing() {
        GameController game;
        game.newGame();
        game.playHumanMove(at("f5"));
        game.resign();  // White (to move) resigns
        QCOMPARE(game.state(), GameState::Finished);
        QVERIFY(game.jumpTo(0));
        QCOMPARE(game.state(), GameState::Playing);
        QVERIFY(!game.record().isOver());
        QVERIFY(game.jumpTo(1));
        QCOMPARE(game.state(), GameState::Finished);
        QCOMPARE(game.record().result()->resignedBy, std::optional(Color::White));
    }

    void pauseCancelsTheRequestAndResumeAsksAgain() {
        GameController game;
        auto* computer = new TestPlayer;
        game.setPlayer(Color::Black, std::unique_ptr<TestPlayer>(computer));
        game.newGame();
        QCOMPARE(computer->requests(), 1);
        const QPointer<session::MoveRequest> first = computer->lastTurn();
        game.pause();
        QCOMPARE(game.state(), GameState::Paused);
        QCOMPARE(computer->cancels(), 1);
        QVERIFY(first && !first->answer(at("d3")));
        QCOMPARE(game.record().ply(), 0);
        game.resume();
        QCOMPARE(computer->requests(), 2);
        computer->answer(at("d3"));
        QCOMPARE(game.record().ply(), 1);
    }

    void changingPlayersMidGameKeepsTheBoard() {
        GameController game;
        game.newGame();
        game.playHumanMove(at("d3"));
        auto* computer = new TestPlayer;
        game.setPlayer(Color::White, std::unique_ptr<TestPlayer>(computer));  // White is to move
        QCOMPARE(game.record().ply(), 1);
        QCOMPARE(computer->requests(), 1);
        computer->answer(at("c3"));
        QCOMPARE(game.record().ply(), 2);
        game.setPlayer(Color::White, std::make_unique<session::HumanPlayer>());
        game.playHumanMove(at("c4"));  // Black (a person)
        QVERIFY(game.isWaitingForHuman());
        QCOMPARE(game.record().ply(), 3);
    }
};

QTEST_GUILESS_MAIN(TestGameController)
#include "test_gamecontroller.moc"
