// SPDX-License-Identifier: GPL-3.0-or-later
// The NBoard protocol's messages (core/nboard): every line verso-engine and the scripted test
// engines say, and every command a GUI sends, read to its message and written back; garbled lines
// with their kind of error. Plain C++: exits non-zero on a failure.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "PlainCheck.h"
#include "core/Notation.h"
#include "core/nboard/NboardFormat.h"
#include "core/nboard/NboardParser.h"

using namespace verso;
using namespace verso::nboard;
using Kind = NboardError::Kind;

#define CHECK(condition) \
    verso::test::check((condition), #condition " (line " VERSO_STR(__LINE__) ")")
#define VERSO_STR(x) VERSO_STR2(x)
#define VERSO_STR2(x) #x

namespace {

constexpr const char* kStartGame =
    "(;GM[Othello]PC[test]PB[a]PW[b]TY[8]BO[8 "
    "---------------------------O*------*O--------------------------- *];)";

Move at(const char* square) { return Move::at(*parseSquare(square)); }

// The line reads as a reply, and writing that reply gives the line back.
NboardParse<NboardReply> replyRoundTrip(const std::string& line) {
    const NboardParse<NboardReply> parsed = parseReply(line);
    if (!parsed)
        std::fprintf(stderr, "  \"%s\": %s\n", line.c_str(), parsed.error().message.c_str());
    else if (formatReply(*parsed) != line)
        std::fprintf(stderr, "  \"%s\" written back as \"%s\"\n", line.c_str(),
                     formatReply(*parsed).c_str());
    CHECK(parsed && formatReply(*parsed) == line);
    return parsed;
}

NboardParse<NboardCommand> commandRoundTrip(const std::string& line) {
    const NboardParse<NboardCommand> parsed = parseCommand(line);
    if (!parsed)
        std::fprintf(stderr, "  \"%s\": %s\n", line.c_str(), parsed.error().message.c_str());
    CHECK(parsed && formatCommand(*parsed) == line);
    return parsed;
}

bool replyError(const std::string& line, Kind kind, const std::string& command) {
    const NboardParse<NboardReply> parsed = parseReply(line);
    const bool ok = !parsed && parsed.error().kind == kind && parsed.error().command == command &&
                    !parsed.error().message.empty();
    if (!ok) std::fprintf(stderr, "  \"%s\" is not the expected error\n", line.c_str());
    return ok;
}

bool commandError(const std::string& line, Kind kind, const std::string& command,
                  const std::string& message) {
    const NboardParse<NboardCommand> parsed = parseCommand(line);
    const bool ok = !parsed && parsed.error().kind == kind && parsed.error().command == command &&
                    parsed.error().message == message;
    if (!ok)
        std::fprintf(stderr, "  \"%s\": %s\n", line.c_str(),
                     parsed ? "no error" : parsed.error().message.c_str());
    return ok;
}

// Lines verso-engine said (verso-engine --book FILE and --no-book, "set depth 6", "go", "hint 3",
// "analyze", "ping").
void engineReplies() {
    CHECK(replyRoundTrip("set myname Verso").get<MyName>()->name == "Verso");
    CHECK(replyRoundTrip("pong 2").get<Pong>()->number == 2);
    CHECK(replyRoundTrip("status thinking").get<Status>()->text == "thinking");
    CHECK(replyRoundTrip("status depth 5 1.00 D3C5E6D2").get<Status>()->text ==
          "depth 5 1.00 D3C5E6D2");
    CHECK(replyRoundTrip("status").get<Status>()->text.empty());
    const auto answer = replyRoundTrip("=== D3/-1.00/0.00");
    CHECK(answer.get<MoveAnswer>() &&
          answer.get<MoveAnswer>()->move == (GgfMove{at("d3"), -1.0, 0.0}));
    const auto stats = replyRoundTrip("nodestats 849 0.25");
    CHECK(stats.get<NodeStats>() && stats.get<NodeStats>()->nodes == 849 &&
          stats.get<NodeStats>()->seconds == 0.25);
    const auto search = replyRoundTrip("search D6C3F4F3G5 0.00 0 6");
    CHECK(search.get<HintAnswer>() && !search.get<HintAnswer>()->book &&
          search.get<HintAnswer>()->pv.size() == 5 && search.get<HintAnswer>()->pv[4] == at("g5") &&
          search.get<HintAnswer>()->depth == 6);
    const auto book = replyRoundTrip("book C4 -1.00 1 18");
    CHECK(book.get<HintAnswer>() && book.get<HintAnswer>()->book &&
          book.get<HintAnswer>()->games == 1 && book.get<HintAnswer>()->eval == -1.0);
    const auto exact = replyRoundTrip("search F4E3PAC3 -10.00 0 100%");
    CHECK(exact.get<HintAnswer>() && exact.get<HintAnswer>()->exact &&
          exact.get<HintAnswer>()->pv[2] == Move::pass());
    const auto analysis = replyRoundTrip("analysis 12 -2.50");
    CHECK(analysis.get<Analysis>() && analysis.get<Analysis>()->ply == 12 &&
          analysis.get<Analysis>()->eval == -2.5);
    CHECK(replyRoundTrip("learned").get<Learned>());
}

// Lines of other engines and of tests/data/engines: looser spellings that still read.
void otherEngineReplies() {
    const auto bare = parseReply("=== F5");
    CHECK(bare.get<MoveAnswer>() &&
          bare.get<MoveAnswer>()->move == (GgfMove{at("f5"), std::nullopt, std::nullopt}));
    const auto lower = parseReply("=== f5/0.50/0.01\r");
    CHECK(lower.get<MoveAnswer>() && lower.get<MoveAnswer>()->move.move == at("f5"));
    CHECK(parseReply("===F5").get<MoveAnswer>());
    CHECK(parseReply("=== PA").get<MoveAnswer>() &&
          parseReply("=== PA").get<MoveAnswer>()->move.move == Move::pass());
    CHECK(formatReply(*parseReply("=== F5//1.5")) == "=== F5//1.50");
    CHECK(parseReply("set myname Fake Scripted").get<MyName>()->name == "Fake Scripted");
    CHECK(parseReply("  set   myname  Edax 4.4  ").get<MyName>()->name == "Edax 4.4");
    CHECK(parseReply("search F5 0.50 0 1").get<HintAnswer>());
    CHECK(parseReply("search F5D6 0.50 0 22@73% 7").get<HintAnswer>()->depth ==
          22);  // selectivity, freedom
    CHECK(parseReply("nodestats 42 0.01").get<NodeStats>()->nodes == 42);
    CHECK(replyError("hello there", Kind::UnknownCommand, ""));
    CHECK(replyError("", Kind::Empty, "") && replyError(" \t\r", Kind::Empty, ""));
    // garbage.sh's answer: a "===" that is not a move.
    CHECK(replyError("=== banana\033[31m split", Kind::BadMove, "==="));
    CHECK(isBadMoveAnswer(parseReply("===").error()) &&
          isBadMoveAnswer(parseReply("=== F5/x").error()));
    CHECK(isBadMoveAnswer(parseReply("=== F5 D6").error()) &&
          isBadMoveAnswer(parseReply("=== I9").error()));
    CHECK(replyError("pong", Kind::BadNumber, "pong") &&
          replyError("pong 1x", Kind::BadNumber, "pong"));
    CHECK(replyError("nodestats many 0.1", Kind::BadNumber, "nodestats"));
    CHECK(replyError("nodestats 5 nan", Kind::BadNumber, "nodestats"));
    CHECK(replyError("search Z9 0.0 0 1", Kind::BadMove, "search") &&
          replyError("book F5 x 1 1", Kind::BadNumber, "book"));
    CHECK(replyError("search F5 0.0 0", Kind::BadNumber, "search") &&
          replyError("search F5 0 0 1@x", Kind::BadNumber, "search"));
    CHECK(replyError("analysis -1 0", Kind::BadNumber, "analysis"));
    CHECK(replyError("set depth 3", Kind::UnknownSetting, "set"));
    CHECK(replyError("ping 3", Kind::UnknownCommand, ""));  // a command, not a reply
}

void guiCommands() {
    CHECK(commandRoundTrip("nboard 2").get<Hello>()->version == 2);
    CHECK(commandRoundTrip("set depth 12").get<SetDepth>()->depth == 12);
    CHECK(commandRoundTrip("set contempt -50").get<SetContempt>()->contempt == -50);
    const auto game = commandRoundTrip(std::string("set game ") + kStartGame);
    CHECK(game.get<SetGame>() && game.get<SetGame>()->game.start == Position::initial());
    CHECK(commandRoundTrip("move F5").get<MovePlayed>()->move.move == at("f5"));
    CHECK(commandRoundTrip("move F5/1.50/0.30").get<MovePlayed>()->move.eval == 1.5);
    CHECK(commandRoundTrip("move PA").get<MovePlayed>()->move.move == Move::pass());
    CHECK(commandRoundTrip("go").get<Go>() && commandRoundTrip("analyze").get<Analyze>());
    CHECK(commandRoundTrip("learn").get<Learn>() && commandRoundTrip("quit").get<Quit>());
    CHECK(commandRoundTrip("hint 3").get<Hint>()->count == 3);
    CHECK(commandRoundTrip("ping -7").get<Ping>()->number == -7);
    CHECK(parseCommand("nboard").get<Hello>() && !parseCommand("nboard two").get<Hello>()->version);
    CHECK(parseCommand("  go now\r\n").get<Go>());
    CHECK(formatCommand(MovePlayed{{at("c4"), std::nullopt, 0.5}}) == "move C4//0.50");
    CHECK(formatCommand(Hello{std::nullopt}) == "nboard");

    CHECK(commandError("bogus line", Kind::UnknownCommand, "", "unknown command \"bogus\""));
    CHECK(commandError("set foo bar", Kind::UnknownSetting, "set", "unknown setting \"foo\""));
    CHECK(commandError("set myname Someone", Kind::UnknownSetting, "set",
                       "unknown setting \"myname\""));
    CHECK(commandError("set depth 99", Kind::BadNumber, "set depth",
                       "\"set depth\" needs a number from 1 to 60, got \"99\""));
    CHECK(commandError("set depth 0", Kind::BadNumber, "set depth",
                       "\"set depth\" needs a number from 1 to 60, got \"0\""));
    CHECK(commandError("set contempt x", Kind::BadNumber, "set contempt",
                       "\"set contempt\" needs a number, got \"x\""));
    CHECK(commandError("move Z9", Kind::BadMove, "move",
                       "\"move Z9\" is not a move such as F5, F5/1.5/0.3 or PA"));
    CHECK(commandError("hint 0", Kind::BadNumber, "hint",
                       "\"hint\" needs a number of moves, got \"0\""));
    CHECK(
        commandError("ping abc", Kind::BadNumber, "ping", "\"ping\" needs a number, got \"abc\""));
    CHECK(commandError("ping", Kind::BadNumber, "ping", "\"ping\" needs a number, got \"\""));
    const auto chess = parseCommand("set game (;GM[Chess];)");
    CHECK(!chess && chess.error().kind == Kind::BadGame && chess.error().command == "set game" &&
          chess.error().reason == "The game is not Othello (GM[Chess])." &&
          chess.error().message == "bad game: The game is not Othello (GM[Chess]).");
    CHECK(!parseCommand("").ok() && parseCommand("").error().kind == Kind::Empty);
    CHECK(!parseCommand("=== F5").ok());  // a reply, not a command
}

void numbers() {
    CHECK(formatReply(NodeStats{123456789012ULL, 1.005}) ==
          "nodestats 123456789012 1.00");  // 1.005 is below
    CHECK(formatReply(Analysis{0, -0.004}) == "analysis 0 -0.00");
    CHECK(formatReply(MoveAnswer{{at("a1"), 1e20, 2.0}}) == "=== A1/100000000000000000000.00/2.00");
    CHECK(formatReply(HintAnswer{true, {at("h8"), Move::pass()}, 3.0, 12, 20, true}) ==
          "book H8PA 3.00 12 100%");
}

}  // namespace

int main() {
    engineReplies();
    otherEngineReplies();
    guiCommands();
    numbers();
    if (verso::test::failureCount()) return EXIT_FAILURE;
    std::puts("nboard messages: all checks passed");
    return EXIT_SUCCESS;
}
