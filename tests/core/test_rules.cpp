// SPDX-License-Identifier: GPL-3.0-or-later
// Rules edge cases: wipe-outs, forced passes, games ending with empty squares, full boards, draws,
// every refusal reason, undo/redo across passes and resignation.
#include <QTest>

#include "core/GameRecord.h"
#include "core/Notation.h"

using namespace verso;

namespace {
Move at(const char* name) { return Move::at(*parseSquare(name)); }

GameRecord replay(const char* transcript) {
    const auto game = parseTranscript(transcript);
    if (!game) qFatal("fixture does not replay: %s", game.message().c_str());
    return game.value();
}

// Shortest game: black wipes white out on ply 9.
constexpr const char* kWipeOut = "e6f4e3f6g5d6e7f5c5";
// Logistello games: a 32-32 draw on a full board, and one ending with three empty squares that
// neither side can take (black 31, white 30).
constexpr const char* kFullBoardDraw =
    "d3c3c4e3c2b3d2e1d1c1f4d6e6g4b2f6d7c8e7d8f3f5g5h4h6f2f7h5g6c6c5c7b6b5f8a6b4a5a4e8b8h7g8b7g2g3h2"
    "a1f1e2h3a3a8a7h8g7a2b1g1h1";
constexpr const char* kBlockedWithEmpties =
    "d3c3c4e3c2c6d6e6d2c5f3b4b5b3b6a5a3a6f5f4f6d1c1b1f7e1g4f2a4a2d7g3f1g1h3e7c7g6e8g5h6h4h5c8h2d8e2"
    "g7b8h7h8g2b7a7b2g8f8";
// A Logistello game with one pass: after these 56 plies black must pass and white plays h1.
constexpr const char* kBeforePass =
    "d3c3c4e3c2c5c6b4a3c1f5d6e6f6b3g5d2e2f4f3f2f1g4e7g3h3h4h5g2d7h6h7g1g6c7e1d8b5b6b2d1a7a6a4b1a5a8"
    "b7b8c8f8e8f7g7g8h8";
}  // namespace

class TestRules : public QObject {
    Q_OBJECT
private slots:
    void wipeOutEndsTheGameWithAllEmptiesToTheWinner() {
        const GameRecord game = replay(kWipeOut);
        QCOMPARE(game.ply(), 9);
        QVERIFY(game.isOver());
        QVERIFY(game.current().isGameOver());
        const auto result = game.result();
        QVERIFY(result);
        QCOMPARE(result->blackDiscs, 13);
        QCOMPARE(result->whiteDiscs, 0);
        QCOMPARE(result->scoreForBlack, 64);
        QCOMPARE(result->winner, std::optional(Color::Black));
        QCOMPARE(result->summary(), std::string("Black wins 13-0"));
    }
    void forcedPassIsTheOnlyLegalMove() {
        GameRecord game = replay(kBeforePass);
        QCOMPARE(game.sideToMove(), Color::Black);
        QVERIFY(game.current().mustPass());
        QVERIFY(!game.isOver());
        QCOMPARE(game.check(at("h1")), std::optional(MoveRefusal::MustPass));
        QCOMPARE(game.play(at("a1")), std::optional(MoveRefusal::MustPass));
        QVERIFY(!game.play(Move::pass()));
        QCOMPARE(game.sideToMove(), Color::White);
        QCOMPARE(game.current().legalMoves(), Bitboard{0x8181});  // a1, h1, a2, h2
        QCOMPARE(game.lastMove(), Move::pass());
        QCOMPARE(game.lastFlips(), Bitboard{0});
    }
    void undoAndRedoCrossAPass() {
        GameRecord game = replay(kBeforePass);
        const Position beforePass = game.current();
        QVERIFY(!game.play(Move::pass()));
        QVERIFY(!game.play(at("h1")));
        const Position afterH1 = game.current();
        QVERIFY(game.undo());
        QCOMPARE(game.sideToMove(), Color::White);
        QVERIFY(game.undo());
        QCOMPARE(game.current(), beforePass);
        QCOMPARE(game.sideToMove(), Color::Black);
        QVERIFY(game.canRedo());
        QVERIFY(game.redo());
        QCOMPARE(game.lastMove(), Move::pass());
        QVERIFY(game.redo());
        QCOMPARE(game.current(), afterH1);
        QVERIFY(!game.redo());
        // A new move after undo drops the redo tail.
        QVERIFY(game.jumpTo(game.ply() - 1));
        QVERIFY(!game.play(at("h2")));
        QVERIFY(!game.canRedo());
        QCOMPARE(game.lastMove(), at("h2"));
    }
    void gameEndsWhenNeitherSideCanMoveWithEmptiesLeft() {
        const GameRecord game = replay(kBlockedWithEmpties);
        QVERIFY(game.isOver());
        QCOMPARE(game.current().emptyCount(), 3);
        const auto result = game.result();
        QCOMPARE(result->blackDiscs, 31);
        QCOMPARE(result->whiteDiscs, 30);
        QCOMPARE(result->scoreForBlack, 4);  // 31 - 30 and the three empties to black
        QCOMPARE(result->winner, std::optional(Color::Black));
        QCOMPARE(GameRecord(game).check(Move::pass()), std::optional(MoveRefusal::GameOver));
    }
    void fullBoardDraw() {
        const GameRecord game = replay(kFullBoardDraw);
        QCOMPARE(game.current().emptyCount(), 0);
        QVERIFY(game.isOver());
        const auto result = game.result();
        QCOMPARE(result->blackDiscs, 32);
        QCOMPARE(result->whiteDiscs, 32);
        QCOMPARE(result->scoreForBlack, 0);
        QVERIFY(!result->winner);
        QCOMPARE(result->summary(), std::string("Draw 32-32"));
    }
    void blockedPositionWithEqualDiscsIsADraw() {
        // One disc each in opposite corners: nobody can ever move.
        std::string board(64, '-');
        board[0] = 'X';
        board[63] = 'O';
        const auto p = parseBoard(board + " X");
        QVERIFY(p.ok());
        QVERIFY(p->isGameOver());
        QVERIFY(!p->mustPass());
        QCOMPARE(p->finalScoreForBlack(), 0);
        board[1] = 'X';
        QCOMPARE(parseBoard(board + " O")->finalScoreForBlack(), 2 - 1 + 61);
        board[1] = 'O';
        board[2] = 'O';
        QCOMPARE(parseBoard(board + " O")->finalScoreForBlack(), 1 - 3 - 60);
    }
    void everyRefusalHasItsReason() {
        GameRecord game;
        QCOMPARE(game.check(Move::none()), std::optional(MoveRefusal::MalformedSquare));
        QCOMPARE(game.check(at("d4")), std::optional(MoveRefusal::Occupied));
        QCOMPARE(game.check(at("a1")), std::optional(MoveRefusal::FlipsNothing));
        QCOMPARE(game.check(at("f5"), Color::White), std::optional(MoveRefusal::NotYourTurn));
        QCOMPARE(game.check(Move::pass()), std::optional(MoveRefusal::PassNotAllowed));
        QCOMPARE(replay(kBeforePass).check(at("h1")), std::optional(MoveRefusal::MustPass));
        QCOMPARE(replay(kWipeOut).check(at("a1")), std::optional(MoveRefusal::GameOver));
        QVERIFY(!game.check(at("f5"), Color::Black));
        QCOMPARE(game.ply(), 0);  // checking changes nothing
        for (auto refusal :
             {MoveRefusal::MalformedSquare, MoveRefusal::Occupied, MoveRefusal::FlipsNothing,
              MoveRefusal::NotYourTurn, MoveRefusal::GameOver, MoveRefusal::PassNotAllowed,
              MoveRefusal::MustPass}) {
            QVERIFY(describeRefusal(refusal, at("e6")).size() > 10);
        }
        QCOMPARE(describeRefusal(MoveRefusal::Occupied, at("e6")),
                 std::string("e6 is already occupied."));
    }
    void refusedMovesChangeNothing() {
        GameRecord game = replay("f5d6");
        QVERIFY(game.undo());
        const Position before = game.current();
        QCOMPARE(game.play(at("d6"), Color::Black), std::optional(MoveRefusal::NotYourTurn));
        QCOMPARE(game.play(at("a8")), std::optional(MoveRefusal::FlipsNothing));
        QCOMPARE(game.current(), before);
        QCOMPARE(game.length(), 2);  // the redo tail survives a refused move
        QVERIFY(game.canRedo());
    }
    void resignEndsTheGameAndUndoTakesItBack() {
        GameRecord game = replay("f5d6c3");
        game.resign(Color::White);
        QVERIFY(game.isOver());
        QCOMPARE(game.resignedBy(), std::optional(Color::White));
        const auto result = game.result();
        QCOMPARE(result->winner, std::optional(Color::Black));
        QCOMPARE(result->summary(), std::string("Black wins by resignation"));
        QCOMPARE(game.play(at("d3")), std::optional(MoveRefusal::GameOver));
        QVERIFY(game.canUndo());
        QVERIFY(game.undo());
        QVERIFY(!game.isOver());
        QCOMPARE(game.ply(), 3);
        QVERIFY(!game.play(at("d3")));
    }
    void aLossOnTimeEndsTheGameLikeAResignation() {
        GameRecord game = replay("f5d6c3");
        game.loseOnTime(Color::White);
        QVERIFY(game.isOver());
        QVERIFY(!game.resignedBy());
        QCOMPARE(game.lostOnTimeBy(), std::optional(Color::White));
        QCOMPARE(game.result()->lostOnTime, std::optional(Color::White));
        QCOMPARE(game.result()->winner, std::optional(Color::Black));
        QCOMPARE(game.result()->summary(), std::string("Black wins on time"));
        QVERIFY(game.jumpTo(1));  // browsing back keeps it at the end
        QCOMPARE(game.endsOnTimeOf(), std::optional(Color::White));
        QVERIFY(!game.endsByResignationOf());
        QVERIFY(game.jumpTo(3));
        QVERIFY(game.undo());  // takes back the loss on time only
        QVERIFY(!game.isOver());
        QCOMPARE(game.ply(), 3);
    }
    void aResignationBelongsToTheEndOfTheRecord() {
        GameRecord game = replay("f5d6c3");
        game.resign(Color::White);
        QVERIFY(game.jumpTo(1));  // browsing back: not over here, the resignation is kept
        QVERIFY(!game.isOver());
        QVERIFY(!game.resignedBy());
        QCOMPARE(game.endsByResignationOf(), std::optional(Color::White));
        QVERIFY(game.jumpTo(3));
        QCOMPARE(game.resignedBy(), std::optional(Color::White));
        QVERIFY(game.jumpTo(1));
        QVERIFY(!game.play(at("f6")));  // a new line drops the old end, resignation and all
        QCOMPARE(game.length(), 2);
        QVERIFY(!game.endsByResignationOf());
    }
    void resigningAtAnEarlierMoveDropsTheMovesAfterIt() {
        GameRecord game = replay("f5d6c3");
        QVERIFY(game.jumpTo(1));
        game.resign(Color::White);
        QCOMPARE(game.length(), 1);
        QCOMPARE(game.resignedBy(), std::optional(Color::White));
        game.truncate();  // nothing after the cursor: nothing changes
        QCOMPARE(game.resignedBy(), std::optional(Color::White));
    }
    void resigningAFinishedGameChangesNothing() {
        GameRecord game = replay(kWipeOut);
        game.resign(Color::Black);
        QVERIFY(!game.resignedBy());
        QCOMPARE(game.result()->winner, std::optional(Color::Black));
    }
    void lastFlipsShowTheTurnedDiscs() {
        const GameRecord game = replay("f5");
        QCOMPARE(game.lastFlips(), squareBit(*parseSquare("e5")));
        QCOMPARE(GameRecord().lastFlips(), Bitboard{0});
    }
};

QTEST_APPLESS_MAIN(TestRules)
#include "test_rules.moc"
