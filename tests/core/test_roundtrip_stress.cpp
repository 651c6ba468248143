// SPDX-License-Identifier: GPL-3.0-or-later
// Stress: 100,000 random games, each written as GGF (through the game file reader the window uses,
// parseGameText, and through core's own parseGgf/fromGgf) and as a transcript (with and without
// passes), and read back: the same record, the same position at every ply, the same tags. Some
// games start from a set-up position (a BO board in GGF; the transcript is read from that start),
// some stop early and are resigned (GGF keeps the resignation in RE). Plain C++ (Qt-free); stops
// at the first few failures with the game's seed and text. Label "stress": about 25 s in a
// Release build on the 2-core build machine (5x fewer games under the sanitizers, as
// test_differential does, which are ~10x slower per game).
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

#include "PlainCheck.h"
#include "core/GameDocument.h"
#include "core/GameText.h"
#include "core/Ggf.h"
#include "core/Notation.h"
#include "core/RandomGame.h"

using namespace verso;

namespace {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr int kGames = 20'000;
#else
constexpr int kGames = 100'000;
#endif

bool report(bool ok, int game, const char* what, const std::string& text) {
    if (ok) return true;
    std::fprintf(stderr, "game %d: %s\n%s\n", game, what, text.c_str());
    verso::test::check(false, what);
    return false;
}

bool samePositions(const GameRecord& a, const GameRecord& b) {
    if (a.length() != b.length()) return false;
    for (int ply = 0; ply <= a.length(); ++ply)
        if (!(a.positionAt(ply) == b.positionAt(ply))) return false;
    return true;
}

// The document a game file would hold for "record", with tags that need escaping now and then.
GameDocument documentFor(const GameRecord& record, std::mt19937& random) {
    static const char* const names[] = {"Alice", "Bob Okafor",      "A]b\\c",
                                        "",      "Verso (level 8)", "x[y]"};
    GameDocument document{record, {}};
    document.tags.black = names[random() % 6];
    document.tags.white = names[random() % 6];
    if (random() % 2) document.tags.date = "2026-11-24";
    if (random() % 3 == 0) document.tags.other = {{"TI", "10:00"}, {"TY", "8"}};
    document.tags.result = ggfResult(record);
    return document;
}

void checkGame(int game, const GameRecord& record, const GameDocument& document) {
    // GGF through the game file reader.
    const std::string ggf = formatGgfDocument(document);
    const GameTextParse parse = parseGameText(ggf);
    if (!report(parse.ok() && parse.games.size() == 1, game, "the GGF game does not read", ggf))
        return;
    report(parse.games[0] == document, game, "the GGF game reads back different", ggf);
    report(samePositions(parse.games[0].record, record), game, "the GGF game's positions differ",
           ggf);
    // GGF through core's reader and fromGgf.
    const GgfParseResult ggfParse = parseGgf(formatGgf(toGgf(document)));
    if (!report(ggfParse.game.has_value(), game, "parseGgf refuses the game", ggf)) return;
    const auto fromFile = fromGgf(*ggfParse.game);
    report(fromFile.ok() && fromFile.value() == document, game,
           "parseGgf and fromGgf give a different game", ggf);
    report(ggfParse.game->current() == record.positionAt(record.length()), game,
           "the GGF game ends elsewhere", ggf);

    // Transcripts, with and without passes, read from the game's start. A transcript holds no
    // resignation, so only the moves are compared.
    for (const PassStyle style : {PassStyle::Write, PassStyle::Omit}) {
        const std::string transcript = formatTranscript(record, style);
        const auto back = parseTranscript(transcript, record.start());
        if (!report(back.ok(), game, "the transcript does not read", transcript)) continue;
        // Without passes, a pass at the very end (a game resigned there) is not written.
        std::vector<Move> expected = record.moves();
        if (style == PassStyle::Omit && !expected.empty() && expected.back().isPass())
            expected.pop_back();
        report(back->moves() == expected, game, "the transcript reads back different moves",
               transcript);
        for (int ply = 0; ply <= back->length(); ++ply)
            if (!report(back->positionAt(ply) == record.positionAt(ply), game,
                        "the transcript's positions differ", transcript))
                break;
    }
    if (record.start() == Position::initial() && !record.endsByResignationOf()) {
        const std::string line = formatTranscript(record);
        const GameTextParse text = parseGameText(line + "\n");
        report(text.ok() && text.games.size() == 1 && text.games[0].record == record, game,
               "the transcript line reads back different through parseGameText", line);
    }
}

}  // namespace

int main() {
    const std::vector<Position> starts = randomGamePositions(5'000, 11);
    std::mt19937 random(20261124);
    long long plies = 0;
    int setUp = 0, resigned = 0, passes = 0, games = 0;
    for (; games < kGames && verso::test::failureCount() < 5; ++games) {
        const int game = games;
        const bool fromSetUp = random() % 10 == 0;
        const Position start = fromSetUp ? starts[random() % starts.size()] : Position::initial();
        const bool resigns = random() % 20 == 0;
        GameRecord record = randomGame(static_cast<unsigned>(random()),
                                       resigns ? static_cast<int>(random() % 40) : 200, start);
        if (resigns && !record.isOver()) {
            record.resign(random() % 2 ? Color::Black : Color::White);
            ++resigned;
        }
        setUp += fromSetUp;
        plies += record.length();
        for (const Move m : record.moves()) passes += m.isPass();
        checkGame(game, record, documentFor(record, random));
    }
    std::printf("%d games (%d from a set-up position, %d resigned), %lld plies, %d passes\n", games,
                setUp, resigned, plies, passes);
    verso::test::check(passes > 0 && setUp > 0 && resigned > 0,
                       "the games include passes, set-ups and resignations");
    if (verso::test::failureCount()) return EXIT_FAILURE;
    std::puts("GGF and transcript round trips: all checks passed");
    return EXIT_SUCCESS;
}
