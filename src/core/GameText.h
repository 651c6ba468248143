// SPDX-License-Identifier: GPL-3.0-or-later
// Game files and clipboard text, as File > Open, Save and Edit > Paste see them: which format a
// text is in, every game it holds (all or nothing), and where and why it cannot be read. Qt-free.
//
// Formats: GGF (one or more "(;GM[Othello]...;)" games with any whitespace between them),
// transcripts (one game per non-empty line, "f5d6c3d3c4" as parseTranscript reads them) and board
// strings (one position per non-empty line, 64 squares and the side to move as in the FFO .obf
// files; what follows the side to move after a space or ';' is ignored). Numbered move lists as
// game sites export them ("1. F5 f4 2. E3 ... 51-13", core/MoveList.h) are read as transcripts,
// and a transcript line may end with such a score and a comment. Line breaks may be
// "\n", "\r\n" or "\r"; a UTF-8 byte order mark at the start, blank lines, tabs and trailing
// whitespace are ignored. The format is told by the first character that is not whitespace:
// '(' for GGF, a square mark (X O * 0 - .) for boards, a letter for transcripts, a digit 1-9 or
// '[' for move lists.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/GameDocument.h"
#include "core/GameRecord.h"

namespace verso {

enum class GameTextFormat { Ggf, Transcript, Board };

// The limits that keep a wrong file from taking the window down.
inline constexpr int kMaxGamesInText = 100'000;
inline constexpr std::size_t kMaxLineBytes = std::size_t{1} << 20;

// Why a text could not be read, as a value the window words in the person's language.
struct GameTextError {
    enum class Kind {
        Empty,          // nothing but whitespace
        UnknownFormat,  // the text starts like none of the formats
        TooLarge,       // more than kMaxGamesInText games, or a line longer than kMaxLineBytes
        GgfSyntax,      // GGF brackets or properties, text between games
        NotOthello,     // a GGF game of another game (GM)
        BadBoard,     // a board string or GGF board (BO) that cannot be read, or none in a GGF game
        BadMove,      // something that is not a move where a move should be
        IllegalMove,  // a move the rules refuse (see "refusal")
    };
    Kind kind = Kind::Empty;
    // Where the problem starts in the whole text, 1-based. Columns count characters (UTF-8 code
    // points; a tab is one), not counting the byte order mark.
    int line = 1;
    int column = 1;
    int game = 0;                        // the 1-based game (or position) it is in, 0 when none
    int ply = 0;                         // BadMove, IllegalMove: the 1-based ply, passes counted
    std::string moveText;                // BadMove, IllegalMove: the move as written (printable())
    std::optional<MoveRefusal> refusal;  // IllegalMove: why the rules refuse it
    std::string detail;                  // an English sentence with the place, for logs and the CLI

    friend bool operator==(const GameTextError&, const GameTextError&) = default;
};

struct GameTextParse {
    // As detected (Ggf, and meaningless, for Empty and UnknownFormat).
    GameTextFormat format = GameTextFormat::Ggf;
    std::vector<GameDocument> games;  // empty when there is an error
    std::optional<GameTextError> error;

    bool ok() const { return !error; }
};

// Detects the format and reads every game. A board string becomes a document with that start and
// no moves; a finished position is read like any other (its record is over from the start). Each
// document's tags.result is ggfResult of its record, so a finished game says its score. On any
// error: no games at all, and the first error.
GameTextParse parseGameText(std::string_view text);

// "GGF", "transcript", "board" (for logs).
const char* formatName(GameTextFormat format);

}  // namespace verso
