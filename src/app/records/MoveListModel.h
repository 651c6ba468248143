// SPDX-License-Identifier: GPL-3.0-or-later
// The moves of a game as a table for the move list: one row per Black/White pair, a row-number
// column, then Black's and White's move ("f5", or "pass"). Moves past the cursor (the redo tail)
// are "taken back": shown in grey italics, since they are not on the board now.
#pragma once

#include <QAbstractTableModel>
#include <vector>

#include "core/GameRecord.h"

namespace verso::app {

class MoveListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { NumberColumn, BlackColumn, WhiteColumn, ColumnCount };

    explicit MoveListModel(QObject* parent = nullptr);

    // Shows every move of "record" with the cursor at record.ply(). Appends in place when the
    // record only grew by one move at the end; otherwise resets the model. False when nothing
    // changed.
    bool setGame(const GameRecord& record);
    // Moves the cursor: only the cells whose taken-back look changes are updated. False when it
    // was there already.
    bool setCurrentPly(int ply);
    int currentPly() const { return ply_; }
    int moveCount() const { return static_cast<int>(moves_.size()); }

    // Moves are indexed 0..moveCount()-1 as in GameRecord::moves(); move i leads to ply i + 1.
    QModelIndex indexOfMove(int moveIndex) const;
    // The move shown in "index", or -1 (the number column, an empty cell).
    int moveIndexAt(const QModelIndex& index) const;
    QString moveText(int moveIndex) const;
    // What a pass is called in the list ("pass").
    static QString passText();
    bool isTakenBack(int moveIndex) const { return moveIndex >= ply_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    int firstSlot() const { return firstToMove_ == Color::White ? 1 : 0; }
    int rowsFor(int moves) const { return (firstSlot() + moves + 1) / 2; }
    Color moverOf(int moveIndex) const;
    QString toolTip(int moveIndex) const;
    bool grewByOneMove(const GameRecord& record) const;
    void appendMove(Move move);
    void emitMovesChanged(int from, int to);

    Position start_;
    Color firstToMove_ = Color::Black;
    std::vector<Move> moves_;
    int ply_ = 0;
};

}  // namespace verso::app
