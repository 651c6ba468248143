// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/players/ComputerPlayer.h"

#include <algorithm>

#include "session/enginethread/EngineThread.h"

namespace verso::session {

ComputerPlayer::ComputerPlayer(EngineThread& engineThread, int levelNumber, QObject* parent)
    : Player(parent), engineThread_(&engineThread), level_(engine::levelByNumber(levelNumber)) {
    handOverTimer_.setSingleShot(true);
    handOverTimer_.setTimerType(Qt::PreciseTimer);  // a coarse timer may fire up to 5% early
    connect(&handOverTimer_, &QTimer::timeout, this, &ComputerPlayer::handOver);
}

ComputerPlayer::~ComputerPlayer() { drop(search_); }

void ComputerPlayer::requestMove(MoveRequest* turn) {
    const bool wasThinking = isThinking();
    if (turn_) turn_->disconnect(this);
    turn_ = turn;
    connect(turn, &MoveRequest::cancelled, this, &ComputerPlayer::finish);
    connect(turn, &QObject::destroyed, this, &ComputerPlayer::finish);
    started_.start();
    startSearch();
    if (!wasThinking) emit thinkingChanged(true);
}

void ComputerPlayer::setLevelNumber(int levelNumber) {
    const engine::Level& level = engine::levelByNumber(levelNumber);
    if (level.number == level_.number) return;
    level_ = level;
    if (isThinking()) startSearch();  // the answer in flight was for the old level
}

void ComputerPlayer::setMinimumThinkTime(std::chrono::milliseconds time) {
    minimumThinkTime_ = time;
    if (handOverTimer_.isActive()) scheduleHandOver();
}

void ComputerPlayer::startSearch() {
    handOverTimer_.stop();
    chosen_ = Move::none();
    drop(search_);
    if (!engineThread_) return;  // the engine thread is gone (shutdown): nothing more to ask
    // On a clock: what it holds now (a search asked again, at a new level, has less).
    std::optional<engine::MoveClock> clock;
    if (const auto& turnClock = turn_->clock()) {
        const std::chrono::milliseconds spent(started_.elapsed());
        clock =
            engine::MoveClock{std::max(std::chrono::milliseconds(0), turnClock->remaining - spent),
                              turnClock->control.increment};
    }
    search_ = engineThread_->askMove(turn_->position(), level_, clock);
    connect(search_.get(), &EngineRequest::finished, this, &ComputerPlayer::onMoveFound);
}

void ComputerPlayer::onMoveFound(const QVariant& result) {
    const ChosenMove found = EngineRequest::chosenMove(result);
    if (found.move.isNone()) return;  // the game is over: there is nothing to play
    chosen_ = found.move;
    chosenInfo_ = found.info;
    emit moveFound(found.move, found.info);
    scheduleHandOver();
}

// On a clock the move goes at once: a pause to follow the game would cost the computer's time.
void ComputerPlayer::scheduleHandOver() {
    const bool onClock = turn_ && turn_->clock();
    const auto remaining = onClock ? 0 : minimumThinkTime_.count() - started_.elapsed();
    if (remaining > 0) handOverTimer_.start(static_cast<int>(remaining));
    else handOver();
}

void ComputerPlayer::handOver() {
    if (!isThinking() || chosen_.isNone()) return;
    QPointer<MoveRequest> turn = turn_;
    const Move move = chosen_;
    const MoveInfo info = chosenInfo_;
    finish();
    turn->answer(move, info);
}

// The turn was answered, cancelled or dropped: stop everything that was for it.
void ComputerPlayer::finish() {
    const bool wasThinking = turn_ != nullptr;
    handOverTimer_.stop();
    drop(search_);
    chosen_ = Move::none();
    if (turn_) turn_->disconnect(this);
    turn_ = nullptr;
    if (wasThinking) emit thinkingChanged(false);
}

}  // namespace verso::session
