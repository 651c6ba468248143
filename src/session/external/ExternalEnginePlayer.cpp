// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/external/ExternalEnginePlayer.h"

#include <QPointer>
#include <algorithm>
#include <utility>

#include "core/GgfClock.h"

namespace verso::session {

namespace {

// The position to move in; on a clock, the game from its start with its time control (TI) and
// each move's time, from which the engine reckons both clocks.
nboard::SetGame setGame(const Position& position, const std::optional<TurnClock>& clock) {
    nboard::SetGame command = EngineProcess::setGame(position);
    if (clock) {
        command.game.properties.emplace_back("TI", formatGgfClock(clock->control));
        command.game.start = clock->start;
        command.game.moves = clock->moves;
    }
    return command;
}

}  // namespace

ExternalEnginePlayer::ExternalEnginePlayer(ExternalEngineSpec spec, QObject* parent)
    : Player(parent),
      spec_(std::move(spec)),
      answerTimeout_(std::chrono::seconds(spec_.secondsPerMove)) {
    answerTimer_.setSingleShot(true);
    connect(&answerTimer_, &QTimer::timeout, this, &ExternalEnginePlayer::onTimeout);
    connect(&process_, &EngineProcess::lineReceived, this, &ExternalEnginePlayer::handleLine);
    connect(&process_, &EngineProcess::overlongLine, this,
            [this](const QString& start) { fault(ExternalEngineFault::Garbage, start); });
    connect(&process_, &EngineProcess::failedToStart, this,
            [this](const QString& detail) { end(ExternalEngineFault::FailedToStart, detail); });
    connect(&process_, &EngineProcess::finished, this, &ExternalEnginePlayer::onFinished);
}

ExternalEnginePlayer::~ExternalEnginePlayer() {
    answerTimer_.stop();
    process_.retire();
}

QString ExternalEnginePlayer::name() const {
    return engineName_.isEmpty() ? spec_.displayName() : engineName_;
}

void ExternalEnginePlayer::requestMove(MoveRequest* turn) {
    if (pending_ && pending_->turn) pending_->turn->disconnect(this);
    setPending(Pending{turn, turn->position(), RequestState::Waiting, {}, turn->clock()});
    connect(turn, &MoveRequest::cancelled, this, &ExternalEnginePlayer::cancel);
    connect(turn, &QObject::destroyed, this, &ExternalEnginePlayer::cancel);
    switch (state_) {
        case State::NotStarted: start(); break;  // asks once it is greeted
        case State::Starting:
        case State::Running: askPending(); break;
        case State::Ended:  // still down after a fault: say so again for this request
            pending_->state = RequestState::Failed;
            emit faulted(endFault_->first, endFault_->second);
            break;
    }
}

void ExternalEnginePlayer::cancel() {
    if (!pending_) return;
    if (pending_->turn) pending_->turn->disconnect(this);
    setPending(std::nullopt);
    if (state_ != State::Starting && state_ != State::Running) return;
    ping();  // stops the engine's search; its answer, if already on the way, comes before the pong
    if (state_ == State::Running)
        answerTimer_.stop();  // while Starting, the greeting is still timed
}

void ExternalEnginePlayer::start() {
    if (state_ == State::Starting || state_ == State::Running) return;
    state_ = State::Starting;
    protocol_.forgetPing();
    endFault_.reset();
    if (!process_.open(spec_)) {
        end(ExternalEngineFault::FailedToStart, QString());
        return;
    }
    send(nboard::Hello{2});
    send(nboard::SetDepth{
        std::clamp(spec_.depth, ExternalEngineSpec::kMinDepth, ExternalEngineSpec::kMaxDepth)});
    if (pending_) {
        askPending();
    } else {
        ping();
        answerTimer_.start(answerTimeout_);
    }
    process_.launch();  // may report FailedToStart at once, which forgets the process
}

void ExternalEnginePlayer::restart() {
    stop();
    start();
}

void ExternalEnginePlayer::keepWaiting() {
    if (pending_ && pending_->state == RequestState::Overdue) {
        pending_->state = RequestState::Waiting;
        const QString held = std::exchange(pending_->heldAnswer, QString());
        if (!held.isEmpty()) {
            handleAnswer(held);
            return;
        }
        answerTimer_.start(answerTimeout_);
    } else if (state_ == State::Starting && !answerTimer_.isActive()) {
        answerTimer_.start(answerTimeout_);
    }
}

void ExternalEnginePlayer::stop() {
    answerTimer_.stop();
    process_.retire();
    state_ = State::NotStarted;
    protocol_.forgetPing();
    endFault_.reset();
    if (pending_) pending_->state = RequestState::Waiting;  // asked again by the next start()
}

void ExternalEnginePlayer::shutDown() {
    answerTimer_.stop();
    process_.shutDown();
    state_ = State::NotStarted;
}

void ExternalEnginePlayer::send(const nboard::NboardCommand& command) { process_.send(command); }

void ExternalEnginePlayer::ping() { send(protocol_.ping()); }

// Sends the position and "go"; the "ping" between them makes every earlier "===" stale.
void ExternalEnginePlayer::askPending() {
    pending_->state = RequestState::Waiting;
    pending_->heldAnswer.clear();
    send(setGame(pending_->position, pending_->clock));
    ping();
    send(nboard::Go{});
    // On a clock the engine may think as long as its clock holds: the clock falls first.
    const auto clockBound = pending_->clock ? pending_->clock->remaining + std::chrono::seconds(2)
                                            : std::chrono::milliseconds(0);
    answerTimer_.start(std::max(answerTimeout_, clockBound));
}

void ExternalEnginePlayer::onFinished(const QString& lastErrorLine) {
    const bool greeted = state_ == State::Running;
    end(greeted ? ExternalEngineFault::Exited : ExternalEngineFault::FailedToStart, lastErrorLine);
}

void ExternalEnginePlayer::onTimeout() {
    if (pending_ && pending_->state == RequestState::Waiting) {
        pending_->state = RequestState::Overdue;
        emit faulted(ExternalEngineFault::NoAnswer, QString());
    } else if (state_ == State::Starting) {
        emit faulted(ExternalEngineFault::NoAnswer, QString());
    }
}

void ExternalEnginePlayer::handleLine(const QString& line) {
    const auto reply = protocol_.receive(line.toStdString());
    if (!reply) return;  // stale, blank, or a pong to no ping of ours
    if (const auto* named = reply->get<nboard::MyName>()) {
        setName(QString::fromStdString(named->name));
    } else if (reply->get<nboard::Pong>()) {
        handlePong();
    } else if (reply->get<nboard::MoveAnswer>() ||
               (!reply->ok() && nboard::isBadMoveAnswer(reply->error()))) {
        if (!pending_) return;  // the answer to a request that is gone
        if (pending_->state == RequestState::Overdue) {
            if (!pending_->heldAnswer.isEmpty()) return;
            pending_->heldAnswer = line.trimmed();
            emit answeredLate();
        } else if (pending_->state == RequestState::Waiting) {
            handleAnswer(line.trimmed());
        }
    }
    // "status", "nodestats", "search", "learned" and unknown lines need no answer.
}

// A pong to one of our pings: the engine speaks NBoard.
void ExternalEnginePlayer::handlePong() {
    if (state_ != State::Starting) return;
    state_ = State::Running;
    if (!pending_ || pending_->state != RequestState::Waiting) answerTimer_.stop();
    emit ready();
}

void ExternalEnginePlayer::handleAnswer(const QString& line) {
    const nboard::NboardParse<nboard::NboardReply> reply = nboard::parseReply(line.toStdString());
    const nboard::MoveAnswer* answer = reply.get<nboard::MoveAnswer>();
    if (!answer) {
        fault(ExternalEngineFault::Garbage, line);
    } else if (!pending_->position.isLegal(answer->move.move)) {
        fault(ExternalEngineFault::IllegalMove, line);
    } else {
        answerTimer_.stop();
        const QPointer<MoveRequest> turn = pending_->turn;
        if (turn) turn->disconnect(this);
        setPending(std::nullopt);
        if (turn) turn->answer(answer->move.move);
    }
}

void ExternalEnginePlayer::setName(const QString& name) {
    const QString printable = printableEngineText(name, 80);
    if (printable.isEmpty() || printable == engineName_) return;
    engineName_ = printable;
    emit nameChanged(engineName_);
}

// The current request gets no answer; the engine keeps running (see end() for when it does not).
void ExternalEnginePlayer::fault(ExternalEngineFault fault, const QString& detail) {
    answerTimer_.stop();
    if (pending_) pending_->state = RequestState::Failed;
    emit faulted(fault, printableEngineText(detail));
}

void ExternalEnginePlayer::end(ExternalEngineFault fault, const QString& detail) {
    process_.retire();
    state_ = State::Ended;
    protocol_.forgetPing();
    endFault_ = {fault, printableEngineText(detail)};
    this->fault(fault, detail);
}

void ExternalEnginePlayer::setPending(std::optional<Pending> pending) {
    const bool wasThinking = pending_.has_value();
    pending_ = std::move(pending);
    if (pending_.has_value() != wasThinking) emit thinkingChanged(pending_.has_value());
}

}  // namespace verso::session
