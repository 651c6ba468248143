// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/HintActions.h"

#include <QAction>

#include <algorithm>

#include "app/analysis/AnalysisTexts.h"
#include "app/board/BoardScene.h"
#include "app/board/HintMarker.h"
#include "engine/Level.h"
#include "session/analysis/HintFinder.h"
#include "session/external/ExternalAnalyst.h"
#include "session/game/GameController.h"

namespace verso::app {

HintActions::HintActions(session::EngineThread& engineThread, session::GameController& controller,
                         BoardScene& scene, QObject* parent)
    : QObject(parent),
      controller_(controller),
      finder_(new session::HintFinder(engineThread, this)),
      marker_(new HintMarker(&scene)),
      hintAction_(new QAction(tr("&Hint"), this)),
      hideHintAction_(new QAction(tr("Hide Hint"), this)) {
    hintAction_->setObjectName(QStringLiteral("actionHint"));
    hintAction_->setShortcut(QKeySequence(Qt::Key_H));
    hintAction_->setStatusTip(tr("Show the move the computer would play for you"));
    hideHintAction_->setObjectName(QStringLiteral("actionHideHint"));
    hideHintAction_->setShortcut(QKeySequence(Qt::Key_Escape));
    hideHintAction_->setStatusTip(tr("Hide the hint, or stop looking for one"));
    connect(hintAction_, &QAction::triggered, this, &HintActions::find);
    connect(hideHintAction_, &QAction::triggered, this, &HintActions::hide);
    connect(finder_, &session::HintFinder::hintFound, this, &HintActions::onHintFound);
    connect(&controller, &session::GameController::boardChanged, this, &HintActions::clear);
    connect(&controller, &session::GameController::stateChanged, this, &HintActions::clear);
    connect(&controller, &session::GameController::turnStarted, this, &HintActions::updateActions);
    updateActions();
}

int HintActions::hintSquare() const { return marker_->square(); }

void HintActions::updateActions() {
    hintAction_->setEnabled(controller_.isWaitingForHuman());
    hideHintAction_->setEnabled(isSearching() || marker_->square() >= 0);
}

bool HintActions::isSearching() const {
    return finder_->isSearching() || (external_ && external_->isRunning());
}

void HintActions::setEngine(const std::optional<session::ExternalEngineSpec>& engine) {
    if (external_ ? engine && external_->spec() == *engine : !engine) return;
    clear();
    if (external_) {
        external_->disconnect(this);
        external_->deleteLater();  // lets its engine go
        external_ = nullptr;
    }
    if (!engine) return;
    external_ = new session::ExternalAnalyst(*engine, this);
    connect(external_, &session::ExternalAnalyst::updated, this, &HintActions::onEngineValues);
    connect(external_, &session::ExternalAnalyst::faulted, this, &HintActions::onEngineFault);
}

void HintActions::find() {
    if (!controller_.isWaitingForHuman()) return;
    if (external_) {
        external_->analyze(controller_.position(), 1);
        //: Status bar while the outside engine %1 is asked for a hint
        emit message(tr("Asking %1 for a good move…").arg(external_->name()), 0);
        updateActions();
        return;
    }
    // A hint plays at least at the default level, however weak the opponent is set.
    finder_->find(controller_.position(), std::max(level_, engine::defaultLevelNumber()));
    emit message(tr("Looking for a good move…"), 0);
    updateActions();
}

void HintActions::onHintFound(const Position& position, Move move, const session::MoveInfo& info) {
    if (position != controller_.position() || !controller_.isWaitingForHuman() ||
        !move.isPlacement())
        return;
    marker_->showOn(move.square());
    lastText_ = hintValueText(move, info.score, info.depth, info.exact, info.fromBook);
    updateActions();
    emit message(lastText_, 0);  // until the board changes (clear() takes it away)
}

// The outside engine's best move so far: the ring follows it as the engine refines.
void HintActions::onEngineValues(const Position& position, const engine::Analysis& analysis) {
    const engine::MoveValue* best = analysis.best();
    if (!best || position != controller_.position() || !controller_.isWaitingForHuman() ||
        !best->move.isPlacement())
        return updateActions();
    marker_->showOn(best->move.square());
    lastText_ = hintValueText(best->move, best->score, best->depth,
                              best->proof == engine::Proof::Exact, best->inBook);
    updateActions();
    emit message(lastText_, 0);
}

void HintActions::onEngineFault(session::ExternalEngineFault fault, const QString& detail) {
    marker_->clear();
    updateActions();
    emit message({}, 0);
    emit engineFaulted(external_->name(), fault, detail);
}

void HintActions::clear() {
    // "Looking for..." is over, and a hint's words go with its ring.
    if (isSearching() || marker_->square() >= 0) emit message({}, 0);
    finder_->cancel();
    if (external_) external_->stop();
    marker_->clear();
    updateActions();
}

void HintActions::hide() {
    clear();
    emit message({}, 0);
}

HintActions::~HintActions() {
    if (external_) external_->shutDown();
}

}  // namespace verso::app
