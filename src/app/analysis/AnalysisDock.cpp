// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/analysis/AnalysisDock.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include "app/analysis/AnalysisMode.h"
#include "app/analysis/AnalysisTexts.h"
#include "app/analysis/EvalGraph.h"
#include "app/analysis/LinePlayer.h"
#include "app/clock/TimeGraph.h"
#include "app/records/GameNavigation.h"
#include "app/window/DockSizing.h"
#include "session/analysis/GameValues.h"
#include "session/game/GameController.h"

namespace verso::app {

AnalysisDock::AnalysisDock(AnalysisMode& mode, LinePlayer& line, session::GameValues& values,
                           session::GameController& game, GameNavigation& navigation,
                           QWidget& window)
    //: Title of the panel with the analysis, its best line and the evaluation graph
    : QDockWidget(tr("Analysis"), &window),
      mode_(mode),
      line_(line),
      game_(game),
      state_(new QLabel),
      lineLabel_(new QLabel),
      back_(new QToolButton),
      forward_(new QToolButton),
      return_(new QToolButton),
      graph_(new EvalGraph(values)),
      timeGraph_(new TimeGraph(game.clock(), game)) {
    setObjectName(QStringLiteral("analysisDock"));
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    QAction* toggle = toggleViewAction();
    toggle->setObjectName(QStringLiteral("actionShowAnalysisPanel"));
    //: View menu: shows or hides the panel with the analysis and the evaluation graph
    toggle->setText(tr("Analysis &Panel"));
    connect(toggle, &QAction::triggered, this,
            [this, &window](bool shown) { keepBoardSizeFor(window, *this, shown); });

    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(6, 4, 6, 4);
    state_->setObjectName(QStringLiteral("analysisState"));
    state_->setWordWrap(true);
    layout->addWidget(state_);
    auto* lineRow = new QHBoxLayout;
    lineLabel_->setObjectName(QStringLiteral("analysisLine"));
    lineLabel_->setWordWrap(true);
    lineLabel_->setTextFormat(Qt::RichText);
    lineLabel_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    lineRow->addWidget(lineLabel_, 1);
    const auto button = [](QToolButton* b, const QString& text, const QString& tip,
                           const char* name) {
        b->setText(text);
        b->setToolTip(tip);
        b->setObjectName(QString::fromLatin1(name));
        b->setAutoRaise(true);
    };
    //: Button: show the line one move less far on the board
    button(back_, QStringLiteral("◀"), tr("Line: one move back (Alt+Left)"), "lineBack");
    //: Button: play the line one move further on the board, without changing the game
    button(forward_, QStringLiteral("▶"), tr("Line: one move further (Alt+Right)"), "lineForward");
    //: Button: leave the line and show the game's position again
    button(return_, QStringLiteral("⏏"), tr("Back to the game"), "lineReturn");
    back_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    forward_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    lineRow->addWidget(back_);
    lineRow->addWidget(forward_);
    lineRow->addWidget(return_);
    layout->addLayout(lineRow);
    layout->addWidget(graph_, 1);
    layout->addWidget(timeGraph_);  // a timed game's only
    setWidget(body);

    connect(back_, &QToolButton::clicked, &line_, &LinePlayer::back);
    connect(forward_, &QToolButton::clicked, &line_, &LinePlayer::forward);
    connect(return_, &QToolButton::clicked, &line_, &LinePlayer::stop);
    connect(&line_, &LinePlayer::changed, this, &AnalysisDock::showLine);
    connect(&mode_, &AnalysisMode::stateTextChanged, state_, &QLabel::setText);
    connect(graph_, &EvalGraph::plyClicked, &navigation, &GameNavigation::showPly);
    connect(timeGraph_, &TimeGraph::plyClicked, &navigation, &GameNavigation::showPly);
    const auto follow = [this] {
        graph_->setCurrentPly(game_.record().ply());
        showLine();
    };
    connect(&game_, &session::GameController::boardChanged, this, follow);
    state_->setText(mode_.stateText());
    showLine();
    follow();
}

void AnalysisDock::showLine() {
    const std::vector<Move>& line = line_.line();
    QStringList words;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const QString word = moveText(line[i]).toHtmlEscaped();
        // The moves already shown on the board in bold.
        words << (static_cast<int>(i) < line_.step() ? QStringLiteral("<b>%1</b>").arg(word)
                                                     : word);
    }
    //: Before the best line in the analysis panel, e.g. "Line: f5 d6 c3"
    lineLabel_->setText(line.empty() ? QString()
                                     : tr("Line: %1").arg(words.join(QLatin1Char(' '))));
    back_->setEnabled(line_.canBack());
    forward_->setEnabled(line_.canForward());
    return_->setEnabled(line_.isShowing());
}

}  // namespace verso::app
