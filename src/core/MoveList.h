// SPDX-License-Identifier: GPL-3.0-or-later
// Numbered move lists as game sites and other programs export them ("1. F5 f4 2. F3 e6 ...
// 33. a1 -- 51-13"), taken apart into plain transcripts that parseTranscript plays, with the place
// in the text of every character, so an error points into the text as written. Qt-free.
//
// The grammar (docs/manual.md, "Move lists"):
//   text    = { header | item | comment }, games separated by a blank line, by a header after
//             moves, by a score, or by the move number 1 after moves
//   header  = '[' name ' "' value '"]' on a line of its own (Black, White, Date, Site are kept)
//   item    = number | move | score
//   number  = digits, then any dots ("1.", "12", "3..."); a move may follow at once ("1.f5")
//   move    = a square a1..h8 in any case, moves may be run together ("f5d6"); a pass is "--"
//             (any run of dashes), "pass", "pa" or "ps"; ',' and a single '-' separate moves
//   score   = digits '-' or ':' digits ("51-13", "32:32"), or "1/2-1/2"; it ends the game and the
//             rest of its line is a comment
//   comment = '{' ... '}', or ';' or '#' to the end of the line
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/GameDocument.h"

namespace verso {

// One game of a move list: its moves as a transcript ("f5 f4 e3 -- d6"), where each character of
// that transcript is in the text, and the tags its header lines gave.
struct MoveListGame {
    std::string moves;
    std::vector<std::size_t> origin;  // origin[i]: the offset in the text of moves[i]
    std::size_t start = 0;            // where the game starts in the text
    GameTags tags;
};

// Where a move list cannot be read: the offset in the text, the text found there (printable), the
// 1-based ply it would have been, and an English sentence.
struct MoveListError {
    std::size_t offset = 0;
    std::string found;
    int ply = 1;
    int game = 1;  // the 1-based game it is in
    std::string what;
};

struct MoveListRead {
    std::vector<MoveListGame> games;  // games without moves are left out
    std::optional<MoveListError> error;
};

// True when the first character that is not whitespace starts a move list (a digit 1-9 or '[').
bool startsMoveList(char first);

// Every game of the text, or the first place where it is not a move list.
MoveListRead readMoveList(std::string_view text);

// Where a trailing score (and the comment after it) starts on one transcript line
// ("f5d6c3 ... 51-13"), or npos when it has none.
std::size_t trailingScore(std::string_view line);

}  // namespace verso
