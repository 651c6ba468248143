// SPDX-License-Identifier: GPL-3.0-or-later
// A computer-like player for tests: it remembers each turn and answers only when told to
// (answer()), or by itself from the event loop (autoAnswer: the first legal move), like an
// asynchronous engine would.
#pragma once

#include <QPointer>
#include <QTimer>

#include "session/players/Player.h"

namespace verso::test {

class TestPlayer : public session::Player {
    Q_OBJECT
public:
    explicit TestPlayer(bool autoAnswer = false) : autoAnswer_(autoAnswer) {}

    bool isHuman() const override { return false; }
    void requestMove(session::MoveRequest* turn) override {
        turn_ = turn;
        ++requests_;
        connect(turn, &session::MoveRequest::cancelled, this, [this] { ++cancels_; });
        if (autoAnswer_) {
            QTimer::singleShot(0, this, [turn = QPointer(turn)] {
                if (turn) turn->answer(firstLegalMove(turn->position()));
            });
        }
    }

    // Answers the latest turn with "move" (dropped by the turn if it was cancelled).
    void answer(Move move) {
        if (turn_) turn_->answer(move);
    }
    static Move firstLegalMove(const Position& position) {
        const Bitboard moves = position.legalMoves();
        return moves ? Move::at(firstSquare(moves)) : Move::pass();
    }

    // The latest turn (kept alive until the event loop runs again after it was cancelled).
    QPointer<session::MoveRequest> lastTurn() const { return turn_; }
    int requests() const { return requests_; }
    int cancels() const { return cancels_; }

private:
    bool autoAnswer_;
    QPointer<session::MoveRequest> turn_;
    int requests_ = 0;
    int cancels_ = 0;
};

}  // namespace verso::test
