// SPDX-License-Identifier: GPL-3.0-or-later
// An external NBoard-protocol engine as a Player: a child process that keeps running from move to
// move and is talked to without ever blocking the GUI thread, also when it is stopped.
//
// The conversation:
//   start          -> "nboard 2", "set depth N", "ping K"        <- "set myname NAME", "pong K"
//   requestMove    -> "set game (;GM[Othello]BO[8 ... *];)", "ping K", "go"   <- "=== F5/eval/time"
//   turn cancelled -> "ping K"
// Every "ping" takes a new number K and every "===" before "pong K" is dropped, so the answer to
// a cancelled or replaced request is never taken for the current one (an NBoard engine also stops
// searching when it reads "ping"). The position is sent as the start board of a game with no moves.
// The lines and the ping/pong bookkeeping are core/nboard's (NboardClientState); the process is
// an EngineProcess.
//
// Faults are reported once each, as values, through faulted(); after a fault the current request
// gets no answer until the app decides: keepWaiting() (NoAnswer only: restarts the clock and hands
// over an answer that arrived meanwhile), restart() (kills the engine, starts it again and asks
// again), or seating another player. Lines the player does not need ("status", "nodestats",
// "search", "learned", anything unknown) are ignored; only a malformed "===" is Garbage.
// Signals are emitted from inside the process's own signals: a slot that wants rid of the player
// uses deleteLater() (restart() and stop() are fine to call from a slot).
#pragma once

#include <QPointer>
#include <QString>
#include <QTimer>
#include <chrono>
#include <optional>
#include <utility>

#include "core/nboard/NboardClientState.h"

#include "session/external/EngineProcess.h"
#include "session/external/ExternalEngineFault.h"
#include "session/external/ExternalEngineSpec.h"
#include "session/players/Player.h"

namespace verso::session {

class ExternalEnginePlayer : public Player {
    Q_OBJECT

public:
    // NotStarted -> Starting (greeting sent) -> Running (greeting answered) -> Ended (exited or
    // failed to start; restart() starts it again). stop() returns to NotStarted.
    enum class State { NotStarted, Starting, Running, Ended };

    // How long a stopped engine may take to end after "quit" before it is killed (meanwhile the
    // window goes on; a process still running when the application exits is killed then).
    static constexpr std::chrono::milliseconds kQuitGrace = EngineProcess::kQuitGrace;

    // Does not start the engine: connect the signals, then start() (or requestMove() starts it).
    explicit ExternalEnginePlayer(ExternalEngineSpec spec, QObject* parent = nullptr);
    ~ExternalEnginePlayer() override;  // like stop(), without faults or signals

    bool isHuman() const override { return false; }
    // Asks the engine about turn->position(); answers the turn with a legal move only. The turn's
    // cancellation (or destruction) pings the engine so its answer is never taken.
    void requestMove(MoveRequest* turn) override;

    const ExternalEngineSpec& spec() const { return spec_; }
    State state() const { return state_; }
    // The name the engine gave ("set myname"), else the spec's display name.
    QString name() const;
    // True from a request until it is answered or cancelled (also while a fault holds it).
    bool isThinking() const { return pending_.has_value(); }

    // How long the greeting or a move may take before NoAnswer (default: the spec's seconds).
    std::chrono::milliseconds answerTimeout() const { return answerTimeout_; }
    void setAnswerTimeout(std::chrono::milliseconds timeout) { answerTimeout_ = timeout; }

    // Starts the engine when it is not starting or running (a fault may be emitted at once).
    void start();
    // Kills the engine, starts it again and asks the pending request again, if any.
    void restart();
    // After NoAnswer: hands over an answer that arrived meanwhile, else waits answerTimeout() more.
    void keepWaiting();
    // Sends "quit" and lets the process go (killed after kQuitGrace if it is still running);
    // returns at once. No fault is reported for it.
    void stop();
    // At shutdown only: "quit", then waits at most kQuitGrace for the engine to end (and kills it
    // if it has not), so that no engine outlives Verso.
    void shutDown();

signals:
    void nameChanged(const QString& name);
    // The engine answered the greeting: it runs and speaks NBoard.
    void ready();
    void thinkingChanged(bool thinking);
    // After NoAnswer the engine answered after all: keepWaiting() hands the answer over now.
    void answeredLate();
    void faulted(verso::session::ExternalEngineFault fault, const QString& detail);

private:
    enum class RequestState { Waiting, Overdue, Failed };
    struct Pending {
        QPointer<MoveRequest> turn;
        Position position;
        RequestState state = RequestState::Waiting;
        QString heldAnswer;              // an answer that arrived while Overdue
        std::optional<TurnClock> clock;  // the game's clocks, when it is played on them
    };

    void cancel();
    void send(const nboard::NboardCommand& command);
    void ping();
    void askPending();
    void onFinished(const QString& lastErrorLine);
    void onTimeout();
    void handleLine(const QString& line);
    void handlePong();
    void handleAnswer(const QString& line);
    void setName(const QString& name);
    void fault(ExternalEngineFault fault, const QString& detail);
    void end(ExternalEngineFault fault, const QString& detail);
    void setPending(std::optional<Pending> pending);

    ExternalEngineSpec spec_;
    State state_ = State::NotStarted;
    EngineProcess process_;
    QString engineName_;
    nboard::NboardClientState protocol_;  // the pings: which lines are stale
    std::optional<Pending> pending_;
    std::optional<std::pair<ExternalEngineFault, QString>> endFault_;  // why the engine is Ended
    std::chrono::milliseconds answerTimeout_;
    QTimer answerTimer_;
};

}  // namespace verso::session
