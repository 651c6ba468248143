// SPDX-License-Identifier: GPL-3.0-or-later
// The review's table: one row per move of the game (move number as the move list gives it and side,
// the move played and its value, the best move and its value, the loss, the class), coloured by
// class. Rows of moves not judged yet (a review under way fills in from the end) show only the move
// played.
#pragma once

#include <QAbstractTableModel>

#include "engine/GameReview.h"

namespace verso::app {

class ReviewModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { MoveNumber, Played, Best, Loss, Class, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    void setReview(const engine::GameReview& review);
    void clear();
    const engine::GameReview& review() const { return review_; }
    // The reviewed move of "row" (rows are plies).
    const engine::ReviewedMove* moveAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    static QColor classColor(engine::MoveClass moveClass);
    // The number the move list gives the move of "ply": one number per Black/White pair, so in a
    // game Black starts, Black's and White's 25th moves (plies 48 and 49) are both move 25.
    static int moveNumber(const engine::GameReview& review, int ply);

private:
    engine::GameReview review_;
};

}  // namespace verso::app
