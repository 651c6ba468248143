// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for transcripts (core/Notation: parseTranscript, formatTranscript, parseMove).
// The input is a transcript; when its first line is a board string (parseBoard), the rest is
// read from that position instead of the start, so set-up games with passes are reached too.
// Checks: a refused text says where (inside the text) and at which ply; a game read is legal
// move by move; written with passes it reads back equal; written without passes it reads back
// to the same moves less a trailing pass (the one thing the short form cannot say).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "FuzzCheck.h"
#include "core/Notation.h"

using namespace verso;

namespace {

constexpr const char* kTarget = "fuzz_transcript";

void checkGame(const GameRecord& game, const Position& start, std::string_view text) {
    if (!(game.start() == start))
        fuzz::fail(kTarget, "the game does not start where it was asked to", text);
    if (game.ply() != game.length()) fuzz::fail(kTarget, "the cursor is not at the end", text);
    Position p = start;
    for (int i = 0; i < game.length(); ++i) {
        const Move m = game.moves()[static_cast<std::size_t>(i)];
        if (!(game.positionAt(i) == p))
            fuzz::fail(kTarget, "a recorded position differs from the replay", text);
        if (!p.isLegal(m)) fuzz::fail(kTarget, "a recorded move is not legal", text);
        if (!(parseMove(m.toString()) == m))
            fuzz::fail(kTarget, "a move does not read back from its name", text);
        p = p.afterMove(m);
    }
    if (!(game.current() == p))
        fuzz::fail(kTarget, "the final position differs from the replay", text);

    const std::string withPasses = formatTranscript(game, PassStyle::Write);
    const auto back = parseTranscript(withPasses, start);
    if (!back)
        fuzz::fail(kTarget, "the transcript with passes does not read: " + back.message(),
                   withPasses);
    if (!(back.value() == game))
        fuzz::fail(kTarget, "the transcript with passes reads back different", withPasses);

    const std::string short_ = formatTranscript(game, PassStyle::Omit);
    std::vector<Move> expected = game.moves();
    if (!expected.empty() && expected.back().isPass()) expected.pop_back();
    const auto shortBack = parseTranscript(short_, start);
    if (!shortBack)
        fuzz::fail(kTarget, "the transcript without passes does not read: " + shortBack.message(),
                   short_);
    if (shortBack->moves() != expected)
        fuzz::fail(kTarget, "the transcript without passes reads back different", short_);
    if (short_.find("pa") != std::string::npos)
        fuzz::fail(kTarget, "a pass written in the short form", short_);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input = fuzz::asText(data, size);
    Position start = Position::initial();
    std::string_view text = input;
    if (const auto newline = input.find('\n'); newline != std::string_view::npos) {
        if (const auto board = parseBoard(input.substr(0, newline))) {
            start = board.value();
            text = input.substr(newline + 1);
        }
    }
    const auto game = parseTranscript(text, start);
    if (!game) {
        const ParseError& error = game.error();
        if (error.message.empty()) fuzz::fail(kTarget, "an error without a message", text);
        if (error.offset >= text.size() && !text.empty())
            fuzz::fail(kTarget, "an error outside the text: " + error.message, text);
        if (error.ply == 0 || error.ply < -1)
            fuzz::fail(kTarget, "an error with a bad ply: " + error.message, text);
        return 0;
    }
    checkGame(game.value(), start, text);
    return 0;
}
