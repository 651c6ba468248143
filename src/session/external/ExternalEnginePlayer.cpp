// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/external/ExternalEnginePlayer.h"

#include <QCoreApplication>
#include <QPointer>
#include <algorithm>
#include <csignal>
#include <utility>

#include <unistd.h>

#include "core/Ggf.h"
#include "core/GgfClock.h"
#include "core/nboard/NboardFormat.h"

namespace verso::session {

namespace {

// The engine runs as the leader of a process group of its own (see start()); ending the group
// also ends whatever the engine started, which would otherwise outlive it.
void endProcessGroup(qint64 leader) {
    if (leader > 0) ::kill(-static_cast<pid_t>(leader), SIGKILL);
}

}  // namespace

namespace {

constexpr qsizetype kMaxLineBytes = 64 * 1024;   // a longer line without a newline is Garbage
constexpr qsizetype kErrorTailBytes = 4 * 1024;  // how much standard error is kept for a detail

// The line of "command", newline included.
QByteArray lineOf(const nboard::NboardCommand& command) {
    return QByteArray::fromStdString(nboard::formatCommand(command)) + '\n';
}

// The last line of the engine's standard error that says something.
QString lastErrorLine(const QByteArray& tail) {
    const QList<QByteArray> lines = tail.split('\n');
    for (auto it = lines.crbegin(); it != lines.crend(); ++it)
        if (!it->trimmed().isEmpty()) return QString::fromUtf8(it->trimmed());
    return {};
}

// The position to move in; on a clock, the game from its start with its time control (TI) and
// each move's time, from which the engine reckons both clocks.
nboard::SetGame setGame(const Position& position, const std::optional<TurnClock>& clock) {
    GgfGame game;
    game.properties = {{"PC", "Verso"}};
    game.start = position;
    if (clock) {
        game.properties.emplace_back("TI", formatGgfClock(clock->control));
        game.start = clock->start;
        game.moves = clock->moves;
    }
    return {game};
}

}  // namespace

ExternalEnginePlayer::ExternalEnginePlayer(ExternalEngineSpec spec, QObject* parent)
    : Player(parent),
      spec_(std::move(spec)),
      answerTimeout_(std::chrono::seconds(spec_.secondsPerMove)) {
    answerTimer_.setSingleShot(true);
    connect(&answerTimer_, &QTimer::timeout, this, &ExternalEnginePlayer::onTimeout);
}

ExternalEnginePlayer::~ExternalEnginePlayer() {
    answerTimer_.stop();
    retireProcess();
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
    outbox_.clear();
    lineBuffer_.clear();
    errorTail_.clear();
    protocol_.forgetPing();
    endFault_.reset();
    const QStringList words = spec_.program();
    if (words.isEmpty()) {
        end(ExternalEngineFault::FailedToStart, QString());
        return;
    }
    process_ = std::make_unique<QProcess>();
    process_->setChildProcessModifier([] { ::setpgid(0, 0); });  // a group of its own
    process_->setProgram(words.constFirst());
    process_->setArguments(words.mid(1));
    if (!spec_.workingDirectory.isEmpty()) process_->setWorkingDirectory(spec_.workingDirectory);
    QProcess* process = process_.get();
    connect(process, &QProcess::started, this, &ExternalEnginePlayer::onStarted);
    connect(process, &QProcess::readyReadStandardOutput, this, &ExternalEnginePlayer::onReadyRead);
    connect(process, &QProcess::readyReadStandardError, this, &ExternalEnginePlayer::onErrorOutput);
    connect(process, &QProcess::errorOccurred, this, &ExternalEnginePlayer::onError);
    connect(process, &QProcess::finished, this, &ExternalEnginePlayer::onFinished);
    send(nboard::Hello{2});
    send(nboard::SetDepth{
        std::clamp(spec_.depth, ExternalEngineSpec::kMinDepth, ExternalEngineSpec::kMaxDepth)});
    if (pending_) {
        askPending();
    } else {
        ping();
        answerTimer_.start(answerTimeout_);
    }
    process->start();  // may report FailedToStart at once, which forgets the process
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
    retireProcess();
    state_ = State::NotStarted;
    protocol_.forgetPing();
    endFault_.reset();
    if (pending_) pending_->state = RequestState::Waiting;  // asked again by the next start()
}

void ExternalEnginePlayer::shutDown() {
    answerTimer_.stop();
    if (process_ && process_->state() != QProcess::NotRunning) {
        const qint64 leader = process_->processId();
        process_->disconnect(this);
        process_->write(lineOf(nboard::Quit{}));
        process_->closeWriteChannel();
        if (!process_->waitForFinished(static_cast<int>(kQuitGrace.count()))) {
            endProcessGroup(leader);
            process_->kill();
            process_->waitForFinished(static_cast<int>(kQuitGrace.count()));
        }
        endProcessGroup(leader);  // what the engine left behind
    }
    retireProcess();
    state_ = State::NotStarted;
}

// Lets the process go without waiting for it: "quit", then a kill after kQuitGrace if it has not
// ended; the QProcess deletes itself once the process has ended. Until then it belongs to the
// application, whose exit kills a process still running. Safe inside the process's own signals.
void ExternalEnginePlayer::retireProcess() {
    if (!process_) return;
    QProcess* process = process_.release();
    process->disconnect(this);  // an ending we asked for is no fault
    if (process->state() == QProcess::NotRunning) {
        process->deleteLater();
        return;
    }
    process->setParent(QCoreApplication::instance());
    const qint64 leader = process->processId();
    connect(process, &QProcess::finished, process, [process, leader] {
        endProcessGroup(leader);  // what the engine left behind
        process->deleteLater();
    });
    if (process->state() == QProcess::Running) {
        process->write(lineOf(nboard::Quit{}));
        process->closeWriteChannel();
    }
    QTimer::singleShot(kQuitGrace, process, [process, leader] {
        if (process->state() == QProcess::NotRunning) return;
        endProcessGroup(leader);
        process->kill();
    });
}

void ExternalEnginePlayer::send(const nboard::NboardCommand& command) {
    if (!process_) return;
    if (process_->state() == QProcess::Running) process_->write(lineOf(command));
    else outbox_.push_back(command);
}

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

void ExternalEnginePlayer::onStarted() {
    const std::vector<nboard::NboardCommand> commands = std::exchange(outbox_, {});
    for (const nboard::NboardCommand& command : commands) send(command);
}

void ExternalEnginePlayer::onReadyRead() {
    const QPointer<ExternalEnginePlayer> self(this);
    const QProcess* process = process_.get();
    lineBuffer_ += process_->readAllStandardOutput();
    qsizetype newline;
    while ((newline = lineBuffer_.indexOf('\n')) >= 0) {
        QByteArray line = lineBuffer_.left(newline);
        lineBuffer_.remove(0, newline + 1);
        if (line.endsWith('\r')) line.chop(1);
        handleLine(QString::fromUtf8(line));
        if (!self || process_.get() != process)
            return;  // a slot deleted us or restarted the engine
    }
    if (lineBuffer_.size() > kMaxLineBytes) {
        const QString start = QString::fromUtf8(lineBuffer_.left(200));
        lineBuffer_.clear();
        fault(ExternalEngineFault::Garbage, start);
    }
}

void ExternalEnginePlayer::onErrorOutput() {
    errorTail_ += process_->readAllStandardError();
    if (errorTail_.size() > kErrorTailBytes) errorTail_ = errorTail_.right(kErrorTailBytes);
}

void ExternalEnginePlayer::onError(QProcess::ProcessError error) {
    // A crash is reported by finished() too; read and write errors end in finished() as well.
    if (error == QProcess::FailedToStart)
        end(ExternalEngineFault::FailedToStart, process_->errorString());
}

void ExternalEnginePlayer::onFinished() {
    const QPointer<ExternalEnginePlayer> self(this);
    const QProcess* process = process_.get();
    onReadyRead();  // what it said last (perhaps its move) counts
    if (!self || process_.get() != process) return;
    onErrorOutput();
    const bool greeted = state_ == State::Running;
    end(greeted ? ExternalEngineFault::Exited : ExternalEngineFault::FailedToStart,
        lastErrorLine(errorTail_));
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
    retireProcess();
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
