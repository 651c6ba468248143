#include "session/HumanPlayer.h"

namespace verso::session {

void HumanPlayer::requestMove(const Position& /*position*/, quint64 requestId) { pendingRequest_ = requestId; }

void HumanPlayer::cancel() { pendingRequest_.reset(); }

bool HumanPlayer::submit(Move move) {
    if (!pendingRequest_) return false;
    const quint64 id = *pendingRequest_;
    pendingRequest_.reset();
    emit moveReady(id, move);
    return true;
}

}  // namespace verso::session
