// SPDX-License-Identifier: GPL-3.0-or-later
// Transcripts, board strings and diagrams: round trips and every parser's bad-input errors.
#include <QTest>

#include "core/Notation.h"

using namespace verso;

namespace {
Move at(const char* name) { return Move::at(*parseSquare(name)); }

// A shortest game: white is wiped out after black's fifth move (nine plies, no passes).
constexpr const char* kWipeOut = "e6f4e3f6g5d6e7f5c5";
// From a Logistello game: black to move has no move and must pass; white then plays h1.
constexpr const char* kBlackMustPass =
    "-XXXXXX--XXXXOX-XXOXOXXOXXOOXXXOXXOXOXXOXXOXXOXOXXXXXXOOXXOOOOOO X";
}  // namespace

class TestNotation : public QObject {
    Q_OBJECT
private slots:
    void parsesMovesInAnyCaseWithSeparators() {
        for (const char* text :
             {"f5d6c3", "F5D6C3", "f5 d6 c3", "f5-d6-c3", "  f5\td6\nc3  ", "f5 - D6-c3"}) {
            const auto game = parseTranscript(text);
            QVERIFY2(game.ok(), text);
            QCOMPARE(game->moves(), (std::vector<Move>{at("f5"), at("d6"), at("c3")}));
            QCOMPARE(game->ply(), 3);
        }
    }
    void emptyTranscriptIsTheStart() {
        const auto game = parseTranscript("  ");
        QVERIFY(game.ok());
        QCOMPARE(game->ply(), 0);
        QCOMPARE(game->current(), Position());
    }
    void parseMoveAcceptsEveryPassSpelling() {
        for (const char* text : {"pa", "PA", "Pa", "ps", "PS", "--"})
            QCOMPARE(parseMove(text), std::optional(Move::pass()));
        QCOMPARE(parseMove("h8"), std::optional(at("h8")));
        for (const char* text : {"", "i1", "a9", "a0", "f", "f55", "p"})
            QVERIFY2(!parseMove(text), text);
    }
    void forcedPassesAreFilledInAndWrittenBackEitherWay() {
        const auto start = parseBoard(kBlackMustPass);
        QVERIFY2(start.ok(), start.ok() ? "" : start.message().c_str());
        QVERIFY(start->mustPass());
        const auto game = parseTranscript("h1", *start);
        QVERIFY2(game.ok(), game.ok() ? "" : game.message().c_str());
        QCOMPARE(game->moves(), (std::vector<Move>{Move::pass(), at("h1")}));
        QCOMPARE(formatTranscript(*game), std::string("h1"));
        QCOMPARE(formatTranscript(*game, PassStyle::Write), std::string("pah1"));
        for (const char* text : {"pa h1", "--h1", "PS-h1"}) {
            const auto again = parseTranscript(text, *start);
            QVERIFY2(again.ok(), text);
            QCOMPARE(again->moves(), game->moves());
        }
    }
    // Dashes separate moves, and a run of two or more stands for at most one pass (two passes in
    // a row never happen): "a8----b8" is a8, the pass the position forces, b8.
    void aRunOfDashesIsOnePassAtMost() {
        const auto start = parseBoard(std::string(48, 'O') + "XXXXXXXX-------- O");
        QVERIFY(start.ok());
        const std::vector<Move> expected{at("a8"), Move::pass(), at("b8")};
        for (const char* text : {"a8----b8", "a8---b8", "a8--b8", "a8-b8", "a8b8", "a8 -- b8",
                                 "a8 - - b8", "a8-----b8", "a8-pa-b8", "a8 ---- b8", "A8--B8"}) {
            const auto game = parseTranscript(text, *start);
            QVERIFY2(game.ok(),
                     (std::string(text) + ": " + (game.ok() ? "" : game.message())).c_str());
            QCOMPARE(game->moves(), expected);
        }
        // Two separate runs are two passes, and a pass where a move exists is still refused.
        const auto twoRuns = parseTranscript("a8-- --b8", *start);
        QVERIFY(!twoRuns.ok());
        QCOMPARE(twoRuns.error().ply, 3);
        QCOMPARE(twoRuns.error().offset, std::size_t{5});
        const auto notForced = parseTranscript("f5----d6");
        QVERIFY(!notForced.ok());
        QVERIFY2(notForced.message().find("illegal pass at ply 2 (character 2)") == 0,
                 notForced.message().c_str());
        const auto f5d6 = parseTranscript("f5-d6---");  // a trailing run where no pass is allowed
        QVERIFY(!f5d6.ok());
        QCOMPARE(f5d6.error().ply, 3);
    }
    void aTrailingForcedPassIsNotAdded() {
        const auto start = parseBoard(kBlackMustPass);
        const auto game = parseTranscript("", *start);
        QVERIFY(game.ok());
        QCOMPARE(game->length(), 0);
        QVERIFY(game->current().mustPass());
    }
    void transcriptRoundTripsThroughFormat() {
        const auto game = parseTranscript(kWipeOut);
        QVERIFY2(game.ok(), game.ok() ? "" : game.message().c_str());
        QVERIFY(game->isOver());
        QCOMPARE(game->current().discCount(Color::White), 0);
        QCOMPARE(formatTranscript(*game), std::string(kWipeOut));
        const auto again = parseTranscript(formatTranscript(*game, PassStyle::Write));
        QVERIFY(again.ok());
        QCOMPARE(again->moves(), game->moves());
    }
    void formatUpToTheCursorOrTheWholeRecord() {
        auto game = parseTranscript("f5d6c3").value();
        QVERIFY(game.undo());
        QCOMPARE(formatTranscript(game), std::string("f5d6c3"));
        QCOMPARE(formatTranscript(game, PassStyle::Omit, false), std::string("f5d6"));
    }
    void illegalMovesNameThePlyTheCharacterAndTheReason() {
        const auto occupied = parseTranscript("f5 d6 d6");
        QVERIFY(!occupied.ok());
        QCOMPARE(occupied.error().ply, 3);
        QCOMPARE(occupied.error().offset, std::size_t{6});
        QCOMPARE(occupied.message(),
                 std::string("illegal move d6 at ply 3 (character 6): d6 is already occupied."));

        const auto flipsNothing = parseTranscript("f5a1");
        QVERIFY(!flipsNothing.ok());
        QCOMPARE(flipsNothing.error().ply, 2);
        QVERIFY2(flipsNothing.message().find("would not flip") != std::string::npos,
                 flipsNothing.message().c_str());

        const auto pass = parseTranscript("f5 pa");
        QVERIFY(!pass.ok());
        QCOMPARE(pass.error().ply, 2);
        QCOMPARE(
            pass.message(),
            std::string(
                "illegal pass at ply 2 (character 3): white has a legal move, so it cannot pass."));

        const auto afterEnd = parseTranscript(std::string(kWipeOut) + " a1");
        QVERIFY(!afterEnd.ok());
        QCOMPARE(afterEnd.error().ply, 10);
        QVERIFY2(afterEnd.message().find("game is over") != std::string::npos,
                 afterEnd.message().c_str());
    }
    void malformedTokensNameTheCharacter() {
        const auto notASquare = parseTranscript("f5d6c3d3c4e9");
        QVERIFY(!notASquare.ok());
        QCOMPARE(notASquare.error().offset, std::size_t{10});
        QCOMPARE(notASquare.error().ply, 6);
        QVERIFY2(notASquare.message().rfind("'e9' at ply 6 (character 10) is not a move", 0) == 0,
                 notASquare.message().c_str());

        const auto incomplete = parseTranscript("f5 d");
        QVERIFY(!incomplete.ok());
        QCOMPARE(incomplete.error().offset, std::size_t{3});
        QVERIFY2(incomplete.message().find("incomplete move 'd'") != std::string::npos,
                 incomplete.message().c_str());

        const auto stray = parseTranscript("f5,d6");
        QVERIFY(!stray.ok());
        QCOMPARE(stray.error().offset, std::size_t{2});
    }
    void boardStringsRoundTrip() {
        const Position start;
        const std::string text = formatBoard(start);
        QCOMPARE(text, std::string(27, '-') + "OX------XO" + std::string(27, '-') + " X");
        const auto parsed = parseBoard(text);
        QVERIFY(parsed.ok());
        QCOMPARE(*parsed, start);
        const Position later = parseTranscript("f5d6c3d3").value().current();
        QCOMPARE(parseBoard(formatBoard(later)).value(), later);
        QCOMPARE(formatSquares(later).size(), std::size_t{64});
    }
    void boardStringsAcceptOtherSpellingsAndEightLines() {
        std::string lines;
        for (int row = 0; row < 8; ++row)
            lines += formatSquares(Position()).substr(static_cast<std::size_t>(row) * 8, 8) + "\n";
        const auto fromLines = parseBoard(lines + "x");
        QVERIFY2(fromLines.ok(), fromLines.ok() ? "" : fromLines.message().c_str());
        QCOMPARE(*fromLines, Position());
        std::string dotted = std::string(27, '.') + "o*......*o" + std::string(27, '.') + " o";
        const auto star = parseBoard(dotted);
        QVERIFY(star.ok());
        QCOMPARE(star->sideToMove(), Color::White);
        QCOMPARE(star->black(), Position().black());
    }
    void readsAnObfLinesFirstTwoFields() {
        const std::string line =
            "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";
        const auto p = parseBoard(line);
        QVERIFY(p.ok());
        QCOMPARE(p->emptyCount(), 14);
        QCOMPARE(formatBoard(*p), line);
    }
    void badBoardStringsSayWhatAndWhere() {
        const auto shortBoard = parseBoard(std::string(63, '-'));
        QVERIFY(!shortBoard.ok());
        QVERIFY2(shortBoard.message().find("only 63 of 64") != std::string::npos,
                 shortBoard.message().c_str());

        std::string badChar = std::string(64, '-') + " X";
        badChar[10] = 'Q';
        const auto wrong = parseBoard(badChar);
        QVERIFY(!wrong.ok());
        QCOMPARE(wrong.error().offset, std::size_t{10});
        QVERIFY2(wrong.message().find("'Q'") != std::string::npos &&
                     wrong.message().find("c2") != std::string::npos,
                 wrong.message().c_str());

        const auto noSide = parseBoard(std::string(64, '-'));
        QVERIFY(!noSide.ok());
        QVERIFY2(noSide.message().find("side to move is missing") != std::string::npos,
                 noSide.message().c_str());

        const auto badSide = parseBoard(std::string(64, '-') + " Z");
        QVERIFY(!badSide.ok());
        QCOMPARE(badSide.error().offset, std::size_t{65});

        const auto trailing = parseBoard(std::string(64, '-') + " X junk");
        QVERIFY(!trailing.ok());
        QCOMPARE(trailing.error().offset, std::size_t{67});
    }
    void diagramMarksSquaresAndReadsBack() {
        const Position start;
        const std::string diagram = boardDiagram(start, start.legalMoves());
        QVERIFY(diagram.find("3 - - - . - - - - 3") != std::string::npos);
        QVERIFY(diagram.find("4 - - . O X - - - 4") != std::string::npos);
        // The squares of a diagram (without its coordinates) read back with parseBoard.
        std::string squares;
        for (const char c : diagram)
            if (c == '-' || c == '.' || c == 'X' || c == 'O') squares += c;
        QCOMPARE(parseBoard(squares + " X").value(), start);
    }
};

QTEST_APPLESS_MAIN(TestNotation)
#include "test_notation.moc"
