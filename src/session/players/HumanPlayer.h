// SPDX-License-Identifier: GPL-3.0-or-later
// A person at the board: waits for the move the window hands over (a click or the keyboard).
#pragma once

#include <QPointer>

#include "session/players/Player.h"

namespace verso::session {

class HumanPlayer : public Player {
    Q_OBJECT
public:
    using Player::Player;

    bool isHuman() const override { return true; }
    void requestMove(MoveRequest* turn) override { turn_ = turn; }

    bool isWaiting() const { return turn_ && turn_->isOpen(); }
    // Answers the open turn with "move"; false when nobody asked this player.
    bool submit(verso::Move move) { return isWaiting() && turn_->answer(move); }

private:
    QPointer<MoveRequest> turn_;
};

}  // namespace verso::session
