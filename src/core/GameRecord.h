// SPDX-License-Identifier: GPL-3.0-or-later
// A game: the start position, every move played (passes included) and a cursor for undo/redo.
// Undo, redo, the move list, saving and the last-move marker all come from here.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/Position.h"

namespace verso {

// Why a move was refused. Nothing is ever refused silently.
enum class MoveRefusal {
    MalformedSquare,  // not a square name a1..h8
    Occupied,         // the square already holds a disc
    FlipsNothing,     // a disc there would not flip any opponent disc
    NotYourTurn,      // the move was made for the side that is not to move
    GameOver,         // the game has ended
    PassNotAllowed,   // a pass while a placing move exists
    MustPass,         // a placing move while the side to move has none (it must pass)
};

// A sentence a person understands, e.g. "e6 is already occupied."
std::string describeRefusal(MoveRefusal refusal, Move move = Move::none());

struct GameResult {
    int blackDiscs = 0;
    int whiteDiscs = 0;
    int scoreForBlack = 0;            // standard score: empties go to the winner
    std::optional<Color> winner;      // nullopt for a draw
    std::optional<Color> resignedBy;  // set when the game ended by resignation
    std::optional<Color> lostOnTime;  // set when the game ended by this side's clock falling
    // "Black wins 36-28", "Draw 32-32", "White wins by resignation", "Black wins on time".
    std::string summary() const;
};

class GameRecord {
public:
    explicit GameRecord(Position start = Position::initial());

    const Position& start() const { return start_; }
    const Position& current() const { return positions_[static_cast<size_t>(ply_)]; }
    // Every move recorded, including those past the cursor that redo would replay.
    const std::vector<Move>& moves() const { return moves_; }
    int ply() const { return ply_; }
    int length() const { return static_cast<int>(moves_.size()); }
    const Position& positionAt(int ply) const { return positions_[static_cast<size_t>(ply)]; }

    Color sideToMove() const { return current().sideToMove(); }
    // Over at the cursor: no move is left, or the cursor is at the end of a resigned record.
    bool isOver() const { return forfeitedBy().has_value() || current().isGameOver(); }
    // The result at the cursor (nothing while the game goes on there).
    std::optional<GameResult> result() const;
    // The result of the whole record, wherever the cursor is (nothing when its end is not over).
    std::optional<GameResult> finalResult() const;

    // Why "move" by "by" (the side to move when not given) would be refused, if it would be.
    std::optional<MoveRefusal> check(Move move, std::optional<Color> by = std::nullopt) const;
    // Plays the move at the cursor, dropping any redo tail. Returns the refusal and changes
    // nothing when the move is not legal.
    std::optional<MoveRefusal> play(Move move, std::optional<Color> by = std::nullopt);
    // Ends the game with "loser" resigning at the cursor, dropping any redo tail (cleared again by
    // undo at the end or a new move). The resignation belongs to the end of the record: stepping
    // back through the moves keeps it, and it applies again once the cursor is back at the end.
    void resign(Color loser);
    // Ends the game with "loser"'s clock fallen at the cursor: like a resignation, it belongs to
    // the end of the record.
    void loseOnTime(Color loser);
    // Who resigned, while the cursor is at the end of a resigned record.
    std::optional<Color> resignedBy() const { return onTime_ ? std::nullopt : forfeitedBy(); }
    // Who lost on time, while the cursor is at the end of a record that ended so.
    std::optional<Color> lostOnTimeBy() const { return onTime_ ? forfeitedBy() : std::nullopt; }
    // Who resigned or lost on time, while the cursor is at the end of the record.
    std::optional<Color> forfeitedBy() const {
        return ply_ == length() ? forfeitedBy_ : std::nullopt;
    }
    // Who resigned (lost on time) at the end of the record, wherever the cursor is.
    std::optional<Color> endsByResignationOf() const {
        return onTime_ ? std::nullopt : forfeitedBy_;
    }
    std::optional<Color> endsOnTimeOf() const { return onTime_ ? forfeitedBy_ : std::nullopt; }

    bool canUndo() const { return ply_ > 0 || forfeitedBy().has_value(); }
    bool canRedo() const { return ply_ < length(); }
    // Takes back the resignation (loss on time) at the end, else steps the cursor back one move.
    bool undo();
    bool redo();
    // Moves the cursor (the moves after it stay for redo; a resignation at the end stays).
    bool jumpTo(int ply);
    // Drops the moves after the cursor (and a resignation or loss on time at the end with them).
    void truncate();

    // The move that led to the current position, and the discs it flipped (for markers/animation).
    Move lastMove() const {
        return ply_ > 0 ? moves_[static_cast<size_t>(ply_ - 1)] : Move::none();
    }
    Bitboard lastFlips() const;

    // Same start, moves, cursor and resignation (loss on time).
    friend bool operator==(const GameRecord& a, const GameRecord& b) {
        return a.start_ == b.start_ && a.moves_ == b.moves_ && a.ply_ == b.ply_ &&
               a.forfeitedBy_ == b.forfeitedBy_ && a.onTime_ == b.onTime_;
    }

private:
    std::optional<GameResult> resultAt(const Position& position,
                                       std::optional<Color> forfeitedBy) const;
    void forfeit(Color loser, bool onTime);

    Position start_;
    std::vector<Move> moves_;
    std::vector<Position> positions_;  // positions_[i] is the position before moves_[i]
    int ply_ = 0;
    std::optional<Color> forfeitedBy_;  // resigned, or lost on time when onTime_
    bool onTime_ = false;
};

}  // namespace verso
