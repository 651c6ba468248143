// SPDX-License-Identifier: GPL-3.0-or-later
// Numbered move lists as game sites export them (core/MoveList.h), read by File > Open and Paste
// through parseGameText: numbers with or without dots, passes as "--" or "pass", any case, a
// trailing score or comment, header lines, several games; errors placed in the text as written.
// Plain C++: exits non-zero on a failure.
#include <cstdio>
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

// The moves of a transcript read the usual way, for comparison.
GameRecord transcript(std::string_view moves) { return readOk(moves).games.at(0).record; }

// "game" written as a site writes it: "1. F5 f4 2. ..." with Black's moves upper-case, a pass as
// "--" (or "pass"), a line break every "perLine" numbers and the final score.
std::string numbered(const GameRecord& game, bool dots, bool passWord, int perLine) {
    std::string out;
    const auto& moves = game.moves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i % 2 == 0) {
            const std::size_t number = i / 2 + 1;
            if (number > 1) out += (number - 1) % static_cast<std::size_t>(perLine) ? " " : "\n";
            out += std::to_string(number) + (dots ? ". " : " ");
        } else {
            out += ' ';
        }
        std::string move = moves[i].isPass() ? (passWord ? "pass" : "--") : moves[i].toString();
        if (i % 2 == 0 && !moves[i].isPass()) move[0] = static_cast<char>(move[0] - 'a' + 'A');
        out += move;
    }
    if (game.result()) {
        const int black = game.current().discCount(Color::Black);
        const int white = game.current().discCount(Color::White);
        out.append(" ").append(std::to_string(black)).append("-").append(std::to_string(white));
    }
    return out;
}

void readsWhatSitesExport() {
    int games = 0;
    for (unsigned seed = 1; seed <= 200; ++seed) {
        const GameRecord game = randomGame(seed);
        if (!game.isOver()) continue;
        const bool dots = seed % 2 == 0;
        const bool passWord = seed % 3 == 0;
        const std::string text = numbered(game, dots, passWord, 1 + static_cast<int>(seed % 10));
        const GameTextParse parse = readOk(text);
        CHECK(parse.format == GameTextFormat::Transcript);
        CHECK(parse.games.size() == 1 && parse.games[0].record == game);
        ++games;
    }
    CHECK(games > 100);

    // The example of the kind: Black's and White's moves in pairs, a pass, a final score.
    const GameRecord opening = transcript("f5f4e3f6d3");
    CHECK(readOk("1. F5 f4 2. E3 f6 3. D3").games.at(0).record == opening);
    CHECK(readOk("1.F5 f4 2.E3 f6 3.D3").games.at(0).record == opening);
    CHECK(readOk("1 f5 f4 2 e3 f6 3 d3").games.at(0).record == opening);
    CHECK(readOk("1. f5, f4, e3, f6, d3").games.at(0).record == opening);
    CHECK(readOk("1. F5 f4\n2. E3 f6\n3. D3 { a sharp line }").games.at(0).record == opening);
    CHECK(readOk("1... f5 f4 2... e3 f6 3... d3 ; Black's third").games.at(0).record == opening);
    CHECK(readOk("1. f5 f4 2. e3 f6 3. d3 1-0").games.at(0).record == opening);
    CHECK(readOk("1. f5 f4 2. e3 f6 3. d3 1/2-1/2").games.at(0).record == opening);
}

void readsSeveralGamesAndHeaders() {
    const GameTextParse two = readOk("1. f5 d6 2. c3\n1. f5 f6\n");
    CHECK(two.games.size() == 2);
    const GameTextParse blank = readOk("1. f5 d6\n2. c3 d3\n\n3. c4\n");
    CHECK(blank.games.size() == 2);
    CHECK(blank.games.at(0).record == transcript("f5d6c3d3"));
    CHECK(blank.games.at(1).record.moves().size() == 1);  // c4 from the start: "3." is no restart
    const GameTextParse scored = readOk("1. f5 d6 2. c3 40-24 adjourned\n2. f5 f6");
    CHECK(scored.games.size() == 2);

    const std::string headers =
        "[Event \"Club night\"]\n[Site \"PlayOK\"]\n[Date \"2026.11.20\"]\n"
        "[Black \"Alice \\\"Ace\\\" Martin\"]\n[White \"Bob\"]\n[Result \"0-1\"]\n\n"
        "1. f5 d6 2. c3 d3\n\n[Black \"Carol\"]\n1. f5 f6\n";
    const GameTextParse tagged = readOk(headers);
    CHECK(tagged.games.size() == 2);
    if (tagged.games.size() == 2) {
        CHECK(tagged.games[0].tags.black == "Alice \"Ace\" Martin");
        CHECK(tagged.games[0].tags.white == "Bob");
        CHECK(tagged.games[0].tags.date == "2026.11.20");
        CHECK(tagged.games[0].tags.place == "PlayOK");
        CHECK(tagged.games[1].tags.black == "Carol" && tagged.games[1].tags.white.empty());
        // Read back equal from GGF, as every game Paste opens.
        const std::string ggf = formatGgfDocument(tagged.games[0]);
        CHECK(readOk(ggf).games.at(0) == tagged.games[0]);
    }
}

void readsScoresAndPassWordsInTranscripts() {
    const GameRecord opening = transcript("f5f4e3f6d3");
    CHECK(readOk("F5 f4 E3 f6 D3 33-31").games.at(0).record == opening);
    CHECK(readOk("f5f4e3f6d3 33:31 drawn on time").games.at(0).record == opening);
    for (unsigned seed = 1; seed <= 60; ++seed) {
        const GameRecord game = randomGame(seed);
        if (!game.isOver()) continue;
        std::string moves;
        for (const Move move : game.moves())
            moves += (move.isPass() ? "PASS" : move.toString()) + " ";
        CHECK(readOk(moves + "-- 40-24").games.at(0).record == game);
    }
}

void placesErrorsInTheTextAsWritten() {
    CHECK(expectError("1. F5 f4 2. E3 xx", Kind::BadMove, 1, 16));
    CHECK(readError("1. F5 f4 2. E3 xx").moveText == "xx");
    CHECK(readError("1. F5 f4 2. E3 xx").ply == 4);
    CHECK(expectError("1. f5 f5", Kind::IllegalMove, 1, 7));
    const GameTextError occupied = readError("1. f5 f5");
    CHECK(occupied.refusal == MoveRefusal::Occupied && occupied.ply == 2);
    CHECK(occupied.moveText == "f5");
    CHECK(occupied.detail.find("character") == std::string::npos);
    CHECK(expectError("1. f5 d6\n\n1. f5 d6 2. c3 C3", Kind::IllegalMove, 3, 16));
    CHECK(readError("1. f5 d6\n\n1. f5 d6 2. c3 C3").game == 2);
    CHECK(expectError("1. f5 -- 2. d6", Kind::IllegalMove, 1, 7));
    CHECK(readError("1. f5 -- 2. d6").refusal == MoveRefusal::PassNotAllowed);
    CHECK(expectError("[Black \"Alice\"\n1. f5", Kind::BadMove, 1, 1));
    CHECK(expectError("[Black \"Alice\"] f5\n", Kind::BadMove, 1, 17));
    CHECK(expectError("1. f5 { unclosed", Kind::BadMove, 1, 7));
    CHECK(expectError("1. f5 d6 2. c\xC3\xA9", Kind::BadMove, 1, 13));
    CHECK(readError("1. f5 d6 2. c\xC3\xA9").moveText == "c\xC3\xA9");
    CHECK(expectError("1.\n2.\n", Kind::Empty, 1, 1));
    // A text that starts like a board string is still one.
    CHECK(readOk("0" + std::string(63, '-') + " X").format == GameTextFormat::Board);
}

}  // namespace

int main() {
    readsWhatSitesExport();
    readsSeveralGamesAndHeaders();
    readsScoresAndPassWordsInTranscripts();
    placesErrorsInTheTextAsWritten();
    return verso::test::failureCount() != 0;
}
