// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/analysis/AnalysisMode.h"

#include <QAction>

#include "app/analysis/AnalysisTexts.h"
#include "app/analysis/LinePlayer.h"
#include "app/analysis/MoveValuesOverlay.h"
#include "app/board/BoardScene.h"
#include "app/settings/Settings.h"
#include "session/analysis/PositionAnalyst.h"
#include "session/external/ExternalAnalyst.h"
#include "session/game/GameController.h"
#include "session/game/Seating.h"

namespace verso::app {

using session::GameState;

AnalysisMode::AnalysisMode(session::EngineThread& thread, session::Seating& seating,
                           BoardScene& scene, Settings& settings, LinePlayer& line, QObject* parent)
    : QObject(parent),
      seating_(seating),
      game_(*seating.controller()),
      scene_(scene),
      settings_(settings),
      line_(line),
      analyst_(new session::PositionAnalyst(thread, this)),
      overlay_(new MoveValuesOverlay(&scene)),
      toggle_(new QAction(tr("&Analysis Mode"), this)) {
    toggle_->setObjectName(QStringLiteral("actionAnalysisMode"));
    toggle_->setCheckable(true);
    toggle_->setShortcut(QKeySequence(Qt::Key_A));
    toggle_->setStatusTip(tr("Show the value of every legal move on the board"));
    toggle_->setChecked(settings_.analysisMode(againstComputer()));
    connect(toggle_, &QAction::toggled, this, &AnalysisMode::toggled);
    connect(analyst_, &session::PositionAnalyst::updated, this, &AnalysisMode::onUpdated);
    connect(&line_, &LinePlayer::changed, this,
            [this] { overlay_->setVisible(!line_.isShowing()); });
    // The computer starts or stops thinking, or other seats: analyse again (or wait).
    connect(&seating_, &session::Seating::thinkingChanged, this, &AnalysisMode::refresh);
    connect(&seating_, &session::Seating::seatsChanged, this, [this] {
        const QSignalBlocker block(toggle_);
        toggle_->setChecked(settings_.analysisMode(againstComputer()));
        refresh();
    });
}

bool AnalysisMode::isOn() const { return toggle_->isChecked(); }

bool AnalysisMode::againstComputer() const {
    return game_.isHuman(Color::Black) != game_.isHuman(Color::White);
}

void AnalysisMode::toggled(bool on) {
    settings_.setAnalysisMode(againstComputer(), on);
    if (on) failedEngine_.clear();
    refresh();
}

void AnalysisMode::refresh() {
    const Position& shown = game_.position();
    const auto stopWith = [this](const QString& text) {
        analyst_->stop();
        if (external_) external_->stop();
        overlay_->clearValues();
        setStateText(text);
    };
    if (!isOn()) return stopWith(tr("Analysis is off (View > Analysis Mode)."));
    if (game_.state() == GameState::NotStarted || game_.state() == GameState::Stopped)
        return stopWith(tr("No game to analyse."));
    if (shown.isGameOver()) return stopWith(tr("The game is over: no moves to analyse."));
    if (seating_.isThinking()) return stopWith(tr("Analysis waits while the computer thinks."));
    if (waitingForReview_) return stopWith(tr("Analysis waits while the game is reviewed."));
    if (!failedEngine_.isEmpty())
        //: The analysis panel after the outside analysing engine %1 failed
        return stopWith(tr("%1 stopped analysing: no values are shown. Choose an engine in "
                           "View > Analysis Engine.")
                            .arg(failedEngine_));
    const auto& running = external_ ? external_->position() : analyst_->position();
    if (running == shown) return;  // already at work on it
    startAnalysis(shown);
}

void AnalysisMode::startAnalysis(const Position& position) {
    overlay_->clearValues();
    if (!external_) {
        setStateText(tr("Analysing…"));
        analyst_->analyze(position);
        return;
    }
    //: The analysis panel while the outside engine %1 is asked for its values
    setStateText(tr("%1 is analysing…").arg(external_->name()));
    external_->analyze(position);
}

void AnalysisMode::setEngine(const std::optional<session::ExternalEngineSpec>& engine) {
    failedEngine_.clear();
    const bool same = external_ ? engine && external_->spec() == *engine : !engine;
    if (!same) {
        analyst_->stop();
        overlay_->clearValues();
        if (external_) {
            external_->disconnect(this);
            external_->deleteLater();  // lets its engine go
            external_ = nullptr;
        }
        if (engine) {
            external_ = new session::ExternalAnalyst(*engine, this);
            connect(external_, &session::ExternalAnalyst::updated, this, &AnalysisMode::onUpdated);
            connect(external_, &session::ExternalAnalyst::faulted, this,
                    &AnalysisMode::onEngineFault);
        }
    }
    refresh();
}

void AnalysisMode::onEngineFault(session::ExternalEngineFault fault, const QString& detail) {
    failedEngine_ = external_->name();
    refresh();  // shows nothing, and says why
    emit engineFaulted(failedEngine_, fault, detail);
}

void AnalysisMode::setWaitingForReview(bool waiting) {
    if (waitingForReview_ == waiting) return;
    waitingForReview_ = waiting;
    refresh();
}

void AnalysisMode::onUpdated(const Position& position, const engine::Analysis& analysis) {
    if (position != game_.position()) return;  // never values of another position
    overlay_->showValues(position, analysis);
    const engine::MoveValue* best = analysis.best();
    if (!best) return;
    if (!line_.isShowing()) line_.setLine(position, best->pv);
    if (external_)
        //: The analysis panel with an outside engine: its name, then how deep it is, the best
        //: move and its value, e.g. "Edax: depth 14 — best f5 +4"
        return setStateText(tr("%1: %2 — best %3 %4")
                                .arg(external_->name(), depthText(analysis), moveText(best->move),
                                     valueText(best->score)));
    //: The analysis panel when the best move is the opening book's: how deep the search of the
    //: other moves is, the best move and its book value, e.g. "depth 14 — best f5 0 (opening book)"
    if (best->inBook)
        setStateText(tr("%1 — best %2 %3 (opening book)")
                         .arg(depthText(analysis), moveText(best->move), valueText(best->score)));
    //: The analysis panel: how deep the analysis is, the best move and its value,
    //: e.g. "Depth 14 — best f5 +4"
    else
        setStateText(tr("%1 — best %2 %3")
                         .arg(depthText(analysis), moveText(best->move), valueText(best->score)));
}

void AnalysisMode::setStateText(const QString& text) {
    if (text == stateText_) return;
    stateText_ = text;
    emit stateTextChanged(text);
}

AnalysisMode::~AnalysisMode() {
    if (external_) external_->shutDown();
}

}  // namespace verso::app
