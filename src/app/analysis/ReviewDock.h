// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Review Game (Ctrl+R, also in the result dialog) and the review panel beside the move
// list. The review runs on the analysis thread with a progress bar and a Cancel button; when it
// is done the panel shows each side's summary (average loss, moves per class, the three costliest
// moves) and every move's judgement, the evaluation graph takes its deeper values and marks the
// mistakes, and the review is kept with the game (its GGF and its library entry), so a game
// opened again shows its review without searching again. A move chosen in the table (a click or
// the arrow keys) shows the position before it with the move played ringed red and the better
// move green, its line ready to play out. The summary and the table share the panel's height
// (the summary scrolls), and a review shown widens the panel so every column fits. A cancelled
// review leaves the game as it was.
#pragma once

#include <QDockWidget>

#include <optional>

#include "core/GameRecord.h"
#include "engine/GameReview.h"

class QAction;
class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QSplitter;
class QTableView;

namespace verso::session {
class EngineThread;
class GameController;
class GameReviewer;
class GameValues;
}  // namespace verso::session

namespace verso::app {

class AnalysisMode;
class CurrentGame;
class EvalGraph;
class GameNavigation;
class LinePlayer;
class ReviewModel;
class Settings;

class ReviewDock : public QDockWidget {
    Q_OBJECT

public:
    struct Parts {
        session::EngineThread& thread;
        session::GameController& game;
        CurrentGame& current;
        GameNavigation& navigation;
        AnalysisMode& analysis;
        LinePlayer& line;
        session::GameValues& values;
        EvalGraph& graph;
        Settings& settings;
    };
    ReviewDock(const Parts& parts, QWidget& window);

    QAction* reviewAction() const { return reviewAction_; }
    bool isReviewing() const;
    // The review shown (complete), if any.
    const std::optional<engine::GameReview>& review() const { return review_; }
    ReviewModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    QProgressBar* progressBar() const { return progress_; }
    QPushButton* cancelButton() const { return cancel_; }
    QLabel* summaryLabel() const { return summary_; }

    // Starts the review of the game (or shows the one kept with it).
    void reviewGame();
    void cancelReview();
    // Shows the position before the move of "ply" with the played and the better move marked.
    void showMove(int ply);

signals:
    void message(const QString& text, int timeoutMs);

private:
    void onProgress(const engine::GameReview& soFar, int done, int total);
    void onFinished(const engine::GameReview& review);
    void showReview(const engine::GameReview& review);
    void loadKeptReview();
    // No review: an empty table, no marks on the graph, the summary says how to start one.
    void showNoReview();
    void onBoardChanged();
    void updateAction();
    void setRunning(bool running);
    void updateTableSizes();
    void widenForTable();

    Parts parts_;
    session::GameReviewer* reviewer_;
    ReviewModel* model_;
    QAction* reviewAction_;
    QLabel* summary_;
    QProgressBar* progress_;
    QPushButton* cancel_;
    QTableView* table_;
    QScrollArea* summaryArea_;
    QSplitter* splitter_;
    std::optional<engine::GameReview> review_;
    GameRecord reviewed_;  // the game of review_
    int markedPly_ = -1;
};

}  // namespace verso::app
