// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for numbered move lists (core/MoveList.h), the reader behind Paste and Open for
// "1. F5 f4 2. E3 ..." texts. Checks: an error comes alone and points inside the text; every game
// read is a transcript of two-character moves separated by single spaces, each character placed
// in the text at a character that spells it (in any case, "pass" as "pa", a run of dashes as
// "--"), in increasing order (a separator between two moves run together shares a place); the same
// text through parseGameText gives the same number of games or an error.
#include <cstdint>
#include <string>
#include <string_view>

#include "FuzzCheck.h"
#include "core/GameText.h"
#include "core/MoveList.h"
#include "core/Notation.h"

using namespace verso;

namespace {

constexpr const char* kTarget = "fuzz_movelist";

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

void checkGame(std::string_view text, const MoveListGame& game) {
    if (game.moves.empty() || game.moves.size() != game.origin.size())
        fuzz::fail(kTarget, "moves and their places differ in length", text);
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        if (game.origin[i] >= text.size()) fuzz::fail(kTarget, "a move placed outside", text);
        const bool separator = i % 3 == 2;
        const std::size_t before = i % 3 == 0 ? i - 2 : i - 1;  // the move character before
        if (i > 0 && !separator && game.origin[i] <= game.origin[before])
            fuzz::fail(kTarget, "moves placed out of order", text);
        if (separator != (game.moves[i] == ' ')) fuzz::fail(kTarget, "moves not 2 apart", text);
        if (!separator && lower(game.moves[i]) != lower(text[game.origin[i]]))
            fuzz::fail(kTarget, "a move not spelled where it is placed", text);
        if (i % 3 == 0 && !parseMove(std::string_view(game.moves).substr(i, 2)))
            fuzz::fail(kTarget, "a move that is not a move", text);
    }
    if (game.start != game.origin.front()) fuzz::fail(kTarget, "a game starts elsewhere", text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::asText(data, size);
    const MoveListRead read = readMoveList(text);
    if (read.error) {
        if (!read.games.empty()) fuzz::fail(kTarget, "games came with an error", text);
        if (read.error->offset >= text.size() && !text.empty())
            fuzz::fail(kTarget, "an error outside the text", text);
        return 0;
    }
    for (const MoveListGame& game : read.games) checkGame(text, game);
    std::size_t first = 0;
    while (first < text.size() && (text[first] == ' ' || text[first] == '\n' ||
                                   text[first] == '\t' || text[first] == '\r'))
        ++first;
    if (first < text.size() && startsMoveList(text[first]) && text.find('\f') == text.npos &&
        text.find('\v') == text.npos && text.find("\xEF\xBB\xBF") == text.npos) {
        const GameTextParse parse = parseGameText(text);
        if (parse.ok() && parse.games.size() != read.games.size())
            fuzz::fail(kTarget, "parseGameText reads another number of games", text);
    }
    return 0;
}
