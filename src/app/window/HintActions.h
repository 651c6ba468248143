// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Hint (H) and Hide Hint (Esc): asks the engine thread for the move it suggests to the
// person to move (HintFinder), shows it with a gold ring (HintMarker) until the board changes,
// and reports what it is doing as status-bar messages. With an outside engine as the analyst
// (setEngine()) the engine is asked instead, and the ring follows its best move as it refines.
#pragma once

#include <QObject>

#include <optional>

#include "core/Position.h"
#include "engine/MoveAnalysis.h"
#include "session/external/ExternalEngineFault.h"
#include "session/external/ExternalEngineSpec.h"
#include "session/players/MoveRequest.h"

class QAction;

namespace verso::session {
class EngineThread;
class ExternalAnalyst;
class GameController;
class HintFinder;
}  // namespace verso::session

namespace verso::app {

class BoardScene;
class HintMarker;

class HintActions : public QObject {
    Q_OBJECT

public:
    HintActions(session::EngineThread& engineThread, session::GameController& controller,
                BoardScene& scene, QObject* parent);
    // Ends an outside engine that analyses, waiting for it a moment at most (shutdown only).
    ~HintActions() override;

    QAction* hintAction() const { return hintAction_; }
    QAction* hideHintAction() const { return hideHintAction_; }
    // The square the hint marker shows, or -1.
    int hintSquare() const;
    // What the status bar says about the hint shown: "Hint: f3, +6, exact" (empty when none).
    QString hintText() const { return hintSquare() >= 0 ? lastText_ : QString(); }
    // The level hints are worked out at (never below the default level).
    void setLevel(int level) { level_ = level; }
    // Who finds hints: an outside engine, or Verso's own engine (nullopt).
    void setEngine(const std::optional<session::ExternalEngineSpec>& engine);

    // Anything that changed the position or the turn: drop the hint and the search for one.
    void clear();
    void updateActions();

signals:
    // A status-bar message (timeout in ms, 0 = until replaced); an empty text clears it.
    void message(const QString& text, int timeoutMs);
    // The outside engine "engineName" failed: there is no hint.
    void engineFaulted(const QString& engineName, verso::session::ExternalEngineFault fault,
                       const QString& detail);

private:
    void find();
    void hide();
    void onHintFound(const Position& position, Move move, const session::MoveInfo& info);
    void onEngineValues(const Position& position, const engine::Analysis& analysis);
    void onEngineFault(session::ExternalEngineFault fault, const QString& detail);
    bool isSearching() const;

    session::GameController& controller_;
    session::HintFinder* finder_;
    session::ExternalAnalyst* external_ = nullptr;
    HintMarker* marker_;
    QAction* hintAction_;
    QAction* hideHintAction_;
    int level_ = 0;
    QString lastText_;
};

}  // namespace verso::app
