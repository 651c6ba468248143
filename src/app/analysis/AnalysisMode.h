// SPDX-License-Identifier: GPL-3.0-or-later
// View > Analysis Mode (A): the value of every legal move on the board, refined on the analysis
// thread as the search deepens, for whatever position the board shows: the game's current
// position, an earlier one while browsing, a set-up position. Changing the position stops the
// analysis at once and starts it again; while Verso's computer thinks it waits (the two would
// share the cores). Remembered apart for games against the computer, where it starts off so it
// does not give the game away.
#pragma once

#include <QObject>
#include <QString>

#include <vector>

#include "core/Position.h"
#include "engine/MoveAnalysis.h"

class QAction;

namespace verso::session {
class EngineThread;
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

    QAction* toggleAction() const { return toggle_; }
    bool isOn() const;
    MoveValuesOverlay* overlay() const { return overlay_; }
    session::PositionAnalyst* analyst() const { return analyst_; }
    // One line for the analysis panel: "Depth 14 — best f5 +4", or why nothing is shown.
    QString stateText() const { return stateText_; }

    // The board or the game changed: analyse what the board shows now (or stop).
    void refresh();
    // A game review runs on the same thread: the analysis waits for it.
    void setWaitingForReview(bool waiting);

signals:
    void stateTextChanged(const QString& text);

private:
    void toggled(bool on);
    void onUpdated(const verso::Position& position, const engine::Analysis& analysis);
    void setStateText(const QString& text);
    bool againstComputer() const;

    session::Seating& seating_;
    session::GameController& game_;
    BoardScene& scene_;
    Settings& settings_;
    LinePlayer& line_;
    session::PositionAnalyst* analyst_;
    MoveValuesOverlay* overlay_;
    QAction* toggle_;
    QString stateText_;
    bool waitingForReview_ = false;
};

}  // namespace verso::app
