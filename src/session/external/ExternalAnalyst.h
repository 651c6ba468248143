// SPDX-License-Identifier: GPL-3.0-or-later
// An external NBoard engine as the analyst of a position: the value of its legal moves, as the
// engine reports them, refining, in the same engine::Analysis values Verso's own analysis gives
// (PositionAnalyst), so the board shows them the same way.
//
// The conversation (one process from position to position):
//   start    -> "nboard 2", "set depth N"                      <- "set myname NAME"
//   analyze  -> "set game (;GM[Othello]BO[8 ... *];)", "ping K", "hint N"
//               <- "pong K", then "search D6C3 1.00 0 6" / "book D3 -1.00 1 18" lines, refining
//   stop     -> "ping K"
// N is the number of legal moves (or fewer, for a hint). NBoard has no "stop": a new "ping" makes
// the engine stop searching, and every line before its "pong" is stale and dropped, so a value for
// an earlier position never arrives. The analysis is complete when every move asked for is exact
// or when the engine says it is done (an empty "status" after its values).
//
// Faults are reported once each, as values, through faulted(); the engine is let go and the
// analysis stops (the next analyze() starts the engine again). A fault is: the program cannot be
// started or ends, no value arrives within answerTimeout(), a "search"/"book" line that does not
// read (or an endless line), or a value for a move that is not legal in the position.
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <chrono>
#include <map>
#include <optional>

#include "core/Position.h"
#include "core/nboard/NboardClientState.h"
#include "engine/MoveAnalysis.h"

#include "session/external/EngineProcess.h"
#include "session/external/ExternalEngineFault.h"
#include "session/external/ExternalEngineSpec.h"

namespace verso::session {

class ExternalAnalyst : public QObject {
    Q_OBJECT

public:
    explicit ExternalAnalyst(ExternalEngineSpec spec, QObject* parent = nullptr);
    ~ExternalAnalyst() override;  // lets the engine go

    const ExternalEngineSpec& spec() const { return spec_; }
    // The name the engine gave ("set myname"), else the spec's display name.
    QString name() const;

    // Starts analysing "position" (dropping any earlier analysis): the best "count" moves, all of
    // them when 0. A game that is over has nothing to analyse: updated() comes at once, empty.
    void analyze(const verso::Position& position, int count = 0);
    // Stops the analysis (the engine stops searching and keeps running).
    void stop();
    // At shutdown only: ends the engine, waiting for it a moment at most.
    void shutDown();
    // From analyze() until the analysis is complete, stopped or faulted.
    bool isRunning() const { return running_; }
    // The position of the last analyze() while it runs or since it ended; nothing after stop()
    // or a fault.
    const std::optional<verso::Position>& position() const { return position_; }
    const std::optional<engine::Analysis>& latest() const { return latest_; }

    // How long the first value may take before NoAnswer (default: the spec's seconds per move).
    std::chrono::milliseconds answerTimeout() const { return answerTimeout_; }
    void setAnswerTimeout(std::chrono::milliseconds timeout) { answerTimeout_ = timeout; }

signals:
    // New values for "position" (that of the running analysis); the last one of a finished
    // analysis has analysis.complete set.
    void updated(const verso::Position& position, const verso::engine::Analysis& analysis);
    void nameChanged(const QString& name);
    void faulted(verso::session::ExternalEngineFault fault, const QString& detail);

private:
    void start();
    void ask();
    void handleLine(const QString& line);
    void handleHint(const nboard::HintAnswer& hint, const QString& line);
    void handleStatus(const nboard::Status& status);
    void report(bool engineDone);
    void fault(ExternalEngineFault fault, const QString& detail);

    ExternalEngineSpec spec_;
    EngineProcess process_;
    nboard::NboardClientState protocol_;
    QString engineName_;
    std::optional<verso::Position> position_;
    int count_ = 0;                            // moves asked for
    std::map<int, engine::MoveValue> values_;  // by square (64: the pass)
    std::optional<engine::Analysis> latest_;
    bool running_ = false;
    bool heard_ = false;  // the engine said something since it was started
    std::chrono::milliseconds answerTimeout_;
    QTimer answerTimer_;
};

}  // namespace verso::session
