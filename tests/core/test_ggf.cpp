// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>

#include <random>

#include "core/GameDocument.h"
#include "core/Ggf.h"
#include "core/GgfClock.h"

using namespace verso;

namespace {

const char* const kNboardGame =
    "(;GM[Othello]PC[NBoard]DT[2026-11-22 05:00:00 GMT]PB[Alice]PW[Verso]RE[?]TI[5:00]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *]"
    "B[F5//1.25]W[D6/-0.5/2]B[C3];)";

int sq(const char* name) { return *parseSquare(name); }

// A random legal game from the start, passes included, until it ends or "plies" moves are played.
GgfGame randomGame(std::mt19937_64& rng, int plies) {
    GgfGame game;
    Position p = game.start;
    while (!p.isGameOver() && static_cast<int>(game.moves.size()) < plies) {
        Move move = Move::pass();
        if (Bitboard moves = p.legalMoves()) {
            std::uniform_int_distribution<int> pick(0, popCount(moves) - 1);
            for (int skip = pick(rng); skip > 0; --skip) moves &= moves - 1;
            move = Move::at(firstSquare(moves));
        }
        game.moves.push_back({move, std::nullopt, std::nullopt});
        p = p.afterMove(move);
    }
    return game;
}

}  // namespace

class TestGgf : public QObject {
    Q_OBJECT
private slots:
    void readsAnNboardGame() {
        const GgfParseResult parsed = parseGgf(kNboardGame);
        QVERIFY2(parsed.game, parsed.error.c_str());
        const GgfGame& game = *parsed.game;
        QCOMPARE(game.property("PB"), std::string("Alice"));
        QCOMPARE(game.property("TI"), std::string("5:00"));
        QCOMPARE(game.start, Position::initial());
        QCOMPARE(game.moves.size(), size_t(3));
        QCOMPARE(game.moves[0].move, Move::at(sq("f5")));
        QVERIFY(!game.moves[0].eval);
        QCOMPARE(game.moves[0].seconds, std::optional(1.25));
        QCOMPARE(game.moves[1].eval, std::optional(-0.5));
        QCOMPARE(game.moves[1].seconds, std::optional(2.0));
        const Position expected = Position()
                                      .afterMove(Move::at(sq("f5")))
                                      .afterMove(Move::at(sq("d6")))
                                      .afterMove(Move::at(sq("c3")));
        QCOMPARE(game.current(), expected);
    }
    void roundTripsThroughText() {
        std::mt19937_64 rng(7);
        for (int i = 0; i < 50; ++i) {
            GgfGame game = randomGame(rng, 60 + i % 5);
            game.setProperty("PB", "Black ] player\\");
            if (!game.moves.empty()) game.moves.front().eval = 1.5 * i - 20;
            if (game.moves.size() > 1) game.moves[1].seconds = 0.25;
            const std::string text = formatGgf(game);
            const GgfParseResult back = parseGgf(text);
            QVERIFY2(back.game, (back.error + " in " + text).c_str());
            QCOMPARE(back.game->moves, game.moves);
            QCOMPARE(back.game->properties, game.properties);
            QCOMPARE(back.game->start, game.start);
            QCOMPARE(formatGgf(*back.game), text);
        }
    }
    void writesBoardAndMovesInGgfSyntax() {
        GgfGame game;
        game.moves = {{Move::at(sq("f5")), 2.0, 0.5},
                      {Move::at(sq("d6")), std::nullopt, std::nullopt}};
        QCOMPARE(formatGgf(game),
                 std::string("(;GM[Othello]BO[8 "
                             "---------------------------O*------*O--------------------------- *]"
                             "B[F5/2/0.5]W[D6];)"));
    }
    void acceptsRowsSeparatedBySpacesAndWhiteToMove() {
        const auto parsed = parseGgf(
            "(;GM[Othello]BO[8 -------- -------- -------- ---O*--- ---**--- ----*--- "
            "-------- -------- O]W[F6];)");
        QVERIFY2(parsed.game, parsed.error.c_str());
        QCOMPARE(parsed.game->start.sideToMove(), Color::White);
        QCOMPARE(parsed.game->current().discCount(Color::White), 3);
    }
    void insertsAPassTheFileLeftOut() {
        std::mt19937_64 rng(11);
        for (int attempt = 0; attempt < 500; ++attempt) {
            const GgfGame game = randomGame(rng, 100);  // to the end: a pass is never last
            const auto pass = std::find_if(game.moves.begin(), game.moves.end(),
                                           [](const GgfMove& m) { return m.move.isPass(); });
            if (pass == game.moves.end()) continue;
            std::string text = formatGgf(game);
            const size_t at = text.find("[PA]");
            QVERIFY(at != std::string::npos);
            text.erase(at - 1, 5);  // "B[PA]" or "W[PA]"
            const auto parsed = parseGgf(text);
            QVERIFY2(parsed.game, parsed.error.c_str());
            QCOMPARE(parsed.game->moves, game.moves);
            return;
        }
        QFAIL("no random game with a pass found");
    }
    void refusesBadGamesWithAReason() {
        const char* const bad[] = {
            "",
            "GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *];)",
            "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]",
            "(;GM[Chess]BO[8 ---------------------------O*------*O--------------------------- *];)",
            "(;GM[Othello]PB[nobody];)",
            "(;GM[Othello]BO[10 ---------------------------O*------*O--------------------------- "
            "*];)",
            "(;GM[Othello]BO[8 ------------------O*------*O--------------------------- *];)",
            "(;GM[Othello]BO[8 "
            "---------------------------O*------*O---------------------------?*];)",
            "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- "
            "Z];)",
            "(;GM[Othello]B[F5]BO[8 "
            "---------------------------O*------*O--------------------------- *];)",
            "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- "
            "*]B[A1];)",
            "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- "
            "*]W[F5];)",
            "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- "
            "*]B[PA];)",
            "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- "
            "*]B[Z9];)",
            "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- "
            "*]B[F5/x];)",
            "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- "
            "*]B[F5];",
            "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- "
            "*]B[F5]W;)",
            "(;GM[Othello]BO[8 *******************************************************OOOOOOOOO "
            "*]B[PA];)",
        };
        for (const char* text : bad) {
            const GgfParseResult parsed = parseGgf(text);
            QVERIFY2(!parsed.game, text);
            QVERIFY2(!parsed.error.empty(), text);
        }
    }
    void parsesMoveSyntax() {
        QCOMPARE(parseGgfMove("f5"),
                 std::optional(GgfMove{Move::at(sq("f5")), std::nullopt, std::nullopt}));
        QCOMPARE(parseGgfMove("F5/1.23/0.5"),
                 std::optional(GgfMove{Move::at(sq("f5")), 1.23, 0.5}));
        QCOMPARE(parseGgfMove("F5//0.5"),
                 std::optional(GgfMove{Move::at(sq("f5")), std::nullopt, 0.5}));
        QCOMPARE(parseGgfMove("F5/-3"),
                 std::optional(GgfMove{Move::at(sq("f5")), -3.0, std::nullopt}));
        QCOMPARE(parseGgfMove("PA")->move, Move::pass());
        QCOMPARE(parseGgfMove("pass")->move, Move::pass());
        for (const char* bad : {"", "Z9", "F", "F55", "F5/abc", "F5/1/2/3", "F5/1/-2", "/1/2"})
            QVERIFY2(!parseGgfMove(bad), bad);
        QCOMPARE(formatGgfMove({Move::pass(), std::nullopt, std::nullopt}), std::string("PA"));
        QCOMPARE(formatGgfMove({Move::at(sq("a1")), std::nullopt, 1.5}), std::string("A1//1.5"));
    }
    // nan and inf are no evaluation or time: a game holding one would not read back equal (nan is
    // not even equal to itself), so they are refused like any other bad number.
    void refusesNumbersThatAreNotFinite() {
        for (const char* bad :
             {"F5/nan", "F5/NaN", "F5/-nan", "F5/inf", "F5/-inf", "F5/+inf", "F5/infinity",
              "F5/nan(1)", "F5//nan", "F5//inf", "F5/1/inf", "PA/nan", "F5/1e999"})
            QVERIFY2(!parseGgfMove(bad), bad);
        const std::string board =
            "BO[8 ---------------------------O*------*O--------------------------- *]";
        for (const char* move : {"B[F5/nan]", "B[F5//inf]", "B[F5/-inf/1]"}) {
            const GgfParseResult parsed = parseGgf("(;GM[Othello]" + board + move + ";)");
            QVERIFY2(!parsed.game, move);
            QCOMPARE(parsed.kind, GgfErrorKind::BadMove);
        }
        for (const char* bad : {"nan", "inf", "-inf:r", "+nan:t", "infinity"})
            QVERIFY2(!parseGgfResult(bad), bad);
        QCOMPARE(parseGgfResult("+14.000")->scoreForBlack, 14.0);
        QCOMPARE(parseGgfResult("-64:r")->flag, std::string("r"));
    }
    void theClocksAreReadAndWrittenAsGgsDoes() {
        using namespace std::chrono_literals;
        QCOMPARE(formatGgfClock({300'000ms, 3'000ms}), std::string("05:00/00:03/00:00"));
        QCOMPARE(formatGgfClock({5'400'000ms, 0ms}), std::string("01:30:00/00:00/00:00"));
        QCOMPARE(formatGgfClock({90'500ms, 500ms}), std::string("01:30.5/00:00.5/00:00"));
        QCOMPARE(parseGgfClock("05:00/00:03/00:00"), (TimeControl{300'000ms, 3'000ms}));
        QCOMPARE(parseGgfClock("15:00,0/00:05,1/02:00"), (TimeControl{900'000ms, 5'000ms}));
        QCOMPARE(parseGgfClock("01:30:00"), (TimeControl{5'400'000ms, 0ms}));
        QCOMPARE(parseGgfClock("90"), (TimeControl{90'000ms, 0ms}));
        QCOMPARE(parseGgfClock("00:00//02:00"), TimeControl{});  // no initial time: untimed
        for (const char* bad : {"x", "1:2:3:4", "-5:00", "05:00/x", "a/b/c/d", "11:00:00", "5:nan"})
            QVERIFY2(!parseGgfClock(bad), bad);

        // 1 minute + 2 s: Black spent 3.25 s and 0.5 s, White 1.75 s (and is thinking).
        const auto parsed = parseGgf(
            "(;GM[Othello]TI[01:00/00:02/00:00]BO[8 "
            "---------------------------O*------*O--------------------------- *]"
            "B[F5//3.25]W[D6//1.75]B[C3//0.5];)");
        const auto document = fromGgf(*parsed.game);
        QCOMPARE(timeControlOf(*document), (TimeControl{60'000ms, 2'000ms}));
        QCOMPARE(document->moveSeconds.size(), std::size_t(3));
        const ClockTimes left = clockTimesAt(*document);
        QCOMPARE(left.blackLeft, 60'250ms);
        QCOMPARE(left.whiteLeft, 60'250ms);
        const std::string written = formatGgfDocument(*document);
        QVERIFY(written.find("TI[01:00/00:02/00:00]") != std::string::npos);
        QVERIFY(written.find("B[F5//3.25]W[D6//1.75]") != std::string::npos);
        QCOMPARE(fromGgf(*parseGgf(written).game).value(), *document);
    }
    void survivesMangledText() {
        std::mt19937_64 rng(3);
        const std::string valid = kNboardGame;
        const std::string alphabet = "()[];*O-8 BWPAF5/.\\x";
        for (int i = 0; i < 3000; ++i) {
            std::string text = valid;
            std::uniform_int_distribution<size_t> where(0, text.size() - 1);
            std::uniform_int_distribution<size_t> what(0, alphabet.size() - 1);
            for (int edits = 1 + i % 4; edits > 0; --edits) {
                const size_t at = where(rng);
                if (rng() % 3 == 0) text.erase(at, 1 + rng() % 8);
                else text[at] = alphabet[what(rng)];
                if (text.empty()) break;
                where = std::uniform_int_distribution<size_t>(0, text.size() - 1);
            }
            const GgfParseResult parsed = parseGgf(text);
            QVERIFY(parsed.game.has_value() != !parsed.error.empty());
        }
    }
};

QTEST_APPLESS_MAIN(TestGgf)
#include "test_ggf.moc"
