// SPDX-License-Identifier: GPL-3.0-or-later
// Reading texts through parseGameText in the plain C++ tests of game files (test_gametext,
// test_numberedlists): the games of a text that must read, the error of one that must not, and
// whether that error is of a kind at a line and column. Each failure is counted (PlainCheck.h).
#pragma once

#include <cstdio>
#include <string_view>

#include "PlainCheck.h"
#include "core/GameText.h"

namespace verso::test {

// The parse, counting a failure (and printing the error) when the text does not read.
inline GameTextParse readOk(std::string_view text) {
    GameTextParse parse = parseGameText(text);
    if (parse.error) std::fprintf(stderr, "unexpected error: %s\n", parse.error->detail.c_str());
    check(parse.ok(), "the text reads");
    return parse;
}

// The error, counting a failure when there is none or when games came with it.
inline GameTextError readError(std::string_view text) {
    GameTextParse parse = parseGameText(text);
    check(parse.games.empty(), "no games come with an error");
    check(parse.error.has_value(), "the text does not read");
    return parse.error.value_or(GameTextError{});
}

// True when the text's error is of "kind" at "line" and "column" (printing it otherwise).
inline bool expectError(std::string_view text, GameTextError::Kind kind, int line, int column) {
    const GameTextError error = readError(text);
    const bool ok = error.kind == kind && error.line == line && error.column == column;
    if (!ok) {
        std::fprintf(stderr, "  expected kind %d at %d:%d, got kind %d at %d:%d: %s\n",
                     static_cast<int>(kind), line, column, static_cast<int>(error.kind), error.line,
                     error.column, error.detail.c_str());
    }
    return ok;
}

}  // namespace verso::test
