// SPDX-License-Identifier: GPL-3.0-or-later
// The table of the move list: narrow, no headers, no horizontal scrolling. The selection shows
// the move that led to the position on the board and is set only by its owner (a click or a key
// asks for a ply; the owner decides). Arrow keys step through the moves, Home and End go to the
// start and the last move; every other key goes on to the window. When the table gets shorter (the
// result shown under it at the end of a game) the move shown stays in view.
#pragma once

#include <QTableView>

namespace verso::app {

class MoveListModel;

class MoveListView : public QTableView {
    Q_OBJECT

public:
    explicit MoveListView(MoveListModel* model, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // A key asked for this ply (already checked to be in 0..moveCount(), and not the current one).
    void plyRequested(int ply);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    QItemSelectionModel::SelectionFlags selectionCommand(const QModelIndex& index,
                                                         const QEvent* event) const override;

private:
    // The ply a navigation key asks for, or -1 when "event" is not one.
    int targetPly(const QKeyEvent* event) const;
    void updateSizes();
    int contentWidth() const;

    MoveListModel* model_;
};

}  // namespace verso::app
