// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/newgame/NewGameDialog.h"

#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "app/newgame/GameStarts.h"
#include "app/newgame/TimeControlChooser.h"
#include "core/RandomStart.h"

namespace verso::app {

NewGameDialog::NewGameDialog(Settings& settings, const QString& players, QWidget* parent)
    : QDialog(parent), settings_(settings) {
    setObjectName("newGameDialog");
    //: Title of the dialog opened by File > New Game…
    setWindowTitle(tr("New Game"));
    auto* who = new QLabel(players);
    who->setObjectName("playersSummary");
    who->setWordWrap(true);
    //: New Game dialog: where to change who plays, under the line saying who plays
    auto* where = new QLabel(tr("The Opponent menu chooses who plays."));
    where->setForegroundRole(QPalette::PlaceholderText);
    where->setWordWrap(true);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    //: New Game dialog: the button that starts the game with the choices made
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(who);
    layout->addWidget(where);
    layout->addWidget(createStartBox());
    layout->addWidget(createClockBox());
    layout->addStretch(1);
    layout->addWidget(buttons_);

    const NewGameStart start = settings_.newGameStart();
    QRadioButton* chosen[] = {standard_, xot_, random_};
    chosen[static_cast<int>(start.kind)]->setChecked(true);
    discs_->setValue(start.discs);
    discs_->setEnabled(start.kind == GameStart::RandomDiscs);
    clock_->setValue(settings_.timeControl());
}

QWidget* NewGameDialog::createStartBox() {
    //: New Game dialog: group choosing the position the game starts from
    auto* box = new QGroupBox(tr("Start"));
    //: New Game dialog: start from the usual four discs
    standard_ = new QRadioButton(tr("St&andard position"));
    //: New Game dialog: start after the eight moves of a balanced XOT opening picked at random
    xot_ = new QRadioButton(tr("An &XOT opening (eight balanced moves, chosen at random)"));
    //: New Game dialog: start from a position reached by random moves; a number field follows
    random_ = new QRadioButton(tr("A &random position with"));
    standard_->setObjectName("standardStart");
    xot_->setObjectName("xotStart");
    random_->setObjectName("randomStart");
    xot_->setEnabled(!xotOpenings().empty());
    if (!xot_->isEnabled()) {
        //: New Game dialog: tooltip of the XOT choice when the list of openings cannot be read
        xot_->setToolTip(tr("The list of XOT openings could not be read: %1").arg(xotProblem()));
    }
    discs_ = new QSpinBox;
    discs_->setObjectName("startDiscs");
    discs_->setRange(kMinRandomStartDiscs, kMaxRandomStartDiscs);
    //: New Game dialog: suffix of the number of discs of a random start, e.g. "20 discs"
    discs_->setSuffix(tr(" discs"));
    //: Accessible name of the number field of a random start
    discs_->setAccessibleName(tr("Discs of the random position"));
    connect(random_, &QRadioButton::toggled, discs_, &QWidget::setEnabled);
    auto* randomRow = new QHBoxLayout;
    randomRow->addWidget(random_);
    randomRow->addWidget(discs_);
    randomRow->addStretch(1);
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(standard_);
    layout->addWidget(xot_);
    layout->addLayout(randomRow);
    return box;
}

QWidget* NewGameDialog::createClockBox() {
    //: New Game dialog: group choosing the clocks of the game
    auto* box = new QGroupBox(tr("Time Control"));
    clock_ = new TimeControlChooser;
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(clock_);
    return box;
}

NewGameStart NewGameDialog::start() const {
    NewGameStart start;
    start.kind = xot_->isChecked()      ? GameStart::Xot
                 : random_->isChecked() ? GameStart::RandomDiscs
                                        : GameStart::Standard;
    start.discs = discs_->value();
    return start;
}

TimeControl NewGameDialog::timeControl() const { return clock_->value(); }

void NewGameDialog::accept() {
    settings_.setNewGameStart(start());
    settings_.setTimeControl(timeControl());
    QDialog::accept();
}

}  // namespace verso::app
