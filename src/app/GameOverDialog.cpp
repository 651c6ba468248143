#include "app/GameOverDialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "app/Texts.h"

namespace verso::app {

GameOverDialog::GameOverDialog(const GameResult& result, QWidget* parent) : QDialog(parent) {
    setObjectName("gameOverDialog");
    setWindowTitle(tr("Game Over"));
    headline_ = new QLabel(resultText(result));
    QFont big = headline_->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    headline_->setFont(big);
    headline_->setAlignment(Qt::AlignCenter);
    auto* details = new QLabel(resultDetails(result));
    details->setWordWrap(true);
    details->setAlignment(Qt::AlignCenter);

    auto* buttons = new QDialogButtonBox;
    newGameButton_ = buttons->addButton(tr("&New Game"), QDialogButtonBox::AcceptRole);
    closeButton_ = buttons->addButton(QDialogButtonBox::Close);
    newGameButton_->setDefault(true);
    connect(newGameButton_, &QPushButton::clicked, this, [this] {
        accept();
        emit newGameRequested();
    });
    connect(closeButton_, &QPushButton::clicked, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(headline_);
    layout->addWidget(details);
    layout->addSpacing(8);
    layout->addWidget(buttons);
    setMinimumWidth(320);
}

QString GameOverDialog::headline() const { return headline_->text(); }

}  // namespace verso::app
