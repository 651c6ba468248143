// SPDX-License-Identifier: GPL-3.0-or-later
// GGF (Generic Game Format) Othello games, as spoken by the NBoard protocol and GGS:
//   (;GM[Othello]PC[NBoard]PB[Black]PW[White]TY[8]BO[8 -----...---- *]B[F5//1.2]W[PA];)
// Qt-free. The board string lists a1..h8 row by row (`*` black, `O` white, `-` empty, spaces
// allowed between rows) followed by the side to move.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/GameRecord.h"
#include "core/Position.h"

namespace verso {

// One move of a GGF game: the square (or a pass) with the optional evaluation and time in seconds.
struct GgfMove {
    Move move;
    std::optional<double> eval;
    std::optional<double> seconds;

    friend bool operator==(const GgfMove&, const GgfMove&) = default;
};

struct GgfGame {
    // Properties other than BO, B and W, in file order (GM, PC, PB, PW, RE, TI, TY, ...).
    std::vector<std::pair<std::string, std::string>> properties;
    Position start;
    std::vector<GgfMove> moves;  // each one legal in turn from "start"

    // The value of a property ("" when absent).
    std::string property(std::string_view key) const;
    void setProperty(const std::string& key, const std::string& value);
    // The position after all the moves.
    Position current() const;
};

// What kind of problem made a GGF game unreadable.
enum class GgfErrorKind {
    Syntax,       // brackets, property syntax, a missing "(;" or ";)", a move before the board
    NotOthello,   // GM names another game
    BadBoard,     // BO missing, not 8x8, or not 64 squares and a side to move
    BadMove,      // B[...] or W[...] is not a square, PA, or square/eval/time
    IllegalMove,  // a move the rules refuse (see "refusal")
};

struct GgfParseResult {
    std::optional<GgfGame> game;
    std::string error;  // a sentence saying what is wrong when "game" is empty
    GgfErrorKind kind = GgfErrorKind::Syntax;
    // On error, the offset in the text where the problem starts; on success, just past ";)".
    std::size_t offset = 0;
    int ply = 0;                         // BadMove, IllegalMove: the 1-based ply of the move
    std::string moveText;                // BadMove, IllegalMove: the move as written
    std::optional<MoveRefusal> refusal;  // IllegalMove: why the rules refuse it
};

// Parses one game "(; ... ;)". Rejects unbalanced brackets, a missing or malformed board, boards
// other than 8x8, unknown move syntax and illegal moves, with a reason. Text after ";)" is ignored.
GgfParseResult parseGgf(std::string_view text);
// The same for the game that starts at "offset" (after any whitespace) of a longer text.
GgfParseResult parseGgfAt(std::string_view text, std::size_t offset);

// The game as one line of GGF that parseGgf reads back to an equal game.
std::string formatGgf(const GgfGame& game);

// "F5/1.23/0.5", "F5", "PA", "pass" (case-insensitive); nullopt when malformed. The evaluation and
// the time are finite decimal numbers ("nan" and "inf" are refused), the time not negative. The
// square is not checked against a position.
std::optional<GgfMove> parseGgfMove(std::string_view text);
// "F5", "F5/1.23", "F5/1.23/0.50", "PA".
std::string formatGgfMove(const GgfMove& move);
// Upper-case square ("F5") or "PA" for a pass.
std::string ggfMoveText(Move move);

}  // namespace verso
