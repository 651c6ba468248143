// SPDX-License-Identifier: GPL-3.0-or-later
// Analysis mode's worker on the GUI side: the value of every legal move of one position, refined
// on an engine thread (engine::analyzeMoves) until the position changes. analyze() replaces any
// earlier analysis at once: no value for an earlier position arrives after it.
#pragma once

#include <QObject>
#include <QPointer>

#include <memory>
#include <optional>

#include "core/Position.h"
#include "session/analysis/AnalysisTypes.h"
#include "session/enginethread/EngineRequest.h"

namespace verso::session {

class EngineThread;

class PositionAnalyst : public QObject {
    Q_OBJECT

public:
    explicit PositionAnalyst(EngineThread& thread, QObject* parent = nullptr);
    ~PositionAnalyst() override;

    // Starts analysing "position" (stopping any earlier analysis). A game that is over has
    // nothing to analyse: updated() comes at once with no moves.
    void analyze(const verso::Position& position,
                 const engine::AnalysisLimits& limits = defaultLimits());
    void stop();
    bool isRunning() const { return request_ != nullptr; }
    // The position of the last analyze() while it runs or since it ended; nothing after stop().
    const std::optional<verso::Position>& position() const { return position_; }
    // The latest values for position(), if any came yet.
    const std::optional<engine::Analysis>& latest() const { return latest_; }

    // What the window analyses with: unbounded depth, exact at 22 empties, win/loss/draw at 24.
    static engine::AnalysisLimits defaultLimits();

signals:
    // New values for "position" (the position of the running analysis). The last one of a
    // finished analysis has analysis.complete set.
    void updated(const verso::Position& position, const verso::engine::Analysis& analysis);

private:
    QPointer<EngineThread> thread_;
    std::unique_ptr<EngineRequest> request_;
    std::optional<verso::Position> position_;
    std::optional<engine::Analysis> latest_;
};

}  // namespace verso::session
