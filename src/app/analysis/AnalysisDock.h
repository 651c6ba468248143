// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis panel under the move list: what analysis mode is doing ("depth 14 — best f5 +4"),
// the best line with buttons to play it out on the board and to come back, the evaluation graph of
// the whole game and, in a timed game, the time graph under it. View > Analysis Panel shows or
// hides it.
#pragma once

#include <QDockWidget>

class QLabel;
class QToolButton;

namespace verso::session {
class GameController;
class GameValues;
}  // namespace verso::session

namespace verso::app {

class AnalysisMode;
class EvalGraph;
class GameNavigation;
class LinePlayer;
class TimeGraph;

class AnalysisDock : public QDockWidget {
    Q_OBJECT

public:
    AnalysisDock(AnalysisMode& mode, LinePlayer& line, session::GameValues& values,
                 session::GameController& game, GameNavigation& navigation, QWidget& window);

    EvalGraph* graph() const { return graph_; }
    TimeGraph* timeGraph() const { return timeGraph_; }
    QLabel* stateLabel() const { return state_; }
    QLabel* lineLabel() const { return lineLabel_; }
    QToolButton* forwardButton() const { return forward_; }
    QToolButton* backButton() const { return back_; }
    QToolButton* returnButton() const { return return_; }

private:
    void showLine();

    AnalysisMode& mode_;
    LinePlayer& line_;
    session::GameController& game_;
    QLabel* state_;
    QLabel* lineLabel_;
    QToolButton* back_;
    QToolButton* forward_;
    QToolButton* return_;
    EvalGraph* graph_;
    TimeGraph* timeGraph_;
};

}  // namespace verso::app
