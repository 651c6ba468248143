// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing game files and clipboard text (core/GameText.h, core/GameDocument.h): format
// detection, every format, multi-game files, errors with their kind and place, round trips.
// Plain C++: exits non-zero on a failure.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "GameTextChecks.h"
#include "PlainCheck.h"
#include "core/GameText.h"
#include "core/Notation.h"
#include "core/RandomGame.h"

using namespace verso;
using verso::test::expectError;
using verso::test::readError;
using verso::test::readOk;
using Kind = GameTextError::Kind;

#define CHECK(condition) \
    verso::test::check((condition), #condition " (line " VERSO_STR(__LINE__) ")")
#define VERSO_STR(x) VERSO_STR2(x)
#define VERSO_STR2(x) #x

namespace {

std::string fixture(const char* name) {
    std::ifstream in(std::string(VERSO_TEST_DATA_DIR) + "/games/" + name, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    verso::test::check(!text.str().empty(), name);
    return text.str();
}

// The document read back from its own GGF is equal to it.
bool readsBackEqual(const GameDocument& document) {
    const std::string text = formatGgfDocument(document);
    const GameTextParse back = parseGameText(text);
    const bool ok = back.ok() && back.games.size() == 1 && back.games[0] == document;
    if (!ok) std::fprintf(stderr, "  does not read back equal: %s\n", text.c_str());
    return ok;
}

const char* const kStart = "---------------------------OX------XO--------------------------- X";

void detectsEachFormat() {
    CHECK(readOk("f5d6c3").format == GameTextFormat::Transcript);
    CHECK(readOk("F5-D6-C3 ").format == GameTextFormat::Transcript);
    CHECK(readOk(kStart).format == GameTextFormat::Board);
    CHECK(readOk("(;GM[Othello]BO[8 " + std::string(kStart, 64) + " *]B[F5];)").format ==
          GameTextFormat::Ggf);
    CHECK(expectError("", Kind::Empty, 1, 1));
    CHECK(expectError(" \n\t\r\n", Kind::Empty, 1, 1));
    CHECK(expectError("\n\n  # notes\n", Kind::UnknownFormat, 3, 3));
    CHECK(expectError("{\"moves\": []}", Kind::UnknownFormat, 1, 1));
}

void readsTheFixtures() {
    const GameTextParse ggf = readOk(fixture("two-games.ggf"));
    CHECK(ggf.format == GameTextFormat::Ggf);
    CHECK(ggf.games.size() == 2);
    if (ggf.games.size() == 2) {
        const GameDocument& first = ggf.games[0];
        CHECK(first.tags.black == "Alice Martin");
        CHECK(first.tags.white == "Verso (level 5)");
        CHECK(first.tags.date == "2026-11-20 19:04:11 GMT");
        CHECK(first.tags.place == "Verso");
        CHECK(first.tags.result == "-30.000");
        CHECK((first.tags.other ==
               std::vector<std::pair<std::string, std::string>>{{"TI", "10:00"}, {"TY", "8"}}));
        CHECK(first.record.start() == Position::initial());
        CHECK(first.record.isOver() && first.record.ply() == first.record.length());
        CHECK(first.record.result()->scoreForBlack == -30);
        const GameDocument& second = ggf.games[1];
        CHECK(second.record.start() != Position::initial());  // an XOT-style start
        CHECK(second.record.start().discCount(Color::Black) +
                  second.record.start().discCount(Color::White) ==
              12);
        CHECK(second.record.result()->scoreForBlack == -4);
        CHECK(formatGgfFile(ggf.games) == fixture("two-games.ggf"));
    }
    const GameTextParse transcripts = readOk(fixture("transcripts.txt"));
    CHECK(transcripts.format == GameTextFormat::Transcript);
    CHECK(transcripts.games.size() == 3);
    if (transcripts.games.size() == 3) {
        CHECK(transcripts.games[0].record.isOver());
        const auto& passes = transcripts.games[1].record.moves();
        CHECK(std::count(passes.begin(), passes.end(), Move::pass()) >
              0);  // filled in by the reader
        CHECK(!transcripts.games[2].record.isOver());
        CHECK(transcripts.games[2].tags.result.empty());
    }
    const GameTextParse board = readOk(fixture("position.obf"));
    CHECK(board.format == GameTextFormat::Board);
    CHECK(board.games.size() == 1);
    if (board.games.size() == 1) {
        CHECK(board.games[0].record.length() == 0);
        CHECK(formatBoard(board.games[0].record.start()) == fixture("position.obf").substr(0, 66));
    }
}

void placesErrorsInTheWholeText() {
    GameTextError error = readError(fixture("illegal-move.txt"));
    CHECK(error.kind == Kind::IllegalMove);
    CHECK(error.line == 3 && error.column == 9 && error.game == 3);
    CHECK(error.ply == 5 && error.moveText == "d6");
    CHECK(error.refusal == MoveRefusal::Occupied);
    CHECK(error.detail.rfind("Line 3, column 9: ", 0) == 0);

    error = readError(fixture("broken.ggf"));
    CHECK(error.kind == Kind::GgfSyntax);
    CHECK(error.line == 2 && error.column == 341 && error.game == 2);

    CHECK(expectError("f5d6\nf5 d6 z9\n", Kind::BadMove, 2, 7));
    CHECK(readError("f5d6\nf5 d6 z9\n").moveText == "z9");
    CHECK(expectError("f5d6c3\r\nf5f6e6f4\r\nf5d6c3d3c4f4f6f3e6e7d7c5b6a6\r\n", Kind::IllegalMove,
                      3, 27));
    CHECK(readError("f5d6c3\r\nf5f6e6f4\r\nf5d6c3d3c4f4f6f3e6e7d7c5b6a6\r\n").refusal ==
          MoveRefusal::FlipsNothing);
    CHECK(expectError("f5d6\nf5pa\n", Kind::IllegalMove, 2, 3));
    CHECK(readError("f5d6\nf5pa\n").refusal == MoveRefusal::PassNotAllowed);
    CHECK(expectError("f5\n  f\n", Kind::BadMove, 2, 3));
    CHECK(readError("f5\n  f\n").moveText == "f");
    CHECK(readError("f5 d6 \xC3\xA9\xC3\xA9\xC3\xA9").moveText == "\xC3\xA9\xC3\xA9");
    CHECK(expectError("f5 \xC3\xA9\xC3\xA9 z9", Kind::BadMove, 1, 4));

    const std::string board(kStart);
    CHECK(expectError(board + "\n" + board.substr(0, 20) + "Z" + board.substr(21), Kind::BadBoard,
                      2, 21));
    CHECK(expectError(board + "\n" + board.substr(0, 60) + "\n", Kind::BadBoard, 2, 61));
    CHECK(expectError(board + "\n" + board.substr(0, 65) + "Q", Kind::BadBoard, 2, 66));
    CHECK(expectError(board + "X\n", Kind::BadBoard, 1, 67));
    CHECK(expectError(board + "\nf5d6", Kind::BadBoard, 2, 1));

    const std::string bo = "BO[8 " + board.substr(0, 64) + " *]";
    CHECK(expectError("(;GM[Othello]" + bo + ";)\n(;GM[Othello]" + bo + "B[F5]W[F5];)",
                      Kind::IllegalMove, 2, 29 + 64));
    CHECK(readError("(;GM[Othello]" + bo + ";)\n(;GM[Othello]" + bo + "B[F5]W[F5];)").refusal ==
          MoveRefusal::Occupied);
    CHECK(expectError("(;GM[Othello]" + bo + "B[K9];)", Kind::BadMove, 1, 88));
    CHECK(expectError("(;GM[Chess]" + bo + ";)", Kind::NotOthello, 1, 6));
    CHECK(expectError("(;GM[Othello]BO[8 ---];)", Kind::BadBoard, 1, 17));
    CHECK(expectError("(;GM[Othello]PB[x];)", Kind::BadBoard, 1, 1));
    CHECK(expectError("(;GM[Othello]" + bo + ";)\n  f5d6", Kind::GgfSyntax, 2, 3));
    CHECK(expectError("(;GM[Othello]" + bo + "\n\n", Kind::GgfSyntax, 1, 1));
    CHECK(expectError("(;GM[Othello]" + bo + "pb[x];)", Kind::GgfSyntax, 1, 86));
    CHECK(expectError("(;GM[Othello]PB[Zoë]PW[Zoë]" + bo + "B[A1];)", Kind::IllegalMove, 1,
                      27 + 72 + 3));
}

void roundTripsRandomGames() {
    int checked = 0;
    for (unsigned seed = 1; seed <= 300; ++seed) {
        const int plies = seed % 3 == 0 ? 200 : static_cast<int>(seed % 61);
        const Position start =
            seed % 5 == 0 ? randomGame(seed + 1000, 10).current() : Position::initial();
        if (start.isGameOver()) continue;
        GameDocument document{randomGame(seed, plies, start), {}};
        document.tags = {"Black ] \\ player",         "", seed % 2 ? "2026-11-23" : "", "", "",
                         {{"TI", "5:00"}, {"XX", ""}}};
        if (seed % 7 == 0 && !document.record.isOver())
            document.record.resign(seed % 2 ? Color::Black : Color::White);
        document.tags.result = ggfResult(document.record, seed % 11 == 0 ? "?" : "");
        CHECK(readsBackEqual(document));
        if (start == Position::initial() && !document.record.resignedBy() &&
            document.record.length() > 0) {
            const bool passLast =
                document.record.length() > 0 && document.record.moves().back().isPass();
            const GameTextParse back = readOk(
                formatTranscript(document.record, passLast ? PassStyle::Write : PassStyle::Omit));
            CHECK(back.games.size() == 1 && back.games[0].record == document.record);
        }
        const GameTextParse board =
            readOk(formatBoard(document.record.current()) + "; from a random game");
        CHECK(board.games.size() == 1 &&
              board.games[0].record.start() == document.record.current());
        ++checked;
    }
    std::vector<GameDocument> many;
    for (unsigned seed = 1; seed <= 20; ++seed)
        many.push_back(readOk(formatTranscript(randomGame(seed))).games[0]);
    CHECK(readOk(formatGgfFile(many)).games == many);
    std::printf("%d random games round-tripped\n", checked);
}

void keepsTheResultTag() {
    GameRecord record = randomGame(5, 30);
    record.resign(Color::White);
    const std::string text = formatGgfDocument({record, {}});
    CHECK(text.find("RE[+64.000:r]") != std::string::npos);
    GameTextParse back = readOk(text);
    CHECK(back.games.size() == 1 && back.games[0].record.resignedBy() == Color::White);
    CHECK(back.games[0].record.result()->winner == Color::Black);
    // Saved while an earlier move is shown, the game still says how it ended.
    GameRecord browsed = record;
    CHECK(browsed.jumpTo(3));
    CHECK(ggfResult(browsed) == "+64.000:r");
    CHECK(browsed.finalResult() && browsed.finalResult()->resignedBy == Color::White &&
          !browsed.result());

    // GGS writes the flag after the score; any spelling of a resignation reads as one.
    std::string ggs = text;
    ggs.replace(ggs.find("RE[+64.000:r]"), 13, "RE[-12.00:R]");
    back = readOk(ggs);
    CHECK(back.games[0].record.resignedBy() == Color::Black &&
          back.games[0].tags.result == "-12.00:R");
    // A time flag makes the losing side lose on time, kept as written.
    ggs.replace(ggs.find("RE[-12.00:R]"), 12, "RE[+20.000:t]");
    back = readOk(ggs);
    CHECK(!back.games[0].record.resignedBy() && back.games[0].tags.result == "+20.000:t");
    CHECK(back.games[0].record.lostOnTimeBy() == Color::White);
    CHECK(back.games[0].record.result()->summary() == "Black wins on time");
    CHECK(readsBackEqual(back.games[0]));
    // An unknown result stays as text only.
    ggs.replace(ggs.find("RE[+20.000:t]"), 13, "RE[+20.000:x]");
    back = readOk(ggs);
    CHECK(!back.games[0].record.isOver() && back.games[0].tags.result == "+20.000:x");
    // A game lost on time is written as GGS writes it.
    GameRecord fallen = randomGame(5, 30);
    fallen.loseOnTime(Color::Black);
    CHECK(formatGgfDocument({fallen, {}}).find("RE[-64.000:t]") != std::string::npos);
    CHECK(readOk(formatGgfDocument({fallen, {}})).games[0].record == fallen);

    // A game that ended on the board says its score; a score in another spelling is kept.
    const GameRecord finished = randomGame(6);
    const int score = finished.result()->scoreForBlack;
    char expected[16];
    std::snprintf(expected, sizeof expected, "%+.3f", static_cast<double>(score));
    CHECK(ggfResult(finished) == expected);
    CHECK(ggfResult(finished, "nonsense") == expected);
    CHECK(ggfResult(finished, std::to_string(score)) == std::to_string(score));
    CHECK(ggfResult(finished, "+64.000:r") == expected);
    CHECK(readOk(formatTranscript(finished)).games[0].tags.result == expected);
}

void readsAnyLineEndingsAndWhitespace() {
    const std::string lf = fixture("transcripts.txt");
    const GameTextParse expected = readOk(lf);
    std::string crlf, cr, messy = "\xEF\xBB\xBF\n\t \n";
    for (char c : lf) {
        crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
        cr += c == '\n' ? '\r' : c;
        messy += c == '\n' ? std::string(" \t \r\n\r\n") : std::string(1, c);
    }
    CHECK(readOk(crlf).games == expected.games);
    CHECK(readOk(cr).games == expected.games);
    CHECK(readOk(messy).games == expected.games);
    CHECK(readOk("\xEF\xBB\xBF" + crlf).games == expected.games);
    CHECK(
        expectError("\xEF\xBB\xBF"
                    "f5d6\r\nf5 d6 z9",
                    Kind::BadMove, 2, 7));
    const std::string ggf = fixture("two-games.ggf");
    std::string ggfCrlf = "\xEF\xBB\xBF\t";
    for (char c : ggf) ggfCrlf += c == '\n' ? std::string("\r\n\r\n") : std::string(1, c);
    CHECK(readOk(ggfCrlf).games == readOk(ggf).games);
    CHECK(readOk("\t" + std::string(kStart) + "\t;\r\n").games.size() == 1);
}

void refusesOversizedTextsQuickly() {
    CHECK(expectError("f5d6\n" + std::string(kMaxLineBytes + 1, 'f'), Kind::TooLarge, 2, 1));
    std::string lines;
    for (int i = 0; i <= kMaxGamesInText; ++i) lines += "f5\n";
    CHECK(expectError(lines, Kind::TooLarge, kMaxGamesInText + 1, 1));

    // About 10 MB of GGF: read in one go, linear in the size (a sanity bound, not a benchmark).
    const std::string game = formatGgfDocument(readOk(fixture("two-games.ggf")).games[0]) + "\n";
    std::string big;
    while (big.size() < 10'000'000) big += game;
    const auto begin = std::chrono::steady_clock::now();
    const GameTextParse parse = readOk(big);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    CHECK(parse.games.size() == big.size() / game.size());
    std::printf("%zu MB of GGF, %zu games read in %.2f s\n", big.size() >> 20, parse.games.size(),
                seconds);
    CHECK(seconds < 10);  // generous: a quadratic reader would take minutes
}

}  // namespace

int main() {
    detectsEachFormat();
    readsTheFixtures();
    placesErrorsInTheWholeText();
    roundTripsRandomGames();
    keepsTheResultTag();
    readsAnyLineEndingsAndWhitespace();
    refusesOversizedTextsQuickly();
    return verso::test::failureCount() != 0;
}
