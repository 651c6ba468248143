// SPDX-License-Identifier: GPL-3.0-or-later
// Text forms of games and positions: transcripts ("f5d6c3d3c4"), 64-character board strings
// ("---...XO--- X", as in the FFO .obf files) and a board diagram for terminals and tests.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/GameRecord.h"
#include "core/ParseResult.h"
#include "core/Position.h"

namespace verso {

// ---- Moves and transcripts ----

// "f5" / "F5" -> that square; "pa", "PA", "ps" or "--" -> a pass; nullopt for anything else.
std::optional<Move> parseMove(std::string_view text);

// Reads a transcript and plays it from "start". Moves are square names (any case), optionally
// separated by whitespace or single dashes; a pass is written "pa", "ps", "pass" (any case) or
// "--". A run of two or more dashes is one pass, never two (two passes in a row never happen), so
// "a8----b8" reads a8, pass, b8; separate runs ("a8-- --b8") are separate passes. Passes the side
// to move is forced to make before a following move are filled in, so WTHOR-style transcripts
// without passes read fine; a trailing forced pass is not added. A written pass where the side to
// move has a move is refused. Errors name the character offset, and for a refused move the ply
// (1-based) and the reason:
//   "illegal move e6 at ply 3 (character 4): e6 is already occupied."
ParseResult<GameRecord> parseTranscript(std::string_view text,
                                        const Position& start = Position::initial());

enum class PassStyle {
    Omit,   // "f5d6..." without passes (the usual form; parseTranscript fills them in again)
    Write,  // every pass written as "pa"
};

// The moves as a transcript, e.g. "f5d6c3". Both styles read back to the same moves.
std::string formatMoves(const std::vector<Move>& moves, PassStyle passes = PassStyle::Omit);
// Every recorded move (including a redo tail past the cursor) when wholeRecord, else up to the
// cursor.
std::string formatTranscript(const GameRecord& game, PassStyle passes = PassStyle::Omit,
                             bool wholeRecord = true);

// ---- Board strings ----

// 64 squares a1, b1, .., h1, a2, .., h8: 'X'/'x'/'*' black, 'O'/'o'/'0' white, '-'/'.' empty
// (whitespace between squares is ignored, so eight lines of eight work too), then the side to
// move 'X' (black) or 'O' (white), e.g. the first two fields of an .obf line.
ParseResult<Position> parseBoard(std::string_view text);
// "<64 characters> X" with 'X', 'O' and '-'; parseBoard reads it back to the same position.
std::string formatBoard(const Position& position);
// Just the 64 characters, without the side to move.
std::string formatSquares(const Position& position);

// ---- Diagram ----

// A human-readable board with coordinates; squares in "marks" (e.g. the legal moves) show
// '.' (so the squares still read back with parseBoard):
//     a b c d e f g h
//   1 - - - - - - - - 1
//   ...
std::string boardDiagram(const Position& position, Bitboard marks = 0);

}  // namespace verso
