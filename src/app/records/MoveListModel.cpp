// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/MoveListModel.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <algorithm>

#include "app/window/Texts.h"

namespace verso::app {

MoveListModel::MoveListModel(QObject* parent) : QAbstractTableModel(parent) {}

bool MoveListModel::setGame(const GameRecord& record) {
    if (grewByOneMove(record)) {
        appendMove(record.moves().back());
        setCurrentPly(record.ply());
        return true;
    }
    if (record.start() == start_ && record.moves() == moves_) return setCurrentPly(record.ply());
    beginResetModel();
    start_ = record.start();
    firstToMove_ = start_.sideToMove();
    moves_ = record.moves();
    ply_ = std::clamp(record.ply(), 0, moveCount());
    endResetModel();
    return true;
}

bool MoveListModel::grewByOneMove(const GameRecord& record) const {
    const std::vector<Move>& moves = record.moves();
    return record.start() == start_ && moves.size() == moves_.size() + 1 &&
           std::equal(moves_.begin(), moves_.end(), moves.begin());
}

void MoveListModel::appendMove(Move move) {
    const int moveIndex = moveCount();
    const bool newRow = rowsFor(moveIndex + 1) > rowsFor(moveIndex);
    if (newRow) beginInsertRows({}, rowCount(), rowCount());
    moves_.push_back(move);
    if (newRow) {
        endInsertRows();
    } else {
        const QModelIndex cell = indexOfMove(moveIndex);
        emit dataChanged(cell, cell);
    }
}

bool MoveListModel::setCurrentPly(int ply) {
    ply = std::clamp(ply, 0, moveCount());
    if (ply == ply_) return false;
    const int from = std::min(ply, ply_);
    const int to = std::max(ply, ply_);
    ply_ = ply;
    emitMovesChanged(from, to - 1);  // moves from..to-1 crossed the cursor
    return true;
}

void MoveListModel::emitMovesChanged(int from, int to) {
    if (from > to) return;
    const QModelIndex first = indexOfMove(from);
    const QModelIndex last = indexOfMove(to);
    emit dataChanged(index(first.row(), BlackColumn), index(last.row(), WhiteColumn));
}

QModelIndex MoveListModel::indexOfMove(int moveIndex) const {
    if (moveIndex < 0 || moveIndex >= moveCount()) return {};
    const int slot = firstSlot() + moveIndex;
    return index(slot / 2, BlackColumn + slot % 2);
}

int MoveListModel::moveIndexAt(const QModelIndex& index) const {
    if (!index.isValid() || index.model() != this || index.column() == NumberColumn) return -1;
    const int moveIndex = index.row() * 2 + (index.column() - BlackColumn) - firstSlot();
    return moveIndex >= 0 && moveIndex < moveCount() ? moveIndex : -1;
}

Color MoveListModel::moverOf(int moveIndex) const {
    return moveIndex % 2 == 0 ? firstToMove_ : opposite(firstToMove_);
}

QString MoveListModel::moveText(int moveIndex) const {
    if (moveIndex < 0 || moveIndex >= moveCount()) return {};
    const Move move = moves_[static_cast<size_t>(moveIndex)];
    return move.isPass() ? passText() : QString::fromStdString(move.toString());
}

QString MoveListModel::passText() {
    //: A pass in the move list (the side to move had no move), short and lower case like "f5"
    return tr("pass");
}

QString MoveListModel::toolTip(int moveIndex) const {
    const Move move = moves_[static_cast<size_t>(moveIndex)];
    const QString mover = colorText(moverOf(moveIndex));
    QString text;
    if (move.isPass()) {
        //: Tool tip of a pass in the move list; %1 is the move number, %2 Black or White
        text = tr("Move %1: %2 passes").arg(moveIndex + 1).arg(mover);
    } else {
        //: Tool tip of a move in the move list; %1 is the move number, %2 Black or White,
        //: %3 the square such as "f5"
        text = tr("Move %1: %2 %3").arg(moveIndex + 1).arg(mover, moveText(moveIndex));
    }
    if (!isTakenBack(moveIndex)) return text;
    //: Tool tip addition for a move that was taken back (Redo plays it again); %1 is the tool tip
    return tr("%1 (taken back)").arg(text);
}

int MoveListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : rowsFor(moveCount());
}

int MoveListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    if (index.column() == NumberColumn) {
        if (role == Qt::DisplayRole) return QString::number(index.row() + 1);
        if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
        if (role == Qt::ForegroundRole)
            return QGuiApplication::palette().brush(QPalette::PlaceholderText);
        return {};
    }
    const int moveIndex = moveIndexAt(index);
    if (moveIndex < 0) return {};
    switch (role) {
        case Qt::DisplayRole: return moveText(moveIndex);
        case Qt::ToolTipRole: return toolTip(moveIndex);
        case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
        default: break;
    }
    if (!isTakenBack(moveIndex)) return {};
    if (role == Qt::ForegroundRole)
        return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
    if (role == Qt::FontRole) {
        QFont italic;  // only italics is set: the view's font supplies the rest
        italic.setItalic(true);
        return italic;
    }
    return {};
}

Qt::ItemFlags MoveListModel::flags(const QModelIndex& index) const {
    if (moveIndexAt(index) < 0) return Qt::ItemNeverHasChildren;  // not selectable, not clickable
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

}  // namespace verso::app
