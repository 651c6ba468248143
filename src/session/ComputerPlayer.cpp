#include "session/ComputerPlayer.h"

#include "session/AiThread.h"

namespace verso::session {

ComputerPlayer::ComputerPlayer(AiThread& ai, int levelNumber, QObject* parent)
    : Player(parent), ai_(&ai), level_(engine::levelByNumber(levelNumber)) {
    handOverTimer_.setSingleShot(true);
    handOverTimer_.setTimerType(Qt::PreciseTimer);  // a coarse timer may fire up to 5% early
    connect(&handOverTimer_, &QTimer::timeout, this, &ComputerPlayer::handOver);
    connect(&ai, &AiThread::moveChosen, this, &ComputerPlayer::onMoveChosen);
}

ComputerPlayer::~ComputerPlayer() {
    if (pending_) cancelSearch(pending_->aiRequestId);
}

void ComputerPlayer::requestMove(const Position& position, quint64 requestId) {
    const bool wasThinking = isThinking();
    if (pending_) cancelSearch(pending_->aiRequestId);
    handOverTimer_.stop();
    pending_ = Pending{requestId, 0, position, Move::none(), {}};
    pending_->started.start();
    startSearch();
    if (!wasThinking) emit thinkingChanged(true);
}

void ComputerPlayer::cancel() {
    if (!pending_) return;
    cancelSearch(pending_->aiRequestId);
    handOverTimer_.stop();
    pending_.reset();
    emit thinkingChanged(false);
}

void ComputerPlayer::setLevelNumber(int levelNumber) {
    const engine::Level& level = engine::levelByNumber(levelNumber);
    if (level.number == level_.number) return;
    level_ = level;
    if (!pending_) return;
    cancelSearch(pending_->aiRequestId);  // its answer was for the old level: drop it
    handOverTimer_.stop();
    pending_->chosen = Move::none();
    startSearch();
}

void ComputerPlayer::startSearch() { pending_->aiRequestId = ai_ ? ai_->request(pending_->position, level_) : 0; }

void ComputerPlayer::cancelSearch(quint64 aiRequestId) {
    if (ai_) ai_->cancel(aiRequestId);
}

void ComputerPlayer::onMoveChosen(quint64 aiRequestId, Move move, const AiInfo& info) {
    if (!pending_ || aiRequestId != pending_->aiRequestId) return;  // not ours, or no longer current
    pending_->aiRequestId = 0;
    pending_->chosen = move;
    emit moveFound(move, info);
    const auto remaining = minimumThinkTime_.count() - pending_->started.elapsed();
    if (remaining > 0)
        handOverTimer_.start(static_cast<int>(remaining));
    else
        handOver();
}

void ComputerPlayer::handOver() {
    if (!pending_ || pending_->chosen.isNone()) return;
    const Pending done = *pending_;
    pending_.reset();
    emit thinkingChanged(false);
    emit moveReady(done.requestId, done.chosen);
}

}  // namespace verso::session
