// SPDX-License-Identifier: GPL-3.0-or-later
// View > Analysis Mode (A): the value of every legal move on the board, refined on the analysis
// thread as the search deepens, for whatever position the board shows: the game's current
// position, an earlier one while browsing, a set-up position. Changing the position stops the
// analysis at once and starts it again; while Verso's computer thinks it waits (the two would
// share the cores). Remembered apart for games against the computer, where it starts off so it
// does not give the game away. The analyst is Verso's own engine or an outside engine
// (setEngine()); an outside engine that fails stops the analysis: the board shows no values
// until an engine is chosen again or analysis is turned off and on.
#pragma once

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

#include "core/Position.h"
#include "engine/MoveAnalysis.h"
#include "session/external/ExternalEngineFault.h"
#include "session/external/ExternalEngineSpec.h"

class QAction;

namespace verso::session {
class EngineThread;
class ExternalAnalyst;
class GameController;
class PositionAnalyst;
class Seating;
}  // namespace verso::session

namespace verso::app {

class BoardScene;
class LinePlayer;
class MoveValuesOverlay;
class Settings;

class AnalysisMode : public QObject {
    Q_OBJECT

public:
    AnalysisMode(session::EngineThread& thread, session::Seating& seating, BoardScene& scene,
                 Settings& settings, LinePlayer& line, QObject* parent);
    // Ends an outside engine that analyses, waiting for it a moment at most (shutdown only).
    ~AnalysisMode() override;

    QAction* toggleAction() const { return toggle_; }
    bool isOn() const;
    MoveValuesOverlay* overlay() const { return overlay_; }
    session::PositionAnalyst* analyst() const { return analyst_; }
    // Who analyses: an outside engine, or Verso's own engine (nullopt).
    void setEngine(const std::optional<session::ExternalEngineSpec>& engine);
    // The outside engine analysing, if one was chosen.
    session::ExternalAnalyst* externalAnalyst() const { return external_; }
    // One line for the analysis panel: "Depth 14 — best f5 +4", or why nothing is shown.
    QString stateText() const { return stateText_; }

    // The board or the game changed: analyse what the board shows now (or stop).
    void refresh();
    // A game review runs on the same thread: the analysis waits for it.
    void setWaitingForReview(bool waiting);

signals:
    void stateTextChanged(const QString& text);
    // The outside engine "engineName" failed: the analysis stopped and shows nothing.
    void engineFaulted(const QString& engineName, verso::session::ExternalEngineFault fault,
                       const QString& detail);

private:
    void toggled(bool on);
    void onUpdated(const verso::Position& position, const engine::Analysis& analysis);
    void setStateText(const QString& text);
    void startAnalysis(const verso::Position& position);
    void onEngineFault(session::ExternalEngineFault fault, const QString& detail);
    bool againstComputer() const;

    session::Seating& seating_;
    session::GameController& game_;
    BoardScene& scene_;
    Settings& settings_;
    LinePlayer& line_;
    session::PositionAnalyst* analyst_;
    session::ExternalAnalyst* external_ = nullptr;
    QString failedEngine_;  // the outside engine that failed, until an engine is chosen again
    MoveValuesOverlay* overlay_;
    QAction* toggle_;
    QString stateText_;
    bool waitingForReview_ = false;
};

}  // namespace verso::app
