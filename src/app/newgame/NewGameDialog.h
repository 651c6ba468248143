// SPDX-License-Identifier: GPL-3.0-or-later
// File > New Game…: where the game starts (the standard position, an XOT opening chosen at random,
// or random play to a number of discs) and its time control, with a line saying who plays (the
// Opponent menu decides that). OK keeps the choices in the settings; the caller starts the game.
#pragma once

#include <QDialog>

#include "app/settings/Settings.h"

class QRadioButton;
class QSpinBox;
class QDialogButtonBox;

namespace verso::app {

class TimeControlChooser;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    // Shows the choices kept in "settings"; "players" is the one-line summary of who plays.
    NewGameDialog(Settings& settings, const QString& players, QWidget* parent = nullptr);

    NewGameStart start() const;
    TimeControl timeControl() const;

    QRadioButton* standardButton() const { return standard_; }
    QRadioButton* xotButton() const { return xot_; }
    QRadioButton* randomButton() const { return random_; }
    QSpinBox* discsField() const { return discs_; }
    TimeControlChooser* timeControlChooser() const { return clock_; }
    QDialogButtonBox* buttons() const { return buttons_; }

    // Keeps the choices in the settings, then closes.
    void accept() override;

private:
    QWidget* createStartBox();
    QWidget* createClockBox();

    Settings& settings_;
    QRadioButton* standard_ = nullptr;
    QRadioButton* xot_ = nullptr;
    QRadioButton* random_ = nullptr;
    QSpinBox* discs_ = nullptr;
    TimeControlChooser* clock_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
};

}  // namespace verso::app
