// SPDX-License-Identifier: GPL-3.0-or-later
// A game as a file keeps it: the record (start, moves with passes, resignation) and the tags a GGF
// game carries beside its moves (players, date, place, result, anything else), with the way to
// and from GGF. Qt-free.
//
// The result tag RE follows GGS: the score from Black's point of view with three decimals,
// "+14.000", "-2.000", "+0.000" for a draw, and a flag after a colon when the game did not end on
// the board: ":r" resigned, ":t" lost on time, ":s" a score the players agreed. A resigned game is
// written as the full score for the winner, "+64.000:r" or "-64.000:r", and a loss on time the
// same way, "+64.000:t" or "-64.000:t".
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/GameRecord.h"
#include "core/Ggf.h"
#include "core/ParseResult.h"

namespace verso {

// What a game file keeps beside the moves.
struct GameTags {
    std::string black;   // PB
    std::string white;   // PW
    std::string date;    // DT
    std::string place;   // PC
    std::string result;  // RE, see above
    // Every other property (TI, TY, RB, RW, ...) in file order; a second PB, PW, DT, PC or RE too.
    // Keys are upper-case letters; GM, BO, B and W are never here (the record holds those).
    std::vector<std::pair<std::string, std::string>> other;

    friend bool operator==(const GameTags&, const GameTags&) = default;
};

// A game read from a file or the clipboard; the record's cursor is at its end.
struct GameDocument {
    GameRecord record;
    GameTags tags;
    // The seconds each move took, in the order of record.moves() (shorter, or nullopt: not
    // known). The time control is the TI tag (GgfClock.h: timeControlOf).
    std::vector<std::optional<double>> moveSeconds{};

    friend bool operator==(const GameDocument&, const GameDocument&) = default;
};

// An RE value taken apart: the score for Black and the flag after ':' ("r", "t", "s" or "", lower
// case); nullopt when it does not start with a finite number ("nan" and "inf" are none).
struct GgfResult {
    double scoreForBlack = 0;
    std::string flag;
};
std::optional<GgfResult> parseGgfResult(std::string_view text);

// The standard RE text of a game that ended on the board, from Black's score: "+14.000",
// "-2.000", "+0.000".
std::string ggfScore(int scoreForBlack);
// The RE text for "record", keeping "given" when it agrees with the record: "given" itself for a
// game that has not ended; for a game that ended on the board the standard score ("+14.000")
// unless "given" is that score in another spelling ("+14", "14.00"); for a resigned game
// "+64.000:r" / "-64.000:r" unless "given" already says that side resigned; the same with ":t"
// for a loss on time.
std::string ggfResult(const GameRecord& record, std::string_view given = {});

// The whole record (moves past the cursor too, passes written) with the tags as properties,
// RE from ggfResult and each move's seconds. The start position is kept whatever it is.
GgfGame toGgf(const GameDocument& document);
// The record of a GGF game and its properties as tags. A resignation flag in RE (":r" with a
// non-zero score) resigns the side that lost when the moves stop before the end, a time flag
// (":t") makes it lose on time; otherwise RE is
// kept as text (corrected by ggfResult when the moves reach the end). The moves' times are kept.
// Fails only for moves the
// rules refuse, which parseGgf never gives.
ParseResult<GameDocument> fromGgf(const GgfGame& game);

// One line of GGF (unless a tag holds a line break) that parseGameText reads back equal.
std::string formatGgfDocument(const GameDocument& document);
// One game per line, each line ending in '\n'.
std::string formatGgfFile(const std::vector<GameDocument>& documents);

}  // namespace verso
