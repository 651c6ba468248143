// SPDX-License-Identifier: GPL-3.0-or-later
// The board view as assistive technology sees it: a table of 8 rows and 8 columns whose cells are
// the squares (BoardCellAccessible), with column headers a-h and row headers 1-8. Its description
// is the last thing the game announced. The cells live in Qt's accessibility cache and go with
// the table.
#pragma once

#include <QAccessibleWidget>
#include <array>

namespace verso::app {

class BoardView;

class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    // Children: the 64 squares (index = square), then the 8 column and the 8 row headers.
    static constexpr int kChildCount = 64 + 8 + 8;

    explicit BoardAccessible(BoardView* view);
    ~BoardAccessible() override;

    // For QAccessible::installFactory: a BoardAccessible for every BoardView (and the
    // Notification role for the LiveRegion that speaks the board's announcements).
    static QAccessibleInterface* create(const QString& className, QObject* object);

    QAccessible::Role role() const override { return QAccessible::Table; }
    QString text(QAccessible::Text t) const override;
    int childCount() const override { return kChildCount; }
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;
    void* interface_cast(QAccessible::InterfaceType type) override;

    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    int columnCount() const override { return 8; }
    int rowCount() const override { return 8; }
    QAccessibleInterface* cellAt(int row, int column) const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedCellCount() const override { return 0; }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    QList<QAccessibleInterface*> selectedCells() const override { return {}; }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent*) override {}

private:
    BoardView* view() const;

    mutable std::array<QAccessible::Id, kChildCount> ids_{};
};

}  // namespace verso::app
