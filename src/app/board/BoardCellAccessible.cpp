// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/board/BoardCellAccessible.h"

#include <QWidget>

#include "app/board/BoardAccessible.h"
#include "app/board/BoardScene.h"
#include "app/board/BoardView.h"

namespace verso::app {

BoardCellAccessible::BoardCellAccessible(BoardView* view, Kind kind, int index)
    : view_(view), kind_(kind), index_(index) {}

QString BoardCellAccessible::squareText(const BoardScene& scene, int square) {
    const QString name = QString::fromStdString(squareName(square));
    const std::optional<Color> disc = scene.displayedPosition().at(square);
    const bool last = scene.showsLastMove() && scene.lastMove() == square;
    if (disc == Color::Black) {
        //: A square of the board read by a screen reader: %1 is the square (d3), a black disc
        //: lies on it and it was the last move played
        if (last) return tr("%1, black, last move").arg(name);
        //: A square of the board read by a screen reader: %1 is the square (d3) with a black disc
        return tr("%1, black").arg(name);
    }
    if (disc == Color::White) {
        //: A square of the board read by a screen reader: %1 is the square (f5), a white disc
        //: lies on it and it was the last move played
        if (last) return tr("%1, white, last move").arg(name);
        //: A square of the board read by a screen reader: %1 is the square (f5) with a white disc
        return tr("%1, white").arg(name);
    }
    if (scene.showsLegalMoves() && (scene.legalMoves() & squareBit(square)))
        //: A square of the board read by a screen reader: %1 is an empty square (e6) where the
        //: person may play
        return tr("%1, empty, legal move").arg(name);
    //: A square of the board read by a screen reader: %1 is an empty square (e6)
    return tr("%1, empty").arg(name);
}

QWindow* BoardCellAccessible::window() const {
    return view_ ? view_->window()->windowHandle() : nullptr;
}

QAccessibleInterface* BoardCellAccessible::parent() const {
    return view_ ? QAccessible::queryAccessibleInterface(view_.data()) : nullptr;
}

QString BoardCellAccessible::text(QAccessible::Text t) const {
    if (!view_ || t != QAccessible::Name) return {};
    switch (kind_) {
        case Kind::Square: return squareText(*view_->boardScene(), index_);
        case Kind::ColumnHeader: return QString(QChar('a' + index_));
        case Kind::RowHeader: return QString::number(index_ + 1);
    }
    return {};
}

QRect BoardCellAccessible::rect() const {
    if (!view_) return {};
    const BoardScene& scene = *view_->boardScene();
    QRectF area;
    switch (kind_) {
        case Kind::Square: area = scene.squareRect(index_); break;
        case Kind::ColumnHeader:  // the strip above the column (wherever a flip put it)
            area = QRectF(scene.squareRect(index_).x(), -BoardScene::kSquare / 2,
                          BoardScene::kSquare, BoardScene::kSquare / 2);
            break;
        case Kind::RowHeader:  // the strip left of the row
            area = QRectF(-BoardScene::kSquare / 2, scene.squareRect(squareAt(0, index_)).y(),
                          BoardScene::kSquare / 2, BoardScene::kSquare);
            break;
    }
    const QRect inViewport = view_->mapFromScene(area).boundingRect();
    return QRect(view_->viewport()->mapToGlobal(inViewport.topLeft()), inViewport.size());
}

QAccessible::Role BoardCellAccessible::role() const {
    switch (kind_) {
        case Kind::Square: return QAccessible::Cell;
        case Kind::ColumnHeader: return QAccessible::ColumnHeader;
        case Kind::RowHeader: return QAccessible::RowHeader;
    }
    return QAccessible::Cell;
}

QAccessible::State BoardCellAccessible::state() const {
    QAccessible::State state;
    state.readOnly = true;
    if (!view_) {
        state.invalid = true;
        return state;
    }
    state.invisible = !view_->isVisible();
    if (kind_ != Kind::Square) return state;
    state.focusable = true;
    state.focused = view_->hasFocus() && view_->boardScene()->cursorSquare() == index_;
    return state;
}

void* BoardCellAccessible::interface_cast(QAccessible::InterfaceType type) {
    if (kind_ != Kind::Square) return nullptr;
    if (type == QAccessible::TableCellInterface)
        return static_cast<QAccessibleTableCellInterface*>(this);
    if (type == QAccessible::ActionInterface) return static_cast<QAccessibleActionInterface*>(this);
    return nullptr;
}

QList<QAccessibleInterface*> BoardCellAccessible::columnHeaderCells() const {
    QAccessibleInterface* board = parent();
    if (!board || kind_ != Kind::Square) return {};
    return {board->child(64 + columnOf(index_))};
}

QList<QAccessibleInterface*> BoardCellAccessible::rowHeaderCells() const {
    QAccessibleInterface* board = parent();
    if (!board || kind_ != Kind::Square) return {};
    return {board->child(72 + rowOf(index_))};
}

int BoardCellAccessible::columnIndex() const {
    return kind_ == Kind::RowHeader ? -1 : kind_ == Kind::Square ? columnOf(index_) : index_;
}

int BoardCellAccessible::rowIndex() const {
    return kind_ == Kind::ColumnHeader ? -1 : kind_ == Kind::Square ? rowOf(index_) : index_;
}

QStringList BoardCellAccessible::actionNames() const { return {pressAction(), setFocusAction()}; }

void BoardCellAccessible::doAction(const QString& actionName) {
    if (!view_ || kind_ != Kind::Square) return;
    if (actionName == pressAction()) {
        view_->activateSquare(index_);
    } else if (actionName == setFocusAction()) {
        view_->setFocus(Qt::OtherFocusReason);
        view_->moveCursorTo(index_);
    }
}

}  // namespace verso::app
