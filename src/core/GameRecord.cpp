// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/GameRecord.h"

namespace verso {

std::string describeRefusal(MoveRefusal refusal, Move move) {
    const std::string where = move.isPlacement() ? move.toString() : std::string("That square");
    switch (refusal) {
        case MoveRefusal::MalformedSquare:
            return "That is not a square: use a letter a-h and a digit 1-8.";
        case MoveRefusal::Occupied: return where + " is already occupied.";
        case MoveRefusal::FlipsNothing:
            return "A disc on " + (move.isPlacement() ? move.toString() : "that square") +
                   " would not flip any disc.";
        case MoveRefusal::NotYourTurn: return "It is not your turn.";
        case MoveRefusal::GameOver: return "The game is over.";
        case MoveRefusal::PassNotAllowed: return "You cannot pass while you have a legal move.";
        case MoveRefusal::MustPass: return "There is no legal move: this side must pass.";
    }
    return "The move is not allowed.";
}

std::string GameResult::summary() const {
    const std::string score = std::to_string(blackDiscs) + "-" + std::to_string(whiteDiscs);
    if (resignedBy)
        return std::string(*resignedBy == Color::Black ? "White" : "Black") +
               " wins by resignation";
    if (lostOnTime)
        return std::string(*lostOnTime == Color::Black ? "White" : "Black") + " wins on time";
    if (!winner) return "Draw " + score;
    if (*winner == Color::Black) return "Black wins " + score;
    return "White wins " + std::to_string(whiteDiscs) + "-" + std::to_string(blackDiscs);
}

GameRecord::GameRecord(Position start) : start_(start), positions_{start} {}

std::optional<GameResult> GameRecord::result() const { return resultAt(current(), forfeitedBy()); }

std::optional<GameResult> GameRecord::finalResult() const {
    return resultAt(positions_.back(), forfeitedBy_);
}

std::optional<GameResult> GameRecord::resultAt(const Position& p,
                                               std::optional<Color> forfeitedBy) const {
    if (!forfeitedBy && !p.isGameOver()) return std::nullopt;
    GameResult r;
    r.blackDiscs = p.discCount(Color::Black);
    r.whiteDiscs = p.discCount(Color::White);
    r.scoreForBlack = p.finalScoreForBlack();
    if (forfeitedBy) {
        (onTime_ ? r.lostOnTime : r.resignedBy) = forfeitedBy;
        r.winner = opposite(*forfeitedBy);
    } else if (r.scoreForBlack != 0) {
        r.winner = r.scoreForBlack > 0 ? Color::Black : Color::White;
    }
    return r;
}

std::optional<MoveRefusal> GameRecord::check(Move move, std::optional<Color> by) const {
    const Position& p = current();
    if (isOver()) return MoveRefusal::GameOver;
    if (by && *by != p.sideToMove()) return MoveRefusal::NotYourTurn;
    if (move.isPass())
        return p.hasLegalMove() ? std::optional(MoveRefusal::PassNotAllowed) : std::nullopt;
    if (!move.isPlacement()) return MoveRefusal::MalformedSquare;
    if (!p.hasLegalMove()) return MoveRefusal::MustPass;
    if (p.at(move.square())) return MoveRefusal::Occupied;
    if (!p.isLegal(move)) return MoveRefusal::FlipsNothing;
    return std::nullopt;
}

std::optional<MoveRefusal> GameRecord::play(Move move, std::optional<Color> by) {
    if (auto refusal = check(move, by)) return refusal;
    truncate();
    moves_.push_back(move);
    positions_.push_back(current().afterMove(move));
    ++ply_;
    return std::nullopt;
}

void GameRecord::resign(Color loser) { forfeit(loser, false); }

void GameRecord::loseOnTime(Color loser) { forfeit(loser, true); }

void GameRecord::forfeit(Color loser, bool onTime) {
    if (isOver()) return;
    truncate();
    forfeitedBy_ = loser;
    onTime_ = onTime;
}

bool GameRecord::undo() {
    if (forfeitedBy()) {
        forfeitedBy_.reset();
        onTime_ = false;
        return true;
    }
    return jumpTo(ply_ - 1);
}

bool GameRecord::redo() { return jumpTo(ply_ + 1); }

bool GameRecord::jumpTo(int ply) {
    if (ply < 0 || ply > length()) return false;
    ply_ = ply;
    return true;
}

void GameRecord::truncate() {
    if (ply_ == length()) return;
    moves_.resize(static_cast<size_t>(ply_));
    positions_.resize(static_cast<size_t>(ply_) + 1);
    forfeitedBy_.reset();
    onTime_ = false;
}

Bitboard GameRecord::lastFlips() const {
    if (ply_ == 0) return 0;
    const Move m = moves_[static_cast<size_t>(ply_ - 1)];
    if (!m.isPlacement()) return 0;
    const Position& before = positions_[static_cast<size_t>(ply_ - 1)];
    return flips(before.player(), before.opponent(), m.square());
}

}  // namespace verso
