// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/analysis/ReviewDock.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

#include "app/analysis/AnalysisMode.h"
#include "app/analysis/AnalysisTexts.h"
#include "app/analysis/EvalGraph.h"
#include "app/analysis/LinePlayer.h"
#include "app/analysis/MoveValuesOverlay.h"
#include "app/analysis/ReviewModel.h"
#include "app/records/CurrentGame.h"
#include "app/records/GameNavigation.h"
#include "app/settings/Settings.h"
#include "app/window/Texts.h"
#include "session/analysis/GameReviewer.h"
#include "session/analysis/GameValues.h"
#include "session/game/GameController.h"

namespace verso::app {

namespace {

bool sameMoves(const GameRecord& a, const GameRecord& b) {
    return a.start() == b.start() && a.moves() == b.moves();
}

}  // namespace

ReviewDock::ReviewDock(const Parts& parts, QWidget& window)
    //: Title of the panel with the review of the game
    : QDockWidget(tr("Review"), &window),
      parts_(parts),
      reviewer_(new session::GameReviewer(parts.thread, this)),
      model_(new ReviewModel(this)),
      reviewAction_(new QAction(tr("Re&view Game"), this)),
      summary_(new QLabel),
      progress_(new QProgressBar),
      cancel_(new QPushButton(tr("Cancel"))),
      table_(new QTableView),
      summaryArea_(new QScrollArea),
      splitter_(new QSplitter(Qt::Vertical)) {
    setObjectName(QStringLiteral("reviewDock"));
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    toggleViewAction()->setObjectName(QStringLiteral("actionShowReview"));
    //: View menu: shows or hides the panel with the game review
    toggleViewAction()->setText(tr("&Review Panel"));
    reviewAction_->setObjectName(QStringLiteral("actionReviewGame"));
    reviewAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    reviewAction_->setStatusTip(
        tr("Find the mistakes of both sides, what they cost and what was better"));

    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(6, 4, 6, 4);
    summary_->setObjectName(QStringLiteral("reviewSummary"));
    summary_->setTextFormat(Qt::RichText);
    summary_->setWordWrap(true);
    summary_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    summary_->setText(tr("Game > Review Game finds the mistakes of both sides."));
    // The summary scrolls when the panel is short; a splitter shares the height with the table.
    summaryArea_->setObjectName(QStringLiteral("reviewSummaryArea"));
    //: Accessible name of the review's summary text (for screen readers)
    summaryArea_->setAccessibleName(tr("Review summary"));
    summaryArea_->setWidget(summary_);
    summaryArea_->setWidgetResizable(true);
    summaryArea_->setFrameShape(QFrame::NoFrame);
    summaryArea_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    summaryArea_->setMinimumHeight(3 * summary_->fontMetrics().lineSpacing());
    auto* progressRow = new QHBoxLayout;
    progress_->setObjectName(QStringLiteral("reviewProgress"));
    cancel_->setObjectName(QStringLiteral("reviewCancel"));
    progressRow->addWidget(progress_, 1);
    progressRow->addWidget(cancel_);
    layout->addLayout(progressRow);
    table_->setObjectName(QStringLiteral("reviewTable"));
    //: Accessible name of the table of reviewed moves (for screen readers)
    table_->setAccessibleName(tr("Reviewed moves"));
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false);
    updateTableSizes();
    splitter_->setObjectName(QStringLiteral("reviewSplitter"));
    splitter_->setChildrenCollapsible(false);
    splitter_->addWidget(summaryArea_);
    splitter_->addWidget(table_);
    splitter_->setStretchFactor(0, 0);
    splitter_->setStretchFactor(1, 1);
    layout->addWidget(splitter_, 1);
    setWidget(body);
    setRunning(false);

    connect(reviewAction_, &QAction::triggered, this, &ReviewDock::reviewGame);
    connect(cancel_, &QPushButton::clicked, this, &ReviewDock::cancelReview);
    connect(reviewer_, &session::GameReviewer::progressed, this, &ReviewDock::onProgress);
    connect(reviewer_, &session::GameReviewer::finished, this, &ReviewDock::onFinished);
    // A row chosen with the keys or the mouse shows its move; a click on the row already chosen
    // shows it again after the board moved on.
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { showMove(current.row()); });
    connect(table_, &QTableView::clicked, this, [this](const QModelIndex& index) {
        if (index.row() != markedPly_) showMove(index.row());
    });
    connect(&parts_.game, &session::GameController::boardChanged, this,
            &ReviewDock::onBoardChanged);
    connect(&parts_.game, &session::GameController::stateChanged, this, &ReviewDock::updateAction);
    connect(&parts_.current, &CurrentGame::changed, this, &ReviewDock::loadKeptReview);
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible) widenForTable();
    });
    updateAction();
}

// Rows as tall as a line of text, and room for several of them under the header.
void ReviewDock::updateTableSizes() {
    const QFontMetrics metrics(table_->font());
    const int rowHeight = metrics.height() + metrics.horizontalAdvance(QLatin1Char('0'));
    table_->verticalHeader()->setDefaultSectionSize(rowHeight);
    table_->setMinimumHeight(table_->horizontalHeader()->sizeHint().height() + 6 * rowHeight +
                             2 * table_->frameWidth());
}

// The panel beside the board is made as wide as the table's columns need (the board gives way).
void ReviewDock::widenForTable() {
    auto* window = qobject_cast<QMainWindow*>(parentWidget());
    if (!window || isFloating() || model_->rowCount() == 0) return;
    const QHeaderView* header = table_->horizontalHeader();
    int columns = 0;
    for (int column = 0; column < header->count(); ++column) {
        int widest = header->sectionSizeHint(column);
        for (int row = 0; row < model_->rowCount(); ++row)
            widest = std::max(widest, table_->sizeHintForIndex(model_->index(row, column)).width());
        columns += widest + (table_->showGrid() ? 1 : 0);
    }
    const int chrome = width() - table_->width() + 2 * table_->frameWidth() +
                       table_->verticalScrollBar()->sizeHint().width();
    const int needed = columns + chrome;
    if (needed > width()) window->resizeDocks({this}, {needed}, Qt::Horizontal);
}

bool ReviewDock::isReviewing() const { return reviewer_->isRunning(); }

void ReviewDock::updateAction() { reviewAction_->setEnabled(parts_.game.record().length() > 0); }

void ReviewDock::setRunning(bool running) {
    progress_->setVisible(running);
    cancel_->setVisible(running);
    parts_.analysis.setWaitingForReview(running);
}

void ReviewDock::reviewGame() {
    const GameRecord& record = parts_.game.record();
    if (record.length() == 0) return;
    show();
    raise();
    if (review_ && sameMoves(reviewed_, record)) {  // reviewed already: nothing to search again
        showReview(*review_);
        return;
    }
    engine::ReviewSettings settings;
    settings.depth = parts_.settings.reviewDepth();
    settings.exactEmpties = parts_.settings.reviewExactEmpties();
    review_.reset();
    reviewed_ = record;
    model_->clear();
    progress_->setRange(0, record.length() + 1);
    progress_->setValue(0);
    //: While the review runs; %1 the depth of its searches, %2 the empties it judges exactly
    summary_->setText(tr("Reviewing the game (depth %1, exact from %2 empties)…")
                          .arg(settings.depth)
                          .arg(settings.exactEmpties));
    setRunning(true);
    reviewer_->review(record, settings);
}

void ReviewDock::cancelReview() {
    if (!reviewer_->isRunning()) return;
    reviewer_->cancel();
    setRunning(false);
    model_->clear();
    //: After the review was cancelled; the game is as it was
    summary_->setText(tr("Review cancelled."));
}

void ReviewDock::onProgress(const engine::GameReview& soFar, int done, int total) {
    progress_->setMaximum(total);
    progress_->setValue(done);
    model_->setReview(soFar);
    parts_.values.addReview(reviewed_, soFar);
}

void ReviewDock::onFinished(const engine::GameReview& review) {
    setRunning(false);
    review_ = review;
    showReview(review);
    // Kept with the game when the game is still the one reviewed.
    if (sameMoves(parts_.game.record(), reviewed_))
        parts_.current.setReview(engine::formatReview(review));
    //: In the status bar when the review is done
    emit message(tr("The review is done: click a move in the Review panel to see what was better."),
                 8000);
}

void ReviewDock::showReview(const engine::GameReview& review) {
    model_->setReview(review);
    parts_.values.addReview(reviewed_, review);
    std::vector<std::optional<engine::MoveClass>> classes;
    for (const engine::ReviewedMove& m : review.moves)
        classes.push_back(m.judged ? std::optional(m.moveClass) : std::nullopt);
    parts_.graph.setMoveClasses(classes);

    // One column per side: the average loss, the moves of each class, then the costliest moves.
    const engine::SideSummary& black = review.summary(Color::Black);
    const engine::SideSummary& white = review.summary(Color::White);
    const auto row = [](const QString& label, const QString& b, const QString& w) {
        return QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
            .arg(label, b, w);
    };
    QString rows = QStringLiteral(
                       "<tr><th></th><th align=right>&nbsp;&nbsp;%1</th><th "
                       "align=right>&nbsp;&nbsp;%2</th></tr>")
                       .arg(colorText(Color::Black), colorText(Color::White));
    //: Review summary row: the average number of discs lost per move
    rows += row(tr("Average loss"), QString::number(black.averageLoss, 'f', 1),
                QString::number(white.averageLoss, 'f', 1));
    for (const engine::MoveClass c :
         {engine::MoveClass::Best, engine::MoveClass::Good, engine::MoveClass::Inaccuracy,
          engine::MoveClass::Mistake, engine::MoveClass::Blunder}) {
        const auto n = static_cast<std::size_t>(c);
        rows += row(moveClassText(c), QString::number(black.counts[n]),
                    QString::number(white.counts[n]));
    }
    const auto costliest = [&](Color side) {
        QStringList moves;
        for (const int ply : review.summary(side).biggestMistakes) {
            const engine::ReviewedMove& m = review.moves[static_cast<std::size_t>(ply)];
            moves << QStringLiteral("%1. %2 (%3)")
                         .arg(ReviewModel::moveNumber(review, ply))
                         .arg(moveText(m.played), valueText(-m.loss));
        }
        //: In the review summary: a side's (up to) three costliest moves; %1 Black or White
        if (moves.isEmpty()) return tr("%1 lost nothing.").arg(colorText(side));
        //: In the review summary, e.g. "Black's costliest: 8. a2 (−23), 23. g2 (−18)", with the
        //: move numbers of the move list
        return tr("%1's costliest: %2").arg(colorText(side), moves.join(QStringLiteral(", ")));
    };
    //: Under the review summary: the class scale in discs lost against the best move
    const QString scale =
        tr("Loss in discs: good ≤ 1, inaccuracy ≤ 3, mistake ≤ 7, blunder more; "
           "giving away a won or drawn ending is at least a mistake.");
    summary_->setText(QStringLiteral("<table cellspacing=2>%1</table>%2<br>%3<br><small>%4</small>")
                          .arg(rows, costliest(Color::Black).toHtmlEscaped(),
                               costliest(Color::White).toHtmlEscaped(), scale.toHtmlEscaped()));
    // The summary gets the height it needs, up to half the panel's; the table has the rest.
    const int total = splitter_->height();
    const int wanted =
        std::min(summary_->heightForWidth(summaryArea_->viewport()->width()), total / 2);
    if (total > 0 && summaryArea_->height() < wanted) splitter_->setSizes({wanted, total - wanted});
    if (isVisible()) widenForTable();
}

// A game opened with a review kept in it (or a game changed): show that review, or none. A
// review still running for moves the game no longer has stops, and its results go with it.
void ReviewDock::loadKeptReview() {
    const GameRecord& record = parts_.game.record();
    if (reviewer_->isRunning()) {
        if (sameMoves(reviewed_, record)) return;
        reviewer_->cancel();
        setRunning(false);
        showNoReview();
    }
    if (review_ && sameMoves(reviewed_, record)) return;
    const std::string text = parts_.current.reviewText();
    std::optional<engine::GameReview> kept;
    if (!text.empty()) kept = engine::parseReview(text, record.start(), record.moves());
    if (!kept) {
        if (review_) showNoReview();
        return;
    }
    review_ = kept;
    reviewed_ = record;
    showReview(*kept);
}

void ReviewDock::showNoReview() {
    review_.reset();
    model_->clear();
    parts_.graph.setMoveClasses({});
    summary_->setText(tr("Game > Review Game finds the mistakes of both sides."));
}

void ReviewDock::onBoardChanged() {
    updateAction();
    // The marks belong to the move clicked; the board moved on.
    if (markedPly_ >= 0 && parts_.game.record().ply() != markedPly_) {
        parts_.analysis.overlay()->markMoves(-1, -1);
        markedPly_ = -1;
    }
    loadKeptReview();
}

void ReviewDock::showMove(int ply) {
    const engine::ReviewedMove* m = model_->moveAt(ply);
    if (!m || !sameMoves(parts_.game.record(), reviewed_)) return;
    parts_.navigation.showPly(ply);
    if (parts_.game.record().ply() != ply) return;  // refused (e.g. the computer is thinking)
    markedPly_ = ply;
    const bool better = m->judged && m->best != m->played && m->best.isPlacement();
    parts_.analysis.overlay()->markMoves(m->played.isPlacement() ? m->played.square() : -1,
                                         better ? m->best.square() : -1);
    if (m->judged) parts_.line.setLine(parts_.game.record().positionAt(ply), m->bestLine);
    if (!m->judged) return;
    const int number = ReviewModel::moveNumber(model_->review(), ply);
    QString text;
    if (m->moveClass == engine::MoveClass::Forced) {
        //: In the status bar for a reviewed move that was the only one; %1 move number, %2 the move
        text = tr("Move %1, %2: the only move.").arg(number).arg(moveText(m->played));
    } else if (better) {
        //: In the status bar for a reviewed move; e.g. "Move 23, e6 (−4): mistake, 6 discs worse
        //: than f5 (+2)." %4 is the class (best, good, inaccuracy, mistake, blunder); %n the discs
        //: lost
        text = tr("Move %1, %2 (%3): %4, %n disc(s) worse than %5 (%6). ▶ plays the better line.",
                  "", m->loss)
                   .arg(number)
                   .arg(moveText(m->played), valueText(m->playedValue), moveClassText(m->moveClass),
                        moveText(m->best), valueText(m->bestValue));
    } else {
        //: In the status bar for a reviewed move that was the best; e.g. "Move 23, e6 (+2): the
        //: best move"
        text = tr("Move %1, %2 (%3): the best move.")
                   .arg(number)
                   .arg(moveText(m->played), valueText(m->playedValue));
    }
    emit message(text, 0);
}

}  // namespace verso::app
