// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/MoveListPanel.h"

#include <QEvent>
#include <QGridLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QVBoxLayout>

#include "app/board/DiscItem.h"
#include "app/records/MoveListModel.h"
#include "app/records/MoveListView.h"
#include "app/window/Texts.h"

namespace verso::app {

namespace {

constexpr std::array<Color, 2> kColors = {Color::Black, Color::White};

size_t slot(Color color) { return static_cast<size_t>(color); }

}  // namespace

MoveListPanel::MoveListPanel(QWidget* parent)
    : QWidget(parent),
      model_(new MoveListModel(this)),
      view_(new MoveListView(model_)),
      result_(new QLabel),
      opening_(new QLabel) {
    setObjectName(QStringLiteral("moveListPanel"));
    view_->setObjectName(QStringLiteral("moveListView"));
    //: Accessible name of the table of moves beside the board
    view_->setAccessibleName(tr("Moves"));
    result_->setObjectName(QStringLiteral("moveListResult"));
    result_->setAlignment(Qt::AlignCenter);
    result_->setWordWrap(true);
    QFont bold = result_->font();
    bold.setBold(true);
    result_->setFont(bold);
    result_->hide();
    opening_->setObjectName(QStringLiteral("moveListOpening"));
    opening_->setWordWrap(true);
    QFont italic = opening_->font();
    italic.setItalic(true);
    opening_->setFont(italic);
    opening_->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(createHeader());
    layout->addWidget(opening_);
    layout->addWidget(view_, 1);
    layout->addWidget(result_);
    setFocusProxy(view_);

    connect(view_, &QAbstractItemView::clicked, this, &MoveListPanel::onCellClicked);
    connect(view_, &MoveListView::plyRequested, this, &MoveListPanel::choose);
    setPlayers(colorText(Color::Black), colorText(Color::White));
}

QWidget* MoveListPanel::createHeader() {
    auto* header = new QWidget;
    auto* grid = new QGridLayout(header);
    grid->setContentsMargins(2, 0, 2, 2);
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(2);
    grid->setColumnStretch(1, 1);
    for (Color color : kColors) {
        const bool black = color == Color::Black;
        auto* icon = new QLabel;
        auto* name = new QLabel;
        icon->setObjectName(black ? QStringLiteral("blackPlayerIcon")
                                  : QStringLiteral("whitePlayerIcon"));
        name->setObjectName(black ? QStringLiteral("blackPlayerName")
                                  : QStringLiteral("whitePlayerName"));
        name->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);  // long names are elided
        name->setTextFormat(Qt::PlainText);
        name->installEventFilter(this);
        const int row = black ? 0 : 1;
        grid->addWidget(icon, row, 0);
        grid->addWidget(name, row, 1);
        icons_[slot(color)] = icon;
        nameLabels_[slot(color)] = name;
    }
    updateIcons();
    return header;
}

void MoveListPanel::setPlayers(const QString& black, const QString& white) {
    names_ = {black, white};
    updateNames();
}

void MoveListPanel::updateNames() {
    for (Color color : kColors) {
        QLabel* label = nameLabels_[slot(color)];
        const QString& name = names_[slot(color)];
        const QString shown = label->fontMetrics().elidedText(name, Qt::ElideRight, label->width());
        label->setText(label->width() > 0 ? shown : name);
        //: Tool tip of a player's name above the move list; %1 is Black or White, %2 the name
        label->setToolTip(tr("%1: %2").arg(colorText(color), name));
        icons_[slot(color)]->setToolTip(label->toolTip());
    }
}

void MoveListPanel::updateIcons() {
    const int size = fontMetrics().height();
    for (Color color : kColors)
        icons_[slot(color)]->setPixmap(DiscItem::icon(color, size, devicePixelRatioF()));
}

void MoveListPanel::setOpening(const QString& name) {
    openingName_ = name;
    //: Above the move list: the named opening the game is in, e.g. "Opening: Tiger"
    opening_->setText(name.isEmpty() ? QString() : tr("Opening: %1").arg(name));
    opening_->setVisible(!name.isEmpty());
}

void MoveListPanel::setResult(const QString& text) {
    result_->setText(text);
    result_->setVisible(!text.isEmpty());
}

QString MoveListPanel::result() const { return result_->text(); }

void MoveListPanel::setGame(const GameRecord& record) {
    if (model_->setGame(record)) showCurrentMove();
}

void MoveListPanel::setCurrentPly(int ply) {
    if (model_->setCurrentPly(ply)) showCurrentMove();
}

int MoveListPanel::currentPly() const { return model_->currentPly(); }

int MoveListPanel::moveCount() const { return model_->moveCount(); }

void MoveListPanel::showCurrentMove() {
    const int ply = model_->currentPly();
    if (ply == 0) {
        view_->selectionModel()->clear();
        view_->scrollToTop();
        return;
    }
    const QModelIndex cell = model_->indexOfMove(ply - 1);
    view_->selectionModel()->setCurrentIndex(cell, QItemSelectionModel::ClearAndSelect);
    const QModelIndex below = cell.siblingAtRow(cell.row() + 1);
    if (below.isValid()) view_->scrollTo(below);  // a row of what follows, when there is one
    view_->scrollTo(cell);
}

void MoveListPanel::onCellClicked(const QModelIndex& index) {
    const int moveIndex = model_->moveIndexAt(index);
    if (moveIndex >= 0) choose(moveIndex + 1);
}

void MoveListPanel::choose(int ply) {
    if (ply == currentPly()) return;
    setCurrentPly(ply);
    emit plyChosen(ply);
}

QAbstractItemView* MoveListPanel::view() const { return view_; }

QRect MoveListPanel::cellRect(int moveIndex) const {
    return view_->visualRect(model_->indexOfMove(moveIndex));
}

QString MoveListPanel::cellText(int moveIndex) const {
    return model_->indexOfMove(moveIndex).data().toString();
}

bool MoveListPanel::isGreyed(int moveIndex) const {
    return moveIndex >= 0 && moveIndex < moveCount() && model_->isTakenBack(moveIndex);
}

bool MoveListPanel::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Resize) updateNames();
    return QWidget::eventFilter(watched, event);
}

void MoveListPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        updateIcons();
        updateNames();
    }
}

void MoveListPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    updateIcons();  // the screen's pixel ratio is known now
}

}  // namespace verso::app
