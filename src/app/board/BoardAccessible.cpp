// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/board/BoardAccessible.h"

#include "app/board/BoardAccessibility.h"
#include "app/board/BoardCellAccessible.h"
#include "app/board/BoardScene.h"
#include "app/board/BoardView.h"
#include "app/board/LiveRegion.h"

namespace verso::app {

namespace {
constexpr int kFirstColumnHeader = 64;
constexpr int kFirstRowHeader = 72;
}  // namespace

BoardAccessible::BoardAccessible(BoardView* view) : QAccessibleWidget(view, QAccessible::Table) {}

BoardAccessible::~BoardAccessible() {
    for (const QAccessible::Id id : ids_)
        if (id) QAccessible::deleteAccessibleInterface(id);
}

QAccessibleInterface* BoardAccessible::create(const QString& className, QObject* object) {
    if (className == QLatin1String(LiveRegion::staticMetaObject.className()))
        return new QAccessibleWidget(static_cast<QWidget*>(object), QAccessible::Notification);
    if (className != QLatin1String(BoardView::staticMetaObject.className())) return nullptr;
    auto* view = qobject_cast<BoardView*>(object);
    return view ? new BoardAccessible(view) : nullptr;
}

BoardView* BoardAccessible::view() const { return static_cast<BoardView*>(widget()); }

QString BoardAccessible::text(QAccessible::Text t) const {
    if (t == QAccessible::Description && view()->accessibility())
        return view()->accessibility()->lastAnnouncement();
    return QAccessibleWidget::text(t);
}

QAccessibleInterface* BoardAccessible::child(int index) const {
    if (index < 0 || index >= kChildCount) return nullptr;
    QAccessible::Id& id = ids_[static_cast<size_t>(index)];
    if (!id) {
        using Kind = BoardCellAccessible::Kind;
        const Kind kind = index < kFirstColumnHeader ? Kind::Square
                          : index < kFirstRowHeader  ? Kind::ColumnHeader
                                                     : Kind::RowHeader;
        const int at = kind == Kind::Square         ? index
                       : kind == Kind::ColumnHeader ? index - kFirstColumnHeader
                                                    : index - kFirstRowHeader;
        id = QAccessible::registerAccessibleInterface(new BoardCellAccessible(view(), kind, at));
    }
    return QAccessible::accessibleInterface(id);
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const {
    const auto* cell = dynamic_cast<const BoardCellAccessible*>(child);
    if (!cell || cell->parent() != this) return -1;
    switch (cell->kind()) {
        case BoardCellAccessible::Kind::Square: return cell->index();
        case BoardCellAccessible::Kind::ColumnHeader: return kFirstColumnHeader + cell->index();
        case BoardCellAccessible::Kind::RowHeader: return kFirstRowHeader + cell->index();
    }
    return -1;
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const {
    const QPoint inViewport = view()->viewport()->mapFromGlobal(QPoint(x, y));
    const int square = view()->boardScene()->squareAt(view()->mapToScene(inViewport));
    return square >= 0 ? child(square) : nullptr;
}

QAccessibleInterface* BoardAccessible::focusChild() const {
    return view()->hasFocus() ? child(view()->boardScene()->cursorSquare()) : nullptr;
}

void* BoardAccessible::interface_cast(QAccessible::InterfaceType type) {
    if (type == QAccessible::TableInterface) return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(type);
}

QAccessibleInterface* BoardAccessible::cellAt(int row, int column) const {
    if (row < 0 || row > 7 || column < 0 || column > 7) return nullptr;
    return child(squareAt(column, row));
}

QString BoardAccessible::columnDescription(int column) const {
    return column >= 0 && column < 8 ? QString(QChar('a' + column)) : QString();
}

QString BoardAccessible::rowDescription(int row) const {
    return row >= 0 && row < 8 ? QString::number(row + 1) : QString();
}

}  // namespace verso::app
