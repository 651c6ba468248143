// SPDX-License-Identifier: GPL-3.0-or-later
// One square of the board, or one of its row and column headers, as assistive technology sees it:
// a table cell named "d3, black", "e6, empty, legal move" or "f5, white, last move" that a screen
// reader can focus and press (pressing plays the move as a click does).
#pragma once

#include <QAccessibleInterface>
#include <QCoreApplication>
#include <QPointer>

namespace verso::app {

class BoardScene;
class BoardView;

class BoardCellAccessible : public QAccessibleInterface,
                            public QAccessibleTableCellInterface,
                            public QAccessibleActionInterface {
    Q_DECLARE_TR_FUNCTIONS(BoardCellAccessible)
public:
    enum class Kind { Square, ColumnHeader, RowHeader };

    // "index" is the square (a1 = 0 .. h8 = 63), or the header's column or row (0..7).
    BoardCellAccessible(BoardView* view, Kind kind, int index);

    // What a person hears for "square": its name, what lies on it, a legal move, the last move.
    static QString squareText(const BoardScene& scene, int square);

    Kind kind() const { return kind_; }
    int index() const { return index_; }

    bool isValid() const override { return !view_.isNull(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override;
    QAccessibleInterface* parent() const override;
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override;
    QAccessible::Role role() const override;
    QAccessible::State state() const override;
    void* interface_cast(QAccessible::InterfaceType type) override;

    bool isSelected() const override { return false; }
    QList<QAccessibleInterface*> columnHeaderCells() const override;
    QList<QAccessibleInterface*> rowHeaderCells() const override;
    int columnIndex() const override;
    int rowIndex() const override;
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return parent(); }

    QStringList actionNames() const override;
    void doAction(const QString& actionName) override;
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

private:
    QPointer<BoardView> view_;
    Kind kind_;
    int index_;
};

}  // namespace verso::app
