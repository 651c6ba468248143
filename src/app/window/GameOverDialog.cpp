// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/GameOverDialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "app/window/Texts.h"

namespace verso::app {

GameOverDialog::GameOverDialog(const GameResult& result, std::optional<Color> person,
                               QWidget* parent)
    : QDialog(parent) {
    setObjectName("gameOverDialog");
    setWindowTitle(tr("Game Over"));
    headline_ = new QLabel(resultText(result));
    QFont big = headline_->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    headline_->setFont(big);
    headline_->setAlignment(Qt::AlignCenter);
    details_ = new QLabel(resultDetails(result, person));
    details_->setWordWrap(true);
    details_->setAlignment(Qt::AlignCenter);

    auto* buttons = new QDialogButtonBox;
    newGameButton_ = buttons->addButton(tr("&New Game"), QDialogButtonBox::AcceptRole);
    //: Button of the result dialog: review the game that just ended (its mistakes and better moves)
    reviewButton_ = buttons->addButton(tr("&Review Game"), QDialogButtonBox::ActionRole);
    closeButton_ = buttons->addButton(QDialogButtonBox::Close);
    newGameButton_->setDefault(true);
    connect(reviewButton_, &QPushButton::clicked, this, [this] {
        accept();
        emit reviewRequested();
    });
    connect(newGameButton_, &QPushButton::clicked, this, [this] {
        accept();
        emit newGameRequested();
    });
    connect(closeButton_, &QPushButton::clicked, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(headline_);
    layout->addWidget(details_);
    layout->addSpacing(8);
    layout->addWidget(buttons);
    setMinimumWidth(320);
}

QString GameOverDialog::headline() const { return headline_->text(); }

QString GameOverDialog::details() const { return details_->text(); }

}  // namespace verso::app
