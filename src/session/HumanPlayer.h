// A person at the board: waits for the move the window hands over (a click or the keyboard).
#pragma once

#include <optional>

#include "session/Player.h"

namespace verso::session {

class HumanPlayer : public Player {
    Q_OBJECT
public:
    using Player::Player;

    bool isHuman() const override { return true; }
    void requestMove(const verso::Position& position, quint64 requestId) override;
    void cancel() override;

    bool isWaiting() const { return pendingRequest_.has_value(); }
    // Answers the pending request with "move"; false when nobody asked this player.
    bool submit(verso::Move move);

private:
    std::optional<quint64> pendingRequest_;
};

}  // namespace verso::session
