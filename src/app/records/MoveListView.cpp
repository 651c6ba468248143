// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/MoveListView.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QResizeEvent>
#include <QScrollBar>
#include <algorithm>

#include "app/records/MoveListModel.h"

namespace verso::app {

MoveListView::MoveListView(MoveListModel* model, QWidget* parent)
    : QTableView(parent), model_(model) {
    setModel(model);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setTabKeyNavigation(false);
    setAutoScroll(false);
    setShowGrid(false);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setCornerButtonEnabled(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    horizontalHeader()->hide();
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(MoveListModel::NumberColumn, QHeaderView::Fixed);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    updateSizes();
}

// Widths come from the widest text a column can hold, so they do not jump as the game grows.
void MoveListView::updateSizes() {
    const QFontMetrics metrics(font());
    const int padding = metrics.horizontalAdvance(QLatin1Char('0'));
    horizontalHeader()->resizeSection(MoveListModel::NumberColumn,
                                      metrics.horizontalAdvance(QStringLiteral("88")) + padding);
    verticalHeader()->setDefaultSectionSize(metrics.height() + padding);
    updateGeometry();
}

int MoveListView::contentWidth() const {
    const QFontMetrics metrics(font());
    QFont italic = font();
    italic.setItalic(true);
    const QFontMetrics italicMetrics(italic);
    const QString pass = MoveListModel::passText();
    const int widest =
        std::max({metrics.horizontalAdvance(QStringLiteral("h8")), metrics.horizontalAdvance(pass),
                  italicMetrics.horizontalAdvance(pass)});
    const int moveColumn =
        std::max(widest + 2 * metrics.horizontalAdvance(QLatin1Char('0')), 5 * metrics.height());
    return horizontalHeader()->sectionSize(MoveListModel::NumberColumn) + 2 * moveColumn;
}

QSize MoveListView::minimumSizeHint() const {
    const int chrome = 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
    return {contentWidth() + chrome, 4 * verticalHeader()->defaultSectionSize()};
}

QSize MoveListView::sizeHint() const {
    return {minimumSizeHint().width(), 16 * verticalHeader()->defaultSectionSize()};
}

void MoveListView::changeEvent(QEvent* event) {
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) updateSizes();
}

// A move in view before the table got shorter stays in view.
void MoveListView::resizeEvent(QResizeEvent* event) {
    QTableView::resizeEvent(event);
    const int shrunk = event->oldSize().height() - event->size().height();
    const QModelIndex current = currentIndex();
    if (shrunk <= 0 || !current.isValid()) return;
    const QRect before = viewport()->rect().adjusted(0, 0, 0, shrunk);
    if (before.intersects(visualRect(current))) scrollTo(current);
}

QItemSelectionModel::SelectionFlags MoveListView::selectionCommand(const QModelIndex&,
                                                                   const QEvent*) const {
    return QItemSelectionModel::NoUpdate;  // the owner selects the move on the board
}

void MoveListView::keyPressEvent(QKeyEvent* event) {
    const int ply = targetPly(event);
    if (ply < 0) {
        event->ignore();  // not ours: the window's shortcuts and keys go on to it
        return;
    }
    event->accept();
    if (ply != model_->currentPly()) emit plyRequested(ply);
}

int MoveListView::targetPly(const QKeyEvent* event) const {
    if ((event->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier) return -1;
    const int ply = model_->currentPly();
    const int last = model_->moveCount();
    switch (event->key()) {
        case Qt::Key_Left: return std::max(ply - 1, 0);
        case Qt::Key_Right: return std::min(ply + 1, last);
        case Qt::Key_Up: return std::max(ply - 2, 0);                      // the row above
        case Qt::Key_Down: return std::min(ply == 0 ? 1 : ply + 2, last);  // the row below
        case Qt::Key_Home: return 0;
        case Qt::Key_End: return last;
        default: return -1;
    }
}

}  // namespace verso::app
